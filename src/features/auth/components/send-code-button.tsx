// The "send code" button beside an SMS code field of the sign-in and registration forms: checks the
// number and the account for the scene, then asks for a code (src/components/send-code-button.tsx
// counts down the server's resendAfter seconds).
import { useTranslation } from 'react-i18next';
import { SendCodeButton as Button } from '@/components/send-code-button';
import { showToast } from '@/lib/ui/feedback';
import { type SmsScene, useSendSmsCode, useWorkerAccountCheck } from '@/features/auth/api/use-sign-in';

type Props = {
  scene: SmsScene;
  /** The normalised mobile number, or null when the field is not valid (it then shows why). */
  getMobile: () => Promise<string | null> | string | null;
};

export function SendCodeButton({ scene, getMobile }: Props) {
  const { t } = useTranslation('auth');
  const sendCode = useSendSmsCode();
  const accountProblem = useWorkerAccountCheck();

  const send = async () => {
    const mobile = await getMobile();
    if (!mobile) return null;
    const problem = await accountProblem(mobile, scene);
    if (problem) {
      void showToast(t(problem));
      return null;
    }
    const { data } = await sendCode.mutateAsync({ data: { mobile, scene } });
    return data.resendAfter;
  };

  return <Button send={send} texts={{ send: t('sms.send'), sending: t('sms.sending'), resend: t('sms.resend'), resendIn: (n) => t('sms.resendIn', { n }), sent: t('sms.sent') }} />;
}
