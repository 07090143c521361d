// The one "send code" button beside a code field (SMS or email), on the sign-in and registration
// pages and in the settings forms: asks for a code through `send`, then counts down the seconds
// before another may be asked for, in the app's words (common: sendCode). One request at a time,
// from checking the field to the answer. A native button: it sits on the sign-in page, whose first
// load must stay small.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/ui/feedback';
import { useCountdown } from '@/lib/ui/use-countdown';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import './send-code-button.css';

/** The wait before another code when the call does not say (the cloud calls do not). */
export const DEFAULT_RESEND_SECONDS = 60;

type Props = {
  /**
   * Checks the number or address and asks for a code: resolves with the seconds to wait before
   * another, or null when nothing was sent (the field or a toast then says why). Rejects with the
   * call's error, which a toast shows.
   */
  send: () => Promise<number | null>;
};

export function SendCodeButton({ send }: Props) {
  const { t } = useTranslation('common', { keyPrefix: 'sendCode' });
  // The server's wait before another code, counted from when it said so.
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
        void showToast(t('sent'));
      } catch (error) {
        void showToast((error as Error).message);
      }
    });
  };

  const text = sending.running ? t('sending') : remaining > 0 ? t('resendIn', { n: remaining }) : sentOnce ? t('resend') : t('send');
  return (
    <button type="button" className="send-code-button" onClick={onClick} disabled={sending.running || remaining > 0} aria-live="polite">
      {text}
    </button>
  );
}
