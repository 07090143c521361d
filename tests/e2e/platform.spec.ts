import type { Page } from '@playwright/test';
import { appRoutes } from '../../src/app/routes';
import { contractParameters } from '../support/contract';
import { expect, expectAccessible, prefer, signedIn, test, signInWithPassword, holdBack, restartWithCodeHeld, codeSettled } from './support';

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

test('a first load preloads its code from the page in one round: the app always, the signed-in start with a session, the sign-in screen without', async ({ page, browser }) => {
  const preloads = (p: Page) => p.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  await signedIn(page);
  await page.goto('/#/pages/index/index');
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  const signedInPreloads = await preloads(page);
  expect(signedInPreloads.some((href) => /\/assets\/app-[\w-]+\.js$/.test(href))).toBe(true);
  expect(signedInPreloads.some((href) => /\/assets\/daily-[\w-]+\.js$/.test(href))).toBe(true);
  expect(signedInPreloads.some((href) => /\/assets\/shared-[\w-]+\.js$/.test(href))).toBe(true);
  expect(signedInPreloads.some((href) => /\/assets\/login-screen-[\w-]+\.js$/.test(href))).toBe(false);
  // The chunks every start runs nearly all of ask V8 to compile all their functions up front, off
  // the main thread; a screen's chunk does not.
  const firstLine = async (href: string) => (await (await page.request.get(href)).text()).split('\n', 1)[0];
  const entry = await page.locator('script[type="module"][src]').evaluate((s) => (s as HTMLScriptElement).src);
  expect(await firstLine(entry)).toBe('//# allFunctionsCalledOnLoad');
  for (const chunk of ['react', 'app', 'daily', 'shared', 'zod', 'home-tab']) {
    const href = signedInPreloads.find((h) => new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`).test(h));
    expect(href, chunk).toBeDefined();
    expect(await firstLine(href!), chunk).toBe('//# allFunctionsCalledOnLoad');
  }
  // Home remembered its first banner (once the banners are in): the next start fetches it from the
  // page, with the code.
  await expect(page.getByRole('region', { name: '活动推荐' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  const pictures = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  // The development mock serves the contract's CDN pictures from the page's own origin.
  expect(pictures).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/mock-cdn\/banner\/.+\.jpg$/)]);

  const signedOut = await browser.newPage();
  const scripts: string[] = [];
  signedOut.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await signedOut.goto(page.url().replace(/#.*$/, '#/pages/login/login'));
  await expect(signedOut.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const signedOutPreloads = await preloads(signedOut);
  const loginScreen = signedOutPreloads.find((href) => /\/assets\/login-screen-[\w-]+\.js$/.test(href));
  expect(loginScreen).toBeDefined();
  // A screen outside the daily starts: its functions compile as they are first called.
  expect(await firstLine(loginScreen!)).not.toContain('allFunctionsCalledOnLoad');
  expect(signedOutPreloads.some((href) => /\/assets\/app-[\w-]+\.js$/.test(href))).toBe(true);
  expect(scripts.filter((url) => /\/assets\/daily-/.test(url))).toEqual([]);
  await signedOut.close();
});

/**
 * A first load (`load`) alone, the other tabs' code (fetched when the browser is idle) not asked for:
 * every script it runs is one the page preloaded or the entry.
 */
async function expectOnlyPreloadedCode(tab: Page, start: string, load: () => Promise<unknown>) {
  await tab.addInitScript(() => (window.requestIdleCallback = () => 0));
  const scripts: string[] = [];
  // The new document's requests only: the page being left may still run its late work (the launch
  // checks go a second after its screen's answers) until the navigation commits.
  let committed = false;
  tab.on('framenavigated', (frame) => (committed ||= frame === tab.mainFrame()));
  tab.on('request', (r) => committed && r.resourceType() === 'script' && scripts.push(r.url()));
  await load();
  const preloaded = await tab.evaluate(() => [
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
    ...[...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((s) => s.src),
  ]);
  expect(scripts.length, start).toBeGreaterThan(3);
  expect(scripts.filter((url) => !preloaded.includes(url)), start).toEqual([]);
}

test('a first load runs only code the page preloaded: its calls\' schemas arrive with the code, not after the calls start', async ({ page }) => {
  // Every page whose route declares its first calls (src/app/routes.ts), opened with each call's
  // required query parameters as the contract's examples give them.
  const starts = appRoutes.features
    .flatMap((f) => [...(f.tabs ?? []), ...(f.stack ?? []), ...(f.public ?? [])])
    .filter((route) => route.calls)
    .map((route) => {
      const query = new URLSearchParams(route.calls!.flatMap((id) => contractParameters(id).filter((p) => p.required && p.in === 'query').map((p) => [p.name, String(p.example)])));
      return `/#${route.path}${query.size ? `?${query}` : ''}`;
    });
  expect(starts).toContain('/#/pages/order/detail?id=so_202611220005');
  // A cold load a start, each up to a few seconds on a busy CI.
  test.setTimeout(starts.length * 10_000);
  // Home's offers seen once before, as on a daily start: an offer new to the phone rings, and the
  // ring's code (the sound, the service check) loads then, as an alert and not the screen's code.
  const before = await page.context().newPage();
  await signedIn(before);
  await before.goto('/#/pages/index/index', { waitUntil: 'networkidle' });
  await expect.poll(() => before.evaluate(() => (JSON.parse(localStorage.getItem('worker_offers_seen') ?? '[]') as string[]).length)).toBeGreaterThan(0);
  await before.close();
  for (const start of starts) {
    const tab = await page.context().newPage();
    await signedIn(tab);
    await expectOnlyPreloadedCode(tab, start, () => tab.goto(start, { waitUntil: 'networkidle' }));
    await tab.close();
  }
});

for (const start of ['/#/pages/user/wallet/list', '/#/pages/user/wallet/log', '/#/pages/user/settle/index', '/#/pages/user/study/index', '/#/pages/user/setting/index', '/#/pages/user/settle/bill?id=sb_20261109']) {
  test(`${start}, a page that declares no calls: its code comes from the page's preloads in one round, and on the next start its calls' schemas with it`, async ({ page }) => {
    await signedIn(page);
    // The first start: the queries it makes are remembered for its URL once the page is idle.
    await page.goto(start, { waitUntil: 'networkidle' });
    await page.waitForFunction((hash) => (JSON.parse(localStorage.getItem('cache:first_calls') ?? '{}') as Record<string, unknown>)[hash] !== undefined, start.slice(1));
    await expectOnlyPreloadedCode(page, start, () => page.reload({ waitUntil: 'networkidle' }));
  });
}

test('a form screen shows its form from the first round of code: the renderer and its definition are preloaded with the screen, on the next start its calls\' schemas too', async ({ page }) => {
  // Every page whose route names the JSON-schema forms it shows (src/app/routes.ts).
  const starts = appRoutes.features
    .flatMap((f) => [...(f.tabs ?? []), ...(f.stack ?? []), ...(f.public ?? [])])
    .filter((route) => route.forms?.length)
    .map((route) => `/#${route.path}${route.path.endsWith('/contract-form') ? '?id=ct_2001' : ''}`);
  expect(starts).toContain('/#/pages/user/setting/update-password');
  // Two cold loads a start.
  test.setTimeout(starts.length * 20_000);
  for (const start of starts) {
    const tab = await page.context().newPage();
    await signedIn(tab);
    // The first start remembers its calls (if it makes any) once the browser is idle after the load,
    // and the next start preloads their schemas with the code. An idle callback asked for after the
    // load runs after the app's.
    await tab.goto(start, { waitUntil: 'networkidle' });
    await tab.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expectOnlyPreloadedCode(tab, start, async () => {
      await tab.reload();
      // The form itself, with the idle callback that would have fetched it never called.
      await expect(tab.locator('form .schema-form__submit, form button[type="submit"]').first(), start).toBeVisible();
      await tab.waitForLoadState('networkidle');
    });
    await tab.close();
  }
});

test('the location chooser shows its map from the first round of code: Leaflet is preloaded with the screen', async ({ page }) => {
  const start = '/#/pages/location/choose?key=preload&lat=31.18834&lng=121.43687';
  await signedIn(page);
  await expectOnlyPreloadedCode(page, start, async () => {
    await page.goto(start);
    // The map itself, with the idle callback never called.
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
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

test("a start makes its screen's first calls before its code has arrived, and the screen uses their answers: each call made once", async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/index/index');
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  // Home's queries are remembered once the page is idle.
  const remembered = () => page.evaluate(() => (JSON.parse(localStorage.getItem('cache:first_calls') ?? '{}') as Record<string, unknown[]>)['#/pages/index/index']?.length ?? 0);
  await expect.poll(remembered).toBeGreaterThanOrEqual(4);

  // The next start, with all of the code held back: the page makes the calls, not the app.
  const isSummary = (url: string) => new URL(url).pathname === '/v1/worker/homeSummary';
  const summaryCalls: string[] = [];
  page.on('request', (r) => isSummary(r.url()) && summaryCalls.push(r.headers().authorization ?? ''));
  await restartWithCodeHeld(page, () => page.waitForResponse((r) => isSummary(r.url())));
  const token = await page.evaluate(() => localStorage.getItem('uni_id_token'));
  expect(summaryCalls).toEqual([`Bearer ${token}`]);
});
