// Safety (issue 28) against the mock: contacts saved in settings are the ones the SOS alert names;
// holding SOS on the safety centre dials 110 (the tel: navigation) and sends one alert with the
// position and the order; the centre and the SOS at 360 px in Chinese and English.
import { type Page, type Request } from '@playwright/test';
import { expect, signedIn, test } from './support';

test.use({ viewport: { width: 360, height: 740 }, geolocation: { latitude: 31.19814, longitude: 121.43783 }, permissions: ['geolocation'] });

const ORDER = 'so_202611220002';

/** Records the tel: links the page follows (the web-view hands them to the phone app). */
async function watchDialling(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { dialled: string[] }).dialled = [];
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]') as HTMLAnchorElement | null;
        if (link) {
          (window as unknown as { dialled: string[] }).dialled.push(link.href);
          // The headless browser has no phone app to hand it to.
          event.preventDefault();
        }
      },
      true,
    );
    // Location was explained before (spec section 6): the alert does not wait on the dialog.
    localStorage.setItem('worker_permission_explained_location', '1');
  });
}

test('contacts saved in settings are the ones the SOS alert names; holding SOS dials 110 and sends one alert with the position and the order', async ({ page }) => {
  await signedIn(page);
  await watchDialling(page);

  // Settings -> emergency contacts: one contact, saved.
  await page.goto('/#/pages/user/setting/index');
  await page.getByRole('link', { name: '紧急联系人' }).click();
  const first = page.getByRole('group', { name: '联系人1' });
  await first.getByLabel('姓名').fill('张秀英');
  await first.getByLabel('手机号').fill('13611112222');
  await first.getByLabel('关系').selectOption('sibling');
  await page.getByRole('button', { name: '删除联系人2' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存')).toBeVisible();

  // The safety centre for an order in service.
  await page.goto(`/#/pages/safety/index?orderId=${ORDER}`);
  await expect(page.getByText('张秀英')).toBeVisible();
  const alerts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/safety/sos') alerts.push(request);
  });

  // A tap: only the hint.
  const sos = page.getByRole('button', { name: 'SOS 紧急呼救' });
  await sos.click();
  await expect(page.locator('.sos [role=status]')).toContainText('长按2秒呼救');

  // Hold for 2 s.
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/safety/sos');
  const box = (await sos.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(2_300);
  await page.mouse.up();
  await expect.poll(() => page.evaluate(() => (window as unknown as { dialled: string[] }).dialled)).toEqual(['tel:110']);
  await expect(page.getByRole('button', { name: '误触，取消' })).toBeVisible();
  const response = await answer;
  await page.screenshot({ path: test.info().outputPath('safety-sos-zh-Hans.png') });
  await expect.poll(() => alerts.length).toBe(1);
  const body = alerts[0].postDataJSON() as Record<string, unknown>;
  expect(body.orderId).toBe(ORDER);
  expect(body.latitude).toBeCloseTo(31.196, 2);
  expect(body.longitude).toBeCloseTo(121.442, 2);
  expect(alerts[0].headers()['idempotency-key']).toBeTruthy();
  const alert = (await response.json()) as { data: { notifiedContacts: { name: string; mobile: string }[] } };
  expect(alert.data.notifiedContacts).toEqual([{ name: '张秀英', mobile: '13611112222', relation: 'sibling' }]);
  // After the 5 s window, the contacts notified are named.
  await expect(page.getByText('已通知紧急联系人：张秀英')).toBeVisible({ timeout: 8_000 });
  expect(alerts).toHaveLength(1);
});

test('the safety centre and the floating SOS in English at 360 px', async ({ page }) => {
  await signedIn(page);
  await page.addInitScript(() => localStorage.setItem('worker_language', 'en'));
  await page.goto('/#/pages/safety/index');
  await expect(page.getByRole('heading', { name: 'Safety centre' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SOS emergency call' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('safety-en.png'), fullPage: true });
  await page.goto(`/#/pages/order/detail?id=${ORDER}`);
  // The floating SOS comes with the order (it shows for an active one): the page first.
  await expect(page.locator('.order-actions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SOS emergency call' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'SOS emergency call' })).toBeVisible();
  // Floating at the right edge, above the step buttons.
  const sosBox = (await page.getByRole('button', { name: 'SOS emergency call' }).boundingBox())!;
  const bar = page.locator('.order-actions');
  await expect(bar).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  expect(sosBox.y + sosBox.height).toBeLessThanOrEqual(barBox.y);
  expect(sosBox.width).toBeGreaterThanOrEqual(64);
  await page.screenshot({ path: test.info().outputPath('order-sos-en.png') });
  await page.goto('/#/pages/index/index');
  await expect(page.getByRole('button', { name: 'SOS emergency call' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('home-sos-en.png') });
});
