// The register and forgotten-password forms: antd-mobile's Form in the auth pages' card look with
// its submit button, and the fields both ask for, checked by utils/field-rules.ts.
import { Button, Form, type FormItemProps, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { normalizeMobile } from '@/lib/validation';
import type { SmsScene } from '@/features/auth/api/use-sign-in';
import { fieldProblem } from '@/features/auth/utils/field-rules';
import { ConsentCheckbox } from './consent-checkbox';
import { SendCodeButton } from '@/components/send-code-button';
import { useSmsCodeSender } from '../api/use-sms-code-sender';

type Rules = NonNullable<FormItemProps['rules']>;
// The register and forget forms' values: each has at least the number.
type FormInstance = ReturnType<typeof Form.useForm<{ mobile: string }>>[0];

/** A field's check as an antd-mobile rule, the message in the worker's language. `field` reads another field. */
function useRule() {
  const { t } = useTranslation('auth');
  return <T,>(problem: (value: T, field: (name: string) => unknown) => string | undefined): Rules => [
    ({ getFieldValue }) => ({
      validator: async (_: unknown, value: T) => {
        const key = problem(value, getFieldValue);
        if (key) throw new Error(t(key));
      },
    }),
  ];
}

type AuthFormProps<Values> = {
  form: FormInstance;
  initialValues: Values;
  /** The form's request. */
  send: (values: Values) => Promise<unknown>;
  /** After the request went through: say so and go on. */
  onSent: (values: Values) => void;
  submitText: string;
  children: ReactNode;
};

/** Sent one at a time (a double tap sends once); a refusal is said in a toast and the form stays as typed. */
export function AuthForm<Values>({ form, initialValues, send, onSent, submitText, children }: AuthFormProps<Values>) {
  const submission = useOneAtATime();
  const submit = (values: Values) =>
    void submission.run(async () => {
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
    <Form
      form={form}
      className="auth-form"
      layout="vertical"
      mode="card"
      onFinish={submit}
      initialValues={initialValues as object}
      footer={
        <Button block type="submit" color="primary" size="large" loading={submission.running} disabled={submission.running}>
          {submitText}
        </Button>
      }
    >
      {children}
    </Form>
  );
}

/** The mobile number, which is also the account's name. */
export function MobileField() {
  const { t } = useTranslation('auth');
  const rule = useRule();
  return (
    <Form.Item name="mobile" label={t('fields.mobile')} required rules={rule(fieldProblem.mobile)}>
      <Input type="tel" inputMode="numeric" autoComplete="username" placeholder={t('fields.mobilePlaceholder')} clearable />
    </Form.Item>
  );
}

/** The SMS code, with the button that checks the number above and asks for a code for `scene`. */
export function CodeField({ form, scene }: { form: FormInstance; scene: SmsScene }) {
  const { t } = useTranslation('auth');
  const rule = useRule();
  const getMobile = () =>
    form
      .validateFields(['mobile'])
      .then((v) => normalizeMobile(v.mobile))
      .catch(() => null);
  const send = useSmsCodeSender(scene, getMobile);
  return (
    <Form.Item name="code" label={t('fields.code')} required rules={rule(fieldProblem.code)} extra={<SendCodeButton send={send} />}>
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('fields.codePlaceholder')} />
    </Form.Item>
  );
}

/** A password being chosen (registering, or a new one), then the same typed again. */
export function NewPasswordFields({ label, placeholder }: { label: string; placeholder: string }) {
  const { t } = useTranslation('auth');
  const rule = useRule();
  return (
    <>
      <Form.Item name="password" label={label} required rules={rule(fieldProblem.password)} description={t('fields.passwordHint')}>
        <Input type="password" autoComplete="new-password" placeholder={placeholder} />
      </Form.Item>
      <Form.Item name="confirm" label={t('fields.confirm')} required rules={rule((value: string, field) => fieldProblem.confirm(value, field('password') as string))} dependencies={['password']}>
        <Input type="password" autoComplete="new-password" placeholder={t('fields.confirmPlaceholder')} />
      </Form.Item>
    </>
  );
}

export function InviteCodeField() {
  const { t } = useTranslation('auth');
  const rule = useRule();
  return (
    <Form.Item name="inviteCode" label={t('fields.inviteCode')} rules={rule(fieldProblem.inviteCode)}>
      <Input autoComplete="off" autoCapitalize="characters" maxLength={16} placeholder={t('fields.inviteCodePlaceholder')} clearable />
    </Form.Item>
  );
}

/** The consent to the service, privacy and worker agreements that registering asks for. */
export function RegisterConsentField() {
  const rule = useRule();
  return (
    <Form.Item name="agreed" valuePropName="checked" rules={rule((checked: boolean) => fieldProblem.agreed(checked, 'register'))}>
      <ConsentCheckbox types={['service', 'privacy', 'worker']} />
    </Form.Item>
  );
}
