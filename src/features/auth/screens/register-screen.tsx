// pages/login/register: create a worker account (mobile, SMS code, password, optional invite code)
// and start signed in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { inviteCodeForRegistration } from '@/lib/invite/invite';
import { showToast } from '@/lib/ui/feedback';
import { normalizeMobile } from '@/lib/validation';
import { useRegister } from '@/features/auth/api/use-register';
import { AuthForm, type AuthValues, CodeField, InviteCodeField, MobileField, NewPasswordFields, RegisterConsentField, useAuthForm } from '@/features/auth/components/auth-form';
import { AuthPage } from '@/features/auth/components/auth-page';

export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const register = useRegister();
  const [storedInvite] = useState(() => inviteCodeForRegistration() ?? '');
  const form = useAuthForm('register', { inviteCode: storedInvite }, ['mobile', 'code', 'password', 'confirm', 'inviteCode', 'agreed']);

  const send = (values: AuthValues) => {
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
      <AuthForm form={form} send={send} onSent={onSent} submitText={t('register.submit')}>
        <MobileField form={form} />
        <CodeField form={form} scene="register" />
        <NewPasswordFields form={form} label={t('fields.password')} placeholder={t('fields.passwordPlaceholder')} />
        <InviteCodeField form={form} />
        <RegisterConsentField form={form} />
      </AuthForm>
    </AuthPage>
  );
}
