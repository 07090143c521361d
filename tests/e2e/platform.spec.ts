import type { Page } from '@playwright/test';
import { expect, expectAccessible, prefer, signedIn, test, signInWithPassword, holdBack, codeSettled } from './support';

test('a deep link to a protected page goes to login, and signing in returns to that page', async ({ page }) => {
  await page.goto('/#/pages/order/detail?id=so_202611220005');
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=/);
  await signInWithPassword(page);
  await expect(page).toHaveURL(/#\/pages\/order\/detail\?id=so_202611220005$/);
});

test('a 401 from the server ends the session: login opens with the change flag, token and cached data gone', async ({ page }) => {
  await signedIn(page);
  await page.addInitScript(() => localStorage.setItem('cache:personal-sample', '{"name":"李秀梅"}'));
  await prefer(page, '/v1/worker/homeSummary', 'code=401');
  await page.goto('/#/pages/index/index');
  await expect(page).toHaveURL(/#\/pages\/login\/login\?changed=1$/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const left = await page.evaluate(() => ({
    token: localStorage.getItem('uni_id_token'),
    expiry: localStorage.getItem('uni_id_token_expired'),
    cached: Object.keys(localStorage).filter((k) => k.startsWith('cache:')),
  }));
  expect(left).toEqual({ token: null, expiry: null, cached: [] });
});

test('a 404 from the server opens the maintenance page', async ({ page }) => {
  await signedIn(page);
  await prefer(page, '/v1/worker/homeSummary', 'code=404');
  await page.goto('/#/pages/index/index');
  await expect(page).toHaveURL(/#\/pages\/maintenance\/index$/);
});

test('a first load preloads the code every start runs: React and the app, with the entry; V8 compiles the chunks every signed-in start runs as they arrive', async ({ page, browser }) => {
  const preloads = (p: Page) => p.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  const scripts: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
  await signedIn(page);
  await page.goto('/#/pages/index/index');
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  const linked = await preloads(page);
  expect(linked.some((href) => /\/assets\/react-[\w-]+\.js$/.test(href))).toBe(true);
  expect(linked.some((href) => /\/assets\/app-[\w-]+\.js$/.test(href))).toBe(true);
  // Nothing of a page: the router fetches the screen in the URL, and the page has no inline script.
  expect(linked.filter((href) => /\/assets\/(daily|home-tab|login-screen)-/.test(href))).toEqual([]);
  expect(await page.locator('script:not([src])').count()).toBe(0);
  const firstLine = async (href: string) => (await (await page.request.get(href)).text()).split('\n', 1)[0];
  const entry = await page.locator('script[type="module"][src]').evaluate((s) => (s as HTMLScriptElement).src);
  expect(await firstLine(entry)).toBe('//# allFunctionsCalledOnLoad');
  for (const chunk of ['react', 'app', 'daily', 'shared', 'zod', 'home-tab']) {
    const href = scripts.find((h) => new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`).test(h));
    expect(href, chunk).toBeDefined();
    expect(await firstLine(href!), chunk).toBe('//# allFunctionsCalledOnLoad');
  }

  const signedOut = await browser.newPage();
  const signedOutScripts: string[] = [];
  signedOut.on('request', (r) => r.resourceType() === 'script' && signedOutScripts.push(r.url()));
  await signedOut.goto(page.url().replace(/#.*$/, '#/pages/login/login'));
  await expect(signedOut.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const loginScreen = signedOutScripts.find((href) => /\/assets\/login-screen-[\w-]+\.js$/.test(href));
  expect(loginScreen).toBeDefined();
  // A screen outside the daily starts: its functions compile as they are first called.
  expect(await firstLine(loginScreen!)).not.toContain('allFunctionsCalledOnLoad');
  expect(signedOutScripts.filter((url) => /\/assets\/daily-/.test(url))).toEqual([]);
  await signedOut.close();
});

test("once the first screen is up the other tabs' code arrives while the browser is idle: a tab then opens with the network gone", async ({ page }) => {
  await signedIn(page);
  // Its chunk, then the few chunks it shares with the pages outside the tabs (its hooks, the calls'
  // modules): all fetched while the browser is idle; offline only once every one has arrived.
  const settled = codeSettled(page);
  const code = page.waitForResponse(/\/assets\/messages-tab-[\w-]+\.js$/);
  await page.goto('/#/pages/index/index');
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  await code;
  await settled();

  await page.context().setOffline(true);
  await page.getByRole('navigation', { name: '主导航' }).getByText('消息').click();
  await expect(page).toHaveURL(/#\/pages\/index\/message$/);
  await expect(page.getByRole('heading', { name: '消息', level: 1 })).toBeVisible();
});

test("when the app's code does not arrive, the worker gets a message and a retry that opens the app", async ({ page }) => {
  await signedIn(page);
  const appChunk = /\/assets\/app-[\w-]+\.js$/;
  await page.route(appChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/#/pages/index/index');
  await expect(page.getByRole('alert')).toHaveAccessibleName('没能打开工作台');
  await expectAccessible(page);

  await page.unroute(appChunk);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
});

test('while the code loads the page shows the logo, not a white screen; the first screen replaces it', async ({ page }) => {
  await signedIn(page);
  const appChunk = /\/assets\/app-[\w-]+\.js$/;
  const release = await holdBack(page, appChunk);
  await page.goto('/#/pages/index/index', { waitUntil: 'domcontentloaded' });
  const splash = page.locator('.app-splash svg');
  await expect(splash).toBeVisible();
  // Decorative: screen readers are not told about it.
  await expect(page.locator('.app-splash')).toHaveAttribute('aria-hidden', 'true');

  release();
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  await expect(page.locator('.app-splash')).toHaveCount(0);
});

test('the logo stays until the first screen replaces it: no white page while the screen\'s own code loads', async ({ page }) => {
  await signedIn(page);
  const homeCode = /\/assets\/home-tab-[\w-]+\.js$/;
  const release = await holdBack(page, homeCode);
  // The app has run: the tab bar's calls are answered while Home's code is held.
  const shellCall = page.waitForResponse(/\/v1\/order\/counts$/);
  await page.goto('/#/pages/index/index', { waitUntil: 'domcontentloaded' });
  await shellCall;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  await expect(page.locator('#root > .app-splash svg')).toBeVisible();

  release();
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  await expect(page.locator('.app-splash')).toHaveCount(0);
});
