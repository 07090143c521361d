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
    let white: string | null = null;
    if (!root || !visible(root) || content.length < 2) white = 'blank';
    else if (skeletonOnly) white = 'skeleton that never ends';
    else if (alerts.some((a) => /失败|出错|错误|超时|网络|异常/.test(text(a))) && !retry && !content.replace(alerts.map(text).join(' '), '').trim())
      white = 'an error with no retry';
    return { white, crash, errorWithRetry: alerts.length > 0 && retry };
  });
}
