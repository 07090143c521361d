// The "send code" button beside an SMS code field: checks the number, asks for a code for one scene,
// then counts down the server's resendAfter seconds before another may be asked for.
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SmsScene, useSendSmsCode } from '../api/use-sign-in';
import { useCountdown } from './use-countdown';

type Props = {
  scene: SmsScene;
  /** The normalised mobile number, or null when the field is not valid (it then shows why). */
  getMobile: () => Promise<string | null>;
};

export function SendCodeButton({ scene, getMobile }: Props) {
  const { t } = useTranslation('auth');
  const send = useSendSmsCode();
  const { remaining, start } = useCountdown();
  const [checking, setChecking] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const busy = checking || send.isPending;

  const onClick = async () => {
    if (busy || remaining > 0) return;
    setChecking(true);
    const mobile = await getMobile().finally(() => setChecking(false));
    if (!mobile) return;
    send.mutate(
      { data: { mobile, scene } },
      {
        onSuccess: ({ data }) => {
          setSentOnce(true);
          start(data.resendAfter);
          Toast.show({ content: t('sms.sent') });
        },
        onError: (error) => Toast.show({ content: error.message }),
      },
    );
  };

  const label = remaining > 0 ? t('sms.resendIn', { count: remaining }) : sentOnce ? t('sms.resend') : t('sms.send');
  return (
    <Button
      className="auth-send-code"
      size="small"
      color="primary"
      fill="outline"
      onClick={onClick}
      loading={send.isPending}
      disabled={busy || remaining > 0}
      loadingText={t('sms.sending')}
      aria-live="polite"
    >
      {label}
    </Button>
  );
}
