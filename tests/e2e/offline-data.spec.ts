// Offline with the last data (issue 27, "Last data offline" and "Network state, said plainly"), in
// both kinds of offline (issue 37): airplane mode, and a dead network that says it is online
// (tests/e2e/network.ts). A worker opens Home, an order and the wallet, loses the network the moment
// the wallet shows (nothing waits for the app's storage or its idle moments first: the code is the
// service worker's, installed on an earlier day), and moves on in the app (no reload). The order
// opened before still shows its address and health notes, marked with the time it was fetched; Mine,
// never opened, says there is no network (or that it could not be reached) with a retry, not a
// skeleton; in airplane mode one banner says the app is offline.
import type { Page } from '@playwright/test';
import { appInstalled, offlineName, type OfflineKind, takeNetwork } from './network';
import { expect as baseExpect, signedIn, test } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 780 }, serviceWorkers: 'allow' });

// An order in service with a health note (the contract's example).
const ORDER = 'so_202611220002';
const ADDRESS = '衡山路534号 衡山宾馆 1106房';
const HEALTH = '腰椎间盘突出，腰部请勿重按';

/** A move inside the app, as a tap on a link would do: the hash changes, the document stays. */
const go = (page: Page, path: string) => page.evaluate((hash) => (location.hash = hash), `#${path}`);

async function dayOnline(page: Page, texts: { today: string; wallet: RegExp }) {
  // The app from an earlier day: the service worker has every screen's code.
  await appInstalled(page);
  await signedIn(page);
  await page.goto('/#/pages/index/index');
  await expect(page.getByRole('heading', { name: texts.today, level: 2, exact: true })).toBeVisible();
  await go(page, `/pages/order/detail?id=${ORDER}`);
  await expect(page.getByText(ADDRESS)).toBeVisible();
  await expect(page.getByText(HEALTH)).toBeVisible();
  await go(page, '/pages/user/wallet/list');
  await expect(page.getByText(texts.wallet).first()).toBeVisible();
}

const KINDS: OfflineKind[] = ['airplane', 'dead'];

for (const kind of KINDS) {
  const said = kind === 'airplane' ? 'with its age; Mine says what will happen; one banner' : 'as it was; Mine says the network failed, with a retry';
  test(`${offlineName(kind)}: the order opened before shows ${said}`, async ({ page, context }, testInfo) => {
    // A dead network that fails: the screens' refreshes end in an error the screen must hold up against.
    const net = await takeNetwork(context, { dead: 'fail', code: true });
    await dayOnline(page, { today: '今日', wallet: /可提现收入/ });

    await net.cut(kind);
    const banner = page.getByText('无网络连接，显示的是上次更新的内容');
    if (kind === 'airplane') {
      await expect(banner).toBeVisible();
      expect(await banner.count()).toBe(1);
    }

    await go(page, `/pages/order/detail?id=${ORDER}`);
    await expect(page.getByText(ADDRESS)).toBeVisible();
    await expect(page.getByText(HEALTH)).toBeVisible();
    // Its age, offline. (On a dead network the answer of a minute ago is fresh: nothing is tried, nothing said.)
    if (kind === 'airplane') await expect(page.getByText(/^离线 · 数据更新于 \d{2}:\d{2}$/)).toBeVisible();
    // And it stays: no failure replaces what the worker reads.
    await expect(page.getByText('网络连接失败')).toHaveCount(0);
    await expect(page.getByText(ADDRESS)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`offline-order-zh-Hans-${kind}.png`) });

    await go(page, '/pages/index/mys');
    // (On a dead network each part of Mine that could not load says so, with its own retry.)
    const said = (kind === 'airplane' ? page.getByText('无网络连接。恢复网络后会自动加载。') : page.getByText('没有连上网络，请检查网络后重试。')).first();
    const retry = page.getByRole('button', { name: '重试' });
    await expect(said).toBeVisible();
    await expect(retry.first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    if (kind === 'airplane') await expect(banner).toBeVisible();
    // Retry while still offline: the same state, no skeleton.
    await retry.first().click();
    await expect(said).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`offline-mine-zh-Hans-${kind}.png`) });

    // The network is back: Mine loads, the banner goes. In airplane mode by itself; a dead network
    // that comes back says nothing to the phone, and the worker taps one 重试 as the screen asks: the
    // answer it gets brings back the other parts that failed too (the server's menus here).
    await net.restore();
    if (kind === 'dead') await retry.first().click();
    await expect(page.getByRole('heading', { name: '收入与结算', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '李师傅', level: 2 })).toBeVisible();
    await expect(said).toHaveCount(0);
    await expect(retry).toHaveCount(0);
    await expect(banner).toHaveCount(0);
  });

  test(`${offlineName(kind)}: in English too`, async ({ page, context }, testInfo) => {
    const net = await takeNetwork(context, { dead: 'fail', code: true });
    await page.addInitScript(() => localStorage.setItem('worker_language', 'en'));
    await dayOnline(page, { today: 'Today', wallet: /Withdrawable income/ });
    await net.cut(kind);
    await go(page, `/pages/order/detail?id=${ORDER}`);
    await expect(page.getByText(ADDRESS)).toBeVisible();
    await expect(page.getByText(HEALTH)).toBeVisible();
    if (kind === 'airplane') await expect(page.getByText(/^Offline · updated \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByText('Network connection failed')).toHaveCount(0);
    if (kind === 'airplane') await expect(page.getByText('No network connection: showing what was last updated')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`offline-order-en-${kind}.png`) });
    await go(page, '/pages/index/mys');
    await expect(
      page.getByText(kind === 'airplane' ? 'No network connection. This page loads by itself once the network is back.' : 'Could not reach the network. Check your connection and retry.').first(),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`offline-mine-en-${kind}.png`) });
    await net.restore();
  });
}
