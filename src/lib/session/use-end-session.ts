// Ending the session from a screen (decisions.md, "Ending the session"): sign-out from Mine and from
// the settings page, and the account's closure. The page that opens next (login) first, then the
// token and every cached answer leave the phone: the worker's pages go down the moment the session
// ends (app/require-auth.tsx), and leaving first means login's code is in by then.
import { useQueryClient } from '@tanstack/react-query';
import { useLogoutWorker } from '@generated/api/auth/auth';
import { i18n } from '@/lib/i18n/i18n';
import { confirmDialog } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { clearSession } from './session';

/** Ends the session after a call: `onDone` (open login), then the token and the cached answers go. */
export function useEndSession(onDone: () => unknown) {
  const queryClient = useQueryClient();
  return async () => {
    await onDone();
    clearSession();
    queryClient.clear();
    // What this worker left unsent must not go in the next one's session (a shared phone).
    await import('@/lib/outbox/outbox').then((outbox) => outbox.clearOutbox()).catch(() => undefined);
  };
}

/** Signs out: the server revokes the token, and whatever it answers (the contract says so) the session ends. */
function useSignOut(onDone: () => unknown) {
  const end = useEndSession(onDone);
  return useLogoutWorker({ mutation: { onSettled: end } });
}

/** The sign-out button's action: asks first (in the screen's words), then signs out, once at a time. */
export function useConfirmedSignOut(onDone: () => unknown, texts: { confirm: string; action: string; cancel: string }) {
  const signOut = useSignOut(onDone);
  const signingOut = useOneAtATime();
  const confirmSignOut = () =>
    void signingOut.run(async () => {
      // Changes still on the phone would be lost: the question says so.
      const kept = await import('@/lib/outbox/outbox').then((outbox) => outbox.keptIntents()).catch(() => []);
      const waiting = kept.filter((intent) => intent.state === 'pending').length;
      const content = waiting > 0 ? i18n.t('outbox:signOutPending', { n: waiting }) : texts.confirm;
      const ok = await confirmDialog({ content, confirmText: texts.action, cancelText: texts.cancel });
      if (!ok) return false;
      // The session ends whatever the server answers (useSignOut's onSettled).
      await signOut.mutateAsync().catch(() => undefined);
      return true;
    });
  return { confirmSignOut, pending: signOut.isPending };
}
