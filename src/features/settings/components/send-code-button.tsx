// The "send code" button of the settings forms (SMS or email), in the settings' words
// (src/components/send-code-button.tsx counts down the seconds before another).
import { useTranslation } from 'react-i18next';
import { SendCodeButton as Button } from '@/components/send-code-button';

/** The wait before another code when the call does not say (the cloud calls do not). */
export const DEFAULT_RESEND_SECONDS = 60;

/** `send`: checks the field and asks for a code; the seconds to wait, or null when nothing was sent. */
export function SendCodeButton({ send }: { send: () => Promise<number | null> }) {
  const { t } = useTranslation('settings');
  return <Button send={send} texts={{ send: t('code.send'), sending: t('code.sending'), resend: t('code.resend'), resendIn: (n) => t('code.resendIn', { n }), sent: t('code.sent') }} />;
}
