// Ending the session from a screen (decisions.md, "Ending the session"): sign-out from Mine and from
// the settings page, and the account's closure. The page that opens next (login) first, then the
// token and every cached answer leave the phone: the worker's pages go down the moment the session
// ends (app/require-auth.tsx), and leaving first means login's code is in by then.
import { inTime } from '@/lib/loading/deadline';
import { useQueryClient } from '@tanstack/react-query';
import { useLogoutWorker } from '@generated/api/auth/auth';
import { i18n, loadNamespaces } from '@/lib/i18n/i18n';
import { discardIntents, flushOutbox, type Intent, keptIntents, whenGone } from '@/lib/outbox';
import { chooseDialog, confirmDialog, showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { sessionWorker, signOutOfPhone } from './session';

/** The session's worker's recordings still on the phone, not yet handed to the outbox (lib/media/recordings.ts). */
const recordingDrafts = () =>
  inTime(import('@/lib/media/recordings'), 'recordings')
    .then((recordings) => recordings.draftsOf(sessionWorker() ?? null))
    .catch(() => []);
const discardRecordings = () =>
  inTime(import('@/lib/media/recordings'), 'recordings')
    .then((recordings) => recordings.discardDrafts(sessionWorker() ?? null))
    .catch(() => undefined);

/**
 * Ends the session after a call: `onDone` (open login), then the token, the cached answers and what
 * was kept for the worker go. `discard`: the worker's changes still on the phone go too (the account
 * closed, or the worker chose to give them up); otherwise what still waits stays, tied to her, for
 * her next sign-in (a 401's way).
 */
export function useEndSession(onDone: () => unknown, { discard = false }: { discard?: boolean } = {}) {
  const queryClient = useQueryClient();
  return async () => {
    // Before the session ends: which changes are this worker's is read from it.
    if (discard) {
      await discardIntents().catch(() => undefined);
      await discardRecordings();
    }
    await onDone();
    signOutOfPhone();
    queryClient.clear();
  };
}

/** Signs out: the server revokes the token, and whatever it answers (the contract says so) the session ends. */
function useSignOut(onDone: () => unknown) {
  const end = useEndSession(onDone);
  return useLogoutWorker({ mutation: { onSettled: end } });
}

/** What waits, as the worker knows it: the change and its order (订单 202611220005). */
function named(kept: { kind: string; orderId?: string }[]): string {
  const what = kept.map(({ kind, orderId }) => {
    const change = i18n.t(`outbox:kinds.${kind}`);
    return orderId ? i18n.t('outbox:ofOrder', { what: change, order: orderId.replace(/^so_/, '') }) : change;
  });
  return [...new Set(what)].join(i18n.t('outbox:listSeparator'));
}

/**
 * The sign-out button's action, once at a time. With nothing unsent it asks in the screen's words.
 * With changes of the worker still on the phone it says how many and which (the change and its
 * order), and the worker decides: wait for them, then sign out by herself (the default, in bold);
 * give them up and sign out now; or stay. Never both silently.
 */
export function useConfirmedSignOut(onDone: () => unknown, texts: { confirm: string; action: string; cancel: string }) {
  const signOut = useSignOut(onDone);
  const signingOut = useOneAtATime();
  const confirmSignOut = () =>
    void signingOut.run(async () => {
      // Recordings not yet sent count as what is kept: personal evidence, never dropped unasked.
      const drafts = await recordingDrafts();
      const intents: Intent[] = await keptIntents().catch(() => []);
      // A recording kept in the outbox names its draft until its parts move (a reload between the two
      // leaves both): it counts once.
      const held = new Set(intents.flatMap((intent) => [intent.key, intent.filesFrom]));
      const unsent = drafts.filter((draft) => !held.has(draft.id));
      const kept = [...intents, ...unsent.map((draft) => ({ kind: 'recordingDraft', orderId: draft.orderId }))];
      if (kept.length === 0) {
        if (!(await confirmDialog({ content: texts.confirm, confirmText: texts.action, cancelText: texts.cancel }))) return false;
      } else {
        await loadNamespaces('outbox');
        const choice = await chooseDialog({
          content: i18n.t('outbox:signOutPending', { n: kept.length, what: named(kept) }),
          choices: [
            { key: 'wait', text: i18n.t('outbox:signOutWait'), bold: true },
            { key: 'discard', text: i18n.t('outbox:signOutDiscard'), danger: true },
            { key: 'stay', text: i18n.t('outbox:signOutStay') },
          ],
        });
        if (choice === 'wait') {
          void flushOutbox().catch(() => undefined);
          // A recording not yet sent goes only when she taps 上传: she stays signed in, and is told so.
          if (unsent.length > 0) {
            void showToast(i18n.t('outbox:signOutDrafts'));
            return false;
          }
          // What is kept goes by itself (now, if the network allows); once none of it waits, she is signed out.
          const waiting = intents.filter((intent) => intent.state === 'pending').map((intent) => intent.key);
          void showToast(i18n.t('outbox:signOutWaiting', { n: waiting.length }));
          void whenGone(waiting).then(() => (sessionWorker() ? signOut.mutateAsync().catch(() => undefined) : undefined));
          return false;
        }
        if (choice !== 'discard') return false;
        await discardIntents().catch(() => undefined);
        await discardRecordings();
      }
      // The session ends whatever the server answers (useSignOut's onSettled).
      await signOut.mutateAsync().catch(() => undefined);
      return true;
    });
  return { confirmSignOut, pending: signOut.isPending };
}
