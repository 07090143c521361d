// antd-mobile's default locale, Chinese texts, is imported once, by its config provider: the
// stand-in takes them from the app's catalogues (src/lib/shims/antd-locale.ts). The dev server's
// prebundled antd-mobile imports it from the app, so that it uses the app's i18n, not a copy.
// The one place the build names a module inside a library: no public path replaces a module, and the
// library's own way (a provider, or `setDefaultConfig`, in the app's start) puts its configuration and
// Chinese texts (~2 KB) in every first load, sign-in's included. A build whose antd-mobile no longer
// imports its locale so fails rather than silently shipping Chinese texts to every language.
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ANTD_LOCALE = 'src/lib/shims/antd-locale.ts';
const CONFIG_PROVIDER = /antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]/;
const isAntdLocale = (source: string, importer: string | undefined) => source === '../../locales/zh-CN' && CONFIG_PROVIDER.test(importer ?? '');

/** The plugin for the app's builds and tests, and the one for the dev server's prebundling. */
export function antdLocale(root: string): { app: Plugin; deps: Plugin } {
  let replaced = false;
  return {
    app: {
      name: 'antd-locale',
      enforce: 'pre',
      buildStart: () => void (replaced = false),
      resolveId(source, importer) {
        if (!isAntdLocale(source, importer)) return null;
        replaced = true;
        return join(root, ANTD_LOCALE);
      },
      generateBundle() {
        if (!replaced && [...this.getModuleIds()].some((id) => CONFIG_PROVIDER.test(id))) {
          this.error("antd-locale: antd-mobile's config provider no longer imports ../../locales/zh-CN; find its default locale's import and update scripts/antd-locale.ts");
        }
      },
    },
    deps: { name: 'antd-locale-deps', resolveId: (source, importer) => (isAntdLocale(source, importer) ? { id: `/${ANTD_LOCALE}`, external: true } : null) },
  };
}
