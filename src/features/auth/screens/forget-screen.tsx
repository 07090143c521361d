// pages/login/forget: set a new login password with an SMS code, then back to sign-in with the
// number filled in.
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { normalizeMobile } from '../../../lib/validation';
import { useResetPassword } from '../api/use-sign-in';
import { AuthPage } from '../components/auth-page';
import { useAuthRules } from '../components/form-rules';
import { SendCodeButton } from '../components/send-code-button';
import { showToast } from '../../../lib/ui/feedback';

type Values = { mobile: string; code: string; password: string; confirm: string };

export function ForgetScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const rules = useAuthRules();
  const reset = useResetPassword();

  const getMobile = () =>
    form
      .validateFields(['mobile'])
      .then((v: Pick<Values, 'mobile'>) => normalizeMobile(v.mobile))
      .catch(() => null);

  const onFinish = (values: Values) => {
    if (reset.isPending) return;
    const mobile = normalizeMobile(values.mobile);
    reset.mutate(
      { data: { mobile, code: values.code.trim(), password: values.password } },
      {
        onSuccess: () => {
          void showToast(t('forget.done'), 'success');
          navigate(paths.login, { replace: true, state: { mobile } });
        },
        onError: (error) => void showToast(error.message),
      },
    );
  };

  return (
    <AuthPage title={t('forget.title')}>
      <Form
        form={form}
        className="auth-form"
        layout="vertical"
        mode="card"
        onFinish={onFinish}
        initialValues={{ mobile: '', code: '', password: '', confirm: '' }}
        footer={
          <Button block type="submit" color="primary" size="large" loading={reset.isPending} disabled={reset.isPending}>
            {t('forget.submit')}
          </Button>
        }
      >
        <Form.Item name="mobile" label={t('fields.mobile')} rules={rules.mobile}>
          <Input type="tel" inputMode="numeric" autoComplete="username" placeholder={t('fields.mobilePlaceholder')} clearable />
        </Form.Item>
        <Form.Item name="code" label={t('fields.code')} rules={rules.code} extra={<SendCodeButton scene="reset" getMobile={getMobile} />}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('fields.codePlaceholder')} />
        </Form.Item>
        <Form.Item name="password" label={t('fields.newPassword')} rules={rules.password} description={t('fields.passwordHint')}>
          <Input type="password" autoComplete="new-password" placeholder={t('fields.newPasswordPlaceholder')} />
        </Form.Item>
        <Form.Item name="confirm" label={t('fields.confirm')} rules={rules.confirm('password')} dependencies={['password']}>
          <Input type="password" autoComplete="new-password" placeholder={t('fields.confirmPlaceholder')} />
        </Form.Item>
      </Form>
    </AuthPage>
  );
}
