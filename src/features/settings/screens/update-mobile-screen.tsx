// pages/user/setting/update-mobile: the new number and the SMS code sent to it (scene bindMobile).
// A refused change (number taken, wrong code) keeps what was typed.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateMobileForm } from '@generated/forms/settings/update-mobile';
import { StackPage, useBack } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { isMobile, normalizeMobile } from '@/lib/validation';
import { useSendSmsCode, useUpdateMobile } from '@/features/settings/api/use-settings';
import { SendCodeButton } from '@/components/send-code-button';
import { SettingsForm } from '@/features/settings/components/settings-form';
import '@/features/settings/components/settings.css';

export function UpdateMobileScreen() {
  const { t } = useTranslation('settings');
  const back = useBack(paths.settings);
  const update = useUpdateMobile();
  const sendCode = useSendSmsCode();
  const typed = useRef<Partial<UpdateMobileForm>>({});

  const send = async () => {
    const mobile = typed.current.mobile ?? '';
    if (!isMobile(mobile)) {
      void showToast(t('mobile.needMobile'));
      return null;
    }
    const { data } = await sendCode.mutateAsync({ data: { mobile: normalizeMobile(mobile), scene: 'bindMobile' } });
    return data.resendAfter;
  };

  const submit = async ({ mobile, code }: UpdateMobileForm) => {
    if (await sendStep(update.mutateAsync({ data: { mobile: normalizeMobile(mobile), code } }), t('mobile.done'))) back();
  };

  return (
    <StackPage title={t('mobile.title')} backTo={paths.settings}>
      <p className="settings-note">{t('mobile.intro')}</p>
      <SettingsForm<UpdateMobileForm>
        form="settings/update-mobile"
        idPrefix="mobile"
        onChange={(data) => (typed.current = data)}
        addons={{ sendCode: <SendCodeButton send={send} /> }}
        submitText={t('mobile.submit')}
        disabled={update.isSuccess}
        onSubmit={submit}
      />
    </StackPage>
  );
}
