// The materials shop against the development mock, at 360 px: a goods, two of its SKUs into the cart,
// quick quantity taps that reach the mock as one setCart with the final state, checkout, payment
// from the balance, and the order with its status text in the list. Each screen passes axe.
import type { Request } from '@playwright/test';
import { expect as baseExpect, expectAccessible, signedIn, test } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 780 } });

const isSetCart = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/client/order.setCart');

test('two SKUs into the cart, quick taps as one setCart, checkout, balance payment, the order in the list', async ({ page }) => {
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
  await expectAccessible(page);
  await page.getByRole('button', { name: '提交订单' }).click();

  // The order, unpaid, paid from the balance.
  await expect(page.getByRole('heading', { name: '订单详情' })).toBeVisible();
  await expect(page.getByText('等待买家付款')).toBeVisible();
  await expect(page.getByRole('button', { name: '确认支付 ¥667.00' })).toBeDisabled();
  await page.getByLabel(/支付密码/).fill('802417');
  await expectAccessible(page);
  await page.getByRole('button', { name: '确认支付 ¥667.00' }).click();
  await expect(page.getByRole('heading', { level: 2 }).getByText('等待商家发货')).toBeVisible();

  // In the list, first, with its status text; the cart kept only what was not bought.
  await page.getByRole('button', { name: '我的订单' }).click();
  const orders = page.getByRole('list', { name: '商城订单' });
  const first = orders.getByRole('button').first();
  await expect(first).toContainText('等待商家发货');
  await expect(first).toContainText('¥667.00');
  await expect(first).toContainText('玫瑰 500ml × 4');
});
