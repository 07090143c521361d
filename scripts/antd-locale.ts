// antd-mobile's default locale, Chinese texts, is imported once, by its config provider: the
// stand-in takes them from the app's catalogues (src/lib/shims/antd-locale.ts). The dev server's
// prebundled antd-mobile imports it from the app, so that it uses the app's i18n, not a copy.
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ANTD_LOCALE = 'src/lib/shims/antd-locale.ts';
const isAntdLocale = (source: string, importer: string | undefined) =>
  source === '../../locales/zh-CN' && /antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]/.test(importer ?? '');

/** The plugin for the app's builds and tests, and the one for the dev server's prebundling. */
export function antdLocale(root: string): { app: Plugin; deps: Plugin } {
  return {
    app: { name: 'antd-locale', enforce: 'pre', resolveId: (source, importer) => (isAntdLocale(source, importer) ? join(root, ANTD_LOCALE) : null) },
    deps: { name: 'antd-locale-deps', resolveId: (source, importer) => (isAntdLocale(source, importer) ? { id: `/${ANTD_LOCALE}`, external: true } : null) },
  };
}
