// Stands in for antd-mobile's built-in locale, its default (Chinese, whatever the worker's language):
// the texts its components show (its dialogs' and pickers' buttons, its empty and error blocks, its
// infinite scroll) and the names screen readers hear on its masks, selectors, switches and clear
// buttons come from the catalogues (common:library, in antd-mobile's shape), in the worker's
// language. Read as a component renders, in place of a provider in the app shell, which put
// antd-mobile's configuration and Chinese texts (~2 KB) in the first load of the sign-in screen.
import type { Locale } from 'antd-mobile/es/locales/base';
import common from '@/locales/zh-Hans/common.json';
import { DEFAULT_LANGUAGE, i18n } from '@/lib/i18n/i18n';

const made = new Map<string, Locale>();

/** antd-mobile's locale from the catalogues, in a language (the current one by default). */
export function libraryLocale(language: string = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE): Locale {
  const known = made.get(language);
  if (known) return known;
  const texts = i18n.getFixedT(language, 'common')('library', { returnObjects: true }) as Omit<Locale, 'locale'>;
  const locale = { ...texts, locale: language };
  // Kept once the language's catalogue is there (a switch loads it before the language changes).
  if (i18n.hasResourceBundle(language, 'common')) made.set(language, locale);
  return locale;
}

const sections = ['locale', ...Object.keys(common.library)] as (keyof Locale)[];

export default Object.defineProperties(
  {},
  Object.fromEntries(sections.map((key) => [key, { enumerable: true, get: () => libraryLocale()[key] }])),
) as Locale;
