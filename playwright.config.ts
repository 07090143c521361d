// Playwright: Debian's Chromium against the built app (mock mode) served by `vite preview`,
// which proxies the API to the development mock (mock/serve.ts, Prism validating every call).
// Both servers listen on 127.0.0.1 and stop with the run.
import { defineConfig, devices } from '@playwright/test';
import { requireBrowser } from './tests/support/browser-requirements.ts';

// Fails at once, naming what to install, without Chromium or a CJK font.
const chromium = requireBrowser();

// Ports and build folder can be moved so that two runs on one machine do not collide.
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4010);
const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? 'dist-mock';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const LOCAL_FILE = /local-file\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_RESULTS_DIR ?? 'test-results',
  // Fails the run when the mock's validating proxy refused any call (tests/e2e/global-teardown.ts).
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // A cold first load here (2 cores, two browsers, the preview server and the mock's validating
  // proxy) takes 2-6 s before its screen's answers are in: 5 s, Playwright's default, failed first
  // loads on a busy CI. Speed is judged by the benchmark, not by these waits.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${appPort}`,
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // DOM snapshots and the network, without a screenshot stream: on two cores the screencast of every
    // test slowed every test (a failed one keeps its trace all the same).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The build registers a service worker (README "Offline"); `page.route` and `context.route`
    // do not see what it fetches or answers, and the tests intercept calls and hold back code.
    // Blocked here; the offline specs allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromium, args },
  },
  projects: [
    { name: 'chromium-mobile', use: { browserName: 'chromium' }, testIgnore: LOCAL_FILE },
    // The production build opened as a local file, in a Chromium that lets file:// pages read files
    // as a web-view that loads local pages does (Android's allowFileAccessFromFileURLs).
    {
      name: 'local-file',
      testMatch: LOCAL_FILE,
      // Service workers allowed, as in a web-view: the page itself leaves them out on file://.
      use: { browserName: 'chromium', serviceWorkers: 'allow', launchOptions: { executablePath: chromium, args: [...args, '--allow-file-access-from-files'] } },
    },
  ],
  webServer: [
    {
      command: `node mock/serve.ts --port ${mockPort}`,
      port: mockPort,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `vite build --mode mock --outDir ${outDir} --emptyOutDir && vite preview --mode mock --outDir ${outDir} --host 127.0.0.1 --port ${appPort} --strictPort`,
      url: `http://127.0.0.1:${appPort}/`,
      env: { MOCK_URL: `http://127.0.0.1:${mockPort}` },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
