// A 320 px wide phone, the narrowest the app is laid out for, in the three languages: a field's
// placeholder is read whole, never cut at the field's edge (the withdrawal amount's "At least
// ¥100.00" was, beside 全部提现 / Withdraw all).
import type { Page } from '@playwright/test';
import { expect, signedIn, test } from './support';

test.use({ viewport: { width: 320, height: 720 } });

/** Each visible field whose placeholder, in its own font, is wider than the field's text box: label and widths. */
const cutPlaceholders = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')]
      .filter((field) => field.getBoundingClientRect().width > 0)
      .flatMap((field) => {
        const own = getComputedStyle(field);
        const style = getComputedStyle(field, '::placeholder');
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const needed = Math.ceil(canvas.measureText(field.placeholder).width);
        const room = field.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
        return needed > room ? [`${field.labels?.[0]?.textContent ?? field.id} "${field.placeholder}": ${needed} px in ${room} px`] : [];
      });
  });

for (const [language, amountLabel] of [
  ['zh-Hans', '提现金额（元）'],
  ['zh-Hant', '提現金額（元）'],
  ['en', 'Amount (yuan)'],
] as const) {
  test(`withdrawal in ${language}: the amount field's placeholder is read whole at 320 px`, async ({ page }) => {
    await signedIn(page);
    await page.addInitScript((lng) => localStorage.setItem('worker_language', lng), language);
    await page.goto('/#/pages/user/wallet/withdrawal');
    const amount = page.getByLabel(amountLabel);
    await expect(amount).toHaveAttribute('placeholder', /100\.00/);
    expect(await cutPlaceholders(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}

test('withdrawal in en: a minimum of ¥5,000.00 still fits the amount field at 320 px', async ({ page }) => {
  await signedIn(page);
  await page.addInitScript(() => localStorage.setItem('worker_language', 'en'));
  // The minimum is the server's: the mock's is ¥100.00.
  await page.route('**/v1/wallet/withdrawConfig*', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { minAmountCents: number } };
    body.data.minAmountCents = 500_000;
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto('/#/pages/user/wallet/withdrawal');
  await expect(page.getByLabel('Amount (yuan)')).toHaveAttribute('placeholder', /5,000\.00/);
  expect(await cutPlaceholders(page)).toEqual([]);
});
