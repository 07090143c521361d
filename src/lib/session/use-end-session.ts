// Ending the session from a screen (decisions.md, "Ending the session"): sign-out from Mine and from
// the settings page, and the account's closure. The page that opens next (login) first, then the
// token and every cached answer leave the phone: the worker's pages go down the moment the session
// ends (app/require-auth.tsx), and leaving first means login's code is in by then.
import { useQueryClient } from '@tanstack/react-query';
import { useLogoutWorker } from '@generated/api/auth/auth';
import { i18n, loadNamespaces } from '@/lib/i18n/i18n';
import { confirmDialog } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { clearSession, sessionWorker } from './session';

/** The session's worker's recordings still on the phone, not yet handed to the outbox (lib/media/recordings.ts). */
const recordingDrafts = () =>
  import('@/lib/media/recordings')
    .then((recordings) => recordings.draftsOf(sessionWorker() ?? null))
    .catch(() => []);
const discardRecordings = () =>
  import('@/lib/media/recordings')
    .then((recordings) => recordings.discardDrafts(sessionWorker() ?? null))
    .catch(() => undefined);

/**
 * Ends the session after a call: `onDone` (open login), then the token and the cached answers go.
 * `discard`: the worker's changes still on the phone go too (the account closed, or the worker chose
 * to give them up); otherwise they stay, tied to the worker, for their next sign-in (a 401's way).
 */
export function useEndSession(onDone: () => unknown, { discard = false }: { discard?: boolean } = {}) {
  const queryClient = useQueryClient();
  return async () => {
    // Before the session ends: which changes are this worker's is read from it.
    if (discard) {
      await import('@/lib/outbox/outbox').then((outbox) => outbox.discardIntents()).catch(() => undefined);
      await discardRecordings();
    }
    await onDone();
    clearSession();
    queryClient.clear();
  };
}

/** Signs out: the server revokes the token, and whatever it answers (the contract says so) the session ends. */
function useSignOut(onDone: () => unknown) {
  const end = useEndSession(onDone);
  return useLogoutWorker({ mutation: { onSettled: end } });
}

/**
 * The sign-out button's action, once at a time. With nothing unsent it asks in the screen's words.
 * With changes of the worker still on the phone it says how many and what, and the worker decides:
 * wait (stay signed in; they go by themselves) or give them up and sign out. Never both silently.
 */
export function useConfirmedSignOut(onDone: () => unknown, texts: { confirm: string; action: string; cancel: string }) {
  const signOut = useSignOut(onDone);
  const signingOut = useOneAtATime();
  const confirmSignOut = () =>
    void signingOut.run(async () => {
      const outbox = await import('@/lib/outbox/outbox').catch(() => null);
      // Recordings not yet sent count as what is kept: personal evidence, never dropped unasked.
      const drafts = await recordingDrafts();
      const intents = (await outbox?.keptIntents().catch(() => [])) ?? [];
      // A recording kept in the outbox at the tap keeps its draft until its parts move (a reload
      // between the two leaves both): it counts once.
      const held = new Set(intents.map((intent) => intent.key));
      const kept = [...intents, ...drafts.filter((draft) => !held.has(draft.id)).map(() => ({ kind: 'recordingDraft' }))];
      if (kept.length > 0) await loadNamespaces('outbox');
      if (kept.length === 0) {
        if (!(await confirmDialog({ content: texts.confirm, confirmText: texts.action, cancelText: texts.cancel }))) return false;
      } else {
        const what = [...new Set(kept.map((intent) => i18n.t(`outbox:kinds.${intent.kind}`)))].join(i18n.t('outbox:listSeparator'));
        const giveUp = await confirmDialog({
          content: i18n.t('outbox:signOutPending', { n: kept.length, what }),
          confirmText: i18n.t('outbox:signOutDiscard'),
          cancelText: i18n.t('outbox:signOutWait'),
        });
        if (!giveUp) {
          // The worker waits: what is kept goes by itself; now, if the network allows.
          void outbox?.flush();
          return false;
        }
        await outbox?.discardIntents();
        await discardRecordings();
      }
      // The session ends whatever the server answers (useSignOut's onSettled).
      await signOut.mutateAsync().catch(() => undefined);
      return true;
    });
  return { confirmSignOut, pending: signOut.isPending };
}
