// Money and state changes happen once: accepting an order, an order's step and a withdrawal,
// double-tapped (a payment password's sixth digit sends by itself, and the double tap on the confirm
// button follows it), their first answer lost past the app's timeout (the mock made the change), then
// retried: one request in flight per intent, the same Idempotency-Key on each try of the intent, and
// the mock changed once (the retry is answered with the first result, not refused as a second try).
import { expect, type Page, type Request, test } from '@playwright/test';
import { png } from '../e2e/support';

/** The step's guard (the dialog that names it), confirmed with a hurried double tap on its 确定. */
const confirmHurried = (page: Page, title: string) => page.getByRole('dialog', { name: title }).getByRole('button', { name: '确定' }).dblclick();
import { record } from './figures';
import { HANG_MS } from './network';
import { signedIn } from './session';
import { watch } from './watch';

test.describe.configure({ timeout: 90_000 });

/**
 * The first call to `path` reaches the mock (which makes the change), then its answer is lost past
 * the app's timeout; the calls after it go through. Answers the keys each call carried.
 */
async function loseFirstAnswer(page: Page, path: string) {
  const keys: string[] = [];
  let calls = 0;
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) keys.push(request.headers()['idempotency-key'] ?? '(none)');
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (calls++ > 0) return route.fallback();
      await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, HANG_MS));
      await route.abort('timedout').catch(() => undefined);
    },
  );
  return keys;
}

/** Duplicates in one intent's tries: a key missing, or more than one key. */
const duplicates = (keys: string[]) => (keys.some((k) => !/^[\w-]{16,64}$/.test(k)) ? 1 : 0) + Math.max(0, new Set(keys).size - 1);

/** Closes the error's dialog or lets its toast go, as a worker would, before trying again. */
async function dismissError(page: Page) {
  const ok = page.getByRole('dialog').getByRole('button', { name: /^(确定|知道了|我知道了|好的)$/ });
  if (await ok.count()) await ok.first().click();
  await page.waitForTimeout(300);
}

test('accepting an order: a double tap and a retry after a timeout accept it once', async ({ page }, testInfo) => {
  const watched = await watch(page);
  await signedIn(page);
  const keys = await loseFirstAnswer(page, '/v1/order/accept');
  await page.goto('/#/pages/order/receive?id=so_202611220007');
  const accept = page.getByRole('button', { name: '接单', exact: true });
  await accept.dblclick();
  await page.waitForTimeout(HANG_MS + 500);
  const inFlightAfterDoubleTap = keys.length;
  await dismissError(page);
  await accept.click();
  // The retry is answered with the first acceptance: the detail opens, accepted.
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=so_202611220007/, { timeout: 15_000 });
  const dup = duplicates(keys) + Math.max(0, inFlightAfterDoubleTap - 1);
  await record(testInfo, { mutations: 1, duplicateMutations: dup, uncaught: watched.uncaught.length }, dup ? [`keys ${keys.join(', ')}`] : []);
  expect(inFlightAfterDoubleTap).toBe(1);
  expect(keys).toHaveLength(2);
  expect(dup).toBe(0);
});

// An order's steps go through the outbox (src/lib/outbox): a step whose answer is lost is kept on
// the phone and sent again by itself with the same key (no second tap: the page already shows the
// step as taken, 待同步), and the mock answers the retry with the first result.
const RESENT_WITHIN_MS = 20_000;
/**
 * At the door of so_202611220005's address (天山路600弄): the mock takes a check-in within 500 m of
 * it. The phone's fix is WGS-84; the app sends it as GCJ-02, the address's datum.
 */
const AT_THE_DOOR = { latitude: 31.2154, longitude: 121.3932, accuracy: 20 };

test('departing: a double tap and a lost answer take the step once; the outbox sends it again by itself, same key', async ({ page, context }, testInfo) => {
  const watched = await watch(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(AT_THE_DOOR);
  await signedIn(page);
  const keys = await loseFirstAnswer(page, '/v1/order/depart');
  await page.goto('/#/pages/order/detail?id=so_202611220005');
  const depart = page.getByRole('button', { name: '出发', exact: true });
  await depart.dblclick();
  await confirmHurried(page, '确认出发？');
  // Why the app asks for the position, the first time: the worker goes on.
  await page.getByRole('dialog', { name: '需要获取位置' }).getByRole('button', { name: '继续' }).click();
  await page.waitForTimeout(HANG_MS + 800);
  const inFlightAfterDoubleTap = keys.length;
  // Kept, shown as taken (待同步), then sent again by itself and answered with the first result.
  await expect(page.getByRole('group', { name: '订单操作' }).getByRole('button')).toHaveText(['确认到达']);
  await expect.poll(() => keys.length, { timeout: RESENT_WITHIN_MS }).toBe(2);
  await expect(page.getByRole('region', { name: '待同步' })).toHaveCount(0, { timeout: 15_000 });
  const dup = duplicates(keys) + Math.max(0, inFlightAfterDoubleTap - 1);
  await record(testInfo, { mutations: 1, duplicateMutations: dup, uncaught: watched.uncaught.length }, dup ? [`keys ${keys.join(', ')}`] : []);
  expect(inFlightAfterDoubleTap).toBe(1);
  expect(keys).toHaveLength(2);
  expect(dup).toBe(0);
});

test('arriving, starting and finishing: each step, double-tapped with its answer lost, is taken once and sent again by itself with its key', async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  const watched = await watch(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(AT_THE_DOOR);
  await signedIn(page);
  const actions = page.getByRole('group', { name: '订单操作' });
  const keys = {
    arrive: await loseFirstAnswer(page, '/v1/order/arrive'),
    start: await loseFirstAnswer(page, '/v1/order/start'),
    finish: await loseFirstAnswer(page, '/v1/order/finish'),
  };
  await page.goto('/#/pages/order/detail?id=so_202611220005');
  await actions.getByRole('button', { name: '出发', exact: true }).click();
  await confirmHurried(page, '确认出发？');
  await page.getByRole('dialog', { name: '需要获取位置' }).getByRole('button', { name: '继续' }).click();
  await expect(actions.getByRole('button')).toHaveText(['确认到达'], { timeout: 15_000 });

  /** Double-taps the step, lets its lost answer time out; the outbox sends it again with the same key. */
  const takeStep = async (name: string, step: keyof typeof keys, guard: string) => {
    await actions.getByRole('button', { name, exact: true }).dblclick();
    await confirmHurried(page, guard);
    await page.waitForTimeout(HANG_MS + 800);
    const inFlight = keys[step].length;
    await expect.poll(() => keys[step].length, { timeout: RESENT_WITHIN_MS }).toBe(2);
    await expect(page.getByRole('region', { name: '待同步' })).toHaveCount(0, { timeout: 15_000 });
    return Math.max(0, inFlight - 1);
  };
  let dup = 0;
  await page.getByLabel('拍摄门口照片').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: png(48, 48, [120, 160, 140]) });
  // The worker taps once the photo is up (before it, the tap only says to wait for the upload).
  await expect(page.getByRole('status').filter({ hasText: '照片已上传' })).toBeVisible({ timeout: 15_000 });
  dup += await takeStep('确认到达', 'arrive', '确认已到达？');
  await expect(actions.getByRole('button')).toHaveText(['开始服务'], { timeout: 15_000 });
  dup += await takeStep('开始服务', 'start', '确认开始服务？');
  await expect(actions.getByRole('button')).toHaveText(['完成服务'], { timeout: 15_000 });
  await actions.getByRole('button', { name: '完成服务' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/photos\?id=so_202611220005$/);
  await page.getByLabel('从相册选择').setInputFiles([{ name: 'towels.png', mimeType: 'image/png', buffer: png(64, 64, [230, 200, 160]) }]);
  await expect(page.getByRole('progressbar', { name: '照片 1 上传进度' })).toBeHidden({ timeout: 15_000 });
  await actions.getByRole('button', { name: '提交并完成服务', exact: true }).dblclick();
  // The service has only just started: the finish asks about finishing early.
  await confirmHurried(page, '服务时长未满，确认提前完成？');
  // Kept: the page goes back to the order, shown finished, while the outbox sends it again.
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=so_202611220005$/, { timeout: 15_000 });
  await page.waitForTimeout(HANG_MS + 800);
  const finishInFlight = keys.finish.length;
  await expect.poll(() => keys.finish.length, { timeout: RESENT_WITHIN_MS }).toBe(2);
  dup += Math.max(0, finishInFlight - 1);
  await expect(actions.getByRole('button')).toHaveText(['评价客户'], { timeout: 15_000 });

  for (const step of Object.values(keys)) dup += duplicates(step);
  const notes = dup ? Object.entries(keys).map(([step, k]) => `${step}: keys ${k.join(', ')}`) : [];
  await record(testInfo, { mutations: 3, duplicateMutations: dup, uncaught: watched.uncaught.length }, notes);
  // Each step: one request for the double tap, one resent by the outbox, both with the intent's key.
  expect(Object.values(keys).map((k) => k.length)).toEqual([2, 2, 2]);
  expect(dup, notes.join('\n')).toBe(0);
});

test('paying a shop order from the balance: a double tap and a retry after a timeout pay once', async ({ page }, testInfo) => {
  const watched = await watch(page);
  await signedIn(page);
  const keys = await loseFirstAnswer(page, '/router/client/order.pay');
  // An order the balance (128.00) covers: one bottle of lavender oil, 88.00 + 11.00 freight (the
  // mock refuses a balance payment of more, as the backend does).
  await page.goto('/#/pages/index/cart');
  await page.getByRole('tab', { name: '购物车' }).click();
  const cart = page.getByRole('region', { name: '购物车' });
  await cart.getByRole('button', { name: '减少 天然植物按摩精油 500ml 薰衣草 500ml 的数量' }).click();
  await cart.getByRole('checkbox', { name: /选择 技师工作服/ }).uncheck();
  await cart.getByRole('button', { name: '去结算 (1)' }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('等待付款').first()).toBeVisible({ timeout: 15_000 });
  // The payment password on the withdrawal's keypad: its sixth digit pays; the worker double-taps the
  // confirm button while that request hangs (force: a finger does not wait for it to be enabled).
  await page.getByRole('button', { name: /支付密码/ }).click();
  for (const digit of '802417') await page.locator('.adm-number-keyboard-popup').getByRole('button', { name: digit, exact: true }).click();
  const pay = page.getByRole('button', { name: /^确认支付/ });
  await expect.poll(() => keys.length).toBe(1);
  await page.getByRole('button', { name: /^(确认支付|支付中…)/ }).dblclick({ force: true });
  await page.waitForTimeout(HANG_MS + 800);
  const inFlightAfterDoubleTap = keys.length;
  await dismissError(page);
  // The password is still typed (the outcome is unknown): the worker taps again.
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByRole('heading', { level: 2 }).getByText('等待商家发货')).toBeVisible({ timeout: 15_000 });
  const dup = duplicates(keys) + Math.max(0, inFlightAfterDoubleTap - 1);
  await record(testInfo, { mutations: 1, duplicateMutations: dup, uncaught: watched.uncaught.length }, dup ? [`keys ${keys.join(', ')}`] : []);
  expect(inFlightAfterDoubleTap).toBe(1);
  expect(keys).toHaveLength(2);
  expect(dup).toBe(0);
});

test('withdrawing: a double tap and a retry after a timeout withdraw once', async ({ page }, testInfo) => {
  const watched = await watch(page);
  await signedIn(page);
  const keys = await loseFirstAnswer(page, '/v1/wallet/withdraw');
  await page.goto('/#/pages/user/wallet/log');
  const records = page.getByRole('list', { name: '提现记录列表' });
  await expect(records.getByRole('listitem')).toHaveCount(4);
  await page.goto('/#/pages/user/wallet/withdrawal');
  await expect(page.getByRole('radio', { name: /招商银行 \*\*\*\* 8836/ })).toBeChecked();
  await page.getByLabel('提现金额（元）').fill('123.45');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '输入支付密码' }).click();
  // The sixth digit sends; the worker double-taps the confirm button while that request hangs.
  for (const digit of '802417') await page.locator('.adm-number-keyboard-popup').getByRole('button', { name: digit, exact: true }).click();
  await expect.poll(() => keys.length).toBe(1);
  await page.getByRole('button', { name: /^(确认提现|提交中…)$/ }).dblclick({ force: true });
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible({ timeout: 15_000 });
  const inFlightAfterDoubleTap = keys.length;
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '提现详情' })).toBeVisible({ timeout: 15_000 });
  await page.goto('/#/pages/user/wallet/log');
  await expect(records.getByRole('listitem')).toHaveCount(5);
  const made = await records.getByRole('listitem').filter({ hasText: '¥123.45' }).count();
  const dup = duplicates(keys) + Math.max(0, inFlightAfterDoubleTap - 1) + Math.max(0, made - 1);
  await record(testInfo, { mutations: 1, duplicateMutations: dup, uncaught: watched.uncaught.length }, dup ? [`keys ${keys.join(', ')}, ${made} withdrawals`] : []);
  expect(made).toBe(1);
  expect(dup).toBe(0);
});
