// The "send code" button beside a code field (SMS or email), on the sign-in and registration pages
// and in the settings forms: asks for a code through `send`, then counts down the seconds before
// another may be asked for. One request at a time, from checking the field to the answer. A native
// button: it sits on the sign-in page, whose first load must stay small.
import { useState } from 'react';
import { showToast } from '@/lib/ui/feedback';
import { useCountdown } from '@/lib/ui/use-countdown';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import './send-code-button.css';

/** The button's words, in the caller's namespace. */
export type SendCodeTexts = { send: string; sending: string; resend: string; resendIn: (seconds: number) => string; sent: string };

type Props = {
  /**
   * Checks the number or address and asks for a code: resolves with the seconds to wait before
   * another, or null when nothing was sent (the field or a toast then says why). Rejects with the
   * call's error, which a toast shows.
   */
  send: () => Promise<number | null>;
  texts: SendCodeTexts;
};

export function SendCodeButton({ send, texts }: Props) {
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
        void showToast(texts.sent);
      } catch (error) {
        void showToast((error as Error).message);
      }
    });
  };

  const text = sending.running ? texts.sending : remaining > 0 ? texts.resendIn(remaining) : sentOnce ? texts.resend : texts.send;
  return (
    <button type="button" className="send-code-button" onClick={onClick} disabled={sending.running || remaining > 0} aria-live="polite">
      {text}
    </button>
  );
}
