import { expect, expectAccessible, prefer, test } from './support';

test('a worker signs in with an SMS code: the send button counts down, then Home opens', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByLabel('手机号').fill('138 1234 5678');
  await page.getByRole('button', { name: '获取验证码' }).click();
  // The contract's default answer: resendAfter 60.
  await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await expect(page.getByText('验证码已发送')).toBeHidden();
  await expectAccessible(page);
  await page.getByLabel('验证码').fill('246810');
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page).toHaveURL(/#\/pages\/index\/index$/);
  await expect(page.getByRole('heading', { name: '工作台' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('uni_id_token'))).toBeTruthy();
});

test('a number without a worker account (10001) gets the "apply to join" dialog and keeps what was typed', async ({ page }) => {
  await prefer(page, '/v1/login/login', 'code=400, example=noWorkerAccount');
  await page.goto('/#/pages/login/login');
  await page.getByLabel('手机号').fill('139 1234 2046');
  await page.getByLabel('密码').fill('abc_123456');
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '登录' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('该手机号尚未注册技师账号，请先申请入驻')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '申请入驻' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '该手机号尚未注册技师账号，请先申请入驻' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('手机号')).toHaveValue('139 1234 2046');
  await expect(page).toHaveURL(/#\/pages\/login\/login$/);
});

test('a worker who forgot the password sets a new one and is back on sign-in with the number filled in', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
  await page.getByLabel('手机号').fill('13812345678');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  await page.getByLabel('验证码').fill('864209');
  await page.getByLabel('新密码').fill('Lxm_2026a');
  await page.getByLabel('确认密码').fill('Lxm_2026a');
  await page.getByRole('button', { name: '重置密码' }).click();

  const toast = page.getByText('密码已重置，请使用新密码登录');
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/login\/login$/);
  await expect(page.getByLabel('手机号')).toHaveValue('13812345678');
  await expect(toast).toBeHidden();
});

test('a new worker registers and starts signed in', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await page.getByRole('link', { name: '注册账号' }).click();
  await expect(page.getByRole('heading', { name: '注册技师账号' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('手机号').fill('15967123046');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码').fill('135790');
  await page.getByLabel(/^密码/).fill('zhao_2026');
  await page.getByLabel('确认密码').fill('zhao_2026');
  await page.getByLabel('邀请码（选填）').fill('lxm8k2');
  await page.getByText('我已阅读并同意').click();
  const registered = page.waitForRequest((r) => r.url().includes('/v1/login/register'));
  await page.getByRole('button', { name: '注册', exact: true }).click();
  expect((await registered).postDataJSON()).toEqual({
    mobile: '15967123046',
    code: '135790',
    password: 'zhao_2026',
    agreed: true,
    inviteCode: 'LXM8K2',
  });

  // The new worker is onboarding (status 3): the apply process page opens.
  await expect(page).toHaveURL(/#\/pages\/apply\/process$/);
  await expect(page.getByRole('heading', { name: '入驻申请' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('uni_id_token'))).toBeTruthy();
});

test('the privacy policy opens from the sign-in consent and the back button returns', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await page.getByRole('link', { name: '《隐私政策》' }).click();
  await expect(page).toHaveURL(/agreement\?type=privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  // Prism answers the default example whatever the type; the text is shown as sanitised HTML.
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.locator('.agreement__content h3').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/login$/);
  await expect(page.getByRole('heading', { name: '技师工作台' })).toBeVisible();
});
