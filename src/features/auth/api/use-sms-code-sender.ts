// What the "send code" button (src/components/send-code-button.tsx) does on the sign-in and
// registration forms: checks the number and the account for the scene, then asks for an SMS code and
// answers the server's resendAfter seconds.
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/ui/feedback';
import { type SmsScene, useSendSmsCode, useWorkerAccountCheck } from '@/features/auth/api/use-sign-in';

/** `getMobile`: the normalised mobile number, or null when the field is not valid (it then shows why). */
export function useSmsCodeSender(scene: SmsScene, getMobile: () => Promise<string | null> | string | null) {
  const { t } = useTranslation('auth');
  const sendCode = useSendSmsCode();
  const accountProblem = useWorkerAccountCheck();

  return async () => {
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
}
