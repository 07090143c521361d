// The register and forgotten-password forms: the app's one form primitive (lib/forms/use-form.ts) in the auth
// pages' card look with its submit button, and the fields both ask for, checked by utils/field-rules.ts. Native
// controls, as on the sign-in page: antd-mobile's Form was only their layout and checks, and the heaviest piece
// of these pages.
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, FormField } from '@/components/form-field';
import { SendCodeButton } from '@/components/send-code-button';
import { type Rules, useForm } from '@/lib/forms/use-form';
import { showToast } from '@/lib/ui/feedback';
import { normalizeMobile } from '@/lib/validation';
import type { SmsScene } from '@/features/auth/api/use-sign-in';
import { useSmsCodeSender } from '@/features/auth/api/use-sms-code-sender';
import { fieldProblem } from '@/features/auth/utils/field-rules';
import { ConsentCheckbox } from './consent-checkbox';

/** The values of both forms: the number, the code, the new password twice; registering adds the invite code and the consent. */
export type AuthValues = { mobile: string; code: string; password: string; confirm: string; inviteCode: string; agreed: boolean };
type Form = ReturnType<typeof useForm<AuthValues>>;

/**
 * A form of `fields`, checked by utils/field-rules.ts with the messages in the worker's language. Errors show as the
 * worker types, in a field changed or checked before (as these forms always did).
 */
export function useAuthForm(idPrefix: string, initial: Partial<AuthValues>, fields: (keyof AuthValues)[]) {
  const { t } = useTranslation('auth');
  const say = (key: string | undefined) => key && t(key);
  const all: Rules<AuthValues> = {
    mobile: (value) => say(fieldProblem.mobile(value)),
    code: (value) => say(fieldProblem.code(value)),
    password: (value) => say(fieldProblem.password(value)),
    confirm: (value, values) => say(fieldProblem.confirm(value, values.password)),
    inviteCode: (value) => say(fieldProblem.inviteCode(value)),
    agreed: (checked) => say(fieldProblem.agreed(checked, 'register')),
  };
  return useForm<AuthValues>({
    initial: { mobile: '', code: '', password: '', confirm: '', inviteCode: '', agreed: false, ...initial },
    rules: Object.fromEntries(fields.map((f) => [f, all[f]])),
    showErrors: 'change',
    idPrefix,
  });
}

type AuthFormProps = {
  form: Form;
  /** The form's request. */
  send: (values: AuthValues) => Promise<unknown>;
  /** After the request went through: say so and go on. */
  onSent: (values: AuthValues) => void;
  submitText: string;
  children: ReactNode;
};

/** Sent one at a time (a double tap sends once); a refusal is said in a toast and the form stays as typed. */
export function AuthForm({ form, send, onSent, submitText, children }: AuthFormProps) {
  const onSubmit = form.submit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      void showToast((error as Error).message);
      return false;
    }
    onSent(values);
    return true;
  });
  return (
    <form className="auth-native-form auth-form" onSubmit={onSubmit} noValidate>
      {children}
      <Button block type="submit" color="primary" size="large" loading={form.submitting} disabled={form.submitting}>
        {submitText}
      </Button>
    </form>
  );
}

/** The mobile number, which is also the account's name. */
export function MobileField({ form }: { form: Form }) {
  const { t } = useTranslation('auth');
  return (
    <FormField id={form.idOf('mobile')} label={t('fields.mobile')} error={form.errors.mobile} errorId={form.errorIdOf('mobile')}>
      <input {...form.input('mobile')} type="tel" inputMode="numeric" autoComplete="username" placeholder={t('fields.mobilePlaceholder')} />
    </FormField>
  );
}

/** The SMS code, with the button that checks the number above and asks for a code for `scene`. */
export function CodeField({ form, scene }: { form: Form; scene: SmsScene }) {
  const { t } = useTranslation('auth');
  const send = useSmsCodeSender(scene, () => (form.check('mobile') ? null : normalizeMobile(form.values.mobile)));
  return (
    <FormField id={form.idOf('code')} label={t('fields.code')} error={form.errors.code} errorId={form.errorIdOf('code')} beside={<SendCodeButton send={send} />}>
      <input {...form.input('code')} inputMode="numeric" autoComplete="one-time-code" placeholder={t('fields.codePlaceholder')} />
    </FormField>
  );
}

/** A password being chosen (registering, or a new one), then the same typed again. */
export function NewPasswordFields({ form, label, placeholder }: { form: Form; label: string; placeholder: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField id={form.idOf('password')} label={label} error={form.errors.password} errorId={form.errorIdOf('password')} hint={t('fields.passwordHint')}>
        <input {...form.input('password')} type="password" autoComplete="new-password" placeholder={placeholder} />
      </FormField>
      <FormField id={form.idOf('confirm')} label={t('fields.confirm')} error={form.errors.confirm} errorId={form.errorIdOf('confirm')}>
        <input {...form.input('confirm')} type="password" autoComplete="new-password" placeholder={t('fields.confirmPlaceholder')} />
      </FormField>
    </>
  );
}

export function InviteCodeField({ form }: { form: Form }) {
  const { t } = useTranslation('auth');
  return (
    <FormField id={form.idOf('inviteCode')} label={t('fields.inviteCode')} error={form.errors.inviteCode} errorId={form.errorIdOf('inviteCode')}>
      <input {...form.input('inviteCode')} autoComplete="off" autoCapitalize="characters" placeholder={t('fields.inviteCodePlaceholder')} />
    </FormField>
  );
}

/** The consent to the service, privacy and worker agreements that registering asks for. */
export function RegisterConsentField({ form }: { form: Form }) {
  const error = form.errors.agreed;
  return (
    <div>
      <ConsentCheckbox
        types={['service', 'privacy', 'worker']}
        checked={form.values.agreed}
        onChange={(checked) => form.setValue('agreed', checked)}
        invalid={Boolean(error)}
        describedBy={error ? form.errorIdOf('agreed') : undefined}
      />
      <FieldError id={form.errorIdOf('agreed')} error={error} />
    </div>
  );
}
