import { expect, expectAccessible, test, signInWithPassword } from './support';

test('a worker opens the app, signs in with the example account and lands on Home with the contract data', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '技师工作台' })).toBeVisible();
  await expectAccessible(page);

  await signInWithPassword(page);

  await expect(page).toHaveURL(/#\/pages\/index\/index$/);
  await expect(page.getByRole('heading', { name: '工作台' })).toBeVisible();
  // Figures from the contract's default example of getWorkerHomeSummary.
  await expect(page.getByRole('heading', { name: '今日' })).toBeVisible();
  await expect(page.getByText('接单中')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('uni_id_token'))).toBeTruthy();
});

test('signing in without agreeing to the terms says so and sends nothing', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/v1/login/login')) loginCalls += 1;
  });
  await page.goto('/#/pages/login/login');
  await page.getByLabel('手机号').fill('13812345678');
  await page.getByLabel('密码').fill('abc_123456');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请先阅读并同意服务协议和隐私政策')).toBeVisible();
  expect(loginCalls).toBe(0);
});

test('an unknown page shows the 404 page naming the path', async ({ page }) => {
  await page.goto('/#/pages/nowhere/at-all');
  await expect(page).toHaveURL(/\/pages\/error\/404\/404$/);
  await expect(page.getByText('页面 /pages/nowhere/at-all 不存在')).toBeVisible();
});

test('an error that goes as the worker leaves the field does not move the agreement from under the finger', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/#/pages/login/login');
  const mobile = page.getByLabel('手机号');
  await mobile.fill('138');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await mobile.fill('138 1234 5678');
  const agreement = page.getByText('我已阅读并同意');
  const before = (await agreement.boundingBox())!.y;
  // Leaving the field (the tap on the agreement starts with it) takes the error away.
  await mobile.blur();
  await expect(page.getByText('请输入正确的手机号')).toHaveCount(0);
  expect((await agreement.boundingBox())!.y).toBe(before);
});
