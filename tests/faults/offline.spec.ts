// Offline (issue #27): after one online start (the service worker has the code), the network is cut
// and every signed-in screen of the route table is opened: each shows what it has or says it is
// offline and what will happen, with a way on; none is blank, a skeleton that never ends, a crash,
// or raw developer text. Then a step taken offline goes once when the network returns.
import { expect, test } from '@playwright/test';
import { record } from './figures';
import { signedInScreens } from './screens';
import { signedIn } from './session';
import { judgeScreen, watch } from './watch';

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 780 } });
test.describe.configure({ timeout: 240_000 });

const RAW = /Failed to fetch|dynamically imported module|Loading chunk|TypeError|undefined|NaN/;

test('offline, every signed-in screen shows its content or says it is offline, with a way on', async ({ page, context }, testInfo) => {
  const watched = await watch(page);
  await signedIn(page);
  await page.addInitScript(() => {
    // Not in the web-view page's sandboxed frame, which may not read storage.
    if (window.top === window && location.protocol === 'http:') localStorage.setItem('worker_permission_explained_location', '1');
  });
  await page.goto('/#/pages/index/index');
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 90_000, polling: 250 });

  await context.setOffline(true);
  const screens = signedInScreens();
  const white: string[] = [];
  const crashes: string[] = [];
  const raw: string[] = [];
  for (const screen of screens) {
    await page.evaluate((hash) => (location.hash = hash.slice(2)), screen.hash);
    // What a screen shows offline comes at once: its cached answers, or the offline state.
    await page.waitForTimeout(1_200);
    const verdict = await judgeScreen(page);
    if (verdict.white) white.push(`${screen.name}: ${verdict.white}`);
    if (verdict.crash) crashes.push(screen.name);
    const text = await page.locator('#root').innerText();
    if (RAW.test(text)) raw.push(`${screen.name}: ${text.match(RAW)?.[0]}`);
  }
  await context.setOffline(false);

  const notes = [...white.map((w) => `white: ${w}`), ...crashes.map((c) => `crash: ${c}`), ...raw.map((r) => `raw text: ${r}`)];
  await record(testInfo, { screens: screens.length, whiteScreens: white.length + raw.length, crashes: crashes.length, uncaught: watched.uncaught.length }, notes);
  expect(notes, notes.join('\n')).toEqual([]);
  expect(watched.uncaught).toEqual([]);
});

test('a step taken offline goes once, with its key, when the network returns', async ({ page, context }, testInfo) => {
  const watched = await watch(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 31.19, longitude: 121.43, accuracy: 20 });
  await signedIn(page);
  await page.addInitScript(() => {
    // Not in the web-view page's sandboxed frame, which may not read storage.
    if (window.top === window && location.protocol === 'http:') localStorage.setItem('worker_permission_explained_location', '1');
  });
  const keys: string[] = [];
  context.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/order/depart' && keys.push(r.headers()['idempotency-key'] ?? '(none)'));
  await page.goto('/#/pages/order/detail?id=so_202611220005');
  const actions = page.getByRole('group', { name: '订单操作' });
  await expect(actions.getByRole('button')).toHaveText(['出发'], { timeout: 20_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 90_000, polling: 250 });

  await context.setOffline(true);
  // A hurried worker taps twice.
  await actions.getByRole('button', { name: '出发' }).dblclick();
  // The guard asks once; confirmed with a double tap too.
  await page.getByRole('dialog', { name: '确认出发？' }).getByRole('button', { name: '确定' }).dblclick();
  await expect(page.getByRole('region', { name: '待同步' })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(keys).toEqual([]);
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: '待同步' })).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(1_000);
  const dup = Math.max(0, keys.length - 1) + (keys.some((k) => !/^[\w-]{16,64}$/.test(k)) ? 1 : 0);
  await record(testInfo, { mutations: 1, duplicateMutations: dup, uncaught: watched.uncaught.length }, dup ? [`keys ${keys.join(', ')}`] : []);
  expect(keys).toHaveLength(1);
});
