/// <reference types="vitest/config" />
// Vite: the dev server and `vite preview` proxy the API paths to Prism; the production build
// talks to the base URLs given at build time (README "Configuration").
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { appChunks } from './scripts/chunks.ts';
import { preconnectOrigins, preloadPlugin, type PreloadOptions } from './scripts/preload.ts';
import { paths } from './src/config/paths.ts';
import { callKey, FIRST_CALLS_GLOBAL, FIRST_CALLS_KEY, MAX_CALLS } from './src/lib/api/first-calls-store.ts';
import { FIRST_PICTURES_KEY } from './src/lib/media/first-pictures.ts';
import { TOKEN_EXPIRED_KEY, TOKEN_KEY } from './src/lib/session/session.ts';

// Relative asset URLs: the build works from any static host and inside a web-view.
const BASE = './';
// The tab bar's screens and the shell around them: what a worker opens every day. Each tab's own
// code is a chunk of its own (scripts/chunks.ts), named here.
const SHELL = 'src/app/layouts/tab-shell.tsx';
const tabScreens = {
  'home-tab': 'src/features/home/screens/home-screen.tsx',
  'orders-tab': 'src/features/orders/screens/orders-screen.tsx',
  'messages-tab': 'src/features/messages/screens/messages-screen.tsx',
  'mine-tab': 'src/features/mine/screens/mine-screen.tsx',
};
// What a start needs, preloaded from the HTML (scripts/preload.ts). Every start: React and the app
// (router, i18n, queries), which the small entry imports, each evaluated in a task of its own.
// With a session the page also makes the start's first calls (src/lib/api/first-calls.ts). Signed
// in: the request wrapper and query hooks (the shared chunk), and per screen in the URL its code
// and namespace (zh-Hans, the default and every language's fallback); a tab also the shell (with
// the daily chunk it imports), its own chunk and the schemas of the shell's and the tab's own
// first calls (with zod, which every answer needs), the order page its own call's schema. A schema
// left out loads when its call starts, after the code has run: one more request behind the first
// paint. Signed out: the sign-in screen.
const RENDER = 'src/app/render.tsx';
const APP = 'src/app/app.tsx';
const ORDER_DETAIL = 'src/features/orders/screens/order-detail-screen.tsx';
const ORDER_PAGES = ['order-receive-screen', 'order-photos-screen', 'order-appraise-screen'].map((s) => `src/features/orders/screens/${s}.tsx`);
const namespace = (ns: string) => `src/locales/zh-Hans/${ns}.json`;
const schema = (call: string) => `generated/response-schemas/${call}.ts`;
// The calls a tab's first render makes: the shell's (the badges) and the tab's own.
const SHELL_CALLS = ['getServiceOrderCounts', 'getMessageUnreadCount'];
const TAB_CALLS = {
  home: ['getWorkerHomeSummary', 'listServiceOrderOffers', 'getComponentsDynamicData'],
  orders: ['listServiceOrders'],
  messages: ['listMessages'],
  mine: ['getWorkerInfo', 'getMyWallet'],
};
type Tab = keyof typeof TAB_CALLS;
const tabOwn = (ns: Tab) => [...TAB_CALLS[ns].map(schema), namespace(ns)];
const tab = (ns: Tab) => [SHELL, tabScreens[`${ns}-tab`], ...SHELL_CALLS.map(schema), ...tabOwn(ns)];
const homeTab = tab('home');
// What each of those starts loads lazily but needs at once goes in its chunk (scripts/chunks.ts):
// the shell's calls' schemas in the daily chunk, a tab's in its own with its namespace, the order
// page's call's schema in its chunk. Each had been a request of its own of 0.3-1.2 KB.
const joined: Record<string, string[]> = {
  daily: SHELL_CALLS.map(schema),
  ...Object.fromEntries((Object.keys(TAB_CALLS) as Tab[]).map((ns) => [`${ns}-tab`, tabOwn(ns)])),
  'order-page': [schema('getServiceOrderDetail')],
};
const preloadOptions: PreloadOptions = {
  start: [RENDER, APP],
  signedIn: ['src/lib/api/request.ts'],
  routes: {
    '': homeTab,
    [paths.root]: homeTab,
    [paths.home]: homeTab,
    [paths.orders]: tab('orders'),
    [paths.messages]: tab('messages'),
    [paths.mine]: tab('mine'),
    [paths.orderDetail]: [ORDER_DETAIL, schema('getServiceOrderDetail'), namespace('orders')],
  },
  signedOut: ['src/features/auth/screens/login-screen.tsx', namespace('auth')],
  pictures: { picturesKey: FIRST_PICTURES_KEY, pictureAliases: { '': paths.home, [paths.root]: paths.home } },
  firstCalls: { callsKey: FIRST_CALLS_KEY, global: FIRST_CALLS_GLOBAL, max: MAX_CALLS, key: callKey },
  tokenKey: TOKEN_KEY,
  expiryKey: TOKEN_EXPIRED_KEY,
  base: BASE,
};
// The chunks every signed-in start loads (scripts/chunks.ts names them), besides the entry.
const startChunks = new Set(['react', 'app', 'shared', 'zod', 'daily', ...Object.keys(tabScreens)]);
const routerDist = join(import.meta.dirname, 'node_modules', 'react-router', 'dist', 'production');
// antd-mobile's default locale, Chinese texts, is imported once, by its config provider: the
// stand-in takes them from the catalogues (src/lib/shims/antd-locale.ts). The dev server's
// prebundled antd-mobile imports it from the app, so that it uses the app's i18n, not a copy.
const ANTD_LOCALE = 'src/lib/shims/antd-locale.ts';
const isAntdLocale = (source: string, importer: string | undefined) =>
  source === '../../locales/zh-CN' && /antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]/.test(importer ?? '');
const antdLocale: Plugin = {
  name: 'antd-locale',
  enforce: 'pre',
  resolveId: (source, importer) => (isAntdLocale(source, importer) ? join(import.meta.dirname, ANTD_LOCALE) : null),
};
const antdLocaleInDeps = {
  name: 'antd-locale-deps',
  resolveId: (source: string, importer: string | undefined) => (isAntdLocale(source, importer) ? { id: `/${ANTD_LOCALE}`, external: true } : null),
};
const MOCK = process.env.MOCK_URL ?? 'http://127.0.0.1:4010';
const proxy = {
  '/v1': { target: MOCK, changeOrigin: true },
  '/router': { target: MOCK, changeOrigin: true },
  '/rest': { target: MOCK, changeOrigin: true },
  '/storage': { target: MOCK, changeOrigin: true },
};

export default defineConfig(({ mode, command }) => {
  const vars = loadEnv(mode, process.cwd(), 'VITE_');
  if (command === 'build' && mode === 'production') {
    const missing = ['VITE_API_BASE_URL', 'VITE_CLOUD_BASE_URL'].filter((k) => !/^https:\/\//.test(vars[k] ?? ''));
    if (missing.length) {
      throw new Error(
        `The production build talks to the real backend: set ${missing.join(' and ')} to https:// URLs ` +
          '(see README "Configuration"), or build for the mock with `vite build --mode mock`.',
      );
    }
  }
  return {
    base: BASE,
    // React Router's package points every bundler at its development build, whose dev warnings
    // (ENABLE_DEV_WARNINGS) then ship and run (remix-run/react-router#12532, #14102): a build
    // takes the production build it also publishes. ahooks' ResizeObserver polyfill: the native one.
    resolve: {
      alias: [
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
              { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
            ]
          : []),
        { find: /^resize-observer-polyfill$/, replacement: join(import.meta.dirname, 'src', 'lib', 'shims', 'resize-observer.ts') },
      ],
    },
    optimizeDeps: { rolldownOptions: { plugins: [antdLocaleInDeps] } },
    plugins: [antdLocale, react(), preloadPlugin({ ...preloadOptions, preconnect: preconnectOrigins([vars.VITE_API_BASE_URL, vars.VITE_CLOUD_BASE_URL]) })],
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
    build: {
      target: 'es2020',
      sourcemap: false,
      reportCompressedSize: false,
      // One stylesheet (11 KB gzipped for the whole app) in the page's head: lazy screens then wait
      // for no stylesheet of their own, and nothing restyles as they arrive.
      cssCodeSplit: false,
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Explicit compile hints (v8.dev/blog/explicit-compile-hints): V8 compiles every function
          // of the chunks each start runs nearly all of on its background thread as they stream in,
          // rather than one by one on the main thread as each is first called. Home's main-thread
          // work up to its largest paint went from ~680-740 to ~550-590 ms here.
          postBanner: (chunk) => (chunk.isEntry || startChunks.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
          // The animation stack loads only with a component that animates; the tabs' shell and what
          // they share is one chunk, each tab's own code another (scripts/chunks.ts).
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              {
                name: appChunks(import.meta.dirname, {
                  entry: 'src/main.ts',
                  start: { react: RENDER, app: APP },
                  daily: [SHELL],
                  tabs: tabScreens,
                  apart: ['src/features/auth/screens/login-screen.tsx'],
                  // The order page, opened daily, gets its own pieces (which the other order pages
                  // share) in one chunk.
                  screens: { 'order-page': { roots: [ORDER_DETAIL], with: ORDER_PAGES } },
                  joined,
                }),
                debugName: 'app',
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'happy-dom',
      include: ['tests/{unit,features,contract}/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      // One copy of antd-mobile (its ES build, as in the app): the app imports some pieces by deep
      // path, and Node would otherwise load the package root from its CommonJS build.
      alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }],
      server: { deps: { inline: [/antd-mobile/] } },
    },
  };
});
