// `npm run test:faults`: the faults, bad-input and security suite (tests/faults/, issue #17), in
// Debian's Chromium against the mock build served by `vite preview` and the development mock, as
// the e2e suite runs (playwright.config.ts), with two differences: the app's request timeout is
// short (VITE_API_TIMEOUT_MS) so that a hang past it is cheap to inject, and the figures reporter
// prints the one line of figures and fails the run when a count that must be 0 is not.
import { defineConfig, devices } from '@playwright/test';
import { requireBrowser } from './tests/support/browser-requirements.ts';
import { FAULTS_TIMEOUT_MS } from './tests/faults/network.ts';

const chromium = requireBrowser();

const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4020);
const appPort = Number(process.env.E2E_APP_PORT ?? 4183);
const outDir = process.env.E2E_OUT_DIR ?? 'dist-faults';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export default defineConfig({
  testDir: 'tests/faults',
  outputDir: process.env.E2E_RESULTS_DIR ?? 'test-results-faults',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['dot'], ['./tests/faults/figures-reporter.ts']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${appPort}`,
    viewport: { width: 360, height: 780 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // DOM snapshots and the network, without a screenshot stream (as the e2e suite).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The build registers a service worker (README "Offline"); `page.route` and `context.route`
    // do not see what it fetches or answers, and the tests intercept calls and hold back code.
    // Blocked here; the offline specs allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromium, args },
  },
  projects: [{ name: 'faults', use: { browserName: 'chromium' } }],
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
      env: { MOCK_URL: `http://127.0.0.1:${mockPort}`, VITE_API_TIMEOUT_MS: String(FAULTS_TIMEOUT_MS) },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
