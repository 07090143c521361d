// The daily loop on the development mock (mock/serve.ts, what `npm start` runs), exactly as a person
// would do it: no Prefer header anywhere. The mock remembers the session's actions, so each screen
// shows where the order now stands: sign in, find an offer on Home, accept it, find it in progress
// on Orders, depart, arrive with a door photo, start, finish with a service photo, find it
// completed, and review the customer. Screenshots of the order screens land in test-results/.
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, png, test, signInWithPassword, holdBack, confirmStep } from './support';

// Generous waits: this journey runs beside other builds on a small machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ geolocation: { latitude: 31.2036, longitude: 121.4381 }, permissions: ['geolocation'] });

const actionBar = (page: Page) => page.getByRole('group', { name: '订单操作' });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/${name}.png` });

test('a worker signs in, accepts an offer from Home and carries it from in progress to completed and the review', async ({ page }) => {
  test.setTimeout(120_000);
  const preferred: string[] = [];
  page.on('request', (r) => r.headers().prefer && preferred.push(`${r.url()} ${r.headers().prefer}`));

  await page.goto('/');
  await signInWithPassword(page);
  await expect(page).toHaveURL(/#\/pages\/index\/index$/);

  // Home: two offers wait; the foot treatment (the second) opens as itself.
  const offers = page.getByRole('region', { name: '待接订单' });
  await expect(offers.getByRole('link')).toHaveCount(2);
  await offers.getByRole('link', { name: /足底反射疗法 45分钟/ }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/receive\?id=so_202611220008$/);
  await expect(page.getByText('李女士')).toBeVisible();
  await expect(page.getByRole('timer', { name: '剩余接单时间' })).toHaveText(/^(12:00|11:\d\d)$/);
  await shot(page, 'order-receive');
  await expectAccessible(page);
  await page.getByRole('button', { name: '接单', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=so_202611220008$/);
  await expect(actionBar(page).getByRole('button')).toHaveText(['出发']);

  // Back on Home one offer is left; on Orders the order is in progress, waiting to depart, and the counts moved with it.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(offers.getByRole('link')).toHaveCount(1);
  await page.getByRole('navigation', { name: '主导航' }).getByText('订单').click();
  await expect(page.getByRole('tab', { name: '待接单 1' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: '进行中 3' }).click();
  const card = page.getByRole('tabpanel').getByRole('link', { name: /足底反射疗法 45分钟.*李女士/ });
  await expect(card).toContainText('待出发');
  await shot(page, 'orders-tab');
  await expectAccessible(page);
  await card.click();
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=so_202611220008$/);

  // Depart (confirmed, then the location is explained), arrive with a door photo, start: each step is
  // confirmed first; the timer runs the booked 45 minutes.
  // Not yet on the way: no floating SOS on the order (it comes once the worker departs).
  await expect(page.getByRole('button', { name: 'SOS 紧急呼救' })).toHaveCount(0);
  await actionBar(page).getByRole('button', { name: '出发' }).click();
  await expect(page.getByRole('dialog', { name: '确认出发？' })).toContainText('将记录您的位置');
  await shot(page, 'order-confirm-depart');
  await expectAccessible(page);
  await confirmStep(page, '确认出发？');
  await page.getByRole('dialog', { name: '需要获取位置' }).getByRole('button', { name: '继续' }).click();
  await expect(actionBar(page).getByRole('button')).toHaveText(['确认到达']);
  await expect(page.getByRole('button', { name: 'SOS 紧急呼救' })).toBeVisible();
  await page.getByLabel('拍摄门口照片').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: png(48, 48, [120, 160, 140]) });
  await expect(page.getByText('照片已上传')).toBeVisible();
  await actionBar(page).getByRole('button', { name: '确认到达' }).click();
  await confirmStep(page, '确认已到达？');
  await expect(actionBar(page).getByRole('button')).toHaveText(['开始服务']);
  await actionBar(page).getByRole('button', { name: '开始服务' }).click();
  await confirmStep(page, '确认开始服务？');
  await expect(page.getByRole('timer', { name: '服务计时' })).toHaveText(/^(45:00|44:\d\d)$/);
  await expect(page.getByText('服务已开始')).toBeHidden();
  await shot(page, 'order-detail');
  await expectAccessible(page);

  // Finish: a service photo, with its progress while it uploads (held back a moment to be seen).
  await actionBar(page).getByRole('button', { name: '完成服务' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/photos\?id=so_202611220008$/);
  const releaseUploads = await holdBack(page, (url) => url.pathname.endsWith('/v1/common/uploadToPath'));
  await page.getByLabel('从相册选择').setInputFiles([{ name: 'towels.png', mimeType: 'image/png', buffer: png(64, 64, [230, 200, 160]) }]);
  await expect(page.getByRole('progressbar', { name: '照片 1 上传进度' })).toBeVisible();
  await shot(page, 'order-photos-upload');
  await expectAccessible(page);
  releaseUploads();
  await expect(page.getByRole('progressbar', { name: '照片 1 上传进度' })).toBeHidden();
  await actionBar(page).getByRole('button', { name: '提交并完成服务' }).click();
  // The booked 45 minutes have only just begun: finishing now asks first, with the minutes left.
  const early = page.getByRole('dialog', { name: '服务时长未满，确认提前完成？' });
  await expect(early).toContainText(/还剩 4[45] 分钟/);
  await shot(page, 'order-confirm-early-finish');
  await expectAccessible(page);
  await confirmStep(page, '服务时长未满，确认提前完成？');
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=so_202611220008$/);
  await expect(actionBar(page).getByRole('button')).toHaveText(['评价客户']);

  // Back on Orders, where the worker came from: no longer in progress, now under completed.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/category\?tab=active$/);
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /李女士/ })).toHaveCount(0);
  // The tab counts its list (the mock computes it from the session's orders): the examples' 2 and this one.
  await page.getByRole('tab', { name: '已完成 3' }).click();
  const done = page.getByRole('tabpanel').getByRole('link', { name: /足底反射疗法 45分钟.*李女士/ });
  await expect(done).toContainText('已完成');

  // The review of the customer, once: afterwards the order shows it and has no step left.
  await done.click();
  await actionBar(page).getByRole('button', { name: '评价客户' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/appraise\?id=so_202611220008$/);
  // The stars are antd-mobile's Rate, which answers taps (the radios beneath serve keyboards).
  await page.locator('.adm-rate-star').nth(4).tap();
  await expect(page.getByRole('radio', { name: '5星' })).toBeChecked();
  await page.getByRole('option', { name: '守时' }).click();
  await page.getByLabel('评价内容（选填）').fill('客户很配合，环境安静。');
  await expectAccessible(page);
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=so_202611220008$/);
  await expect(page.getByRole('region', { name: '我对客户的评价' })).toContainText('客户很配合，环境安静。');
  await expect(actionBar(page)).toHaveCount(0);

  expect(preferred, 'the walk asks the mock for no particular example').toEqual([]);
});
