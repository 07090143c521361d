// The languages and the stored choice, without i18next: the entry reads them too (its message
// when the app's code does not arrive), and it must stay small. The choice is the phone's
// (src/lib/storage, `language`): it stays when the session ends.
import { readStored, storedKeys } from '@/lib/storage/storage';

export const languages = ['zh-Hans', 'zh-Hant', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-Hans';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/**
 * The phone's language among the app's: Traditional Chinese for zh-Hant and the regions that write
 * it (Taiwan, Hong Kong, Macau), Simplified for any other Chinese, English for English; else the
 * default. The first start follows it, before the worker chooses.
 */
export function phoneLanguage(preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language]): Language {
  for (const tag of preferred) {
    const lower = (tag ?? '').toLowerCase();
    if (/^zh-(hant|tw|hk|mo)\b/.test(lower)) return 'zh-Hant';
    if (/^zh\b/.test(lower)) return 'zh-Hans';
    if (/^en\b/.test(lower)) return 'en';
  }
  return DEFAULT_LANGUAGE;
}

/** The language the app speaks: the worker's choice, or on a first start the phone's. */
export function storedLanguage(): Language {
  const value = readStored(storedKeys.language);
  return isLanguage(value) ? value : phoneLanguage();
}

/**
 * The language as the server is asked for it (`Accept-Language`): the region tags the product brief
 * names (zh-CN, zh-TW, en), which a backend's HTTP negotiation matches as it matches a browser's; the
 * script tags (zh-Hans, zh-Hant) stay the app's own names for its catalogues.
 */
const REQUEST_TAGS: Record<Language, string> = { 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW', en: 'en' };
export const requestLanguage = (language: Language = storedLanguage()) => REQUEST_TAGS[language];
