// pages/login/register: create a worker account (mobile, SMS code, password, optional invite code)
// and start signed in.
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { inviteCodeForRegistration } from '../../../lib/invite/invite';
import { normalizeMobile } from '../../../lib/validation';
import { useRegister } from '../api/use-sign-in';
import { ConsentCheckbox } from '../components/consent-checkbox';
import { AuthPage } from '../components/auth-page';
import { useAuthRules } from '../components/form-rules';
import { SendCodeButton } from '../components/send-code-button';
import { showToast } from '../../../lib/ui/feedback';

type Values = { mobile: string; code: string; password: string; confirm: string; inviteCode: string; agreed: boolean };

export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const rules = useAuthRules();
  const register = useRegister();
  const [storedInvite] = useState(() => inviteCodeForRegistration() ?? '');

  const getMobile = () =>
    form
      .validateFields(['mobile'])
      .then((v: Pick<Values, 'mobile'>) => normalizeMobile(v.mobile))
      .catch(() => null);

  const onFinish = (values: Values) => {
    if (register.isPending) return;
    const inviteCode = values.inviteCode.trim().toUpperCase();
    register.mutate(
      {
        data: {
          mobile: normalizeMobile(values.mobile),
          code: values.code.trim(),
          password: values.password,
          agreed: true,
          ...(inviteCode ? { inviteCode } : {}),
        },
      },
      {
        onSuccess: () => {
          void showToast(t('register.done'));
          navigate(paths.home, { replace: true });
        },
        onError: (error) => void showToast(error.message),
      },
    );
  };

  return (
    <AuthPage title={t('register.title')}>
      <Form
        form={form}
        className="auth-form"
        layout="vertical"
        mode="card"
        onFinish={onFinish}
        initialValues={{ mobile: '', code: '', password: '', confirm: '', inviteCode: storedInvite, agreed: false }}
        footer={
          <Button block type="submit" color="primary" size="large" loading={register.isPending} disabled={register.isPending}>
            {t('register.submit')}
          </Button>
        }
      >
        <Form.Item name="mobile" label={t('fields.mobile')} rules={rules.mobile}>
          <Input type="tel" inputMode="numeric" autoComplete="tel" placeholder={t('fields.mobilePlaceholder')} clearable />
        </Form.Item>
        <Form.Item name="code" label={t('fields.code')} rules={rules.code} extra={<SendCodeButton scene="register" getMobile={getMobile} />}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('fields.codePlaceholder')} />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} rules={rules.password} description={t('fields.passwordHint')}>
          <Input type="password" autoComplete="new-password" placeholder={t('fields.passwordPlaceholder')} />
        </Form.Item>
        <Form.Item name="confirm" label={t('fields.confirm')} rules={rules.confirm('password')} dependencies={['password']}>
          <Input type="password" autoComplete="new-password" placeholder={t('fields.confirmPlaceholder')} />
        </Form.Item>
        <Form.Item name="inviteCode" label={t('fields.inviteCode')} rules={rules.inviteCode}>
          <Input autoComplete="off" autoCapitalize="characters" maxLength={16} placeholder={t('fields.inviteCodePlaceholder')} clearable />
        </Form.Item>
        <Form.Item
          name="agreed"
          valuePropName="checked"
          rules={[{ validator: async (_, v: boolean) => { if (!v) throw new Error(t('consent.requiredRegister')); } }]}
        >
          <ConsentCheckbox types={['service', 'privacy', 'worker']} />
        </Form.Item>
      </Form>
    </AuthPage>
  );
}
