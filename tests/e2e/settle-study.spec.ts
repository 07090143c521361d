// Settlement and study at 360 px, against the mock: the income chart drawn with its figures listed,
// a bill opened with its order lines, and an article, a video and a PDF studied, with the progress
// still there after going back.
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, prefer, signedIn, test } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 740 } });

/** The canvas has been drawn on: some pixel is not transparent. */
const drawn = (page: Page, selector: string) =>
  page.waitForFunction((sel) => {
    const canvas = document.querySelector<HTMLCanvasElement>(sel);
    if (!canvas || canvas.width === 0) return false;
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    return Boolean(pixels?.some((v, i) => i % 4 === 3 && v > 0));
  }, selector);

test('the income chart is drawn, with the same figures listed beside it; another period redraws it', async ({ page }) => {
  await signedIn(page);
  // The examples as they are (the week of 2026-11-16, November): the mock dates its figures on the
  // real today, when a week or a month may have no income yet and no chart (money-agrees.spec.ts).
  await page.route(
    (url) => url.pathname.endsWith('/getMyBusinessIncomeStat'),
    (route) => {
      const range = (route.request().postDataJSON() as { range: string }).range;
      return route.continue({ headers: { ...route.request().headers(), prefer: `example=${range === 'week' ? 'default' : range}` } });
    },
  );
  await prefer(page, '/getMyBusinessIncomeList', 'example=default');
  await page.goto('/#/pages/user/charts/total');
  const table = page.getByRole('table', { name: '本周收入明细' });
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(table.getByRole('row').nth(1)).toContainText('周一 11-16');
  await expect(table.getByRole('row').nth(1)).toContainText('¥178.80');
  await drawn(page, '.income-chart__plot canvas');
  const plot = page.locator('.income-chart__plot canvas').first();
  expect((await plot.boundingBox())!.width).toBeLessThanOrEqual(360);
  await expect(page.getByRole('region', { name: '按服务项目' }).getByRole('listitem')).toHaveCount(4);
  await page.screenshot({ path: test.info().outputPath('income-chart.png') });

  await page.getByRole('tab', { name: '本月' }).click();
  await expect(page.getByRole('table', { name: '本月收入明细' }).getByRole('row')).toHaveCount(31);
  await drawn(page, '.income-chart__plot canvas');
  await expect(page.getByRole('region', { name: '本月收入' })).toContainText('¥2,652.00');
  // The month's income by order, under the chart.
  await expect(page.getByRole('list', { name: /2026-11 收入明细|收入明细 ·/ }).getByRole('listitem').first()).toBeVisible();
});

test('from the settlement overview, a bill opens with a line per order; back returns to the bills', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/user/settle/index');
  // The money waiting for settlement is the running week's, what its bill (the first) holds.
  const pending = page.getByRole('region', { name: '待结算收入' }).locator('.settle-hero__amount');
  await expect(pending).toHaveText(/^¥[\d,]+\.\d{2}$/);
  const waiting = await pending.textContent();
  await page.getByRole('link', { name: '结算账单' }).click();
  const bills = page.getByRole('list', { name: '结算账单列表' });
  await expect(bills.getByRole('button')).toHaveCount(4);
  await expect(bills.getByRole('button').first()).toContainText(`实得 ${waiting}`);
  await bills.getByRole('button').nth(2).click();
  await expect(page).toHaveURL(/settle\/bill\?id=sb_20261102$/);
  const lines = page.getByRole('list', { name: '订单明细' });
  await expect(lines.getByRole('button')).toHaveCount(8);
  await expect(page.getByText('实得收入').locator('xpath=following-sibling::dd')).toHaveText('¥1,088.40');
  await expectAccessible(page);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(bills.getByRole('button')).toHaveCount(4);
});

test('an article, a video and a PDF are studied, and the list shows the progress kept after going back', async ({ page }) => {
  await signedIn(page);
  await page.goto('/#/pages/user/study/index');
  const list = page.getByRole('list', { name: '学习资料列表' });
  const row = (title: string) => list.getByRole('button', { name: new RegExp(title) });
  await expect(row('平台接单、改约与取消规则说明')).toContainText('已学 30%');

  // An article, read to its end.
  await row('平台接单、改约与取消规则说明').click();
  await expect(page.getByRole('heading', { name: '三、取消' })).toBeVisible();
  await page.locator('.study-article__end').scrollIntoViewIfNeeded();
  await expect(page.locator('.study-detail').getByText('已完成')).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(row('平台接单、改约与取消规则说明')).toContainText('已完成');

  // A video, played from near its end and paused.
  await row('肩颈推拿标准手法').click();
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
  const saves: { progressPercent: number; positionSeconds: number }[] = [];
  page.on('request', (r) => void (r.url().includes('/v1/study/progress') && saves.push(r.postDataJSON() as (typeof saves)[number])));
  await page.evaluate(async () => {
    const v = document.querySelector('video')!;
    v.muted = true;
    v.currentTime = 15;
    await v.play();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    v.pause();
  });
  // Saved as it played (throttled) and again on pause.
  await expect.poll(() => saves.length).toBeGreaterThanOrEqual(2);
  const body = saves.at(-1)!;
  expect(body.positionSeconds).toBeGreaterThanOrEqual(16);
  expect(body.progressPercent).toBeGreaterThanOrEqual(75);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(row('肩颈推拿标准手法')).toContainText(`已学 ${body.progressPercent}%`);
  // Opened again, it resumes there.
  await row('肩颈推拿标准手法').click();
  await expect(page.getByText(/上次看到 0:1\d，已从这里继续/)).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();

  // A PDF: its pages render, page by page, fitted to the screen.
  await row('上门服务人身安全与应急处理手册').click();
  await expect(page.getByText('第 1/3 页')).toBeVisible();
  await drawn(page, '.pdf-viewer__canvas');
  expect((await page.locator('.pdf-viewer__canvas').boundingBox())!.width).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page.getByText('第 2/3 页')).toBeVisible();
  await expect(page.locator('.pdf-viewer__canvas')).toHaveAttribute('data-page', '2');
  await page.screenshot({ path: test.info().outputPath('study-pdf.png') });
  await expectAccessible(page);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(row('上门服务人身安全与应急处理手册')).toContainText('已学 67%');
  // Opened again, it is back on page 2.
  await row('上门服务人身安全与应急处理手册').click();
  await expect(page.getByText('第 2/3 页')).toBeVisible();
});
