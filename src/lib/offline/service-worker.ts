// The service worker's start (README "Offline"), the only part of it in the page's first load:
// once the page has loaded and the browser is idle, off the first paint's path, it loads the
// registration (service-worker-register.ts, with workbox-window and the update prompt). Nothing in
// the dev server (no worker is built there) or where the browser has no service workers.
import { inTime } from '@/lib/loading/deadline';
import { whenIdleAfterLoad } from '@/lib/ui/yield';

export function startServiceWorker(enabled = import.meta.env.PROD) {
  if (!enabled || !('serviceWorker' in navigator)) return;
  whenIdleAfterLoad(() => {
    inTime(import('./service-worker-register'), 'service-worker-register')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('[offline] service worker not registered', error));
  });
}
