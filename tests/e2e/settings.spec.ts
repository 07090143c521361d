// Settings, against the development mock at 360 px: the language switch the whole app follows (and
// keeps after a restart), the password form's errors in the language chosen, and the profile saved
// (nickname and a cropped avatar) and shown afterwards, as the backend would; the user centre's
// account shown under the profile.
import { expect as baseExpect, expectAccessible, png, signedIn, test } from './support';

// Generous waits: these journeys run beside other builds on a small machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 800 } });

test.beforeEach(async ({ page }) => {
  await signedIn(page);
});

test('switching the language in settings changes the settings page and the tab bar, and stays after a restart', async ({ page }) => {
  await page.goto('/#/pages/user/setting/index');
  await expect(page.getByRole('heading', { name: '设置', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '账号与安全' })).toBeVisible();
  await expect(page.getByText('关联微信只能在技师工作台 App 中进行')).toBeVisible();

  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account security' })).toContainText('Change login password');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The tab bar follows: back to Mine.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Mine');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Orders');

  // A restart keeps it.
  await page.goto('/#/pages/user/setting/index');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Linking WeChat is only available in the Workbench app')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('worker_language'))).toBe('en');
});

test('the password form says what is wrong in the language chosen, keeps the input, then changes the password', async ({ page }) => {
  await page.goto('/#/pages/user/setting/index');
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('link', { name: /Change login password/ }).click();
  await expect(page.getByRole('heading', { name: 'Change login password', level: 1 })).toBeVisible();

  const current = page.getByLabel('Current password');
  const next = page.getByLabel(/^New password/);
  const confirm = page.getByLabel('Confirm new password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Enter your current password', { exact: true }).last()).toBeVisible();

  await current.fill('abc');
  await next.fill('Lxm@2026pw');
  await confirm.fill('Lxm@2026px');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '6-18 letters, digits, _ or @' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The two passwords do not match' })).toBeVisible();
  await expect(current).toHaveValue('abc');
  await expectAccessible(page);

  // The server refuses a wrong current password: the dialog says so, and nothing typed is lost.
  await page.route('**/v1/worker/updatePwd', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=400, example=wrongOldPassword' } }),
  );
  await current.fill('abc_654321');
  await confirm.fill('Lxm@2026pw');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toContainText('原密码错误');
  await page.getByRole('dialog').getByRole('button').click();
  await expect(current).toHaveValue('abc_654321');
  await expect(next).toHaveValue('Lxm@2026pw');

  await page.unroute('**/v1/worker/updatePwd');
  await current.fill('abc_123456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('a saved nickname and a cropped avatar show on the profile and on Mine afterwards', async ({ page }) => {
  await page.goto('/#/pages/user/setting/index');
  await page.getByRole('link', { name: /个人信息/ }).click();
  await expect(page.getByRole('heading', { name: '个人信息', level: 1 })).toBeVisible();
  const nickname = page.getByLabel('昵称');
  await expect(nickname).toHaveValue('李师傅');
  // The user centre's account held for the session, under the form (issue 30).
  const account = page.getByRole('region', { name: '用户中心账号' });
  await expect(account).toContainText('积分1260');
  await expect(account).toContainText('会员开通时间2025/06/01');
  await expectAccessible(page);

  await nickname.fill('');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入昵称' })).toBeVisible();

  await nickname.fill('秀梅师傅');
  await page.getByRole('radio', { name: '保密' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('个人信息已保存')).toBeVisible();

  // The avatar: chosen, cropped, uploaded, saved.
  await page.getByLabel('更换头像').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(640, 480, [200, 120, 90]) });
  await expect(page.getByRole('heading', { name: '裁剪头像', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: '要裁剪的照片' })).toBeVisible();
  await page.getByLabel('缩放').fill('1.5');
  await expectAccessible(page);
  const upload = page.waitForRequest('**/v1/common/uploadToPath');
  const save = page.waitForRequest('**/v1/worker/update');
  await page.getByRole('button', { name: '使用这张头像' }).click();
  await upload;
  // The uploaded picture's URL, as the upload answered it (the mock serves its pictures itself).
  const avatar = ((await save).postDataJSON() as { avatar: string }).avatar;
  expect(avatar).toMatch(/\/worker\/avatar\/.+\.jpg$/);
  await expect(page.getByRole('heading', { name: '个人信息', level: 1 })).toBeVisible();

  // What the mock stored (as the backend would) shows after a restart, here and on Mine.
  await page.reload();
  await expect(page.getByLabel('昵称')).toHaveValue('秀梅师傅');
  await expect(page.getByRole('radio', { name: '保密' })).toBeChecked();
  await expect(page.locator('.profile-avatar img')).toHaveAttribute('src', avatar);
  await page.goto('/#/pages/index/mys');
  await expect(page.getByRole('heading', { name: '秀梅师傅' })).toBeVisible();
});

test('the mobile, payment password and mailbox forms show the spec prompts and pass the accessibility check', async ({ page }) => {
  const forms = [
    { path: '/#/pages/user/setting/update-mobile', title: '修改手机号', submit: '确认修改', prompts: ['请输入新手机号', '请输入短信验证码'] },
    { path: '/#/pages/user/setting/update-payword', title: '支付密码', submit: '确认', prompts: ['请输入原支付密码'] },
    { path: '/#/pages/user/setting/update-email', title: '绑定邮箱', submit: '确认绑定', prompts: ['请输入正确的邮箱', '请输入邮箱验证码'] },
  ];
  for (const form of forms) {
    await page.goto(form.path);
    await expect(page.getByRole('heading', { name: form.title, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: form.submit, exact: true }).click();
    for (const prompt of form.prompts) await expect(page.getByRole('alert').filter({ hasText: prompt })).toBeVisible();
    await expect(page.getByRole('button', { name: '获取验证码' }).or(page.getByText('忘记支付密码'))).toBeVisible();
    await expectAccessible(page);
  }
});
