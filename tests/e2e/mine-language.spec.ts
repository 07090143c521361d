// Mine: the worker's header and wallet, the language switch that persists, and signing out.
import { expect as baseExpect, signedIn, test } from './support';

// Generous waits: these journeys run beside other builds on a small machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test('Mine shows the worker and the wallet; switching to English shows Mine in English, also after a restart', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/index/mys');
  await expect(page.getByRole('heading', { name: '李师傅' })).toBeVisible();
  await expect(page.getByText('已实名')).toBeVisible();
  await expect(page.getByRole('region', { name: '我的钱包' })).toContainText('3,645.80');

  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mine', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My wallet' })).toContainText('Withdrawable income');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Mine');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The choice persists: after a restart the app starts in English.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Mine');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('worker_language'))).toBe('en');
});

test('after a restart in English, the Mine screen itself is in English', async ({ page }) => {
  await signedIn(page);
  await page.addInitScript(() => localStorage.setItem('worker_language', 'en'));
  await page.goto('/#/pages/index/mys');
  await expect(page.getByRole('heading', { name: 'Mine', level: 1 })).toBeVisible();
  await expect(page.getByText('Verified')).toBeVisible();
});

test('signing out from Mine drops the token and opens login', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/index/mys');
  await expect(page.getByRole('heading', { name: '李师傅' })).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('uni_id_token'))).toBeNull();
});
