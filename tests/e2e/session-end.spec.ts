// Ending the session (signing out, a 401) ends what the app asks for the worker: after the
// sign-out call itself, or the call answered 401, nothing goes out for them (issue #19: the tab
// badges' counts, and Mine's calls, went out once more without the token and earned a 401).
import { publicCallPaths } from '../../generated/public-calls';
import { expect as baseExpect, prefer, signedIn, test } from './support';

// Generous waits: these journeys run beside other builds on a small machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const isApiCall = (url: string) => /^\/(v1|router)\//.test(new URL(url).pathname);

test('after Sign out only the sign-out call goes to the server, and login opens', async ({ page }) => {
  await signedIn(page);
  // The user centre's user, fetched once a start's first screen is up and its answers are in
  // (src/app/app.tsx): a call of the session, which may come after a moment of quiet on the network.
  const heldUser = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/user-center/getUserInfo');
  await page.goto('/#/pages/index/mys');
  await expect(page.getByRole('heading', { name: '李师傅' })).toBeVisible();
  // The tab badges' calls and the user centre's have answered: what follows is the sign-out's doing.
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await heldUser;
  await page.waitForLoadState('networkidle');

  const calls: string[] = [];
  page.on('request', (request) => {
    if (isApiCall(request.url())) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();

  await expect(page).toHaveURL(/#\/pages\/login\/login$/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  // Whatever the ended session would still ask has had its chance to go.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  // The public calls (the launch checks, a second after the first screen's answers) ask nothing of
  // the worker and may go at any time.
  expect(calls.filter((call) => !publicCallPaths.has(call.split(' ')[1]!))).toEqual(['POST /v1/login/logout']);
  expect(await page.evaluate(() => localStorage.getItem('uni_id_token'))).toBeNull();
});

test('after a 401 nothing more is asked for the worker: no call goes without the token, and login opens', async ({ page }) => {
  await signedIn(page);
  const calls: { call: string; token: boolean }[] = [];
  page.on('request', (request) => {
    if (isApiCall(request.url())) calls.push({ call: `${request.method()} ${new URL(request.url()).pathname}`, token: 'authorization' in request.headers() });
  });
  await prefer(page, '/v1/worker/homeSummary', 'code=401');
  await page.goto('/#/pages/index/index');
  await expect(page).toHaveURL(/#\/pages\/login\/login\?changed=1$/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  // Each call made once the session had ended went without the token (it is gone by then); the
  // page's public calls (the contract's `security: []`: cloud names with `pub`, the launch checks)
  // never carry one.
  expect(calls.filter((c) => !c.token && !publicCallPaths.has(c.call.split(' ')[1]!) && !c.call.includes('/pub/'))).toEqual([]);
  expect(calls.filter((c) => c.call === 'GET /v1/worker/homeSummary')).toHaveLength(1);
});
