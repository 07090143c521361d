// The language switch of the pages before sign-in (sign-in, register): a native select of the three
// languages, each in its own words, so a worker who cannot read the current one finds theirs. The
// same switch as settings' (lib/i18n/use-language-switch.ts); the choice is kept for the next start.
import { useTranslation } from 'react-i18next';
import { type Language, languages } from '@/lib/i18n/language';
import { useLanguageSwitch } from '@/lib/i18n/use-language-switch';
import './language-select.css';

/** Each language's name in itself: never translated. */
const NAMES: Record<Language, string> = { 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', en: 'English' };

export function LanguageSelect() {
  const { t } = useTranslation('common');
  const { current, change, switching } = useLanguageSwitch(t('language.failed'));
  return (
    <select className="language-select" aria-label={t('language.label')} value={current} disabled={switching} onChange={(e) => change([e.target.value as Language])}>
      {languages.map((language) => (
        <option key={language} value={language} lang={language}>
          {NAMES[language]}
        </option>
      ))}
    </select>
  );
}
