// pages/login/login: sign in with mobile number and password, after agreeing to the terms.
import { Button, Checkbox, Form, Input, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api/errors';
import { safeRedirect } from '../../../lib/navigation/safe-redirect';
import { hasValidToken } from '../../../lib/session/session';
import { isMobile, isPassword, normalizeMobile } from '../../../lib/validation';
import { usePasswordSignIn } from '../api/use-sign-in';
import './login-screen.css';

type Values = { mobile: string; password: string; agreed: boolean };

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = usePasswordSignIn();
  const target = safeRedirect(params.get('redirect')) ?? paths.home;
  const changed = params.get('changed') === '1';

  useEffect(() => {
    if (changed) Toast.show({ content: t('login.sessionEnded') });
  }, [changed, t]);

  if (hasValidToken() && !signIn.isPending) return <Navigate to={target} replace />;

  const onFinish = (values: Values) => {
    if (signIn.isPending) return;
    signIn.mutate(
      { data: { mobile: normalizeMobile(values.mobile), password: values.password, agreed: true } },
      {
        onSuccess: () => navigate(target, { replace: true }),
        onError: (error) => {
          // 10001 opens its own dialog from the platform; everything else says what happened here.
          if (isApiError(error) && error.kind === 'noWorkerAccount') return;
          Toast.show({ content: error instanceof Error ? error.message : t('login.failed') });
        },
      },
    );
  };

  return (
    <main className="login">
      <header className="login__header">
        <h1 className="login__title">{t('login.title')}</h1>
        <p className="login__subtitle">{t('login.subtitle')}</p>
      </header>
      <Form
        layout="vertical"
        mode="card"
        onFinish={onFinish}
        initialValues={{ mobile: '', password: '', agreed: false }}
        footer={
          <Button block type="submit" color="primary" size="large" loading={signIn.isPending} disabled={signIn.isPending}>
            {t('login.submit')}
          </Button>
        }
      >
        <Form.Item
          name="mobile"
          label={t('login.mobile')}
          rules={[
            { required: true, message: t('login.mobileRequired') },
            { validator: async (_, v: string) => { if (v && !isMobile(v)) throw new Error(t('login.mobileInvalid')); } },
          ]}
        >
          <Input type="tel" inputMode="numeric" autoComplete="username" placeholder={t('login.mobilePlaceholder')} clearable />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={[
            { required: true, message: t('login.passwordRequired') },
            { validator: async (_, v: string) => { if (v && !isPassword(v)) throw new Error(t('login.passwordInvalid')); } },
          ]}
        >
          <Input type="password" autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="agreed"
          valuePropName="checked"
          rules={[{ validator: async (_, v: boolean) => { if (!v) throw new Error(t('login.agreeRequired')); } }]}
        >
          <Checkbox>{t('login.agree')}</Checkbox>
        </Form.Item>
      </Form>
    </main>
  );
}
