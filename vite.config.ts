/// <reference types="vitest/config" />
// Vite: the production build talks to the base URLs given at build time (README "Configuration");
// the dev server and `vite preview` send the API paths to the development mock (mock/proxy.ts).
// What each first load needs comes from the route table (scripts/start-plan.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { devProxy } from './mock/proxy.ts';
import { antdLocale } from './scripts/antd-locale.ts';
import { cspPlugin } from './scripts/csp.ts';
import { preconnectOrigins } from './scripts/preload.ts';
import { startPlugins } from './scripts/start-plan.ts';
import { appRoutes } from './src/app/routes.ts';

// Relative asset URLs: the build works from any static host and inside a web-view.
const BASE = './';
const root = import.meta.dirname;
const proxy = devProxy(process.env);
const locale = antdLocale(root);
// `@/` is src/, `@generated/` generated/ (tsconfig.json's paths; ESLint reads them there).
const aliases = [
  { find: /^@\//, replacement: `${join(root, 'src')}/` },
  { find: /^@generated\//, replacement: `${join(root, 'generated')}/` },
];

const TESTS = 'tests/{unit,features,contract}/**/*.test.{ts,tsx}';
/**
 * The test files that run each in a fresh module graph: those that mock a module (`vi.mock`,
 * `vi.doMock`: the mock would stand in for that module in the files after it) and those marked
 * `// vitest: isolate` (module state of their own). The others share one graph per worker, which
 * evaluates the app's modules once per worker rather than once per file (evaluating them per file
 * is most of a unit run's time on a 2-core machine). Read from the files, so a new test that mocks is
 * isolated by itself.
 */
function isolatedTests() {
  return ['unit', 'features', 'contract'].flatMap((folder) => {
    let files: string[];
    try {
      files = readdirSync(join(root, 'tests', folder), { recursive: true, encoding: 'utf8' });
    } catch {
      return [];
    }
    return files
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `tests/${folder}/${file.split('\\').join('/')}`)
      .filter((file) => /\bvi\.(do)?mock\(|\/\/ vitest: isolate\b/.test(readFileSync(join(root, file), 'utf8')));
  });
}

// The paths the dev server and `vite preview` send to the API, the mock and its pictures
// (mock/proxy.ts): never answered by the service worker's navigation fallback. Their calls match no
// route of the worker, so they go to the network as without it: data offline is the query cache's.
const NOT_THE_APP = /^\/(v1|router|rest|storage|mock-cdn|__mock)(\/|$)/;

/**
 * Workbox through vite-plugin-pwa, `generateSW`: every file of the build precached (each chunk, the
 * stylesheet, index.html, the locales' chunks, pdf.js and its worker), so any page opens with no
 * network once the app has started online. `prompt`: a new version waits until the worker taps
 * 更新 (src/lib/offline/update-prompt.tsx); it never takes over a page in the middle of a step.
 * `clientsClaim`: the first version installed serves the page that installed it at once (the same
 * build's files), so a page opened for the first time can go offline straight away.
 */
const serviceWorker = {
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  includeManifestIcons: false,
  filename: 'sw.js',
  workbox: {
    globPatterns: ['**/*.{js,mjs,css,html,ico,png,svg,webp,jpg,jpeg,gif,woff,woff2,ttf,json,txt}'],
    // pdf.js (~540 KB) is the largest file; leave room for it to grow.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // The files under assets/ carry their content's hash in their name: no revision query needed.
    dontCacheBustURLsMatching: /assets\/.+-[\w-]{8}\.\w+$/,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [NOT_THE_APP],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
  },
} satisfies Parameters<typeof VitePWA>[0];

export default defineConfig(({ mode, command }) => {
  const vars = loadEnv(mode, process.cwd(), 'VITE_');
  if (command === 'build' && mode === 'production') {
    const missing = ['VITE_API_BASE_URL', 'VITE_CLOUD_BASE_URL'].filter((k) => !/^https:\/\//.test(vars[k] ?? ''));
    if (missing.length) {
      // The message alone: Vite prints a thrown error inside "failed to load config" with its stack.
      console.error(
        `The production build talks to the real backend: set ${missing.join(' and ')} to https:// URLs ` +
          '(see README "Configuration"), or build for the mock with `vite build --mode mock`.',
      );
      process.exit(1);
    }
  }
  return {
    base: BASE,
    // React Router's package points every bundler at its development build (remix-run/react-router
    // #12532, #14102), which differs from its production build by one flag, its dev warnings: they
    // ship (0.6 KB gzip) rather than the build naming a file inside the package. ahooks'
    // ResizeObserver polyfill: the native one.
    resolve: {
      alias: [
        { find: /^resize-observer-polyfill$/, replacement: join(root, 'src', 'lib', 'shims', 'resize-observer.ts') },
        // rjsf's markdown renderer: the forms show their texts as text (src/lib/schema-form/plain-markdown.tsx).
        { find: /^markdown-to-jsx\/react$/, replacement: join(root, 'src', 'lib', 'schema-form', 'plain-markdown.tsx') },
        ...aliases,
      ],
    },
    optimizeDeps: { rolldownOptions: { plugins: [locale.deps] } },
    plugins: [
      locale.app,
      react(),
      ...startPlugins({ root, routes: appRoutes, base: BASE, preconnect: preconnectOrigins([vars.VITE_API_BASE_URL, vars.VITE_CLOUD_BASE_URL]) }),
      // The service worker (README "Offline"): Workbox's precache of the whole build, written at build
      // time; it injects nothing into the page (src/lib/offline/service-worker.ts registers it once
      // the page is idle).
      VitePWA(serviceWorker),
      // Last: it checks the page the plugins above wrote holds no inline script.
      cspPlugin({ apiBaseUrl: vars.VITE_API_BASE_URL, cloudBaseUrl: vars.VITE_CLOUD_BASE_URL, uploadHosts: vars.VITE_UPLOAD_HOSTS }),
    ],
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
    // One stylesheet (11 KB gzipped for the whole app) in the page's head: lazy screens then wait
    // for no stylesheet of their own, and nothing restyles as they arrive.
    // pdf.js (its legacy build, ~530 KB minified, ~150 KB gzip) is one chunk that only the PDF viewer
    // loads, when it opens (components/pdf-viewer.tsx): the warning's 500 KB would flag it on every
    // build. First loads are held by the budgets of `npm run bench`, not by this warning.
    build: { target: 'es2020', sourcemap: false, reportCompressedSize: false, cssCodeSplit: false, modulePreload: false, chunkSizeWarningLimit: 600 },
    test: {
      environment: 'happy-dom',
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      // One worker per core: Vitest's default leaves one core free, which on CI's 2 cores is one
      // worker (140 s for the suite; 93 s with two).
      maxWorkers: '100%',
      // One copy of antd-mobile (its ES build, as in the app): the app imports some pieces by deep
      // path, and Node would otherwise load the package root from its CommonJS build.
      alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }],
      server: { deps: { inline: [/antd-mobile/] } },
      projects: [
        { extends: true, test: { name: 'isolated', include: isolatedTests() } },
        { extends: true, test: { name: 'shared', include: [TESTS], exclude: ['**/node_modules/**', ...isolatedTests()], isolate: false } },
      ],
    },
  };
});
