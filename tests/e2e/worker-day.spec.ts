// The start of a worker's day through the real sign-in: sign in, go online on Home, open the offer
// waiting there and accept it. (orders-journey.spec.ts carries the order on to the review;
// home-journey.spec.ts opens a message.)
import { expect, prefer, test, signInWithPassword } from './support';

test('a worker signs in, goes online, opens the offer on Home and accepts it', async ({ page }) => {
  // The quiet-day example starts the worker offline.
  await prefer(page, '/v1/worker/homeSummary', 'example=quietDay');
  await page.goto('/');
  await signInWithPassword(page);
  await expect(page).toHaveURL(/#\/pages\/index\/index$/);

  const online = page.getByRole('region', { name: '接单状态' });
  const goOnline = page.waitForRequest((r) => r.url().includes('/v1/worker/setOnlineState'));
  await online.getByText('接单中').click();
  expect((await goOnline).postDataJSON()).toEqual({ state: 'accepting' });

  await page.getByRole('region', { name: '待接订单' }).getByRole('link', { name: /全身精油SPA 90分钟/ }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/receive\?id=so_202611220007$/);
  await expect(page.getByRole('timer', { name: '剩余接单时间' })).toBeVisible();
  const accepted = page.waitForResponse((r) => r.url().includes('/v1/order/accept') && r.ok());
  await page.getByRole('button', { name: '接单', exact: true }).click();
  await accepted;
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=so_202611220007$/);
});
