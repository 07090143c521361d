// The "send code" button beside a code field (SMS or email): asks for a code through `send`, then
// counts down the seconds before another may be asked for. One request at a time.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/ui/feedback';
import { useCountdown } from '@/lib/ui/use-countdown';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';

/** The wait before another code when the call does not say (the cloud calls do not). */
export const DEFAULT_RESEND_SECONDS = 60;

type Props = {
  /**
   * Checks the address or number and asks for a code: resolves with the seconds to wait before
   * another, or null when nothing was sent (the field then says why). Rejects with the call's error.
   */
  send: () => Promise<number | null>;
};

export function SendCodeButton({ send }: Props) {
  const { t } = useTranslation('settings');
  const [wait, setWait] = useState<{ seconds: number; at: number } | null>(null);
  const remaining = useCountdown(wait?.seconds, wait?.at) ?? 0;
  const [sentOnce, setSentOnce] = useState(false);
  const sending = useOneAtATime();

  const onClick = () => {
    if (remaining > 0) return;
    void sending.run(async () => {
      try {
        const seconds = await send();
        if (seconds === null) return;
        setSentOnce(true);
        setWait({ seconds, at: Date.now() });
        void showToast(t('code.sent'));
      } catch (error) {
        void showToast((error as Error).message);
      }
    });
  };

  const text = sending.running ? t('code.sending') : remaining > 0 ? t('code.resendIn', { n: remaining }) : sentOnce ? t('code.resend') : t('code.send');
  return (
    <button type="button" className="settings-send-code" onClick={onClick} disabled={sending.running || remaining > 0} aria-live="polite">
      {text}
    </button>
  );
}
