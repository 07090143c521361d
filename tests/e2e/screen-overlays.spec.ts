// What a screen shows over itself (dialogs, sheets, image viewers) goes with the screen (issue #19:
// the location explanation opened by 出发 stayed on top after Back, over the Orders tab and beyond).
import type { Page } from '@playwright/test';
import { confirmStep, expect as baseExpect, signedIn, test } from './support';

// Generous waits: these journeys run beside other builds on a small machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.use({ geolocation: { latitude: 31.1925, longitude: 121.4325 }, permissions: ['geolocation'] });

/** Nothing of an overlay is left: no dialog, no mask, no popup body. */
async function expectNoOverlay(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.adm-mask, .adm-center-popup-wrap, .adm-popup-body')).toHaveCount(0);
}

test('the location explanation opened by 出发 closes when the worker goes Back, and stays gone on the next page', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/index/category?tab=active');
  await page.getByRole('link', { name: /肩颈推拿.*陈先生/ }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=so_202611220005$/);

  await page.getByRole('group', { name: '订单操作' }).getByRole('button', { name: '出发' }).click();
  await confirmStep(page, '确认出发？');
  await expect(page.getByRole('dialog', { name: '需要获取位置' })).toContainText('用于显示您的当前位置');

  // The phone's Back (the dialog's mask covers the page's own back button).
  await page.goBack();
  await expect(page.getByRole('heading', { name: '订单', level: 1, exact: true })).toBeVisible();
  await expectNoOverlay(page);
  await expect(page.getByRole('tab', { name: /进行中/ })).toBeVisible();

  // The next page opens with nothing over it, and its buttons take taps.
  await page.getByRole('link', { name: /全身精油SPA.*赵女士/ }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=so_202611220002$/);
  await expect(page.getByRole('heading', { name: '订单详情', level: 1 })).toBeVisible();
  await expectNoOverlay(page);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByRole('heading', { name: '订单', level: 1, exact: true })).toBeVisible();
});

test('the decline sheet of an offer goes with the offer on Back', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/index/category');
  await page.getByRole('link', { name: /全身精油SPA 90分钟.*王女士/ }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/receive\?id=so_202611220007$/);
  await page.getByRole('button', { name: '拒绝', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '拒绝原因' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: '订单', level: 1, exact: true })).toBeVisible();
  await expectNoOverlay(page);
});
