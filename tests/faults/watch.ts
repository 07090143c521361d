// What the faults suite watches on every page: uncaught errors, Content-Security-Policy violations,
// every request (where it goes and what it carries), and what the screen shows.
import type { Page, Request } from '@playwright/test';

export type Watch = {
  uncaught: string[];
  requests: Request[];
  /** CSP violations the page reported (securitypolicyviolation), read from the page. */
  cspViolations: () => Promise<string[]>;
};

/** Starts watching the page: call before its first navigation. */
export async function watch(page: Page): Promise<Watch> {
  const uncaught: string[] = [];
  const requests: Request[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message.slice(0, 200)));
  page.on('request', (request) => requests.push(request));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return {
    uncaught,
    requests,
    cspViolations: async () => {
      try {
        return await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      } catch {
        return [];
      }
    },
  };
}

export type ScreenVerdict = {
  /** Nothing a worker can read or do: blank, a skeleton that never ends, or an error with no way on. */
  white: string | null;
  /** The router's crash page (code threw while rendering). */
  crash: boolean;
  /** An error state with its retry is showing. */
  errorWithRetry: boolean;
};

/** What the screen shows once its calls have settled. */
export async function judgeScreen(page: Page): Promise<ScreenVerdict> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    const root = document.getElementById('root');
    const crash = Boolean(document.querySelector('.route-error'));
    const text = (el: Element | null) => ((el as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim();
    // The page's own content: the whole root without the navigation bar and the tab bar.
    const chrome = [...document.querySelectorAll('.adm-nav-bar, .stack-page__bar, nav[aria-label], [role=navigation]')];
    const chromeText = chrome.map(text).join(' ');
    const content = text(root).replace(chromeText, '').trim();
    const alerts = [...document.querySelectorAll('[role=alert], .state-block, .route-error')].filter(visible);
    const retry = [...document.querySelectorAll('button, [role=button], a')].filter(visible).some((b) => /重试|重新加载|刷新|retry|reload/i.test(text(b)));
    const skeletonOnly =
      [...document.querySelectorAll('[aria-busy=true]')].some(visible) && content.replace(/加载中…?|请求中\.\.\.|页面加载中\.\.\./g, '').trim().length < 4;
    // Pictures, a map, a frame or a drawing surface are content without text.
    const media = [...document.querySelectorAll('#root iframe, #root canvas, #root .leaflet-container, #root img, #root video')].some(visible);
    let white: string | null = null;
    if (!root || !visible(root) || (content.length < 2 && !media)) white = 'blank';
    else if (skeletonOnly) white = 'skeleton that never ends';
    else if (alerts.some((a) => /失败|出错|错误|超时|网络|异常/.test(text(a))) && !retry && !content.replace(alerts.map(text).join(' '), '').trim())
      white = 'an error with no retry';
    return { white, crash, errorWithRetry: alerts.length > 0 && retry };
  });
}

/** The worker's personal data as the mock answers it (Mine, sign-in), and the token's shapes. */
export const PERSONAL = /e2e-token-|李师傅|13812345678|138\*{4}5678|110101199003077578/;

/**
 * Requests that carry the token or the worker's personal data to an origin other than the API's
 * (in this build the API is the app's own origin: `vite preview` sends it on to the mock).
 */
export async function leaksIn(requests: Request[], apiOrigin: string): Promise<string[]> {
  const leaks: string[] = [];
  for (const request of requests) {
    const url = new URL(request.url());
    if (url.origin === apiOrigin || url.protocol === 'data:' || url.protocol === 'blob:') continue;
    const headers = await request.allHeaders().catch(() => request.headers());
    const carried = [
      ...Object.entries(headers)
        .filter(([name]) => ['authorization', 'uni-id-token', 'cookie'].includes(name))
        .map(([name]) => `header ${name}`),
      ...(PERSONAL.test(decodeURIComponent(request.url())) ? ['the URL'] : []),
      ...(PERSONAL.test(request.postData() ?? '') ? ['the body'] : []),
      ...(PERSONAL.test(decodeURIComponent(headers.referer ?? '')) ? ['the referrer'] : []),
    ];
    if (carried.length) leaks.push(`${request.method()} ${url.origin}${url.pathname}: ${carried.join(', ')}`);
  }
  return leaks;
}

/** What of the worker is left on the phone: storage, IndexedDB, the Cache API. */
export async function leftovers(page: Page): Promise<string[]> {
  return page.evaluate(async (personal) => {
    const found: string[] = [];
    const mine = new RegExp(personal);
    const workerKeys = /^(uni_id_token|uni_id_token_expired|worker_status|cache:)/;
    for (const [name, store] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (const key of Object.keys(store)) {
        if (key === 'e2e-signed-in') continue; // the test's own flag (support.ts)
        if (workerKeys.test(key) || mine.test(store.getItem(key) ?? '')) found.push(`${name} ${key}`);
      }
    }
    if (indexedDB.databases) for (const db of await indexedDB.databases()) found.push(`IndexedDB ${db.name}`);
    if ('caches' in window) {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const r of await cache.keys()) if (/\/(v1|router)\//.test(r.url)) found.push(`Cache API ${r.url}`);
      }
    }
    return found;
  }, PERSONAL.source);
}

/**
 * Waits for the screen to have settled: no API call in flight, then up to `maxMs` for the screen's
 * code to arrive and draw (a verdict of white only stands once that time is up: a busy 2-core
 * machine running two browsers takes seconds to bring a form's renderer).
 */
export async function settledVerdict(page: Page, settle: () => Promise<void>, maxMs = 15_000): Promise<ScreenVerdict> {
  await settle();
  const end = Date.now() + maxMs;
  let verdict = await judgeScreen(page);
  while ((verdict.white || (await page.locator('[aria-busy=true]').filter({ visible: true }).count()) > 0) && Date.now() < end) {
    await page.waitForTimeout(250);
    verdict = await judgeScreen(page);
  }
  return verdict;
}
