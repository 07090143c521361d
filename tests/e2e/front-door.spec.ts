// What the app says of an SOS is true, from one source (issue 48): an alert the platform refuses says
// so, with 拨打110, and is never shown as received, also once the worker has seen the refusal; an
// alert held as the session ends (the platform answers 401) is kept for the same worker, goes once
// after she signs in again, and then shows as received. The platform's answers are the development
// mock's, but for the refusal and the 401 themselves, which the test gives as a server would.
import type { Page, Route } from '@playwright/test';
import { mockCalls } from './network';
import { expect as baseExpect, signedIn, signInWithPassword, test } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
const ORDER = 'so_202611220002'; // in service (the contract's example)

test.use({ viewport: { width: 360, height: 740 } });

async function holdSos(page: Page) {
  const sos = page.getByRole('button', { name: 'SOS 紧急呼救' });
  await expect(sos).toBeVisible();
  const box = (await sos.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(2_300);
  await page.mouse.up();
}

/** The SOS's line under the button (its status). */
const sosStatus = (page: Page) => page.locator('.sos__status');

/** Answers the platform's SOS calls with `answer` while it returns one, else lets them reach the mock. */
async function platformAnswers(page: Page, answer: () => { status: number; body: object } | undefined) {
  await page.route('**/v1/safety/sos', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const given = answer();
    if (!given) return route.continue();
    await route.fulfill({ status: given.status, contentType: 'application/json', body: JSON.stringify(given.body) });
  });
}

test('an SOS the platform refuses says so, with 拨打110 and 重新发送, and is never shown as received, also once the refusal is seen', async ({ page }) => {
  await page.addInitScript(() => document.addEventListener('click', (e) => (e.target as Element | null)?.closest?.('a[href^="tel:"]') && e.preventDefault(), true));
  await signedIn(page);
  await platformAnswers(page, () => ({ status: 400, body: { code: 13040, msg: '求救信息不完整，请直接拨打110' } }));
  await page.goto(`/#/pages/order/detail?id=${ORDER}`);
  await holdSos(page);
  await expect(sosStatus(page)).toContainText('平台未接受这次求救');
  await expect(sosStatus(page).getByRole('button', { name: '拨打110' })).toBeVisible();
  await expect(sosStatus(page).getByRole('button', { name: '重新发送求救' })).toBeVisible();
  // The refusal seen in the outbox's list (知道了): the alert closes; nothing ever says "received".
  await page.getByRole('button', { name: /项未能同步/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '知道了' }).click();
  await expect(sosStatus(page)).not.toContainText('平台未接受');
  await expect(page.getByText('已呼救，平台已收到求救')).toHaveCount(0);
});

test('an SOS held as the session ends (401) is kept for the same worker, goes once after she signs in again, then shows as received', async ({ page }, testInfo) => {
  await page.addInitScript(() => document.addEventListener('click', (e) => (e.target as Element | null)?.closest?.('a[href^="tel:"]') && e.preventDefault(), true));
  await signedIn(page);
  // The token is dead on the platform by the time the alert arrives: the first alert meets a 401.
  let expired = true;
  await platformAnswers(page, () => (expired ? ((expired = false), { status: 401, body: { code: 401, msg: '登录已过期，请重新登录' } }) : undefined));
  await page.goto(`/#/pages/order/detail?id=${ORDER}`);
  await holdSos(page);
  // The session ended: the sign-in page, and the alert on the phone, tied to whose it is.
  await expect(page.getByLabel('手机号')).toBeVisible();
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('worker_outbox') ?? '{"intents":[]}').intents as { kind: string; state: string }[]);
  expect(kept.map((i) => [i.kind, i.state])).toEqual([['createSosAlert', 'pending']]);
  await signInWithPassword(page);
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  // It goes by itself at the sign-in, once, and says where it stands.
  const token = await page.evaluate(() => localStorage.getItem('uni_id_token'));
  await expect.poll(async () => (await mockCalls(testInfo.testId, token ?? undefined)).filter((c) => c.method === 'POST' && c.path === '/v1/safety/sos').map((c) => c.status)).toEqual([200]);
  await expect(sosStatus(page)).toContainText('已呼救，平台已收到求救');
});
