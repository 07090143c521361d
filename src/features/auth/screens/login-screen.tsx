// pages/login/login: sign in with the mobile number and a password or an SMS code, after agreeing
// to the terms; links to register and to the forgotten-password page.
// Built from native controls and the app's small form primitive (lib/forms/use-form.ts): this is the
// first page most workers open, on cheap phones, so it carries no form library (see bench/budgets.json).
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/errors';
import { safeRedirect } from '@/lib/navigation/safe-redirect';
import { hasValidToken } from '@/lib/session/session';
import { showToast } from '@/lib/ui/feedback';
import { normalizeMobile } from '@/lib/validation';
import { usePasswordSignIn, useSmsSignIn } from '@/features/auth/api/use-sign-in';
import { ConsentCheckbox } from '@/features/auth/components/consent-checkbox';
import { FieldError, FormField } from '@/components/form-field';
import { LanguageSelect } from '@/components/language-select';
import { SendCodeButton } from '@/components/send-code-button';
import { useSmsCodeSender } from '@/features/auth/api/use-sms-code-sender';
import { fieldProblem } from '@/features/auth/utils/field-rules';
import { useForm } from '@/lib/forms/use-form';
import '@/features/auth/components/auth.css';
import './login-screen.css';

type Mode = 'password' | 'sms';
const MODES: Mode[] = ['password', 'sms'];
type Values = { mobile: string; password: string; code: string; agreed: boolean };

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('password');
  const say = (key: string | undefined) => key && t(key);
  // Errors show at a submit, then a shown one is checked again as its field is left.
  const form = useForm<Values>({
    // The forgotten-password page comes back with the number filled in.
    initial: () => ({ mobile: (location.state as { mobile?: string } | null)?.mobile ?? '', password: '', code: '', agreed: false }),
    rules: {
      mobile: (value) => say(fieldProblem.mobile(value)),
      password: (value) => say(fieldProblem.password(value)),
      code: (value) => say(fieldProblem.code(value)),
      agreed: (checked) => say(fieldProblem.agreed(checked, 'signIn')),
    },
    idPrefix: 'login',
  });
  const { errors } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const passwordSignIn = usePasswordSignIn();
  const smsSignIn = useSmsSignIn();
  const pending = passwordSignIn.isPending || smsSignIn.isPending;
  const signedInHere = passwordSignIn.isSuccess || smsSignIn.isSuccess;
  const target = safeRedirect(params.get('redirect')) ?? paths.home;
  const changed = params.get('changed') === '1';

  useEffect(() => {
    if (changed) void showToast(t('login.sessionEnded'));
  }, [changed, t]);

  const onSubmit = form.submit(
    async ({ mobile, password, code }) => {
      const number = normalizeMobile(mobile);
      setFailure(null);
      try {
        if (mode === 'password') await passwordSignIn.mutateAsync({ data: { mobile: number, password, agreed: true } });
        else await smsSignIn.mutateAsync({ data: { mobile: number, code: code.trim(), agreed: true } });
      } catch (error) {
        // 10001 opens the platform's "apply to join" dialog (app-events); everything else is said here.
        if (!(isApiError(error) && error.kind === 'noWorkerAccount')) setFailure((error as Error).message || t('login.failed'));
        return false;
      }
      navigate(target, { replace: true });
      return true;
    },
    ['mobile', mode === 'password' ? 'password' : 'code', 'agreed'],
  );

  const getMobile = () => (form.check('mobile') ? null : normalizeMobile(form.values.mobile));
  const sendCode = useSmsCodeSender('login', getMobile);

  if (hasValidToken() && !pending && !signedInHere) return <Navigate to={target} replace />;

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
        <div className="login__language">
          <LanguageSelect />
        </div>
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
        <form className="auth-native-form" onSubmit={onSubmit} noValidate>
          <FormField id={form.idOf('mobile')} label={t('fields.mobile')} error={errors.mobile} errorId={form.errorIdOf('mobile')}>
            <input {...form.input('mobile')} type="tel" inputMode="numeric" autoComplete="username" placeholder={t('fields.mobilePlaceholder')} />
          </FormField>
          {mode === 'password' ? (
            <FormField key="password" id={form.idOf('password')} label={t('fields.password')} error={errors.password} errorId={form.errorIdOf('password')}>
              <input {...form.input('password')} type="password" autoComplete="current-password" placeholder={t('fields.passwordPlaceholder')} />
            </FormField>
          ) : (
            <FormField key="code" id={form.idOf('code')} label={t('fields.code')} error={errors.code} errorId={form.errorIdOf('code')} beside={<SendCodeButton send={sendCode} />}>
              <input {...form.input('code')} inputMode="numeric" autoComplete="one-time-code" placeholder={t('fields.codePlaceholder')} />
            </FormField>
          )}
          <ConsentCheckbox
            types={['service', 'privacy']}
            checked={form.values.agreed}
            // Ticked, its error goes at once (a box has no leaving to wait for).
            onChange={(value) => form.setValue('agreed', value, { recheck: true })}
            invalid={Boolean(errors.agreed)}
            describedBy={errors.agreed ? form.errorIdOf('agreed') : undefined}
          />
          <FieldError id={form.errorIdOf('agreed')} error={errors.agreed} />
          {failure && (
            <p className="auth-form__failure" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="app-button app-button--primary app-button--block" disabled={pending} aria-busy={pending}>
            {pending ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      </div>
      <nav className="auth-links" aria-label={t('login.more')}>
        <Link to={paths.register}>{t('login.register')}</Link>
        <Link to={paths.forget}>{t('login.forget')}</Link>
      </nav>
    </main>
  );
}
