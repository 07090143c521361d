// Nothing kept is lost by the session, on the mock too (issue 52): a worker accepts an offer, the lift
// takes her network, she departs (kept on the phone), and meanwhile her token expires at the server.
// When the network returns the first call answers 401, the session ends and login opens with the step
// still on the phone; she signs in again and the step goes by itself under the new token, once, with
// its key and the time of the tap, and the server takes it: her world on the mock is the one she left
// (mock/sessions.ts), not the examples' again. The test cuts the network and expires the token at its
// own moments (never after waiting for the app's storage), in both kinds of offline.
import type { Page } from '@playwright/test';
import { appInstalled, type DeadWay, mockCalls, offlineName, type OfflineKind, takeNetwork } from './network';
import { confirmStep, expect as baseExpect, MOCK_URL, signInWithPassword, test } from './support';

const expect = baseExpect.configure({ timeout: 20_000 });

const OFFER = 'so_202611220008';
const actionBar = (page: Page) => page.getByRole('group', { name: '订单操作' });
const pending = (page: Page) => page.getByRole('region', { name: '待同步' });
const tokenOn = (page: Page) => page.evaluate(() => localStorage.getItem('uni_id_token'));

const KINDS: { kind: OfflineKind; dead: DeadWay }[] = [
  { kind: 'airplane', dead: 'fail' },
  { kind: 'dead', dead: 'hang' },
];

test.describe('a step kept across a 401 and a new sign-in', () => {
  test.use({
    serviceWorkers: 'allow',
    viewport: { width: 360, height: 780 },
    geolocation: { latitude: 31.2036, longitude: 121.4381 },
    permissions: ['geolocation'],
  });

  for (const { kind, dead } of KINDS) {
    test(`${offlineName(kind, dead)}: departing offline, then a token that expired, then a new sign-in: the departure reaches the server once under the new token and is taken`, async ({ page, context }, testInfo) => {
      test.setTimeout(180_000);
      const net = await takeNetwork(context, { dead, code: true });
      await appInstalled(page);
      // The location was explained on an earlier day: the tap goes straight to the GPS.
      await page.addInitScript(() => localStorage.setItem('worker_permission_explained_location', '1'));
      await page.goto('/#/pages/login/login');
      await signInWithPassword(page);
      await expect(page).toHaveURL(/#\/pages\/index\/index$/);
      const first = await tokenOn(page);

      // Online: she takes the offer; the server has it accepted.
      await page.goto(`/#/pages/order/receive?id=${OFFER}`);
      await page.getByRole('button', { name: '接单', exact: true }).click();
      await expect(actionBar(page).getByRole('button')).toHaveText(['出发']);

      // The lift doors close the moment the order shows, and her token expires at the server meanwhile.
      await net.cut(kind);
      const expired = await fetch(`${MOCK_URL}/__mock/expire`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: first }) });
      expect(expired.status).toBe(204);
      const tapped = Date.now();
      await actionBar(page).getByRole('button', { name: '出发' }).click();
      await confirmStep(page, '确认出发？');
      await expect(pending(page)).toContainText('出发已保存在手机上，待同步');

      // The network returns: the server refuses the expired token, the session ends, login opens.
      await net.restore();
      await expect(page).toHaveURL(/#\/pages\/login\/login/, { timeout: kind === 'dead' ? 75_000 : 20_000 });
      await signInWithPassword(page);
      await expect(page).not.toHaveURL(/#\/pages\/login\/login/);
      const second = await tokenOn(page);
      expect(second).not.toBe(first);

      // The step went by itself: the order is on its way, nothing waits on the phone.
      await page.goto(`/#/pages/order/detail?id=${OFFER}`);
      await expect(actionBar(page).getByRole('button')).toHaveText(['确认到达']);
      await expect(pending(page)).toHaveCount(0);

      // At the server: one departure taken, under the new token, with the tap's key and time; a try
      // under the expired token (if the step was the first call back) was refused and changed nothing.
      const departs = (await mockCalls(testInfo.testId)).filter((c) => c.method === 'POST' && c.path === '/v1/order/depart');
      const taken = departs.filter((c) => c.status === 200);
      expect(taken).toHaveLength(1);
      expect(taken[0]!.token).toBe(second);
      expect(departs.filter((c) => c.status !== 200).every((c) => c.status === 401 && c.token === first)).toBe(true);
      expect(new Set(departs.map((c) => c.key))).toEqual(new Set([taken[0]!.key]));
      const tappedAt = Date.parse(String(taken[0]!.body?.occurredAt));
      expect(tappedAt).toBeGreaterThanOrEqual(Math.floor(tapped / 1000) * 1000);
      const detail = await fetch(`${MOCK_URL}/v1/order/detail?id=${OFFER}`, { headers: { Authorization: `Bearer ${second}`, 'X-AppName': 'worker', 'X-ClientType': 'app', 'x-e2e-test': testInfo.testId } });
      const order = ((await detail.json()) as { data: { status: string; departedAt: string } }).data;
      expect(order.status).toBe('departed');
      expect(Date.parse(order.departedAt)).toBe(tappedAt);
    });
  }
});
