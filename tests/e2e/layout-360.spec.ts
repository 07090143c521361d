// Every page of the route table on a narrow phone (360 px and 320 px wide) in the three languages
// (issue 29, "Layout at 360 px"): no page scrolls sideways and no visible control sticks out past
// the screen's edges; no touch target under 44 px at either width, and axe finds nothing at 320 px
// (issue 41: a longer word or a wrapped row brings problems the wider screen does not show). axe
// runs at the narrower width only, each run costing ~0.7 s a page: at 360-412 px every e2e test
// checks the screen it ends on, and the bench's Lighthouse each screen. A screenshot of each page at 360 px lands in the test's output folder, for a
// person to look at. And the scroll position (issue 29, "Scroll"): a new page opens at its top,
// Back returns to where the worker was.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { appRoutes } from '../../src/app/routes';
import { paths } from '../../src/config/paths';
import { contractParameters } from '../support/contract';
import { accessibilityProblems, expect, signedIn, test, touchTargetProblems } from './support';

const budgets = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'bench', 'budgets.json'), 'utf8')) as {
  screens: { path: string }[];
};

/** Pages that need a record the budgets' examples do not name. */
const EXTRA_QUERIES: Record<string, string> = {
  [paths.orderReceive]: '?id=so_202611220007',
  [paths.orderPhotos]: '?id=so_202611220002',
  [paths.orderAppraise]: '?id=so_202611200016',
  [paths.reviewAppeal]: '?id=rv_70290',
  [paths.noticeDetail]: '?id=msg_88120431',
  [paths.agreement]: '?type=service',
  [paths.webView]: `?url=${encodeURIComponent('https://example.com/')}&title=${encodeURIComponent('说明')}`,
};

/**
 * Every page of the route table with a query that opens it on a record the mock knows: the
 * benchmark's example, else its first calls' required query parameters from the contract's
 * examples, else one of ours. The sign-in pages come last: they are seen signed out.
 */
function starts() {
  const routes = appRoutes.features.flatMap((f) => [...(f.tabs ?? []), ...(f.stack ?? []), ...(f.public ?? [])]);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const route of routes) {
    if (route.path === paths.root || seen.has(route.path)) continue;
    seen.add(route.path);
    const budget = budgets.screens.find((s) => s.path.replace(/^\/#/, '').split('?')[0] === route.path);
    const fromCalls = new URLSearchParams(
      (route.calls ?? []).flatMap((id) => contractParameters(id).filter((p) => p.required && p.in === 'query').map((p) => [p.name, String(p.example)])),
    );
    const query = budget?.path.includes('?') ? `?${budget.path.split('?')[1]}` : fromCalls.size ? `?${fromCalls}` : (EXTRA_QUERIES[route.path] ?? '');
    out.push(`/#${route.path}${query}`);
  }
  const signedOut = (start: string) => start.startsWith('/#/pages/login/');
  return { signedIn: out.filter((s) => !signedOut(s)), signedOut: out.filter(signedOut) };
}

const pages = starts();
const routeCount = pages.signedIn.length + pages.signedOut.length;

/**
 * Waits until the page's calls and code have had no request in flight for `quietMs` (at most
 * `maxMs`): a hash navigation keeps the document, so Playwright's load states do not apply.
 */
function quiet(page: Page) {
  const inFlight = new Set<unknown>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return async (quietMs = 300, maxMs = 4_000) => {
    const until = Date.now() + maxMs;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs && Date.now() < until) {
      await page.waitForTimeout(50);
      if (inFlight.size > 0) quietSince = Date.now();
    }
  };
}

/**
 * What is wider than the screen (`width`, the phone's: a mobile browser widens its layout viewport,
 * and so innerWidth, to a page wider than the screen, zoomed out): the page scrolling sideways, and
 * each visible control reaching past the screen's left or right edge. A control that a scrolling
 * row (chips) or a carousel holds out of sight is fine; one that a clipping box cuts in half is not.
 */
const overflow = (page: Page, width: number) =>
  page.evaluate((width) => {
    const found: string[] = [];
    const scrollWidth = document.scrollingElement!.scrollWidth;
    if (scrollWidth > width || window.innerWidth > width) found.push(`the page scrolls sideways: ${Math.max(scrollWidth, window.innerWidth)} px on a ${width} px screen`);
    for (const el of document.querySelectorAll<HTMLElement>('button, a, input, select, textarea, [role=button]')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('.visually-hidden, [aria-hidden=true]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      // Its part inside the scrolling rows around it; whether any clipping box hides it whole.
      let left = r.left;
      let right = r.right;
      let hidden = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX === 'visible') continue;
        const box = p.getBoundingClientRect();
        if (r.right <= box.left + 1 || r.left >= box.right - 1) hidden = true;
        if (overflowX === 'auto' || overflowX === 'scroll') {
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
      }
      if (hidden || right - left <= 1) continue;
      if (right > width + 0.5 || left < -0.5) {
        const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 24);
        found.push(`${el.tagName.toLowerCase()} "${name}" spans ${Math.round(left)}-${Math.round(right)} px`);
      }
    }
    return found;
  }, width);

/** Waits for the page's heading (or a short settle) and its calls, then measures it. */
async function opened(page: Page, settle: ReturnType<typeof quiet>) {
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 3_000 })
    .catch(() => undefined);
  await settle();
  // antd-mobile's popups and masks fade in: measure them shown.
  await page.waitForTimeout(100);
}

const slug = (start: string) => start.replace(/^\/#\/pages\//, '').split('?')[0].replace(/\//g, '-');

/** A move inside the app, as a tap on a link does: the hash changes, the document (and its code) stays. */
const go = (page: Page, start: string) => page.evaluate((hash) => (location.hash = hash), start.replace(/^\/#/, '#'));

for (const language of ['zh-Hans', 'zh-Hant', 'en'] as const) {
  test(`${language} at 360 px and 320 px: no page of the route table scrolls sideways or has a control past the screen's edge`, async ({ page }, testInfo) => {
    test.setTimeout(routeCount * 6_000);
    await signedIn(page);
    await page.addInitScript((lng) => localStorage.setItem('worker_language', lng), language);
    const settle = quiet(page);
    const problems: string[] = [];
    // Each page is opened as the app opens it (a hash move in one document, not a cold load per
    // page), measured at 360 px, then on the narrower phone.
    const visit = async (start: string) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await go(page, start);
      await opened(page, settle);
      problems.push(...(await overflow(page, 360)).map((p) => `${start} at 360 px: ${p}`));
      problems.push(...(await touchTargetProblems(page)).map((p) => `${start} at 360 px: ${p}`));
      await page.screenshot({ path: testInfo.outputPath(`${language}-${slug(start)}.png`), fullPage: true, scale: 'css', timeout: 10_000 });
      await page.setViewportSize({ width: 320, height: 740 });
      await page.waitForTimeout(100);
      problems.push(...(await overflow(page, 320)).map((p) => `${start} at 320 px: ${p}`));
      problems.push(...(await accessibilityProblems(page, { settled: true })).map((p) => `${start} at 320 px: ${p}`));
    };
    await page.goto(pages.signedIn[0]);
    for (const start of pages.signedIn) await visit(start);
    // The sign-in pages as a person who is not signed in sees them (a fresh document: the
    // session is read at start).
    await page.evaluate(() => localStorage.removeItem('uni_id_token'));
    await page.goto(pages.signedOut[0]);
    for (const start of pages.signedOut) await visit(start);
    expect(problems).toEqual([]);
  });
}

/** Every element of `box` whose right edge is past the screen's (`width`). */
const pastTheEdge = (page: Page, box: string, width: number) =>
  page.locator(box).evaluate(
    (root, width) =>
      [root, ...root.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > width + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.trim().slice(0, 20)}" ends at ${Math.round(el.getBoundingClientRect().right)} px`),
    width,
  );

for (const width of [360, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test("the decline sheet holds 确认拒绝 and the remark's counter inside the screen", async ({ page }) => {
      await signedIn(page);
      await page.goto('/#/pages/order/receive?id=so_202611220007');
      await page.getByRole('button', { name: '拒绝', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: '拒绝原因' });
      await expect(sheet.getByRole('button', { name: '确认拒绝' })).toBeVisible();
      await expect(sheet.getByText('0/100')).toBeVisible();
      expect(await pastTheEdge(page, '.adm-popup-body', width)).toEqual([]);
      await sheet.getByRole('button', { name: '取消' }).click();
    });

    test('after a withdrawal account is saved, its list fits the screen and the back arrow is whole', async ({ page }) => {
      await signedIn(page);
      await page.goto('/#/pages/user/setting/account');
      await page.getByRole('link', { name: '添加提现账户' }).click();
      await page.getByRole('radio', { name: '支付宝' }).check();
      await page.getByLabel(/持有人姓名/).fill('李秀梅');
      await page.getByLabel(/支付宝账号/).fill('139 1234 5678');
      await page.getByRole('button', { name: '保存' }).click();
      await expect(page.getByRole('list', { name: '提现账户列表' }).getByRole('article')).toHaveCount(4);
      await expect(page.getByRole('link', { name: '添加提现账户' })).toBeVisible();
      expect(await overflow(page, width)).toEqual([]);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      const back = await page.getByRole('button', { name: '返回' }).boundingBox();
      expect(back!.x).toBeGreaterThanOrEqual(0);
    });

    test("the contract's three buttons fit, and 签署合同 (a button, not underlined text) opens the signature", async ({ page }) => {
      await signedIn(page);
      await page.goto('/#/pages/apply/contract-detail?id=ct_2001');
      const sign = page.getByRole('link', { name: '签署合同' });
      await expect(sign).toBeVisible();
      expect(await overflow(page, width)).toEqual([]);
      expect(await sign.evaluate((el) => [getComputedStyle(el).textDecorationLine, getComputedStyle(el).justifyContent])).toEqual(['none', 'center']);
      await sign.click();
      await expect(page).toHaveURL(/#\/pages\/apply\/signature\?id=ct_2001$/);
    });
  });
}

test.describe('scroll', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a new page opens at its top, and Back returns to where the worker was', async ({ page }) => {
    await signedIn(page);
    await page.goto('/#/pages/index/mys');
    const feedback = page.getByRole('link', { name: '意见反馈' });
    await expect(feedback).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(100);
    await feedback.click();
    await expect(page.getByRole('heading', { name: '意见反馈', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: '返回' }).click();
    await expect(feedback).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);
  });
});
