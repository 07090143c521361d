// The "send code" button beside an SMS code field: checks the number, asks for a code for one scene,
// then counts down the server's resendAfter seconds before another may be asked for.
// A native button: it sits on the sign-in page, whose first load must stay small.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/ui/feedback';
import { useCountdown } from '@/lib/ui/use-countdown';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { type SmsScene, useSendSmsCode, useWorkerAccountCheck } from '@/features/auth/api/use-sign-in';

type Props = {
  scene: SmsScene;
  /** The normalised mobile number, or null when the field is not valid (it then shows why). */
  getMobile: () => Promise<string | null> | string | null;
};

export function SendCodeButton({ scene, getMobile }: Props) {
  const { t } = useTranslation('auth');
  const send = useSendSmsCode();
  const accountProblem = useWorkerAccountCheck();
  // The server's wait before another code, counted from when it said so.
  const [wait, setWait] = useState<{ seconds: number; at: number } | null>(null);
  const remaining = useCountdown(wait?.seconds, wait?.at) ?? 0;
  const [sentOnce, setSentOnce] = useState(false);
  // One at a time, from checking the number to the server's answer.
  const sending = useOneAtATime();

  const onClick = () => {
    if (remaining > 0) return;
    void sending.run(async () => {
      const mobile = await getMobile();
      if (!mobile) return;
      const problem = await accountProblem(mobile, scene);
      if (problem) return void showToast(t(problem));
      try {
        const { data } = await send.mutateAsync({ data: { mobile, scene } });
        setSentOnce(true);
        setWait({ seconds: data.resendAfter, at: Date.now() });
        void showToast(t('sms.sent'));
      } catch (error) {
        void showToast((error as Error).message);
      }
    });
  };

  const label = send.isPending ? t('sms.sending') : remaining > 0 ? t('sms.resendIn', { n: remaining }) : sentOnce ? t('sms.resend') : t('sms.send');
  return (
    <button type="button" className="auth-send-code" onClick={onClick} disabled={sending.running || remaining > 0} aria-live="polite">
      {label}
    </button>
  );
}
