// The account's rewards against the development mock, at 360 px: the balance and the points reached
// from Mine; a coupon received in the centre (a double tap sends one request to the mock) is in my
// coupons and cannot be received again; the salesman page shares through the native bridge, or
// copies its link without one; an invite link's code is sent once after launch and cleared.
import type { Request } from '@playwright/test';
import { expect as baseExpect, expectAccessible, holdBack, signedIn, test } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 360, height: 780 } });

const isCall = (name: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === `/router/${name}`;

test('Mine leads to the balance with its changes and to the points with their rule', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/index/mys');
  const menu = page.getByRole('navigation', { name: '商城余额与优惠' });
  await menu.getByRole('link', { name: '商城余额' }).click();
  await expect(page.getByRole('heading', { name: '商城余额', level: 1 })).toBeVisible();
  await expect(page.locator('.rewards-summary__figure')).toHaveText('¥128.00');
  const changes = page.getByRole('list', { name: '商城余额明细列表' }).getByRole('listitem');
  await expect(changes).toHaveCount(3);
  await expect(changes.first()).toContainText('-¥68.00');
  await expectAccessible(page);

  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('navigation', { name: '商城余额与优惠' }).getByRole('link', { name: '我的积分' }).click();
  await expect(page.getByRole('heading', { name: '我的积分', level: 1 })).toBeVisible();
  await expect(page.locator('.rewards-summary__figure')).toHaveText('1260');
  await expect(page.getByText('每单最多抵扣商品金额的 20%')).toBeVisible();
  await expect(page.getByRole('list', { name: '积分明细列表' }).getByRole('listitem')).toHaveCount(4);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a coupon received in the centre is in my coupons; a double tap sends one request and it cannot be received again', async ({ page }) => {
  await signedIn(page);
  const receives: Request[] = [];
  page.on('request', (request) => {
    if (isCall('client/coupon.receive')(request)) receives.push(request);
  });
  await page.goto('/#/pages/user/coupon/center');
  const coupon = page.getByRole('article', { name: '满300减40元' });
  const take = coupon.getByRole('button', { name: '立即领取 满300减40元' });
  await expect(take).toBeEnabled();
  await expectAccessible(page);
  // The answer is held while the worker taps again: the button stays locked, nothing more is sent.
  const release = await holdBack(page, (url) => url.pathname === '/router/client/coupon.receive');
  await take.dblclick();
  await take.click({ force: true }).catch(() => undefined);
  await expect.poll(() => receives.length).toBe(1);
  await expect(take).toBeDisabled();
  release();
  await expect(coupon).toContainText('已领取');
  await expect(coupon.getByRole('button')).toHaveCount(0);
  expect(receives).toHaveLength(1);
  expect(receives[0]!.postDataJSON()).toEqual({ coupon_id: 'cp_2003' });
  expect(receives[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

  await page.getByRole('link', { name: /我的优惠券/ }).click();
  const unused = page.getByRole('list', { name: '未使用优惠券列表' });
  await expect(unused.getByRole('article', { name: '满300减40元' })).toContainText('¥40.00');
  await expect(unused.getByRole('article')).toHaveCount(3);

  // The centre, asked again, still says received (the mock remembers the session's coupon).
  await page.goto('/#/pages/user/coupon/center');
  await expect(page.getByRole('article', { name: '满300减40元' })).toContainText('已领取');
  expect(receives).toHaveLength(1);
});

test('the salesman page shares through the native bridge with its card', async ({ page }) => {
  await signedIn(page);
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared, WorkerNative: { share: (data: unknown) => void shared.push(data) } });
  });
  await page.goto('/#/pages/index/mys');
  await page.getByRole('navigation', { name: '商城余额与优惠' }).getByRole('link', { name: '推广中心' }).click();
  await expect(page.getByRole('heading', { name: '推广中心', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '李秀梅' })).toBeVisible();
  await expect(page.getByText('¥486.50')).toBeVisible();
  await page.getByRole('button', { name: '分享推广页' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)).toEqual([
    {
      title: '李秀梅邀请你加入上门按摩技师平台',
      url: 'https://h5.example-massage.cn/#/pages/index/index?inviteCode=LXM8K2',
      image: expect.stringContaining('salesman-poster'),
    },
  ]);
});

test('without a bridge the salesman page copies its link and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedIn(page);
  // No native bridge and no Web Share API, as in a plain mobile browser.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  await page.goto('/#/pages/salesman/index');
  await page.getByRole('button', { name: '分享推广页' }).click();
  await expect(page.getByText('链接已复制，可粘贴发送给好友')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://h5.example-massage.cn/#/pages/index/index?inviteCode=LXM8K2');
  await page.getByRole('button', { name: '复制推广码' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('LXM8K2');
  await expect(page.getByText('链接已复制，可粘贴发送给好友')).toBeHidden();
});

test('an invite link keeps its code, sends it once after launch and clears it', async ({ page }) => {
  const locking = page.waitForRequest(isCall('client/salesman.pub_addUserLocking'));
  await page.goto('/?scene=1_LXM8K2#/pages/login/login');
  expect((await locking).postDataJSON()).toEqual({ invite_code: 'LXM8K2' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('worker_invite_code'))).toBeNull();
  await expect(page.getByRole('heading', { name: '技师工作台' })).toBeVisible();
});

test('my invite code, reached from the salesman page, copies', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedIn(page);
  await page.goto('/#/pages/salesman/index');
  await page.getByRole('link', { name: /查看我的邀请码/ }).click();
  await expect(page.getByRole('heading', { name: '我的邀请码', level: 1 })).toBeVisible();
  await expect(page.locator('.rewards-code')).toHaveText('LXM8K2');
  await page.getByRole('button', { name: '复制邀请码' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('LXM8K2');
  await expect(page.getByText('已复制')).toBeHidden();
});
