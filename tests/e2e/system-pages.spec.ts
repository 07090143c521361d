import { expect, expectAccessible, prefer, signedIn, test } from './support';

test('the web-view refuses a javascript: link with a message and frames nothing', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.goto(`/#/pages/web-view/web-view?url=${encodeURIComponent('javascript:alert(document.domain)')}`);
  await expect(page.getByRole('alert')).toContainText('无法打开此链接');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('the web-view without a url says so', async ({ page }) => {
  await page.goto('/#/pages/web-view/web-view');
  await expect(page.getByRole('alert')).toContainText('url不能为空！');
});

test("the web-view on a dead network (the phone says online) says so in words with 重试, not Chromium's wordless error page", async ({ page }) => {
  const PAGE = 'https://m.example-massage.cn/activity/1126';
  let dead = true;
  // The framed page's host: nothing gets through while the network is dead (Chromium then shows its
  // error page in the frame and fires its load); then the page.
  await page.route(PAGE, (route) =>
    dead
      ? route.abort('internetdisconnected')
      : route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>双十二活动</title><section aria-label="活动详情"><h1>双十二活动</h1></section></html>' }),
  );
  // The app's own server, which the page asks beside the frame (a HEAD to its root): the same dead network.
  await page.route(
    (url) => url.pathname === '/',
    (route) => (dead && route.request().method() === 'HEAD' ? route.abort('internetdisconnected') : route.fallback()),
  );
  await page.goto(`/#/pages/web-view/web-view?url=${encodeURIComponent(PAGE)}&title=${encodeURIComponent('双十二活动')}`);
  await expect(page.getByRole('alert')).toContainText('网络不通，网页无法打开');
  await expect(page.locator('iframe')).toHaveCount(0);

  dead = false;
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.frameLocator('iframe[title="双十二活动"]').getByRole('heading', { name: '双十二活动' })).toBeVisible();
  // The check passed the build's Content-Security-Policy: nothing covers the page.
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the maintenance page shows why and until when the platform is down', async ({ page }) => {
  await prefer(page, '/v1/system/maintenance', 'example=inMaintenance');
  await page.goto('/#/pages/maintenance/index');
  await expect(page.getByRole('heading', { name: '系统升级维护中' })).toBeVisible();
  await expect(page.getByText(/平台正在进行系统升级/)).toBeVisible();
  await expect(page.getByText('预计恢复时间：2026/11/23 06:00')).toBeVisible();
  await page.getByRole('button', { name: '重新检查' }).click();
  const toast = page.getByText('仍在维护中，请稍后再试');
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/maintenance\/index$/);
  await expect(toast).toBeHidden();
});

test('a forced update offers only "update now"', async ({ page }) => {
  await prefer(page, '/v1/system/appVersion', 'example=forcedUpdate');
  await page.goto('/#/pages/update/index');
  await expect(page.getByRole('heading', { name: '发现新版本 1.1.0' })).toBeVisible();
  await expect(page.getByRole('link', { name: '立即更新' })).toHaveAttribute('href', /worker-1\.1\.0-130\.apk$/);
  await expect(page.getByRole('button', { name: '稍后再说' })).toHaveCount(0);
});

test('an up-to-date app says so', async ({ page }) => {
  await page.goto('/#/pages/update/index');
  await expect(page.getByRole('heading', { name: '已是最新版本' })).toBeVisible();
  await expect(page.getByText('当前版本 1.0.15')).toBeVisible();
});

test('an optional update can be put off: "later" goes back', async ({ page }) => {
  await signedIn(page);
  await prefer(page, '/v1/system/appVersion', 'example=optionalUpdate');
  await page.goto('/#/pages/update/index');
  await expect(page.getByRole('heading', { name: '发现新版本 1.0.16' })).toBeVisible();
  await expect(page.getByText('32415872')).toHaveCount(0);
  await expect(page.getByText('30.9 MB')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '稍后再说' }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/index$/);
});

test('notices are public pages: the list and a notice open without a session; a message needs one', async ({ page }) => {
  await page.goto('/#/pages/notice/list');
  await page.getByRole('list').getByRole('button').first().click();
  await expect(page).toHaveURL(/#\/pages\/notice\/detail\?type=notice&id=.+/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page).not.toHaveURL(/login/);
  await page.goto('/#/pages/notice/detail?id=msg_88120431');
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=/);
});
