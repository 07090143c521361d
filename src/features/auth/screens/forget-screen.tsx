// pages/login/forget: set a new login password with an SMS code, then back to sign-in with the
// number filled in.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/ui/feedback';
import { normalizeMobile } from '@/lib/validation';
import { useResetPassword } from '@/features/auth/api/use-reset-password';
import { AuthForm, type AuthValues, CodeField, MobileField, NewPasswordFields, useAuthForm } from '@/features/auth/components/auth-form';
import { AuthPage } from '@/features/auth/components/auth-page';

export function ForgetScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useAuthForm('forget', {}, ['mobile', 'code', 'password', 'confirm']);
  const reset = useResetPassword();

  const send = (values: AuthValues) =>
    reset.mutateAsync({ data: { mobile: normalizeMobile(values.mobile), code: values.code.trim(), password: values.password } });

  const onSent = (values: AuthValues) => {
    void showToast(t('forget.done'), 'success');
    navigate(paths.login, { replace: true, state: { mobile: normalizeMobile(values.mobile) } });
  };

  return (
    <AuthPage title={t('forget.title')}>
      <AuthForm form={form} send={send} onSent={onSent} submitText={t('forget.submit')}>
        <MobileField form={form} />
        <CodeField form={form} scene="reset" />
        <NewPasswordFields form={form} label={t('fields.newPassword')} placeholder={t('fields.newPasswordPlaceholder')} />
      </AuthForm>
    </AuthPage>
  );
}
