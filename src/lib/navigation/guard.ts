// Rules every navigation obeys: an empty URL is refused, the same URL
// opened twice within 200 ms is ignored (a double tap would stack the page twice; a relaunch, which
// replaces the page, stacks nothing and is never dropped: the guard's own redirects are relaunches,
// and an applicant sent from two pages in a row must land both times), and a worker in onboarding
// (status 3) who is relaunched anywhere but the login pages lands on the apply process page.
const DUPLICATE_WINDOW_MS = 200;
export const APPLYING_STATUS = 3;

/**
 * The router state of a replacing navigation that is no relaunch: the page opened takes the place
 * of one the worker should not come back to (an apply step just saved), inside the flow, so Back
 * skips it. Not a relaunch, so the status-3 rule leaves it where it goes.
 */
export const STEP_ON = { stepOn: true } as const;
export const isStepOn = (state: unknown) => (state as { stepOn?: unknown } | null | undefined)?.stepOn === true;

type GuardVerdict = { action: 'go'; to: string } | { action: 'ignore' } | { action: 'refuse'; reason: 'empty' };

export type GuardInput = {
  to: string;
  /** A relaunch replaces the page (react-router `replace`), like uni-app's reLaunch. */
  relaunch: boolean;
  now: number;
  last: { to: string; at: number } | null;
  workerStatus: number | null;
  loginPath: string;
  /** Null while the app has no apply process page: the status-3 rule waits for it. */
  applyProcessPath: string | null;
};

export function guardNavigation({ to, relaunch, now, last, workerStatus, loginPath, applyProcessPath }: GuardInput): GuardVerdict {
  if (!to.trim()) return { action: 'refuse', reason: 'empty' };
  if (!relaunch && last && last.to === to && now - last.at < DUPLICATE_WINDOW_MS) return { action: 'ignore' };
  const pathname = to.split(/[?#]/)[0];
  const toLogin = pathname === '/' || pathname.startsWith(loginPath.replace(/\/login$/, '/'));
  if (applyProcessPath && relaunch && workerStatus === APPLYING_STATUS && !toLogin && pathname !== applyProcessPath) {
    return { action: 'go', to: applyProcessPath };
  }
  return { action: 'go', to };
}

/**
 * Where a start (the app opened, or reloaded) lands: a worker in onboarding (status 3) opened
 * anywhere but the login pages or the apply flow lands on the apply process page. A start inside
 * the apply flow stays, so a reload (or the web-view restoring the page) keeps the applicant on
 * the step being filled. Null: stay.
 */
export function launchRedirect({
  pathname,
  workerStatus,
  loginPath,
  applyProcessPath,
}: Pick<GuardInput, 'workerStatus' | 'loginPath' | 'applyProcessPath'> & { pathname: string }): string | null {
  if (!applyProcessPath || workerStatus !== APPLYING_STATUS) return null;
  const toLogin = pathname === '/' || pathname.startsWith(loginPath.replace(/\/login$/, '/'));
  const applyFlow = applyProcessPath.replace(/\/[^/]+$/, '/');
  return toLogin || pathname.startsWith(applyFlow) ? null : applyProcessPath;
}
