// The production build as a web-view's local file: dist/index.html opened by file:// in the
// `local-file` project's Chromium (file access from file URLs, playwright.config.ts), with the
// backend's base URLs answered by the development mock.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { expect as baseExpect, signedIn, test, signInWithPassword } from './support';

// Generous waits: the test builds the app beside other builds on a small machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const root = join(import.meta.dirname, '..', '..');
const outDir = resolve(root, `${process.env.E2E_OUT_DIR ?? 'dist-mock'}-file`);
const indexHtml = pathToFileURL(join(outDir, 'index.html')).href;
const API = 'https://api.worker.example.cn';
const CLOUD = 'https://cloud.worker.example.cn/http/router';
const mock = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 4010}`;

test.beforeAll(() => {
  test.setTimeout(180_000);
  // The production build, as `npm run build` makes it (less its type check), for these base URLs.
  const { NODE_ENV: _, ...env } = process.env;
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    env: { ...env, VITE_API_BASE_URL: API, VITE_CLOUD_BASE_URL: CLOUD },
    stdio: 'pipe',
  });
});

/**
 * The backend on the development mock (the /v1 API at its root, the cloud router under /router, as
 * the dev server proxies them; the mock serves the examples' pictures itself).
 * Gives the calls made, the page's files fetched, and those that failed to load or threw.
 */
async function start(page: Page) {
  const calls: string[] = [];
  const files: string[] = [];
  const broken: string[] = [];
  await page.route(
    (url) => url.href.startsWith(`${API}/`) || url.href.startsWith(`${CLOUD}/`),
    async (route) => {
      const url = route.request().url();
      calls.push(`${route.request().method()} ${url}`);
      const path = url.startsWith(API) ? url.slice(API.length) : `/router${url.slice(CLOUD.length)}`;
      await route.fulfill({ response: await route.fetch({ url: mock + path }) });
    },
  );
  page.on('request', (r) => r.url().startsWith('file:') && files.push(r.url()));
  // A file that is missing or refused; not one whose load a navigation cut short (the idle code of
  // the start before, when a test restarts the page).
  page.on('requestfailed', (r) => r.url().startsWith('file:') && r.failure()?.errorText !== 'net::ERR_ABORTED' && broken.push(`${r.url()}: ${r.failure()?.errorText}`));
  page.on('pageerror', (error) => broken.push(error.message));
  return { calls, files, broken };
}

test('signed out, the local file shows the sign-in screen; signing in lands on Home with the contract data', async ({ page }) => {
  const { calls, files, broken } = await start(page);
  await page.goto(indexHtml);
  await expect(page.getByRole('heading', { name: '技师工作台' })).toBeVisible();

  await signInWithPassword(page);

  await expect(page).toHaveURL(`${indexHtml}#/pages/index/index`);
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  // Figures from the contract's default example of getWorkerHomeSummary.
  await expect(page.getByRole('heading', { name: '今日', level: 2 })).toBeVisible();
  await expect(page.getByText('接单中')).toBeVisible();
  expect(calls).toContain(`POST ${API}/v1/login/login`);
  expect(broken).toEqual([]);
  // Each file once: the code takes what the page preloaded.
  expect(files.length).toBe(new Set(files).size);
});

test('signed in, Home shows the contract data; the next start shows it again and makes no call twice', async ({ page }) => {
  const { calls, broken } = await start(page);
  await signedIn(page);
  await page.goto(`${indexHtml}#/pages/index/index`);
  // From the contract's default examples of listServiceOrderOffers and getComponentsDynamicData.
  await expect(page.getByRole('region', { name: '待接订单' }).getByRole('link', { name: /全身精油SPA 90分钟/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '平台通知' })).toContainText('11月结算账单已生成');
  expect(calls).toContain(`GET ${API}/v1/worker/homeSummary`);
  expect(calls).toContain(`POST ${CLOUD}/plugs/components_dynamic/client/pub/getComponentsDynamicData`);

  // The next start: the kept answers show at once (a fresh one is not asked again), and no call
  // goes twice.
  calls.length = 0;
  await page.reload();
  await expect(page.getByRole('region', { name: '待接订单' }).getByRole('link', { name: /全身精油SPA 90分钟/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '平台通知' })).toContainText('11月结算账单已生成');
  await page.waitForLoadState('networkidle');
  // Each first call once (the launch checks, which every start makes once its screen is up, may
  // still be on their way from the start before).
  const firstCalls = calls.filter((call) => !/\/v1\/system\/(maintenance|appVersion)$/.test(call.split('?')[0]!));
  // Named on a failure: which call went twice.
  expect(firstCalls.filter((call, i) => firstCalls.indexOf(call) !== i)).toEqual([]);
  expect(broken).toEqual([]);
});
