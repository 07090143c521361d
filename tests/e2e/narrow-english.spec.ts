// A 360 px wide phone in English, the language with the longest words: labels that read as one line
// stay on one line, figures line up, nothing is wider than the screen, and every button and field
// has the page's font (a browser gives form controls its own).
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, signedIn, test } from './support';

// Generous waits: these run beside other builds on a small machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 360, height: 800 } });

test.beforeEach(async ({ page }) => {
  await signedIn(page);
  await page.addInitScript(() => localStorage.setItem('worker_language', 'en'));
});

/** The text of each element that takes more than one line (its text runs do not share one line). */
const wrapped = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements
      .filter((el) => {
        const runs: DOMRect[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          runs.push(...[...range.getClientRects()].filter((r) => r.width > 0));
        }
        const [first] = runs;
        return runs.some((r) => (r.top + r.bottom) / 2 > first.bottom || (r.top + r.bottom) / 2 < first.top);
      })
      .map((el) => el.textContent),
  );

/** Every visible button, field and select whose font family is not the page's. */
const offFont = (page: Page) =>
  page.evaluate(() => {
    const body = getComputedStyle(document.body).fontFamily;
    return [...document.querySelectorAll('button, input, select, textarea')]
      .filter((el) => el.getBoundingClientRect().width > 0 && getComputedStyle(el).fontFamily !== body)
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim() || el.getAttribute('aria-label') || ''}": ${getComputedStyle(el).fontFamily}`);
  });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('Orders: each tab keeps its label and count on one line; the tabs have the page font', async ({ page }) => {
  await page.goto('/#/pages/index/category');
  const tabs = page.getByRole('tablist', { name: 'Order status' }).getByRole('tab');
  await expect(tabs.nth(2)).toHaveText(/^Completed\s+2$/);
  expect(await wrapped(tabs)).toEqual([]);
  expect(await offFont(page)).toEqual([]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
});

test("Mine: the wallet's labels keep one line and its figures one row; Sign out has the page font", async ({ page }) => {
  await page.goto('/#/pages/index/mys');
  const wallet = page.getByRole('region', { name: 'My wallet' });
  await expect(wallet).toContainText('48,599.80');
  expect(await wrapped(wallet.locator('dt'))).toEqual([]);
  const tops = await wallet.locator('dd').evaluateAll((dds) => dds.slice(1).map((dd) => Math.round(dd.getBoundingClientRect().top)));
  expect(new Set(tops).size, `the three figures' tops: ${tops.join(', ')}`).toBe(1);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await offFont(page)).toEqual([]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
});

test('Messages: Mark all read and the filter chips have the page font; the chips scroll inside the page', async ({ page }) => {
  await page.goto('/#/pages/index/message');
  const chips = page.getByRole('tablist', { name: 'Message categories' }).getByRole('tab');
  await expect(chips.first()).toContainText('3');
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  expect(await offFont(page)).toEqual([]);
  // The chips' unread counts for screen readers had widened the whole page past the screen.
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
});

test("Home: an offer's distance stays whole and the online states keep one line", async ({ page }) => {
  await page.goto('/#/pages/index/index');
  const offer = page.getByRole('link', { name: /全身精油SPA 90 min/ });
  await expect(offer).toContainText('2.3 km');
  const distanceSplit = await offer.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf('2.3 km');
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + '2.3 km'.length);
      return range.getClientRects().length > 1;
    }
    return null;
  });
  expect(distanceSplit).toBe(false);
  expect(await wrapped(page.getByRole('listbox', { name: 'Taking orders' }).getByRole('option'))).toEqual([]);
  expect(await offFont(page)).toEqual([]);
});

test('order photos: the photo pickers and the steps at the bottom keep one line each', async ({ page }) => {
  // An order in service (the mock answers each order as it stands).
  await page.goto('/#/pages/order/photos?id=so_202611220002');
  const steps = page.getByRole('group', { name: 'Order actions' }).getByRole('button');
  await expect(steps).toHaveCount(2);
  expect(await wrapped(steps)).toEqual([]);
  expect(await wrapped(page.locator('.photo-pickers > label'))).toEqual([]);
  expect(await offFont(page)).toEqual([]);
});

test('reviewing the customer: each tag keeps one line and the review box stays inside its card', async ({ page }) => {
  // A completed order the worker has not reviewed yet.
  await page.goto('/#/pages/order/appraise?id=so_202611190011');
  const tags = page.getByRole('listbox', { name: 'Tags (up to 6)' }).getByRole('option');
  await expect(tags.last()).toBeVisible();
  expect(await wrapped(tags)).toEqual([]);
  const field = page.getByLabel('Review (optional)');
  const [box, card] = await Promise.all([field.locator('..').boundingBox(), page.locator('section.card', { has: field }).boundingBox()]);
  // The card's padding is 16 px.
  expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width - 16);
  expect(await offFont(page)).toEqual([]);
});

test('registering: the comma between agreement names follows the name before it, with no space', async ({ page }) => {
  await page.goto('/#/pages/login/register');
  const link = page.getByRole('link', { name: 'Service Agreement' });
  await expect(link).toBeVisible();
  const gap = await link.evaluate((el) => {
    const row = el.parentElement!.parentElement!;
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() !== ',') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect().left - el.getBoundingClientRect().right;
    }
    return null;
  });
  expect(gap).not.toBeNull();
  expect(gap!).toBeLessThan(1);
  expect(await offFont(page)).toEqual([]);
});
