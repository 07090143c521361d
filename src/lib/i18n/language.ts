// The languages and the stored choice, without i18next: the entry reads them too (its message
// when the app's code does not arrive), and it must stay small.
export const languages = ['zh-Hans', 'zh-Hant', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-Hans';
export const LANGUAGE_KEY = 'worker_language';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

export function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
