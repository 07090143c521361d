// pages/user/setting/update-email (the spec's "modify or bind mailbox", named only by label): the
// address and the code mailed to it (user centre, type bind). A refused binding keeps what was typed.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateEmailForm } from '@generated/forms/settings/update-email';
import { StackPage, useBack } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { isEmail } from '@/lib/validation';
import { useBindEmail, useSendEmailCode } from '@/features/settings/api/use-settings';
import { DEFAULT_RESEND_SECONDS, SendCodeButton } from '@/components/send-code-button';
import { SettingsForm } from '@/features/settings/components/settings-form';
import '@/features/settings/components/settings.css';

export function UpdateEmailScreen() {
  const { t } = useTranslation('settings');
  const back = useBack(paths.settings);
  const bind = useBindEmail();
  const sendCode = useSendEmailCode();
  const typed = useRef<Partial<UpdateEmailForm>>({});

  const send = async () => {
    const email = (typed.current.email ?? '').trim();
    if (!isEmail(email)) {
      void showToast(t('email.needEmail'));
      return null;
    }
    await sendCode.mutateAsync({ data: { email, type: 'bind' } });
    return DEFAULT_RESEND_SECONDS;
  };

  const submit = async ({ email, code }: UpdateEmailForm) => {
    if (await sendStep(bind.mutateAsync({ data: { email: email.trim(), code } }), t('email.done'))) back();
  };

  return (
    <StackPage title={t('email.title')} backTo={paths.settings}>
      <p className="settings-note">{t('email.intro')}</p>
      <SettingsForm<UpdateEmailForm>
        form="settings/update-email"
        idPrefix="email"
        onChange={(data) => (typed.current = data)}
        addons={{ sendCode: <SendCodeButton send={send} /> }}
        submitText={t('email.submit')}
        disabled={bind.isSuccess}
        onSubmit={submit}
      />
    </StackPage>
  );
}
