// Offline with the last data (issue 27, "Last data offline" and "Network state, said plainly"): a
// worker opens Home, an order and the wallet, loses the network, and moves on in the app (no
// reload, no service worker here: Mine's code is the one the tab bar fetched once Home was idle). The order
// opened before still shows its address and health notes, marked with the time it was fetched;
// Mine, never opened, says there is no network and what will happen, not a skeleton; one banner
// says the app is offline. The answers were kept in IndexedDB on the way.
import type { Page } from '@playwright/test';
import { expect as baseExpect, codeSettled, persistedKeys, signedIn, test } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 360, height: 780 } });

// An order in service with a health note (the contract's example).
const ORDER = 'so_202611220002';
const ADDRESS = '衡山路534号 衡山宾馆 1106房';
const HEALTH = '腰椎间盘突出，腰部请勿重按';

/** A move inside the app, as a tap on a link would do: the hash changes, the document stays. */
const go = (page: Page, path: string) => page.evaluate((hash) => (location.hash = hash), `#${path}`);

async function dayOnline(page: Page, texts: { today: string; wallet: RegExp }) {
  // The tab bar fetches the other tabs' code once Home is idle (src/app/layouts/tab-shell.tsx), up to
  // 3 s after the load on a busy machine: followed from the start, waited for before the network goes.
  const mineCode = page.waitForResponse(/\/assets\/mine-tab-[\w-]+\.js$/, { timeout: 30_000 });
  const settled = codeSettled(page);
  await signedIn(page);
  await page.goto('/#/pages/index/index');
  await expect(page.getByRole('heading', { name: texts.today, level: 2, exact: true })).toBeVisible();
  await go(page, `/pages/order/detail?id=${ORDER}`);
  await expect(page.getByText(ADDRESS)).toBeVisible();
  await expect(page.getByText(HEALTH)).toBeVisible();
  await go(page, '/pages/user/wallet/list');
  await expect(page.getByText(texts.wallet).first()).toBeVisible();
  // Kept on the phone: Home's, the order's and the wallet's answers.
  await expect.poll(() => persistedKeys(page)).toEqual(expect.arrayContaining(['/v1/worker/homeSummary', '/v1/order/detail', '/v1/worker/myAccount']));
  // Mine's code is in, with all it imports (Playwright's networkidle was reached long before: it
  // resolved at once, and CI once cut the network before the tab bar had fetched Mine's code).
  await mineCode;
  await settled();
}

test('offline, the order opened before shows with its age; Mine says what will happen; one banner', async ({ page, context }, testInfo) => {
  await dayOnline(page, { today: '今日', wallet: /可提现余额/ });
  const keys = await persistedKeys(page);
  expect(keys).not.toContain('/v1/wallet/account/list');

  await context.setOffline(true);
  const banner = page.getByText('无网络连接，显示的是上次更新的内容');
  await expect(banner).toBeVisible();
  expect(await banner.count()).toBe(1);

  await go(page, `/pages/order/detail?id=${ORDER}`);
  await expect(page.getByText(ADDRESS)).toBeVisible();
  await expect(page.getByText(HEALTH)).toBeVisible();
  await expect(page.getByText(/^离线 · 数据更新于 \d{2}:\d{2}$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-order-zh-Hans.png') });

  await go(page, '/pages/index/mys');
  await expect(page.getByText('无网络连接。恢复网络后会自动加载。')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(banner).toBeVisible();
  // Retry while still offline: the same offline state, no skeleton.
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByText('无网络连接。恢复网络后会自动加载。')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('offline-mine-zh-Hans.png') });

  // The network is back: Mine loads by itself, the banner goes.
  await context.setOffline(false);
  await expect(page.getByText('无网络连接。恢复网络后会自动加载。')).toHaveCount(0);
  await expect(banner).toHaveCount(0);
});

test('in English too', async ({ page, context }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('worker_language', 'en'));
  await dayOnline(page, { today: 'Today', wallet: /Available to withdraw/ });
  await context.setOffline(true);
  await go(page, `/pages/order/detail?id=${ORDER}`);
  await expect(page.getByText(ADDRESS)).toBeVisible();
  await expect(page.getByText(/^Offline · updated \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByText('No network connection: showing what was last updated')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-order-en.png') });
  await go(page, '/pages/index/mys');
  await expect(page.getByText('No network connection. This page loads by itself once the network is back.')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('offline-mine-en.png') });
  await context.setOffline(false);
});
