// The app: providers around the router, rendered once i18n is ready.
import { inTime } from '@/lib/loading/deadline';
import { Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { whenQueriesSettle } from '@/lib/api/when-queries-settle';
import { initI18n } from '@/lib/i18n/i18n';
import { lazyOptional } from '@/lib/loading/optional';
import { syncOnlineManager } from '@/lib/network/online';
import { hasValidToken } from '@/lib/session/session';
import { removeRetiredKeys } from '@/lib/storage/storage';
import { whenIdleAfterLoad, yieldToMain } from '@/lib/ui/yield';
import { checkAtLaunch, onLaunch } from './launch';
import { NetworkBanner } from './network-banner';
import { registerFeatureSenders } from './outbox-senders';
import { createQueryClient, Providers } from './providers';
import { createRouter } from './router';
import 'antd-mobile/es/global';
import './theme.css';

// Its code failing (offline with no service worker) leaves the banner out, not the app.
const OutboxStatus = lazyOptional(() => import('./outbox-status').then((m) => m.default));

type AppRouter = ReturnType<typeof createRouter>;

/**
 * How long after the first screen's answers the launch checks wait: its pictures and first paint
 * come first. Little is lost by waiting: a server down for maintenance answers the screen's own
 * calls with 404, which opens the maintenance page at once (src/lib/api/request.ts).
 */
const LAUNCH_CHECKS_AFTER_MS = 1000;

/** The longest the first render waits for the kept answers (the persister's code and one IndexedDB read). */
const RESTORE_WAIT_MS = 1500;

/** Resolves when `promise` settles or `ms` have passed, whichever comes first. */
function settledWithin(promise: Promise<unknown>, ms: number) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Resolves once the router has the first screen's code (or the error page): its state is initialized. */
function firstScreenReady(router: AppRouter) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts i18n, then the router (which starts loading the screen in the URL), each in its own task
 * after the code's evaluation, and gives the root component once i18n is ready and the router has
 * the first screen's code. Waiting here, not in a Suspense boundary: React reveals suspended
 * content no sooner than 300 ms after it showed a fallback, so the first screen sat idle for up to
 * 300 ms. And not in the router: its first render, before the screen's code, is empty, and
 * replaced the logo in index.html with a white page until the screen came. The query client is
 * shared by the screens and the router, which starts a screen's first calls with its code.
 *
 * Once the first screen is up, its answers are in, a second has passed and the page is idle, the
 * launch checks ask for the maintenance state and the app's version (launch.ts): a screen that
 * waits for its answer (the payment password page waits for the wallet's) or for its pictures does
 * not wait behind them on a slow network.
 *
 * With the launch checks, once the first screen's answers are in, the user centre's user is asked
 * for when a session is on (and after each sign-in from then on): it is held for the session
 * (lib/session/user-centre.ts), not asked by each screen.
 *
 * The answers kept on the phone (lib/offline/persist.ts) are restored at every start, before the
 * first render, as TanStack's PersistQueryClientProvider does: a phone in a lift or on a captive
 * Wi-Fi says it is online while nothing gets through, and a reload offline may not say it is
 * offline either, so the start cannot tell when it will need them. The screen's own calls start
 * meanwhile (with its code, from the router): an answer that arrives
 * first is kept (hydrate never puts an older answer over a newer one). The first render waits for
 * the restore at most RESTORE_WAIT_MS, its code's download included: a slow network or an
 * IndexedDB that hangs never holds the start, and a later restore still fills only what the
 * network has not answered. A persister that fails to load only costs the offline copy.
 */
export async function startApp() {
  const startedAt = Date.now();
  await yieldToMain();
  const ready = initI18n();
  void ready.then(() => onLaunch());
  await yieldToMain();
  syncOnlineManager();
  const queryClient = createQueryClient();
  // Each feature's senders, by loader, for the outbox (started with the providers: app/providers.tsx).
  registerFeatureSenders();
  whenIdleAfterLoad(removeRetiredKeys);
  const persist = () => inTime(import('@/lib/offline/persist'), 'persist').then(({ startPersistence }) => startPersistence(queryClient)).catch(() => undefined);
  // Signed out there is nothing to restore: the persister (which then removes what an ended session
  // left, and keeps the next session's answers) comes once the first screen is up, out of login's first load.
  const restored = hasValidToken() ? persist() : undefined;
  if (!restored) whenIdleAfterLoad(() => void persist());
  const router = createRouter(queryClient);
  await Promise.all([ready, firstScreenReady(router), restored && settledWithin(restored, RESTORE_WAIT_MS)]);
  await yieldToMain();

  const launchChecks = { pathname: () => router.state.location.pathname, navigate: (to: string, options?: { replace?: boolean }) => router.navigate(to, options) };

  return function App() {
    // What waits in the outbox shows once the first screen is up (its code is not the first load's).
    const [outboxShown, setOutboxShown] = useState(false);
    useEffect(() => whenIdleAfterLoad(() => setOutboxShown(true)), []);
    useEffect(() => {
      let cancel = whenIdleAfterLoad(() => {
        cancel = whenQueriesSettle(queryClient, () => {
          // The user centre's user, held from here for the session and each sign-in after it.
          void inTime(import('@/lib/session/user-centre'), 'user-centre').then(({ holdUserCentre }) => holdUserCentre(queryClient, startedAt)).catch(() => undefined);
          const timer = window.setTimeout(() => {
            cancel = whenIdleAfterLoad(() => void checkAtLaunch(launchChecks).catch(() => undefined));
          }, LAUNCH_CHECKS_AFTER_MS);
          cancel = () => window.clearTimeout(timer);
        });
      });
      return () => cancel();
    }, []);
    return (
      <Providers queryClient={queryClient}>
        <NetworkBanner />
        {outboxShown && (
          <Suspense fallback={null}>
            <OutboxStatus />
          </Suspense>
        )}
        <RouterProvider router={router} />
      </Providers>
    );
  };
}
