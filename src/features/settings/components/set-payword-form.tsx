// The payment password set by SMS code (the first time, or when forgotten): apart from the change
// form, which most visits show, so a visit to change it does not load the SMS code's pieces. The
// page loads this once the wallet says there is no password yet, or the worker chooses "forgot".
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetPaywordForm as SetPaywordValues } from '@generated/forms/settings/set-payword';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { isMobile, normalizeMobile } from '@/lib/validation';
import { useSendSmsCode, useSetPayPassword } from '@/features/settings/api/use-settings';
import { useSameAs } from '@/features/settings/utils/form-rules';
import { SendCodeButton } from '@/components/send-code-button';
import { SettingsForm } from '@/features/settings/components/settings-form';

export function SetPaywordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('settings');
  const set = useSetPayPassword();
  const sendCode = useSendSmsCode();
  const typed = useRef<Partial<SetPaywordValues>>({});
  const customValidate = useSameAs('payPassword', 'confirmPayPassword');

  const send = async () => {
    const mobile = typed.current.mobile ?? '';
    if (!isMobile(mobile)) {
      void showToast(t('mobile.needMobile'));
      return null;
    }
    const { data } = await sendCode.mutateAsync({ data: { mobile: normalizeMobile(mobile), scene: 'payPassword' } });
    return data.resendAfter;
  };
  const submit = async ({ code, payPassword }: SetPaywordValues) => {
    if (await sendStep(set.mutateAsync({ data: { code, payPassword } }), t('payword.done'))) onDone();
  };
  return (
    <SettingsForm<SetPaywordValues>
      form="settings/set-payword"
      idPrefix="set-payword"
      onChange={(data) => (typed.current = data)}
      addons={{ sendCode: <SendCodeButton send={send} /> }}
      customValidate={customValidate}
      submitText={t('payword.submit')}
      disabled={set.isSuccess}
      onSubmit={submit}
    />
  );
}
