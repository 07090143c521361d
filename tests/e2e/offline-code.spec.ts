// Code offline (README "Offline", issue #27): after one online start the service worker has the
// whole build, so pages never opened before open with the network cut; a page whose code is not on
// the phone says so in words and comes back once the network is; a new version waits for the
// worker's tap. The other specs block service workers (playwright.config.ts); these allow them. The
// network is cut both ways (issue 37, tests/e2e/network.ts): airplane mode, and a dead network that
// says it is online, the app's files included.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { offlineName, type OfflineKind, takeNetwork } from './network';
import { expect as baseExpect, signedIn, test } from './support';

// Generous waits: a first start under a service worker that is precaching the whole build, on a
// small shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 780 } });

const RAW = /Failed to fetch|dynamically imported module|Loading chunk/;
const KINDS: OfflineKind[] = ['airplane', 'dead'];
const outDir = resolve(join(import.meta.dirname, '..', '..'), process.env.E2E_OUT_DIR ?? 'dist-mock');
const shots = process.env.E2E_RESULTS_DIR ?? 'test-results';

/** Home, signed in, once the service worker is active and controls the page (its precache is complete). */
async function homeUnderServiceWorker(page: Page) {
  await signedIn(page);
  await page.goto('/#/pages/index/index');
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  // Registered once the page is idle; `activated` comes after every precached file is in.
  // (A predicate, not a promise: waitForFunction takes a promise as truthy at once.)
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 60_000, polling: 250 });
}

/** The service worker's own fetch, from inside it: 'failed' when it cannot reach the server. */
async function workerFetch(context: BrowserContext, path: string) {
  const [worker] = context.serviceWorkers();
  expect(worker, 'a service worker running').toBeDefined();
  return worker.evaluate((p) => fetch(p, { cache: 'no-store' }).then((r) => r.status, () => 'failed'), path);
}

for (const kind of KINDS) test(`${offlineName(kind)}: after one online start, pages never opened before open with the network cut: their code comes from the precache`, async ({ page, context }) => {
  test.setTimeout(120_000);
  const net = await takeNetwork(context, { code: true });
  await homeUnderServiceWorker(page);
  const fromNetwork: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && !r.fromServiceWorker() && fromNetwork.push(r.url()));
  const failed: string[] = [];
  page.on('requestfailed', (r) => r.resourceType() === 'script' && failed.push(r.url()));

  await net.cut(kind);
  // Both cuts reach the service worker's own fetches (setOffline does, Playwright 1.65, Chromium; and
  // the context's routes see them): what answers below is the precache, not a server it could reach.
  expect(await workerFetch(context, `./robots.txt?probe=${Date.now()}`)).toBe('failed');

  await page.reload();
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  const pages: [string, string][] = [
    ['/#/pages/user/wallet/list', '我的钱包'],
    ['/#/pages/user/settle/index', '结算中心'],
    ['/#/pages/user/study/index', '学习中心'],
    ['/#/pages/order/detail?id=so_202611220005', '订单详情'],
    ['/#/pages/user/address/list', '地址管理'],
  ];
  for (const [path, title] of pages) {
    await page.evaluate((hash) => (location.hash = hash.slice(2)), path);
    await expect(page.getByRole('heading', { name: title, level: 1 }), path).toBeVisible();
    await expect(page.locator('body')).not.toHaveText(RAW);
    await expect(page.locator('.route-error')).toHaveCount(0);
  }
  // A reload offline on a page opened offline: the document, too, is the precache's.
  await page.reload();
  await expect(page.getByRole('heading', { name: '地址管理', level: 1 })).toBeVisible();
  expect(fromNetwork, 'code fetched past the service worker while offline').toEqual([]);
  expect(failed, 'code that failed to load offline').toEqual([]);
  await net.restore();
});

test.describe('without a service worker (a first start offline, a web-view without them)', () => {
  test.use({ serviceWorkers: 'block' });

  // The network is cut right after Home is up, before the idle moment fetched the outbox's banner
  // and the floating SOS: their code fails too, and the page must not (lib/loading/optional.ts;
  // a lazy piece's failure outside the route's error page once unmounted the whole app).
  for (const kind of KINDS) {
    test(`${offlineName(kind)}: a page whose code is not on the phone says so in words, and opens once the network is back`, async ({ page, context }) => {
      const net = await takeNetwork(context, { code: true });
      await signedIn(page);
      await page.goto('/#/pages/index/index');
      await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
      await net.cut(kind);
      await page.evaluate(() => (location.hash = '/pages/user/wallet/list'));
      const alert = page.locator('.route-error');
      const retry = alert.getByRole('button', { name: '重试' });
      if (kind === 'airplane') {
        await expect(alert.getByRole('heading', { name: '此页面尚未下载' })).toBeVisible();
        await expect(alert).toContainText('现在没有网络。恢复网络后将自动重试。');
        // A reload now would show the browser's offline page: the retry waits for the network.
        await expect(retry).toBeDisabled();
      } else {
        // The phone believes it is online: the page failed to load, and the worker may retry.
        await expect(alert.getByRole('heading', { name: /^页面加载失败（.+），请检查网络后重试$/ })).toBeVisible();
        await expect(retry).toBeEnabled();
      }
      await expect(page.locator('body')).not.toHaveText(RAW);
      await page.screenshot({ path: join(shots, 'screenshots', `offline-page-not-downloaded-360-${kind}.png`) });
      await net.restore();
      // Airplane mode: the `online` event reloads the document (a fresh request, not the module map's
      // failure). A dead network that comes back says nothing: the worker taps 重试.
      if (kind === 'dead') await retry.click();
      await expect(page.getByRole('heading', { name: '我的钱包', level: 1 })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('.route-error')).toHaveCount(0);
    });
  }
});

test('a new version waits for the tap: 新版本可用, nothing changes until 更新, then the page reloads into it', async ({ page }) => {
  test.setTimeout(120_000);
  await homeUnderServiceWorker(page);
  const sw = join(outDir, 'sw.js');
  const original = readFileSync(sw, 'utf8');
  try {
    // A new build's worker: the same files, another script (a deploy changes its precache list).
    writeFileSync(sw, `${original}\n// e2e: a new version ${Date.now()}\n`);
    const before = await page.evaluate(async () => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
      const registration = await navigator.serviceWorker.getRegistration();
      await registration!.update();
      return registration!.active!.scriptURL;
    });
    const prompt = page.getByRole('status').filter({ hasText: '新版本可用' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: join(shots, 'screenshots', 'update-prompt-360.png') });
    // Offered, not taken: the page and its worker are the ones it started with.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(true);
    await prompt.getByRole('button', { name: '更新' }).click();
    await page.waitForFunction(() => (window as { beforeUpdate?: boolean }).beforeUpdate === undefined, undefined, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controlled: navigator.serviceWorker.controller !== null, script: registration?.active?.scriptURL };
    });
    expect(after).toEqual({ waiting: false, controlled: true, script: before });
    await expect(page.getByRole('status').filter({ hasText: '新版本可用' })).toHaveCount(0);
  } finally {
    writeFileSync(sw, original);
  }
});
