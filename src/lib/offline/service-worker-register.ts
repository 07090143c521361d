// Registers the build's service worker (vite.config.ts: Workbox's precache of the whole build,
// `sw.js` next to index.html) with workbox-window; loaded once the page is idle
// (service-worker.ts). A new version installs in the background and waits: the page offers it
// (update-prompt.tsx) and moves to it only when the worker taps 更新, by asking the waiting worker
// to take over and reloading once it controls the page. Never in the middle of a step.
import { Workbox } from 'workbox-window';
import { showUpdatePrompt } from './update-prompt';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A service worker runs only on a secure http(s) origin with `navigator.serviceWorker`: not on a
 * `file://` page, nor in a web-view that leaves it out (iOS WKWebView without app-bound domains).
 * There the app works online as it always did.
 */
export function canRunServiceWorker(where: Pick<Location, 'protocol' | 'hostname'> = location, nav: Navigator = navigator): boolean {
  if (!('serviceWorker' in nav) || !nav.serviceWorker) return false;
  if (where.protocol === 'https:') return true;
  return where.protocol === 'http:' && LOCAL_HOSTS.has(where.hostname);
}

/** What the page needs of workbox-window's `Workbox` (a fake in the tests). */
export type WorkboxLike = Pick<Workbox, 'addEventListener' | 'register' | 'messageSkipWaiting' | 'update'>;

const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** After the tap, the reload comes with the new worker's control; this long at most. */
export const TAKE_OVER_MS = 10_000;

export async function registerServiceWorker(
  workbox: WorkboxLike | null = canRunServiceWorker() ? new Workbox('./sw.js', { scope: './' }) : null,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  if (!workbox) return;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };
  const apply = () => {
    workbox.addEventListener('controlling', reloadOnce);
    workbox.messageSkipWaiting();
    window.setTimeout(reloadOnce, TAKE_OVER_MS);
  };
  // `waiting` also comes for a version another page installed, and for one already waiting when
  // the page started (a start after an update that was put off).
  workbox.addEventListener('waiting', () => showUpdatePrompt(apply));
  await workbox.register({ immediate: true });
  // A web-view stays open all day and a hash route never navigates: look for a new version when
  // the app comes back to the front, at most once an hour.
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    void workbox.update().catch(() => undefined);
  });
}
