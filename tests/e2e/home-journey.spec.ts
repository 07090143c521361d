// A worker's first look after signing in: Home's offers and banners, then Messages and a message.
import { mkdirSync } from 'node:fs';
import { expect as baseExpect, expectAccessible, signedIn, test } from './support';

// Generous waits: these journeys run beside other builds on a small machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test('signed in, Home shows the offers and banners; Messages lists the messages; a message opens and back returns', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/index/index');

  // Offers from the contract's default example of listServiceOrderOffers, with their countdowns.
  const offers = page.getByRole('region', { name: '待接订单' });
  const spa = offers.getByRole('link', { name: /全身精油SPA 90分钟/ });
  await expect(spa).toBeVisible();
  await expect(spa).toHaveAttribute('href', '#/pages/order/receive?id=so_202611220007');
  // The minutes left while more than one is (the unit tests follow the seconds of the last minute).
  await expect(spa.getByRole('timer')).toHaveText('剩余 10 分钟');
  // Banners, notices and entries from getComponentsDynamicData.
  await expect(page.getByRole('region', { name: '活动推荐' })).toBeVisible();
  await expect(page.getByRole('region', { name: '平台通知' })).toContainText('11月结算账单已生成');
  await expect(page.getByRole('navigation', { name: '快捷入口' }).getByRole('button', { name: '学习中心' })).toBeVisible();

  // The cache is written for the next start.
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('dynamic_components:')))).toBe(true);

  await expectAccessible(page);
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'test-results/screenshots/home.png' });

  await page.getByRole('navigation', { name: '主导航' }).getByText('消息').click();
  await expect(page).toHaveURL(/#\/pages\/index\/message$/);
  await expect(page.getByRole('heading', { name: '消息', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: '全部 3条未读' })).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('list', { name: '消息列表' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  await expect(list.getByRole('button', { name: /新订单待接单/ })).toContainText('未读');

  // A message without a link opens its own detail, and is read from then on.
  await list.getByRole('button', { name: /健康证即将到期/ }).click();
  await expect(page).toHaveURL(/#\/pages\/notice\/detail\?id=msg_88105511$/);
  await expect(page.getByRole('heading', { name: '消息详情' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '健康证即将到期' })).toBeVisible();
  await expect(page.getByText('请在到期前上传新的健康证')).toBeVisible();

  await expectAccessible(page);

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/message$/);
  await expect(page.getByRole('list', { name: '消息列表' })).toBeVisible();
});

test('the cached banners show on the next start even when the call fails', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/index/index');
  await expect(page.getByRole('region', { name: '活动推荐' })).toBeVisible();

  await page.route('**/router/plugs/components_dynamic/**', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('region', { name: '活动推荐' })).toBeVisible();
  await expect(page.getByRole('region', { name: '平台通知' })).toContainText('11月结算账单已生成');
});

test('from Messages the platform notices open, pinned first, and a notice opens in full', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/index/message');
  await page.getByRole('link', { name: '平台公告' }).click();
  await expect(page).toHaveURL(/#\/pages\/notice\/list$/);
  const list = page.getByRole('list', { name: '公告列表' });
  await expect(list.getByRole('button')).toHaveCount(3);
  await expect(list.getByRole('button').first()).toContainText('置顶');
  await expectAccessible(page);

  await list.getByRole('button', { name: /平台服务费调整公告/ }).click();
  await expect(page).toHaveURL(/#\/pages\/notice\/detail\?type=notice&id=ntc_20261115$/);
  await expect(page.getByRole('heading', { name: '平台服务费调整公告' })).toBeVisible();
  await expect(page.getByText('加钟订单的技师分成比例由60%调整为65%')).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/#\/pages\/notice\/list$/);
});
