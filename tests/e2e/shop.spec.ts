// The materials shop against the development mock, at 360 px: a goods, two of its SKUs into the cart,
// quick quantity taps that reach the mock as one setCart with the final state, checkout with a coupon
// and points, the order asking the amount the checkout showed, a balance too small for it shown and
// closed, and the order with its status text in the list; a smaller order paid from the balance on
// the keypad (its sixth digit pays; a hurried double tap on the confirm button pays nothing more), the
// balance page showing what is left. Each screen passes axe.
import type { Page, Request } from '@playwright/test';
import { expect as baseExpect, expectAccessible, signedIn, test } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 780 } });

const isSetCart = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/client/order.setCart');

/** The payment password on the keypad the withdrawal uses (its sixth digit pays). */
async function typePayPassword(page: Page, password: string) {
  await page.getByRole('button', { name: /支付密码/ }).click();
  for (const digit of password) await page.locator('.adm-number-keyboard-popup').getByRole('button', { name: digit, exact: true }).click();
}

test('two SKUs into the cart, quick taps as one setCart, checkout with a coupon and points, the order asks that amount, a short balance cannot pay it', async ({ page }) => {
  await signedIn(page);
  const setCarts: { list: { sku_id: string; buy_num: number }[] }[] = [];
  page.on('request', (request) => {
    if (isSetCart(request)) setCarts.push(request.postDataJSON() as (typeof setCarts)[number]);
  });

  await page.goto('/#/pages/goods/goods-detail?_id=gd_1001');
  await expect(page.getByRole('heading', { name: '天然植物按摩精油 500ml' })).toBeVisible();
  await expect(page.getByText('9342')).toBeVisible();
  await expectAccessible(page);

  // Two SKUs: lavender (already once in the session's cart) and rose.
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('天然植物按摩精油 500ml 已加入购物车')).toBeVisible();
  await page.getByText('玫瑰 500ml').click();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect.poll(() => setCarts.at(-1)?.list.map((l) => [l.sku_id, l.buy_num])).toEqual([
    ['sku_1001_03', 1],
    ['sku_1001_01', 3],
    ['sku_1004_m', 1],
    ['sku_1002_02', 1],
  ]);

  await page.getByRole('button', { name: /^购物车/ }).click();
  const cart = page.getByRole('region', { name: '购物车' });
  await expect(cart.getByText('¥520.00')).toBeVisible();
  await expectAccessible(page);

  // Quick taps: four changes within the debounce reach the mock as one setCart with the final cart.
  await page.waitForTimeout(800);
  const before = setCarts.length;
  const more = cart.getByRole('button', { name: '增加 天然植物按摩精油 500ml 玫瑰 500ml 的数量' });
  for (let i = 0; i < 3; i += 1) await more.click({ delay: 0 });
  await cart.getByRole('checkbox', { name: /选择 技师工作服/ }).uncheck();
  await expect(cart.getByText('¥656.00')).toBeVisible();
  await page.waitForTimeout(1500);
  expect(setCarts.length - before).toBe(1);
  expect(setCarts.at(-1)!.list.find((l) => l.sku_id === 'sku_1001_03')).toMatchObject({ buy_num: 4, action_checked: true });
  expect(setCarts.at(-1)!.list.find((l) => l.sku_id === 'sku_1004_m')).toMatchObject({ action_checked: false });

  // Checkout: 3 x 88.00 + 4 x 98.00 + 11.00 freight.
  await cart.getByRole('button', { name: '去结算 (7)' }).click();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByText(/^应付/)).toContainText('¥667.00');
  // A coupon and points, as the checkout: 667.00 - 10.00 - 12.60 (1260 points).
  await page.getByRole('combobox', { name: '优惠券' }).selectOption({ label: '满100减10元 · 全场通用' });
  await page.getByRole('checkbox', { name: /使用积分抵扣/ }).check();
  await expect(page.getByText(/^应付/)).toContainText('¥644.40');
  await expectAccessible(page);
  await page.getByRole('button', { name: '提交订单' }).click();

  // The order asks what the checkout showed, with its coupon and points; no "amount updated" line.
  await expect(page.getByRole('heading', { name: '订单详情' })).toBeVisible();
  await expect(page.getByText('等待付款')).toBeVisible();
  await expect(page.getByRole('button', { name: '确认支付 ¥644.40' })).toBeVisible();
  await expect(page.getByText('满100减10元')).toBeVisible();
  await expect(page.getByText(/订单金额已更新/)).toHaveCount(0);
  // 128.00 cannot pay it: the shop balance shows, says 商城余额不足, and cannot be chosen.
  const balance = page.getByRole('radio', { name: /商城余额支付/ });
  await expect(balance).toBeDisabled();
  await expect(page.locator('label', { has: balance })).toContainText('商城余额 ¥128.00');
  await expect(page.locator('label', { has: balance })).toContainText('商城余额不足');
  await expect(balance).not.toBeChecked();
  await expect(page.getByRole('button', { name: /支付密码/ })).toHaveCount(0);
  await expectAccessible(page);

  // In the list, first, unpaid, with the same amount; the cart kept only what was not bought.
  await page.getByRole('button', { name: '我的订单' }).click();
  const orders = page.getByRole('list', { name: '商城订单' });
  const first = orders.getByRole('button').first();
  await expect(first).toContainText('等待付款');
  await expect(first).toContainText('¥644.40');
  await expect(first).toContainText('玫瑰 500ml × 4');
});

test('an order the balance covers is paid by the sixth digit on the keypad, once whatever is tapped after it; the balance page shows what is left', async ({ page }) => {
  await signedIn(page);
  const pays: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/client/order.pay')) pays.push(request.headers()['idempotency-key'] ?? '');
  });
  // The payment waits until the worker's double tap is done.
  let release!: () => void;
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/client/order.pay'),
    async (route) => {
      await tapped;
      await route.continue();
    },
  );
  // Only one bottle of lavender oil checked: 88.00 + 11.00 freight.
  await page.goto('/#/pages/index/cart');
  await page.getByRole('tab', { name: '购物车' }).click();
  const cart = page.getByRole('region', { name: '购物车' });
  await cart.getByRole('button', { name: '减少 天然植物按摩精油 500ml 薰衣草 500ml 的数量' }).click();
  await cart.getByRole('checkbox', { name: /选择 技师工作服/ }).uncheck();
  await cart.getByRole('button', { name: '去结算 (1)' }).click();
  await expect(page.getByText(/^应付/)).toContainText('¥99.00');
  await page.getByRole('button', { name: '提交订单' }).click();

  await expect(page.getByText('等待付款')).toBeVisible();
  const balance = page.getByRole('radio', { name: /商城余额支付/ });
  await expect(balance).toBeChecked();
  await expect(page.locator('label', { has: balance })).toContainText('商城余额 ¥128.00');
  await expect(page.locator('label', { has: balance })).not.toContainText('商城余额不足');
  // Five digits, the keypad open: axe and the touch targets; the sixth pays, no tap needed.
  await typePayPassword(page, '80241');
  await expectAccessible(page);
  expect(pays).toHaveLength(0);
  await page.locator('.adm-number-keyboard-popup').getByRole('button', { name: '7', exact: true }).click();
  await expect.poll(() => pays.length).toBe(1);
  // A hurried double tap on the confirm button meanwhile (force: a finger does not wait for it).
  await page.getByRole('button', { name: /^(确认支付 ¥99\.00|支付中…)$/ }).dblclick({ force: true });
  release();
  await expect(page.getByRole('heading', { level: 2 }).getByText('等待商家发货')).toBeVisible();
  expect(pays).toHaveLength(1);
  expect(pays[0]).toMatch(/^[0-9a-f-]{36}$/);

  // The balance the app shows elsewhere is what the payment left, with the payment in its records.
  await page.goto('/#/pages/user/balance/index');
  await expect(page.getByText('¥29.00').first()).toBeVisible();
  await expect(page.getByText('-¥99.00')).toBeVisible();
});
