// pages/login/login: sign in with the mobile number and a password or an SMS code, after agreeing
// to the terms; links to register and to the forgotten-password page.
// Built from native controls: this is the first page most workers open, on cheap phones, so it
// carries no form library (see bench/budgets.json).
import { type FormEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/errors';
import { safeRedirect } from '@/lib/navigation/safe-redirect';
import { hasValidToken } from '@/lib/session/session';
import { showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { normalizeMobile } from '@/lib/validation';
import { usePasswordSignIn, useSmsSignIn } from '@/features/auth/api/use-sign-in';
import { ConsentCheckbox } from '@/features/auth/components/consent-checkbox';
import { LanguageSelect } from '@/components/language-select';
import { SendCodeButton } from '@/components/send-code-button';
import { useSmsCodeSender } from '@/features/auth/api/use-sms-code-sender';
import { fieldProblem } from '@/features/auth/utils/field-rules';
import '@/features/auth/components/auth.css';
import './login-screen.css';

type Mode = 'password' | 'sms';
const MODES: Mode[] = ['password', 'sms'];
type Field = 'mobile' | 'password' | 'code' | 'agreed';
type Errors = Partial<Record<Field, string>>;

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('password');
  // The forgotten-password page comes back with the number filled in.
  const [mobile, setMobile] = useState(() => (location.state as { mobile?: string } | null)?.mobile ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const passwordSignIn = usePasswordSignIn();
  const smsSignIn = useSmsSignIn();
  const submission = useOneAtATime();
  const pending = passwordSignIn.isPending || smsSignIn.isPending;
  const signedInHere = passwordSignIn.isSuccess || smsSignIn.isSuccess;
  const target = safeRedirect(params.get('redirect')) ?? paths.home;
  const changed = params.get('changed') === '1';

  useEffect(() => {
    if (changed) void showToast(t('login.sessionEnded'));
  }, [changed, t]);

  const check = (field: Field): string | undefined => {
    const key =
      field === 'mobile'
        ? fieldProblem.mobile(mobile)
        : field === 'password'
          ? fieldProblem.password(password)
          : field === 'code'
            ? fieldProblem.code(code)
            : fieldProblem.agreed(agreed, 'signIn');
    return key && t(key);
  };
  const showError = (field: Field) => setErrors((e) => ({ ...e, [field]: check(field) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fields: Field[] = ['mobile', mode === 'password' ? 'password' : 'code', 'agreed'];
    const found = Object.fromEntries(fields.map((f) => [f, check(f)])) as Errors;
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) {
      document.getElementById(`login-${first}`)?.focus();
      return;
    }
    const number = normalizeMobile(mobile);
    void submission.run(async () => {
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
    });
  };

  const getMobile = () => {
    const problem = check('mobile');
    setErrors((e) => ({ ...e, mobile: problem }));
    return problem ? null : normalizeMobile(mobile);
  };
  const sendCode = useSmsCodeSender('login', getMobile);

  if (hasValidToken() && !pending && !signedInHere) return <Navigate to={target} replace />;

  // Arrow keys move between the two tabs, as in any tab list.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = mode === 'password' ? 'sms' : 'password';
    setMode(next);
    document.getElementById(`login-tab-${next}`)?.focus();
  };

  const fieldProps = (field: Field) => ({
    id: `login-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `login-${field}-error` : undefined,
    onBlur: () => (errors[field] !== undefined ? showError(field) : undefined),
  });
  // Each field keeps the room for its error: an error that went when the worker left a field moved
  // the agreement up under the finger, and the tap missed it.
  const errorText = (field: Field) => (
    <div className="auth-field__error-slot">
      {errors[field] ? (
        <p id={`login-${field}-error`} className="auth-field__error" role="alert">
          {errors[field]}
        </p>
      ) : null}
    </div>
  );

  /** A labelled input of `field` with its error below; `beside` sits next to the input (the send-code button). */
  const textField = (
    field: 'mobile' | 'password' | 'code',
    value: string,
    setValue: (value: string) => void,
    input: InputHTMLAttributes<HTMLInputElement>,
    beside?: ReactNode,
  ) => {
    const control = <input {...fieldProps(field)} {...input} value={value} onChange={(e) => setValue(e.target.value)} />;
    return (
      <div className="auth-field" key={field}>
        <label htmlFor={`login-${field}`}>{t(`fields.${field}`)}</label>
        {beside ? (
          <div className="auth-field__row">
            {control}
            {beside}
          </div>
        ) : (
          control
        )}
        {errorText(field)}
      </div>
    );
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
          {textField('mobile', mobile, setMobile, { type: 'tel', inputMode: 'numeric', autoComplete: 'username', placeholder: t('fields.mobilePlaceholder') })}
          {mode === 'password'
            ? textField('password', password, setPassword, { type: 'password', autoComplete: 'current-password', placeholder: t('fields.passwordPlaceholder') })
            : textField(
                'code',
                code,
                setCode,
                { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, placeholder: t('fields.codePlaceholder') },
                <SendCodeButton send={sendCode} />,
              )}
          <ConsentCheckbox
            types={['service', 'privacy']}
            checked={agreed}
            onChange={(value) => {
              setAgreed(value);
              if (value) setErrors((e) => ({ ...e, agreed: undefined }));
            }}
            invalid={Boolean(errors.agreed)}
            describedBy={errors.agreed ? 'login-agreed-error' : undefined}
          />
          {errorText('agreed')}
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
