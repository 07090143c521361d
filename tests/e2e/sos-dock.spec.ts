// The SOS on Home never covers what Home shows (issue 41: the floating SOS hid an offer's countdown,
// and text at 320 px), at 320 and 360 px in the three languages; and axe, with its "region" rule on
// (every content inside a landmark), finds nothing on Home and on the location page.
// What may lie over the page's scrolling content is its bottom chrome: full-width, opaque bars fixed
// at the bottom (the tab bar, the SOS's dock), under which the content scrolls as under any bar. The
// SOS must sit inside that chrome or clear of every text the page shows above it; the page's end
// must scroll clear of all of it; and the countdown, scrolled just above it, shows whole.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect as baseExpect, png, signedIn, test } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

type Box = { x: number; y: number; width: number; height: number };
const SOS_NAME: Record<string, string> = { 'zh-Hans': 'SOS 紧急呼救', 'zh-Hant': 'SOS 緊急呼救', en: 'SOS emergency call' };
const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en'] as const;

/**
 * The top of the page's bottom chrome: the highest of the fixed, opaque bars that span the app's
 * column at the bottom of the screen (the tab bar; the SOS's dock). Content above it is what the
 * worker sees.
 */
const chromeTop = (page: Page) =>
  page.evaluate(() => {
    const column = Math.min(window.innerWidth, 560);
    let top = window.innerHeight;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed') continue;
      const r = el.getBoundingClientRect();
      const opaque = /^rgb\(/.test(style.backgroundColor) || /^rgba\(.*,\s*1\)$/.test(style.backgroundColor);
      // A bar, not a layer over the whole screen (a mask, a loading cover).
      const bar = r.height > 0 && r.height < window.innerHeight / 2;
      if (opaque && bar && r.width >= column - 1 && Math.abs(r.bottom - window.innerHeight) <= 1) top = Math.min(top, r.top);
    }
    return top;
  });

/** Every element with text of its own on the page's content (not the chrome, not the SOS), as the worker sees it: its box clipped to the area above the chrome. */
const textsAbove = (page: Page, limit: number) =>
  page.evaluate((limit) => {
    const out: { text: string; box: { x: number; y: number; width: number; height: number } }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!own || el.closest('.visually-hidden') || getComputedStyle(el).visibility === 'hidden') continue;
      const r = el.getBoundingClientRect();
      const bottom = Math.min(r.bottom, limit);
      if (r.width === 0 || bottom <= r.top) continue;
      out.push({ text: el.textContent!.trim().slice(0, 30), box: { x: r.left, y: r.top, width: r.width, height: bottom - r.top } });
    }
    return out;
  }, limit);

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [320, 360]) {
  for (const language of LANGUAGES) {
    test(`Home at ${width} px in ${language}: the SOS covers no text, not the offer's countdown, and the page's end scrolls clear of it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 640 });
      await page.addInitScript((lng) => localStorage.setItem('worker_language', lng), language);
      await signedIn(page);
      await page.goto('/#/pages/index/index');
      const countdown = page.getByRole('timer').first();
      await expect(countdown).toBeVisible();
      const sos = page.getByRole('button', { name: SOS_NAME[language] });
      await expect(sos).toBeVisible();

      for (const where of ['top', 'end'] as const) {
        await page.evaluate((w) => window.scrollTo(0, w === 'top' ? 0 : document.documentElement.scrollHeight), where);
        const top = await chromeTop(page);
        const sosBox = (await sos.boundingBox())!;
        // The chrome is a bar at the bottom (the check below is about the screen above it).
        expect(top).toBeGreaterThan(640 / 2);
        // The SOS lies in the chrome or above it, never below the screen.
        expect(sosBox.y + sosBox.height).toBeLessThanOrEqual(640);
        const covered = (await textsAbove(page, top)).filter((t) => overlaps(t.box, sosBox)).map((t) => t.text);
        expect(covered, `text under the SOS at the page's ${where}`).toEqual([]);
        if (where === 'end') {
          // The page's last content ends above the chrome: nothing is left for good under the SOS.
          const end = await page.evaluate(() => Math.max(...[...document.querySelectorAll('main *')].map((el) => el.getBoundingClientRect().bottom)));
          expect(end).toBeLessThanOrEqual(top);
        }
      }

      // The countdown scrolled to just above the chrome shows whole: it is what the worker sees there.
      const top = await chromeTop(page);
      await countdown.evaluate((el, limit) => window.scrollBy(0, el.getBoundingClientRect().bottom - limit + 2), top);
      const box = (await countdown.boundingBox())!;
      expect(overlaps(box, (await sos.boundingBox())!), 'the countdown clear of the SOS').toBe(false);
      // What is painted at its corners is the countdown's own card (its text or the line holding it),
      // not the SOS or any bar.
      const seen = await countdown.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const card = el.closest('li')!;
        return [r.left + 1, r.right - 1].flatMap((x) =>
          [r.top + 1, r.bottom - 1].map((y) => {
            const hit = document.elementFromPoint(x, y);
            return hit && card.contains(hit) ? 'card' : `${hit?.tagName}.${hit?.className} at ${Math.round(x)},${Math.round(y)}`;
          }),
        );
      });
      expect(seen, 'the countdown painted, not under anything').toEqual(['card', 'card', 'card', 'card']);
      await page.screenshot({ path: test.info().outputPath(`home-${width}-${language}.png`) });
    });
  }
}

/** axe with every rule of the app's checks and "region" on: everything inside a landmark. */
async function axeClean(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).exclude('.adm-toast-mask').analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

for (const width of [320, 360]) {
  test(`axe finds nothing on Home (the SOS in a landmark) and on the location page (the map's buttons reachable) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 640 });
    await signedIn(page);
    await page.goto('/#/pages/index/index');
    await expect(page.getByRole('timer').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: '紧急求助' }).getByRole('button', { name: 'SOS 紧急呼救' })).toBeVisible();
    expect(await axeClean(page), 'axe on Home').toEqual([]);

    await page.route(/\/appmaptile\?/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: png(256, 256, [226, 236, 232]) }));
    await page.goto(`/#/pages/location/open?lat=31.21358&lng=121.39786&name=${encodeURIComponent('天山路600弄 3号楼')}`);
    const map = page.getByRole('group', { name: /^地图：/ });
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.getByRole('button', { name: '放大地图' })).toBeVisible();
    expect(await axeClean(page), 'axe on the location page').toEqual([]);
  });
}
