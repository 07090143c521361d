// Switching the app's language from a screen (Mine's and the settings page's choices): the language
// shown now, and a change that applies at once and is kept (i18n.ts's setLanguage), one at a time.
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { setLanguage } from './i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

/** `failed`: what a toast says when the language's texts could not be loaded. */
export function useLanguageSwitch(failed: string) {
  const { i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const switching = useOneAtATime();
  const change = (next: Language[]) => {
    const lng = next[0];
    if (!lng || lng === current) return;
    void switching.run(async () => {
      await setLanguage(lng).catch(() => void showToast(failed));
    });
  };
  return { current, change, switching: switching.running };
}
