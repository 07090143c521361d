// The safety screens (issue 28) against the mock, at 360 px in the three languages: the safety
// centre, the emergency contacts and the report of a customer, each axe clean with touch targets of
// 44 px and more (the SOS far larger). Reporting a customer from a completed order: the order then
// shows 已举报，平台审核中 and a second report of it is refused. Customer service (the hotline's tel:
// link and the chat) from Mine, the order detail and the apply flow.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedIn, test } from './support';

test.use({ viewport: { width: 360, height: 740 } });

const ACTIVE = 'so_202611220002';
const COMPLETED = 'so_202611200016';

const TEXTS = {
  'zh-Hans': { centre: '安全中心', sos: 'SOS 紧急呼救', contacts: '紧急联系人', report: '举报顾客', reasons: '举报原因', service: '联系客服' },
  'zh-Hant': { centre: '安全中心', sos: 'SOS 緊急呼救', contacts: '緊急聯絡人', report: '檢舉顧客', reasons: '檢舉原因', service: '聯絡客服' },
  en: { centre: 'Safety centre', sos: 'SOS emergency call', contacts: 'Emergency contacts', report: 'Report the customer', reasons: 'Reason', service: 'Customer service' },
} as const;

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Opens a safety screen in a language, as a worker who chose it. */
async function openIn(page: Page, language: string, path: string) {
  await signedIn(page);
  await page.addInitScript((lng) => localStorage.setItem('worker_language', lng), language);
  await page.goto(path);
}

for (const [language, text] of Object.entries(TEXTS)) {
  test.describe(`in ${language}`, () => {
    // axe on a shared 2-core machine takes seconds a screen.
    test.slow();

    test('the safety centre: axe clean, touch targets of 44 px and more, the SOS far larger', async ({ page }) => {
      await openIn(page, language, `/#/pages/safety/index?orderId=${ACTIVE}`);
      await expect(title(page, text.centre)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The sections under the SOS are in (one skeleton until then).
      await expect(page.getByRole('heading', { level: 2, name: text.contacts })).toBeVisible();
      const sos = (await page.locator('.safety-sos').getByRole('button', { name: text.sos }).boundingBox())!;
      expect(Math.min(sos.width, sos.height)).toBeGreaterThanOrEqual(88);
      await expectAccessible(page);
    });

    test('the emergency contacts: axe clean, touch targets of 44 px and more', async ({ page }) => {
      await openIn(page, language, '/#/pages/safety/contacts');
      await expect(title(page, text.contacts)).toBeVisible();
      await expect(page.getByRole('group').first()).toBeVisible();
      await expectAccessible(page);
    });

    test('the report of a customer: axe clean, touch targets of 44 px and more', async ({ page }) => {
      await openIn(page, language, `/#/pages/safety/report?orderId=${COMPLETED}`);
      await expect(title(page, text.report)).toBeVisible();
      await expect(page.getByRole('group', { name: text.reasons })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath(`safety-report-${language}.png`), fullPage: true });
    });
  });
}

test('a completed order reports its customer: the order then shows 已举报，平台审核中, and a second report is refused', async ({ page }) => {
  await signedIn(page);
  await page.goto(`/#/pages/order/detail?id=${COMPLETED}`);
  await page.getByRole('link', { name: '举报并屏蔽顾客' }).click();
  await expect(title(page, '举报顾客')).toBeVisible();
  await page.getByRole('radio', { name: '辱骂、威胁或暴力' }).check();
  await page.getByLabel('补充说明（选填）').fill('开门后顾客言语辱骂');
  await expect(page.getByText('9/200')).toBeVisible();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/safety/customerReports');
  await page.getByRole('button', { name: '提交举报' }).click();
  const request = await sent;
  // Kept at the tap like any other change (issue 48): the time of the tap goes with it.
  expect(request.postDataJSON()).toEqual({ orderId: COMPLETED, reason: 'abuse', note: '开门后顾客言语辱骂', block: true, occurredAt: expect.stringMatching(/T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/) });
  expect(request.headers()['idempotency-key']).toBeTruthy();

  // Back on the order, which shows the report from its own answer (and again after a reload).
  await expect(title(page, '订单详情')).toBeVisible();
  const section = page.getByRole('region', { name: '举报顾客' });
  await expect(section).toContainText('已举报，平台审核中');
  await expect(section).toContainText('已屏蔽该顾客');
  await page.reload();
  await expect(page.getByRole('region', { name: '举报顾客' })).toContainText('已举报，平台审核中');

  // The report page now shows the report, not the form.
  await page.getByRole('link', { name: '查看举报' }).click();
  await expect(page.getByRole('heading', { name: '已举报，平台审核中' })).toBeVisible();
  await expect(page.getByRole('button', { name: '提交举报' })).toHaveCount(0);

  // A second report of the same order (a new intent): a clear refusal.
  const again = await page.evaluate(async (orderId) => {
    const answer = await fetch('/v1/safety/customerReports', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('uni_id_token')}`,
        'Idempotency-Key': crypto.randomUUID(),
        'X-AppName': 'worker',
        'X-ClientType': 'app',
      },
      body: JSON.stringify({ orderId, reason: 'other', block: false }),
    });
    return { status: answer.status, body: (await answer.json()) as { code: number; msg: string } };
  }, COMPLETED);
  expect(again).toEqual({ status: 400, body: { code: 13032, msg: '您已举报过该订单的顾客，平台正在审核' } });
});

async function expectCustomerService(page: Page) {
  const toggle = page.getByRole('button', { name: '联系客服' });
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: '拨打客服热线 400-820-5566' })).toHaveAttribute('href', 'tel:400-820-5566');
  await expect(page.getByRole('link', { name: '在线客服' })).toBeVisible();
}

test('customer service on Mine and on the order detail: the hotline and the chat', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/index/mys');
  await expect(page.getByRole('heading', { level: 2, name: '李师傅' })).toBeVisible();
  await expectCustomerService(page);
  await expectAccessible(page);

  await page.goto(`/#/pages/order/detail?id=${ACTIVE}`);
  await expect(title(page, '订单详情')).toBeVisible();
  await expectCustomerService(page);
});

test('customer service in the apply flow, where an applicant had none', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await page.getByLabel('手机号').fill('139 1234 2046');
  await page.getByLabel('密码').fill('abc_123456');
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/pages\/apply\/process/);
  await expectCustomerService(page);
});
