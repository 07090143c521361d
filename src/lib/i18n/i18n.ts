// i18next set-up: zh-Hans (default, bundled), zh-Hant and en (loaded when chosen); the choice persists.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const languages = ['zh-Hans', 'zh-Hant', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-Hans';
export const LANGUAGE_KEY = 'worker_language';

type Catalogue = Record<string, unknown>;
const bundled = import.meta.glob<Catalogue>('../../locales/zh-Hans/*.json', { eager: true, import: 'default' });
const lazy = import.meta.glob<Catalogue>(['../../locales/*/*.json', '!../../locales/zh-Hans/*.json'], { import: 'default' });

const nsOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');

export const i18n = i18next.createInstance();

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

export function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

async function loadLanguage(lng: Language) {
  if (lng === DEFAULT_LANGUAGE || i18n.hasResourceBundle(lng, 'common')) return;
  const files = Object.keys(lazy).filter((f) => f.includes(`/locales/${lng}/`));
  await Promise.all(files.map(async (f) => i18n.addResourceBundle(lng, nsOf(f), await lazy[f](), true, true)));
}

export async function initI18n(lng: Language = storedLanguage()) {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      defaultNS: 'common',
      ns: Object.keys(bundled).map(nsOf),
      resources: {
        [DEFAULT_LANGUAGE]: Object.fromEntries(Object.entries(bundled).map(([f, c]) => [nsOf(f), c])),
      },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await setLanguage(lng);
  return i18n;
}

export async function setLanguage(lng: Language) {
  await loadLanguage(lng);
  await i18n.changeLanguage(lng);
  localStorage.setItem(LANGUAGE_KEY, lng);
  document.documentElement.lang = lng;
}
