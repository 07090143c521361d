// A worker's order in a basement (issue #27), in both kinds of offline (issue 37): airplane mode (the
// phone knows) and a dead network (the phone says it is online; nothing gets through:
// tests/e2e/network.ts). With the network cut the moment the order shows (nothing waits for the
// app's storage first), the app opens from the phone (the service worker's code, the kept answers),
// the worker departs and arrives with a door photo; both wait as 待同步 through a reload; when the
// network returns each reaches the development mock once, with its Idempotency-Key and the time of
// the tap, with no tap. A step the server refuses when it finally arrives (the order moved on
// meanwhile) is shown, not dropped; money is never kept: a withdrawal offline changes nothing and
// says why.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { appInstalled, type DeadWay, mockCalls, offlineName, type OfflineKind, takeNetwork } from './network';
import { confirmStep, expect as baseExpect, MOCK_URL, png, signedIn, test } from './support';

// Generous waits: a first start under a service worker that precaches the whole build, on a small
// shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const ORDER = 'so_202611220005'; // accepted: waiting for the worker to depart
const ADDRESS = '上海市长宁区天山路600弄';
const STEPS = new Set(['/v1/order/depart', '/v1/order/arrive', '/v1/order/start', '/v1/common/uploadToPath']);
const actionBar = (page: Page) => page.getByRole('group', { name: '订单操作' });
const pending = (page: Page) => page.getByRole('region', { name: '待同步' });

/** The order steps and uploads of this test's session that reached the mock. */
async function stepsAtMock(page: Page, testId: string) {
  const token = await page.evaluate(() => localStorage.getItem('uni_id_token'));
  return (await mockCalls(testId, token ?? undefined)).filter((c) => c.method === 'POST' && STEPS.has(c.path));
}

// Each test in both kinds; a dead network that hangs (the harsher) for the basement, one that fails
// for the others.
const KINDS: { kind: OfflineKind; dead: DeadWay }[] = [
  { kind: 'airplane', dead: 'fail' },
  { kind: 'dead', dead: 'hang' },
];

test.describe('offline, with the service worker', () => {
  test.use({
    serviceWorkers: 'allow',
    viewport: { width: 360, height: 780 },
    // At the door of the order's address (天山路600弄): the mock takes a check-in within 500 m of it.
    // The phone's fix is WGS-84; the app sends it as GCJ-02, the address's datum.
    geolocation: { latitude: 31.2154, longitude: 121.3932 },
    permissions: ['geolocation'],
  });

  for (const { kind, dead } of KINDS) {
    test(`${offlineName(kind, dead)}: steps taken offline wait as 待同步 through a reload and reach the server once each, in order, with their key and tap time, when the network returns`, async ({ page, context }, testInfo) => {
      test.setTimeout(180_000);
      const net = await takeNetwork(context, { dead, code: true });
      await appInstalled(page);
      await signedIn(page);
      // The location was explained on an earlier day: the taps below go straight to the GPS.
      await page.addInitScript(() => localStorage.setItem('worker_permission_explained_location', '1'));

      // Online: Home, then the order, as on any morning.
      await page.goto('/#/pages/index/index');
      await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
      await page.goto(`/#/pages/order/detail?id=${ORDER}`);
      await expect(actionBar(page).getByRole('button')).toHaveText(['出发']);

      // The lift doors close the moment the order shows: a reload finds Home and the order on the phone.
      await net.cut(kind);
      await page.goto('/#/pages/index/index');
      await page.reload();
      await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
      if (kind === 'airplane') await expect(page.getByText('无网络连接').first()).toBeVisible();
      await page.goto(`/#/pages/order/detail?id=${ORDER}`);
      await expect(page.getByText(ADDRESS)).toBeVisible();
      await expect(page.getByText('家里有猫，对猫毛过敏请提前告知')).toBeVisible();

      // Depart, offline: kept on the phone, and the page moves on to the check-in.
      const departTap = Date.now();
      await actionBar(page).getByRole('button', { name: '出发' }).click();
      await confirmStep(page, '确认出发？');
      await expect(pending(page)).toContainText('出发已保存在手机上，待同步');
      await expect(actionBar(page).getByRole('button')).toHaveText(['确认到达']);

      // The door photo cannot go up: it is kept, and goes with the check-in.
      await page.getByLabel('拍摄门口照片').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: png(48, 48, [120, 160, 140]) });
      await expect(page.getByText(/照片已保存在手机上/)).toBeVisible();
      await actionBar(page).getByRole('button', { name: '确认到达' }).click();
      await confirmStep(page, '确认已到达？');
      await expect(pending(page)).toContainText('到达打卡已保存在手机上，待同步');
      await expect(actionBar(page).getByRole('button')).toHaveText(['开始服务']);
      await page.screenshot({ path: testInfo.outputPath('offline-pending.png') });

      // A reload, still offline: both steps are still on the phone.
      await page.reload();
      await expect(pending(page).getByRole('status')).toHaveCount(2);
      await expect(page.getByText(/^2 项待同步/)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('offline-pending-reloaded.png') });
      expect((await stepsAtMock(page, testInfo.testId)).filter((s) => s.path !== '/v1/common/uploadToPath'), 'nothing reached the server while offline').toEqual([]);

      // The network returns: everything goes by itself, with no tap.
      const back = Date.now();
      await net.restore();
      // (A dead network that comes back says nothing to the phone: the outbox's own retries find it.)
      await expect(pending(page)).toHaveCount(0, { timeout: kind === 'dead' ? 75_000 : 20_000 });
      await expect(page.getByRole('region', { name: '到达打卡' })).toBeVisible();
      await expect(actionBar(page).getByRole('button')).toHaveText(['开始服务']);

      const sent = (await stepsAtMock(page, testInfo.testId)).filter((s) => s.at >= back);
      expect(sent.map((s) => s.path)).toEqual(['/v1/order/depart', '/v1/common/uploadToPath', '/v1/order/arrive']);
      const [depart, , arrive] = sent;
      for (const step of [depart, arrive]) {
        expect(step.key).toMatch(/^[0-9a-f-]{36}$/);
        expect(step.status).toBe(200);
        // The time of the tap, not of the sending.
        const tapped = Date.parse(String(step.body?.occurredAt));
        expect(tapped).toBeGreaterThanOrEqual(Math.floor(departTap / 1000) * 1000);
        expect(tapped).toBeLessThan(back);
      }
      expect(depart.key).not.toBe(arrive.key);
      expect(arrive.body?.checkInPhoto).toMatch(/^https?:\/\//);
      expect(depart.body).toMatchObject({ id: ORDER, latitude: expect.any(Number), longitude: expect.any(Number) });

      // And the server agrees: the order arrived, at the time of the tap.
      const token = await page.evaluate(() => localStorage.getItem('uni_id_token'));
      const detail = await fetch(`${MOCK_URL}/v1/order/detail?id=${ORDER}`, { headers: { Authorization: `Bearer ${token}`, 'X-AppName': 'worker', 'X-ClientType': 'app' } });
      const order = ((await detail.json()) as { data: { status: string; departedAt: string } }).data;
      expect(order.status).toBe('arrived');
      expect(Date.parse(order.departedAt)).toBe(Date.parse(String(depart.body?.occurredAt)));
      // Sent once each: a later flush sends nothing again (a second look, a second later).
      await page.waitForTimeout(1_000);
      expect((await stepsAtMock(page, testInfo.testId)).filter((s) => s.at >= back).length).toBe(3);
    });
  }

  for (const { kind } of KINDS) {
    test(`${offlineName(kind)}: a step the server refuses when it arrives (the order moved on meanwhile) is shown with what the server said, not dropped`, async ({ page, context }) => {
      test.setTimeout(150_000);
      const net = await takeNetwork(context, { dead: 'fail', code: true });
      await appInstalled(page);
      await signedIn(page);
      await page.addInitScript(() => localStorage.setItem('worker_permission_explained_location', '1'));
      await page.goto(`/#/pages/order/detail?id=${ORDER}`);
      await expect(actionBar(page).getByRole('button')).toHaveText(['出发']);

      await net.cut(kind);
      await actionBar(page).getByRole('button', { name: '出发' }).click();
      await confirmStep(page, '确认出发？');
      await expect(pending(page)).toContainText('出发已保存在手机上，待同步');

      // Meanwhile the order moved on at the server (as a customer's cancellation does): here, the same
      // session departed it from elsewhere.
      const token = await page.evaluate(() => localStorage.getItem('uni_id_token'));
      const moved = await fetch(`${MOCK_URL}/v1/order/depart`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'X-AppName': 'worker', 'X-ClientType': 'app', 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({ id: ORDER, latitude: 31.2, longitude: 121.44 }),
      });
      expect(moved.status).toBe(200);

      await net.restore();
      const refusal = pending(page).getByRole('alert');
      // (A dead network that comes back says nothing to the phone: the outbox's own retries find it.)
      await expect(refusal).toContainText('出发未能同步：订单状态已变化，请刷新后重试', { timeout: kind === 'dead' ? 75_000 : 20_000 });
      await expect(page.getByRole('button', { name: '1 项未能同步，点击查看' })).toBeVisible();
      // The order shows where the server has it.
      await expect(actionBar(page).getByRole('button')).toHaveText(['确认到达']);
      await page.screenshot({ path: test.info().outputPath('offline-refused.png') });
      // Seen: it goes.
      await refusal.getByRole('button', { name: '知道了' }).click();
      await expect(pending(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: '1 项未能同步，点击查看' })).toBeHidden();
    });
  }

  for (const { kind } of KINDS) {
    test(`${offlineName(kind)}: a withdrawal offline changes nothing and says why: money is never kept for later`, async ({ page, context }, testInfo) => {
      test.setTimeout(120_000);
      const net = await takeNetwork(context, { dead: 'fail', code: true });
      // The phone has the app's code (the keypad's too) from the service worker.
      await appInstalled(page);
      await signedIn(page);
      await page.goto('/#/pages/user/wallet/withdrawal');
      await page.getByLabel('提现金额（元）').fill('100');
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(page.getByRole('heading', { name: '输入支付密码' })).toBeVisible();

      await net.cut(kind);
      await page.getByRole('button', { name: '输入支付密码' }).click();
      // The sixth digit sends it.
      for (const digit of '802418') await page.locator('.adm-number-keyboard-popup').getByRole('button', { name: digit, exact: true }).click();
      if (kind === 'airplane') {
        // The phone knows it is offline: nothing goes, and it says so at once.
        await expect(page.getByText('无网络连接，此操作需要网络，未发送')).toBeVisible();
        await expect(page.getByText(/没有收到提现结果/)).toHaveCount(0);
      } else {
        // The phone cannot know whether it arrived: it says so, and a retry goes with the same key.
        await expect(page.getByText(/没有收到提现结果/)).toBeVisible();
      }
      // Never kept for later: nothing waits on the phone to go by itself.
      await expect(page.getByText(/项待同步/)).toHaveCount(0);
      const token = await page.evaluate(() => localStorage.getItem('uni_id_token'));
      const withdrawals = (await mockCalls(testInfo.testId, token ?? undefined)).filter((c) => c.path === '/v1/wallet/withdraw');
      expect(withdrawals, 'no withdrawal reached the server').toEqual([]);
      await net.restore();
    });
  }
});
