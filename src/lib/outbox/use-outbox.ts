// What waits in the outbox, for screens (待同步 on an order and its card, refusals, changes set
// aside): read from the journal (journal.ts), so a list that shows it does not load the sender.
// Only the session's own worker's: another worker's paused changes on a shared phone stay unseen.
import { useSyncExternalStore } from 'react';
import { sessionWorker, subscribeSession } from '@/lib/session/session';
import { appJournal, type Intent, isOwnedBy, type WaitReason } from './journal';

let seen: { all: readonly Intent[]; owner: string | null | undefined; mine: Intent[] } | undefined;

/** The session's intents; the same array while neither the journal nor the session changed. */
function snapshot(): Intent[] {
  const all = appJournal().all();
  const owner = sessionWorker();
  if (seen?.all !== all || seen.owner !== owner) {
    const mine = all.filter((intent) => isOwnedBy(intent, owner));
    seen = { all, owner, mine };
  }
  return seen.mine;
}

function subscribe(listener: () => void) {
  const stopJournal = appJournal().subscribe(listener);
  const stopSession = subscribeSession(listener);
  return () => {
    stopJournal();
    stopSession();
  };
}

/** Every change of the session's worker kept on the phone now (outside React). */
export const keptChanges = (): Intent[] => snapshot();

/** Every change of the session's worker kept on the phone, in the order it goes. */
export function useOutbox(): Intent[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The changes of one service order still on the phone (pending, refused or set aside). */
export function useOrderIntents(orderId: string | undefined): Intent[] {
  return useOutbox().filter((intent) => orderId !== undefined && intent.orderId === orderId && intent.state !== 'sent');
}

/** One kept change of the session's worker by its key (its true state: pending, refused, set aside, sent), or undefined once it left the phone. */
export function useIntent(key: string | undefined): Intent | undefined {
  return useOutbox().find((intent) => intent.key === key);
}

/** Whether the phone could not keep the last change (its storage is full): the banner says so. */
export const outboxFull = () => appJournal().full();

/**
 * Why these pending changes wait, in one word for the worker: offline (the phone says so), or what
 * their last try met (no session, the platform failing, an unstable network), else on their way.
 */
export function waitOf(pending: readonly Intent[], online: boolean): WaitReason | 'sending' {
  if (pending.some((intent) => intent.wait === 'session')) return 'session';
  if (!online || pending.some((intent) => intent.wait === 'offline')) return 'offline';
  if (pending.some((intent) => intent.wait === 'server')) return 'server';
  if (pending.some((intent) => intent.wait === 'network')) return 'network';
  return 'sending';
}
