// i18next set-up: zh-Hans (default), zh-Hant and en; the choice persists. Only the platform's
// namespaces ship in the first load; a feature's namespace loads with its route (loadNamespaces).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { storedKeys, writeStored } from '@/lib/storage/storage';
import { DEFAULT_LANGUAGE, type Language, storedLanguage } from './language';

export { DEFAULT_LANGUAGE, isLanguage, type Language, languages, storedLanguage } from './language';

type Catalogue = Record<string, unknown>;
// The namespaces lib/ itself uses synchronously (errors, toasts, permission texts, shop texts).
const bundled = import.meta.glob<Catalogue>('../../locales/zh-Hans/{common,errors,outbox,permissions,shop-format}.json', {
  eager: true,
  import: 'default',
});
const lazy = import.meta.glob<Catalogue>(
  ['../../locales/*/*.json', '!../../locales/zh-Hans/{common,errors,outbox,permissions,shop-format}.json'],
  { import: 'default' },
);

const nsOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');
const fileOf = (lng: string, ns: string) => `../../locales/${lng}/${ns}.json`;
const platformNamespaces = Object.keys(bundled).map(nsOf);

export const i18n = i18next.createInstance();
let initialised: Promise<unknown> | null = null;

async function loadBundle(lng: string, ns: string) {
  if (i18n.hasResourceBundle(lng, ns)) return;
  const load = lazy[fileOf(lng, ns)];
  if (load) i18n.addResourceBundle(lng, ns, await load(), true, true);
}

/** Loads namespaces in the current language and the fallback; route loaders call it. */
export async function loadNamespaces(...namespaces: string[]) {
  // A route may start loading before the stored language is set: wait, then load in that language.
  await initialised;
  const lngs = [...new Set([i18n.language || DEFAULT_LANGUAGE, DEFAULT_LANGUAGE])];
  await Promise.all(lngs.flatMap((lng) => namespaces.map((ns) => loadBundle(lng, ns))));
}

/** Every namespace loaded so far in the default language (what a language switch must bring). */
const loadedNamespaces = () => Object.keys(i18n.store.data[DEFAULT_LANGUAGE] ?? {});

export function initI18n(lng: Language = storedLanguage()) {
  initialised ??= init(lng);
  return initialised.then(() => i18n);
}

async function init(lng: Language) {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      defaultNS: 'common',
      ns: platformNamespaces,
      resources: {
        [DEFAULT_LANGUAGE]: Object.fromEntries(Object.entries(bundled).map(([f, c]) => [nsOf(f), c])),
      },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  }
  await setLanguage(lng);
}

export async function setLanguage(lng: Language) {
  await Promise.all(loadedNamespaces().map((ns) => loadBundle(lng, ns)));
  await i18n.changeLanguage(lng);
  writeStored(storedKeys.language, lng);
  document.documentElement.lang = lng;
}
