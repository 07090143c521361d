// pages/login/login: sign in with the mobile number and a password or an SMS code, after agreeing
// to the terms; links to register and to the forgotten-password page.
import { Button, Form, Input, Toast } from 'antd-mobile';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api/errors';
import { safeRedirect } from '../../../lib/navigation/safe-redirect';
import { hasValidToken } from '../../../lib/session/session';
import { normalizeMobile } from '../../../lib/validation';
import { usePasswordSignIn, useSmsSignIn } from '../api/use-sign-in';
import { AgreementConsent } from '../components/agreement-consent';
import { useAuthRules } from '../components/form-rules';
import { SendCodeButton } from '../components/send-code-button';
import '../components/auth.css';
import './login-screen.css';

type Mode = 'password' | 'sms';
const MODES: Mode[] = ['password', 'sms'];
type Values = { mobile: string; password?: string; code?: string; agreed: boolean };

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Mode>('password');
  const rules = useAuthRules();
  const passwordSignIn = usePasswordSignIn();
  const smsSignIn = useSmsSignIn();
  const pending = passwordSignIn.isPending || smsSignIn.isPending;
  const signedInHere = passwordSignIn.isSuccess || smsSignIn.isSuccess;
  const target = safeRedirect(params.get('redirect')) ?? paths.home;
  const changed = params.get('changed') === '1';
  // The forgotten-password page comes back with the number filled in.
  const [initialMobile] = useState(() => (location.state as { mobile?: string } | null)?.mobile ?? '');

  useEffect(() => {
    if (changed) Toast.show({ content: t('login.sessionEnded') });
  }, [changed, t]);

  if (hasValidToken() && !pending && !signedInHere) return <Navigate to={target} replace />;

  const callbacks = {
    onSuccess: () => navigate(target, { replace: true }),
    onError: (error: Error) => {
      // 10001 opens the platform's "apply to join" dialog (app-events); everything else is said here.
      if (isApiError(error) && error.kind === 'noWorkerAccount') return;
      Toast.show({ content: error.message || t('login.failed') });
    },
  };

  const onFinish = (values: Values) => {
    if (pending) return;
    const mobile = normalizeMobile(values.mobile);
    if (mode === 'password') {
      passwordSignIn.mutate({ data: { mobile, password: values.password ?? '', agreed: true } }, callbacks);
    } else {
      smsSignIn.mutate({ data: { mobile, code: (values.code ?? '').trim(), agreed: true } }, callbacks);
    }
  };

  const getMobile = () =>
    form
      .validateFields(['mobile'])
      .then((v: Pick<Values, 'mobile'>) => normalizeMobile(v.mobile))
      .catch(() => null);

  // Arrow keys move between the two tabs, as in any tab list.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = mode === 'password' ? 'sms' : 'password';
    setMode(next);
    document.getElementById(`login-tab-${next}`)?.focus();
  };

  return (
    <main className="login">
      <header className="login__header">
        <h1 className="login__title">{t('login.title')}</h1>
        <p className="login__subtitle">{t('login.subtitle')}</p>
      </header>
      <div className="login__modes" role="tablist" aria-label={t('login.modes')}>
        {MODES.map((m) => (
          <button
            key={m}
            id={`login-tab-${m}`}
            type="button"
            role="tab"
            aria-selected={mode === m}
            aria-controls="login-panel"
            tabIndex={mode === m ? 0 : -1}
            className={`login__mode${mode === m ? ' login__mode--active' : ''}`}
            onClick={() => setMode(m)}
            onKeyDown={onTabKey}
          >
            {t(`login.mode.${m}`)}
          </button>
        ))}
      </div>
      <div id="login-panel" role="tabpanel">
        <Form
          form={form}
          className="auth-form"
          layout="vertical"
          mode="card"
          onFinish={onFinish}
          initialValues={{ mobile: initialMobile, password: '', code: '', agreed: false }}
          footer={
            <Button block type="submit" color="primary" size="large" loading={pending} disabled={pending}>
              {t('login.submit')}
            </Button>
          }
        >
          <Form.Item name="mobile" label={t('fields.mobile')} rules={rules.mobile}>
            <Input type="tel" inputMode="numeric" autoComplete="username" placeholder={t('fields.mobilePlaceholder')} clearable />
          </Form.Item>
          {mode === 'password' ? (
            <Form.Item key="password" name="password" label={t('fields.password')} rules={rules.password}>
              <Input type="password" autoComplete="current-password" placeholder={t('fields.passwordPlaceholder')} />
            </Form.Item>
          ) : (
            <Form.Item
              key="code"
              name="code"
              label={t('fields.code')}
              rules={rules.code}
              extra={<SendCodeButton scene="login" getMobile={getMobile} />}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('fields.codePlaceholder')} />
            </Form.Item>
          )}
          <Form.Item
            name="agreed"
            valuePropName="checked"
            rules={[{ validator: async (_, v: boolean) => { if (!v) throw new Error(t('consent.required')); } }]}
          >
            <AgreementConsent types={['service', 'privacy']} />
          </Form.Item>
        </Form>
      </div>
      <nav className="auth-links" aria-label={t('login.more')}>
        <Link to={paths.register}>{t('login.register')}</Link>
        <Link to={paths.forget}>{t('login.forget')}</Link>
      </nav>
    </main>
  );
}
