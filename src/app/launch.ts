// Work done once when the app starts: keep the invite code it was opened with, then send it (the
// auth client loads only when there is a code to send: most launches have none); once the first
// screen is up, check the maintenance state and the app's version.
import { inTime } from '@/lib/loading/deadline';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { i18n, loadNamespaces } from '@/lib/i18n/i18n';
import { captureInviteCode, sendStoredInviteCode } from '@/lib/invite/invite';
import { readStored, storedKeys, writeStored } from '@/lib/storage/storage';
import { confirmDialog } from '@/lib/ui/feedback';

export function onLaunch(location: Pick<Location, 'search' | 'hash'> = window.location) {
  // The launch query may sit before the hash (…/?inviteCode=X#/) or inside it (#/pages/…?inviteCode=X).
  if (!captureInviteCode(location.search)) captureInviteCode(location.hash.split('?')[1] ?? '');
  return sendStoredInviteCode(async (code) => {
    // The operation's own module, not the auth area's: the area's module is in the chunk every
    // start loads (the sign-in screen's calls), and a dynamic import of it took the call along.
    const { addSalesmanUserLocking } = await inTime(import('@generated/api/auth/add-salesman-user-locking'), 'add-salesman-user-locking');
    return addSalesmanUserLocking({ invite_code: code });
  });
}

/** What the launch checks need of the router: where the worker is, and a way to send them elsewhere. */
type LaunchNavigation = { pathname: () => string; navigate: (to: string, options?: { replace?: boolean }) => unknown };

/**
 * At launch, not only after a 502 or a 404 (docs/decisions.md, "At launch"): the maintenance state opens the
 * maintenance page; a newer version opens the upgrade page when it is forced, and else asks once
 * (the app-upgrade popup: update now, or later). Failures are left to the errors' own answers.
 */
export async function checkAtLaunch(nav: LaunchNavigation, userAgent = navigator.userAgent) {
  // The system calls load after the first screen, as they are asked for.
  const [{ getMaintenanceState, getAppVersion }, { detectPlatform }] = await Promise.all([
    inTime(import('@generated/api/launch/launch'), 'launch'),
    inTime(import('@/features/system/utils/platform'), 'platform'),
  ]);
  const [maintenance, version] = await Promise.allSettled([
    getMaintenanceState(),
    getAppVersion({ platform: detectPlatform(userAgent), versionCode: env.appVersionCode }),
  ]);
  const here = nav.pathname();
  const systemPage = here === paths.maintenance || here === paths.update;
  if (maintenance.status === 'fulfilled' && maintenance.value.data.inMaintenance) {
    if (!systemPage) nav.navigate(paths.maintenance, { replace: true });
    return;
  }
  if (version.status !== 'fulfilled' || !version.value.data.hasUpdate || systemPage) return;
  const newest = version.value.data;
  if (newest.forceUpdate) {
    nav.navigate(paths.update, { replace: true });
    return;
  }
  // A version the worker put off: asked again on a later launch, not on this one's other screens.
  if (readStored(storedKeys.updatePostponed) === newest.versionCode) return;
  await loadNamespaces('system');
  const t = i18n.getFixedT(null, 'system');
  const now = await confirmDialog(
    { title: t('update.title', { version: newest.version }), content: newest.releaseNotes, confirmText: t('update.now'), cancelText: t('update.later') },
    { scope: 'app' },
  );
  if (now) nav.navigate(paths.update);
  else writeStored(storedKeys.updatePostponed, newest.versionCode);
}
