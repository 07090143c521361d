// pages/login/forget: set a new login password with an SMS code, then back to sign-in with the
// number filled in.
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/ui/feedback';
import { normalizeMobile } from '@/lib/validation';
import { useResetPassword } from '@/features/auth/api/use-sign-in';
import { AuthForm, CodeField, MobileField, NewPasswordFields } from '@/features/auth/components/auth-form';
import { AuthPage } from '@/features/auth/components/auth-page';

type Values = { mobile: string; code: string; password: string; confirm: string };

export function ForgetScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();

  const send = (values: Values) =>
    reset.mutateAsync({ data: { mobile: normalizeMobile(values.mobile), code: values.code.trim(), password: values.password } });

  const onSent = (values: Values) => {
    void showToast(t('forget.done'), 'success');
    navigate(paths.login, { replace: true, state: { mobile: normalizeMobile(values.mobile) } });
  };

  return (
    <AuthPage title={t('forget.title')}>
      <AuthForm<Values> form={form} send={send} onSent={onSent} initialValues={{ mobile: '', code: '', password: '', confirm: '' }} submitText={t('forget.submit')}>
        <MobileField />
        <CodeField form={form} scene="reset" />
        <NewPasswordFields label={t('fields.newPassword')} placeholder={t('fields.newPasswordPlaceholder')} />
      </AuthForm>
    </AuthPage>
  );
}
