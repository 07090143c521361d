// Shared steps of the e2e journeys, and the accessibility check every screen passes.
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Starts the page signed in (a token that expires in a day), as after a real sign-in. The token is the
 * test's own, so what the test does on the mock (its session) stays out of the other tests' answers.
 */
export async function signedIn(page: Page) {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('uni_id_token', token);
      localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
    }
  }, `e2e-token-${randomUUID()}`);
}

/** Fills the sign-in form as a person would (the README's example account), agrees and taps 登录. */
export async function signInWithPassword(page: Page) {
  await page.getByLabel('手机号').fill('138 1234 5678');
  await page.getByLabel('密码').fill('abc_123456');
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Holds back the requests `url` matches until the function it answers is called. */
/**
 * Confirms an order step's guard (出发, 确认到达, 开始服务, 完成服务: the dialog that names the step) as
 * a worker does, with its 确定.
 */
export async function confirmStep(page: Page, title: string | RegExp) {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: '确定' }).click();
}

/**
 * Picks a region in the address form's real picker (antd-mobile's wheels): taps 所在地区, steps each
 * wheel with its screen-reader buttons (选择下一项) to the place, and confirms.
 */
export async function pickRegion(page: Page, place: [string, string, string]) {
  await page.getByRole('button', { name: /^所在地区/ }).click();
  const sheet = page.locator('.adm-picker').filter({ visible: true });
  const columns = sheet.locator('.adm-picker-view-column');
  await expect(columns).toHaveCount(3);
  for (const [i, label] of place.entries()) {
    const column = columns.nth(i);
    const current = column.getByRole('button', { name: /^当前选择的是/ });
    for (let step = 0; step < 60 && (await current.getAttribute('aria-label')) !== `当前选择的是：${label}`; step++) {
      const before = await current.getAttribute('aria-label');
      await column.getByRole('button', { name: /^选择下一项/ }).dispatchEvent('click');
      await expect(current).not.toHaveAttribute('aria-label', before!);
    }
    await expect(current).toHaveAttribute('aria-label', `当前选择的是：${label}`);
  }
  await sheet.getByText('确定').click();
  await expect(page.getByRole('button', { name: /^所在地区/ })).toContainText(place.join(' '));
}

export async function holdBack(page: Page, url: Parameters<Page['route']>[0]) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Follows the page's code requests from now on; the function it answers resolves once none has been
 * in flight for `quietMs`. (Playwright's `networkidle` resolves at once when the page was idle
 * before, so it cannot wait for code fetched later, while the browser is idle.)
 */
export function codeSettled(page: Page, quietMs = 500) {
  const inFlight = new Set<unknown>();
  page.on('request', (r) => r.resourceType() === 'script' && inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return async () => {
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      await page.waitForTimeout(100);
      if (inFlight.size > 0) quietSince = Date.now();
    }
  };
}

/**
 * The allow-listed answers the page has written to IndexedDB (lib/offline/persist.ts): the first
 * element of each kept query's key. The persister writes at most once a second, after the change,
 * and later on a busy machine: wait for the answer a step needs on the phone, not for a time.
 */
export const persistedKeys = (page: Page) =>
  page.evaluate(async () => {
    // Not opened before the persister has made it: an open here would make it without its store.
    if (!(await indexedDB.databases()).some((db) => db.name === 'worker-app')) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open('worker-app');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('query-cache')) return resolve([]);
        // One entry per kept answer (query:<hash>), beside the store's release and time (client).
        const all = db.transaction('query-cache').objectStore('query-cache').getAll();
        all.onsuccess = () => {
          const queries = (all.result as string[]).map((text) => JSON.parse(text) as { queryKey?: unknown[] }).filter((value) => Array.isArray(value.queryKey));
          db.close();
          resolve(queries.map((q) => String(q.queryKey![0])));
        };
      };
    });
  });

/**
 * Asks Prism for a named example (or a status code) on the calls whose URL contains `urlPart`:
 * `prefer(page, '/v1/order/detail', 'example=inService')`.
 */
export async function prefer(page: Page, urlPart: string, preference: string) {
  await page.route(
    (url) => url.pathname.includes(urlPart),
    (route) => route.continue({ headers: { ...route.request().headers(), prefer: preference } }),
  );
}

/** A solid-colour PNG of w x h pixels, as a phone camera would hand over (only smaller). */
export function png(w: number, h: number, [r, g, b]: [number, number, number]) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: h }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** What accessibilityProblems watches on the page while axe reads it. */
type AxeWatch = { observer: MutationObserver; moved: boolean };

const MIN_TARGET_PX = 44;

/** Every visible button, link and form control under 44 x 44 px (that does not sit in a row that is). */
export async function touchTargetProblems(page: Page): Promise<string[]> {
  const small = await page.evaluate((min) => {
    const selector = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=checkbox], [role=radio], [role=switch]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
        // Controls kept for screen readers and keyboards only are not touch targets, nor is a
        // control's look inside the real control (antd-mobile's Switch in our switch button).
        if (el.closest('.visually-hidden, [aria-hidden=true]')) return false;
        // A control inside a larger clickable row or label counts with that row's size.
        const host = el.closest<HTMLElement>('label, .adm-list-item, .adm-tab-bar-item, .adm-selector-item, .adm-checkbox, .adm-radio') ?? el;
        const h = host.getBoundingClientRect();
        return Math.max(r.width, h.width) < min || Math.max(r.height, h.height) < min;
      })
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 20)}" ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`);
  }, MIN_TARGET_PX);
  return small.map((target) => `touch target under ${MIN_TARGET_PX}px: ${target}`);
}

/**
 * What axe (WCAG 2.2 A/AA and best practices) finds on the screen as it is now, and its touch
 * targets under 44 px (touchTargetProblems).
 */
export async function accessibilityProblems(page: Page, { settled = false } = {}): Promise<string[]> {
  // `settled`: the caller waited for its calls already (the layout sweep, whose hash moves within one
  // document Playwright's load states do not follow). Otherwise the page's calls end first: a button
  // enabled by an answer that came later would be measured mid-fade.
  if (!settled) await page.waitForLoadState('networkidle').catch(() => undefined);
  // antd-mobile's dialogs, popups and masks fade in and out: check them shown or gone, not mid-fade
  // (axe would measure the contrast of a half-transparent button).
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.adm-mask, .adm-center-popup-wrap, .adm-popup-body')].every((el) =>
        ['0', '1'].includes(getComputedStyle(el).opacity),
      ),
    undefined,
    { timeout: 5_000 },
  );
  // Nor mid-transition: a button enabled as its data arrives fades from antd-mobile's disabled
  // opacity (0.4) to 1 over 150 ms, and axe would measure its contrast half-faded. Endless
  // animations (a spinner, a skeleton's shimmer) never finish and are not waited for.
  //
  // A page may also change on its own while axe reads it (a query's retry timer gives up and enables
  // a button, which then fades in): axe's answer holds only for a page that stayed still under it.
  // Changes of look (attributes that restyle, elements added or removed) are watched during the
  // check, and a page that moved is checked again; a countdown's ticking text is not a change of look.
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  for (let attempt = 1; ; attempt++) {
    await page.waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000 },
    );
    await page.evaluate(() => {
      const w = window as unknown as { __axeWatch?: AxeWatch };
      w.__axeWatch?.observer.disconnect();
      const watch: AxeWatch = {
        moved: false,
        observer: new MutationObserver((records) => {
          const restyled = (r: MutationRecord) => r.type === 'attributes' || [...r.addedNodes, ...r.removedNodes].some((n) => n.nodeType === Node.ELEMENT_NODE);
          if (records.some(restyled)) watch.moved = true;
        }),
      };
      watch.observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'style', 'disabled', 'aria-disabled', 'hidden'] });
      w.__axeWatch = watch;
    });
    results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      // The app is a single page: a landmark-per-region rule would flag antd-mobile's portals.
      .disableRules(['region'])
      // A toast fades in and out for 2 s (axe would measure its contrast mid-fade, and it may arrive
      // during the check): white on 70 % black, 8:1 once shown.
      .exclude('.adm-toast-mask')
      .analyze();
    const moved = await page.evaluate(() => {
      const w = window as unknown as { __axeWatch?: AxeWatch };
      w.__axeWatch?.observer.disconnect();
      const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      return Boolean(w.__axeWatch?.moved) || moving;
    });
    // Three tries: a page that never stays still is judged as it is on the last.
    if (!moved || results.violations.length === 0 || attempt === 3) break;
  }
  const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);

  const small = await touchTargetProblems(page);
  return [...violations.map((v) => `axe ${v}`), ...small];
}

/** The screen as it is now has no accessibility problem (accessibilityProblems). */
export async function expectAccessible(page: Page) {
  expect(await accessibilityProblems(page), `accessibility problems on ${page.url()}`).toEqual([]);
}

/** The development mock of this run (playwright.config.ts). */
export const MOCK_URL = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 4010}`;

type Violation = { call: string; status: number; problems: string[] };
/** What the mock's validating proxy refused (mock/violations.ts), of one test or of the whole run. */
export async function contractViolations(test?: string): Promise<string[]> {
  const answer = await fetch(`${MOCK_URL}/__mock/violations${test ? `?test=${encodeURIComponent(test)}` : ''}`);
  const list = (await answer.json()) as Violation[];
  return list.map((v) => `${v.call} -> ${v.status}: ${v.problems.join('; ')}`);
}

/**
 * Playwright's test, with every request the test's page sends checked against the contract (the
 * mock's validating proxy; the test fails listing what the contract refused) and the screen each
 * test ends on checked for accessibility.
 */
export const test = base.extend<{ contractAtEnd: void; a11yAtEnd: void }>({
  contractAtEnd: [
    async ({ page }, use, testInfo) => {
      // Marks the test's calls, so that the mock can tell which test sent what it refused.
      await page.context().setExtraHTTPHeaders({ 'x-e2e-test': testInfo.testId });
      await use();
      expect(await contractViolations(testInfo.testId), 'requests or answers the contract refused (mock/violations.ts)').toEqual([]);
    },
    { auto: true },
  ],
  a11yAtEnd: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus && page.url().startsWith('http')) await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect };
