// The worker's day with one order, against Prism: the Orders tab, an offer accepted, then depart,
// arrive with a check-in photo, start, finish with service photos, and a review of the customer.
// Prism keeps no state: each step asks for the example of the status it leads to (prefer), and
// the screens show what each action answered.
import { deflateSync, crc32 } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, prefer, signedIn, test } from './support';

test.use({ geolocation: { latitude: 31.1925, longitude: 121.4325 }, permissions: ['geolocation'] });

/** A solid-colour PNG of w x h pixels, as a phone camera would hand over (only smaller). */
function png(w: number, h: number, [r, g, b]: [number, number, number]) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: h }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}


const actionBar = (page: Page) => page.getByRole('group', { name: '订单操作' });

test('a worker accepts an offer and carries it through to reviewing the customer', async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page);

  // The Orders tab: offers first, with the counts.
  await page.goto('/#/pages/index/category');
  await expect(page.getByRole('tab', { name: '待接单 2' })).toHaveAttribute('aria-selected', 'true');
  const offer = page.getByRole('link', { name: /全身精油SPA 90分钟.*王女士/ });
  await expect(offer).toContainText('有健康备注');
  await page.screenshot({ path: 'test-results/screenshots/orders-tab.png' });
  await expectAccessible(page);

  // The offer: countdown, health notes, accept.
  await prefer(page, '/v1/order/detail', 'example=pendingAccept');
  await offer.click();
  await expect(page).toHaveURL(/#\/pages\/order\/receive\?id=so_202611220007$/);
  await expect(page.getByRole('timer', { name: '剩余接单时间' })).toHaveText(/^(10:00|09:\d\d)$/);
  await expect(page.getByRole('note', { name: '健康提示' })).toContainText('对薰衣草精油过敏');
  await page.screenshot({ path: 'test-results/screenshots/order-receive.png' });
  await expectAccessible(page);
  await prefer(page, '/v1/order/detail', 'example=accepted');
  await page.getByRole('button', { name: '接单' }).click();

  // Accepted: the one step is to depart, which records the position.
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=so_202611220007$/);
  await expect(actionBar(page).getByRole('button')).toHaveText(['出发']);
  await expect(page.getByRole('link', { name: '导航到这里' })).toHaveAttribute('href', /^https:\/\/uri\.amap\.com\/marker\?position=121\.436925,31\.190614/);
  await prefer(page, '/v1/order/detail', 'example=departed');
  const depart = page.waitForRequest((r) => r.url().includes('/v1/order/depart'));
  await actionBar(page).getByRole('button', { name: '出发' }).click();
  // The first use of the location is explained before the phone asks (spec section 6).
  const why = page.getByRole('dialog');
  await expect(why).toContainText('用于显示您的当前位置，以便接单、出发和到达打卡。');
  await why.getByRole('button', { name: '继续' }).click();
  const departBody = (await depart).postDataJSON() as { latitude: number; longitude: number };
  expect(departBody.latitude).toBeCloseTo(31.19, 1);

  // Departed: the check-in photo, uploaded, then arrive with the position.
  await expect(actionBar(page).getByRole('button')).toHaveText(['确认到达']);
  await page.getByLabel('拍摄门口照片').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: png(48, 48, [120, 160, 140]) });
  await expect(page.getByText('照片已上传')).toBeVisible();
  await prefer(page, '/v1/order/detail', 'example=arrived');
  await actionBar(page).getByRole('button', { name: '确认到达' }).click();

  // Arrived: start the service; the timer runs from the booked duration.
  await expect(actionBar(page).getByRole('button')).toHaveText(['开始服务']);
  await prefer(page, '/v1/order/detail', 'example=inService');
  await actionBar(page).getByRole('button', { name: '开始服务' }).click();
  await expect(page.getByRole('timer', { name: '服务计时' })).toHaveText(/^1:(30:00|29:\d\d)$/);
  await expect(actionBar(page).getByRole('button')).toHaveText(['完成服务']);
  await expect(page.getByText('服务已开始')).toBeHidden();
  await page.screenshot({ path: 'test-results/screenshots/order-detail.png' });
  await expectAccessible(page);

  // Finish: service photos, each with its own progress (uploads held back a moment to be seen).
  await actionBar(page).getByRole('button', { name: '完成服务' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/photos\?id=so_202611220007$/);
  let releaseUploads: () => void = () => {};
  const held = new Promise<void>((resolve) => (releaseUploads = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/v1/common/uploadToPath'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByLabel('从相册选择').setInputFiles([{ name: 'towels.png', mimeType: 'image/png', buffer: png(64, 64, [230, 200, 160]) }]);
  await expect(page.getByRole('progressbar', { name: '照片 1 上传进度' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/order-photos-upload.png' });
  await expectAccessible(page);
  releaseUploads();
  await expect(page.getByRole('progressbar', { name: '照片 1 上传进度' })).toBeHidden();
  const finish = page.waitForRequest((r) => r.url().includes('/v1/order/finish'));
  await actionBar(page).getByRole('button', { name: '提交并完成服务' }).click();
  expect(((await finish).postDataJSON() as { photos: string[] }).photos).toHaveLength(1);

  // Completed: back on the detail, review the customer.
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=so_202611220007$/);
  await expect(actionBar(page).getByRole('button')).toHaveText(['评价客户']);
  await actionBar(page).getByRole('button', { name: '评价客户' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/appraise\?id=so_202611220007$/);
  // The stars are antd-mobile's Rate, which answers taps (the radios beneath serve keyboards).
  await page.locator('.adm-rate-star').nth(4).tap();
  await expect(page.getByRole('radio', { name: '5星' })).toBeChecked();
  await page.getByRole('option', { name: '守时' }).click();
  await page.getByLabel('评价内容（选填）').fill('客户很配合，环境安静。');
  await expectAccessible(page);
  await prefer(page, '/v1/order/detail', 'example=completed');
  const appraise = page.waitForRequest((r) => r.url().includes('/v1/order/appraise'));
  await page.getByRole('button', { name: '提交评价' }).click();
  expect((await appraise).postDataJSON()).toEqual({ id: 'so_202611220007', stars: 5, tags: ['守时'], content: '客户很配合，环境安静。' });

  // Back on the detail, which reloads: the review is there and no step is left.
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=so_202611220007$/);
  await expect(page.getByRole('region', { name: '我对客户的评价' })).toBeVisible();
  await expect(actionBar(page)).toHaveCount(0);
});
