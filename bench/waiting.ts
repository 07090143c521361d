// The cost of waiting (issue 53): Home in front, the worker accepting, nothing new, for minutes, as a
// worker's phone spends most of her day. Each row signs in, opens Home, lets the start's own work
// finish (a settling time), then measures windows of a minute: the requests and their bytes (headers
// and bodies, both ways), and the page's main-thread work from the DevTools protocol's performance
// metrics (`TaskDuration`, `ScriptDuration`), as milliseconds a minute. Two rows: no offer on screen,
// and one offer counting down. The offers' answers come from Prism through a route: empty (Prism's
// `empty` example), or the default example's offers with their seconds left counting down from the
// first answer, as a server builds them (`acceptRemainingSeconds` "when the response was built"):
// Prism alone would answer the same 600 s at every poll. Then the same page hidden (the Page
// Visibility API, set by an init script: headless Chromium keeps a tab visible) for a window: its
// requests, which must be none.
import type { Browser, Page, Route } from 'playwright-core';

export type WaitingScenario = { name: string; offers: 'none' | 'counting' };
export const WAITING_SCENARIOS: WaitingScenario[] = [
  { name: 'home, nothing new', offers: 'none' },
  { name: 'home, an offer counting down', offers: 'counting' },
];

export type WaitingWindow = { requests: number; bytes: number; taskMs: number; scriptMs: number; ms: number };
export type WaitingRow = {
  scenario: string;
  /** Medians over the windows, per minute. */
  requestsPerMin: number;
  kbPerMin: number;
  taskMsPerMin: number;
  scriptMsPerMin: number;
  /** Each window's main-thread ms a minute, for the spread. */
  taskMsRuns: number[];
  /** Requests while the page was hidden, per minute (undefined when not measured). */
  hiddenRequestsPerMin?: number;
  /** What the requests were, path and count, over all windows: what a poll costs. */
  paths: Record<string, number>;
};

type Options = {
  browser: Browser;
  base: string;
  homePath: string;
  settleMs: number;
  windowMs: number;
  windows: number;
  hiddenWindowMs: number;
  log?: (line: string) => void;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const perMinute = (value: number, ms: number) => (value * 60_000) / ms;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Answers the offers' poll as the scenario has it; Prism stays the source of every other answer. */
function offersRoute(scenario: WaitingScenario) {
  const deadlines = new Map<string, number>();
  return async (route: Route) => {
    const request = route.request();
    if (scenario.offers === 'none') return route.continue({ headers: { ...request.headers(), prefer: 'example=empty' } });
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { rows?: { id: string; acceptRemainingSeconds: number | null }[] } };
    const now = Date.now();
    // One offer: the first of the example's.
    const rows = (body.data?.rows ?? []).slice(0, 1).map((row) => {
      if (row.acceptRemainingSeconds == null) return row;
      if (!deadlines.has(row.id)) deadlines.set(row.id, now + row.acceptRemainingSeconds * 1000);
      return { ...row, acceptRemainingSeconds: Math.max(0, Math.round((deadlines.get(row.id)! - now) / 1000)) };
    });
    return route.fulfill({ response, json: { ...body, data: { ...body.data, rows, total: rows.length } } });
  };
}

async function metrics(cdp: { send: (method: 'Performance.getMetrics') => Promise<{ metrics: { name: string; value: number }[] }> }) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => list.find((m) => m.name === name)?.value ?? 0;
  return { task: value('TaskDuration') * 1000, script: value('ScriptDuration') * 1000 };
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/robots.txt`);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('worker_language', 'zh-Hans');
    localStorage.setItem('uni_id_token', 'bench-token');
    localStorage.setItem('uni_id_token_expired', String(Date.now() + 86_400_000));
  });
}

/** One scenario: a fresh context (no service worker: the waiting page's requests are the app's own), Home, the windows. */
export async function measureWaiting(scenario: WaitingScenario, options: Options): Promise<WaitingRow> {
  const { browser, base, homePath, settleMs, windowMs, windows, hiddenWindowMs, log = () => undefined } = options;
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN', serviceWorkers: 'block' });
  try {
    // The Page Visibility API under the bench's control: `benchSetHidden(true)` hides the page.
    await context.addInitScript(() => {
      let hidden = false;
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
      Object.assign(window, {
        benchSetHidden: (value: boolean) => {
          hidden = value;
          // The browser's event bubbles to the window, where TanStack Query's focus manager listens.
          document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
        },
      });
    });
    const page = await context.newPage();
    await signIn(page, base);
    await page.route('**/v1/order/offers?**', offersRoute(scenario));
    const requests: { at: number; path: string; bytes: Promise<number> }[] = [];
    const record = (request: import('playwright-core').Request) =>
      requests.push({
        at: Date.now(),
        path: new URL(request.url()).pathname,
        bytes: request
          .sizes()
          .then((s) => s.requestHeadersSize + s.requestBodySize + s.responseHeadersSize + s.responseBodySize)
          .catch(() => 0),
      });
    page.on('requestfinished', record);
    page.on('requestfailed', record);
    await page.goto(base + homePath);
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    // Accepting: the summary's default example says so; the offers card shows its answer.
    await page.getByRole('heading', { name: '待接订单' }).waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    // CPU time of the main thread's tasks rather than their wall time, where the platform has it: a
    // neighbour's load then does not count as the page's work.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' }).catch(() => cdp.send('Performance.enable'));
    log(`bench: waiting (${scenario.name}): settling ${settleMs / 1000} s ...`);
    await page.waitForTimeout(settleMs);
    const measured: WaitingWindow[] = [];
    const inWindow = async (from: number, to: number) => {
      const within = requests.filter((r) => r.at >= from && r.at < to);
      return { count: within.length, bytes: (await Promise.all(within.map((r) => r.bytes))).reduce((s, b) => s + b, 0), within };
    };
    const paths: Record<string, number> = {};
    for (let i = 0; i < windows; i++) {
      const before = await metrics(cdp);
      const from = Date.now();
      await page.waitForTimeout(windowMs);
      const after = await metrics(cdp);
      const to = Date.now();
      const { count, bytes, within } = await inWindow(from, to);
      within.forEach((r) => (paths[r.path] = (paths[r.path] ?? 0) + 1));
      measured.push({ requests: count, bytes, taskMs: after.task - before.task, scriptMs: after.script - before.script, ms: to - from });
      log(`bench: waiting (${scenario.name}): window ${i + 1}: ${count} requests, ${round1(bytes / 1024)} KB, main thread ${Math.round(after.task - before.task)} ms (script ${Math.round(after.script - before.script)}) in ${Math.round((to - from) / 1000)} s`);
    }
    let hiddenRequestsPerMin: number | undefined;
    if (hiddenWindowMs > 0) {
      await page.evaluate(() => (window as unknown as { benchSetHidden: (h: boolean) => void }).benchSetHidden(true));
      const from = Date.now();
      await page.waitForTimeout(hiddenWindowMs);
      const { count } = await inWindow(from, Date.now());
      hiddenRequestsPerMin = round1(perMinute(count, Date.now() - from));
      await page.evaluate(() => (window as unknown as { benchSetHidden: (h: boolean) => void }).benchSetHidden(false));
    }
    const each = (pick: (w: WaitingWindow) => number) => measured.map((w) => perMinute(pick(w), w.ms));
    return {
      scenario: scenario.name,
      requestsPerMin: round1(median(each((w) => w.requests))),
      kbPerMin: round1(median(each((w) => w.bytes)) / 1024),
      taskMsPerMin: Math.round(median(each((w) => w.taskMs))),
      scriptMsPerMin: Math.round(median(each((w) => w.scriptMs))),
      taskMsRuns: each((w) => w.taskMs).map(Math.round),
      hiddenRequestsPerMin,
      paths,
    };
  } finally {
    await context.close();
  }
}
