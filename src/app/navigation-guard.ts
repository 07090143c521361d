// Puts the navigation rules of lib/navigation/guard.ts in front of every navigation the router makes
// (useNavigate, <Link>, <Navigate> all go through router.navigate).
import type { createHashRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { i18n } from '@/lib/i18n/i18n';
import { guardNavigation, isStepOn } from '@/lib/navigation/guard';
import { showToast } from '@/lib/ui/feedback';
import { storedWorkerStatus } from '@/lib/session/session';

type AppRouter = ReturnType<typeof createHashRouter>;
type NavigateArgs = Parameters<AppRouter['navigate']>;

const toString = (to: NavigateArgs[0]): string | null => {
  if (typeof to === 'number' || to === null) return null; // history steps are not guarded
  if (typeof to === 'string') return to;
  return `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
};

export function installNavigationGuard(router: AppRouter, { applyProcessAvailable }: { applyProcessAvailable: boolean }, now: () => number = Date.now) {
  const original = router.navigate.bind(router);
  let last: { to: string; at: number } | null = null;
  router.navigate = ((to: NavigateArgs[0], opts?: NavigateArgs[1]) => {
    const target = toString(to);
    if (target === null) return original(to as number);
    const verdict = guardNavigation({
      to: target,
      // A replace that steps on in a flow (STEP_ON) is no relaunch.
      relaunch: Boolean(opts && 'replace' in opts && opts.replace) && !isStepOn(opts?.state),
      now: now(),
      last,
      workerStatus: storedWorkerStatus(),
      loginPath: paths.login,
      applyProcessPath: applyProcessAvailable ? paths.applyProcess : null,
    });
    if (verdict.action === 'refuse') {
      void showToast(i18n.t('common:navigation.emptyUrl'));
      return Promise.resolve();
    }
    if (verdict.action === 'ignore') return Promise.resolve();
    last = { to: verdict.to, at: now() };
    return original(verdict.to, opts);
  }) as AppRouter['navigate'];
  return router;
}
