// pages/login/register: create a worker account (mobile, SMS code, password, optional invite code)
// and start signed in.
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { inviteCodeForRegistration } from '@/lib/invite/invite';
import { showToast } from '@/lib/ui/feedback';
import { normalizeMobile } from '@/lib/validation';
import { useRegister } from '@/features/auth/api/use-sign-in';
import { AuthForm, CodeField, InviteCodeField, MobileField, NewPasswordFields, RegisterConsentField } from '@/features/auth/components/auth-form';
import { AuthPage } from '@/features/auth/components/auth-page';

type Values = { mobile: string; code: string; password: string; confirm: string; inviteCode: string; agreed: boolean };

export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const register = useRegister();
  const [storedInvite] = useState(() => inviteCodeForRegistration() ?? '');

  const send = (values: Values) => {
    const inviteCode = values.inviteCode.trim().toUpperCase();
    return register.mutateAsync({
      data: {
        mobile: normalizeMobile(values.mobile),
        code: values.code.trim(),
        password: values.password,
        agreed: true,
        ...(inviteCode ? { inviteCode } : {}),
      },
    });
  };

  const onSent = () => {
    void showToast(t('register.done'));
    navigate(paths.home, { replace: true });
  };

  return (
    <AuthPage title={t('register.title')}>
      <AuthForm<Values>
        form={form}
        send={send}
        onSent={onSent}
        initialValues={{ mobile: '', code: '', password: '', confirm: '', inviteCode: storedInvite, agreed: false }}
        submitText={t('register.submit')}
      >
        <MobileField />
        <CodeField form={form} scene="register" />
        <NewPasswordFields label={t('fields.password')} placeholder={t('fields.passwordPlaceholder')} />
        <InviteCodeField />
        <RegisterConsentField />
      </AuthForm>
    </AuthPage>
  );
}
