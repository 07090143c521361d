// The outbox's front door for code (index.ts re-exports it): a change kept and sent (`change`), or
// sent once and never kept (`sendOnce`), and the worker's choices on what is kept. Light: the tap is
// kept synchronously here, before any code is fetched; the engine (outbox.ts) loads after, and is
// started once, by the app (start.ts `startOutbox`).
import { ApiError, NOT_SENT_OFFLINE } from '@/lib/api/errors';
import { answersForGood, idempotencyHeaders } from '@/lib/api/idempotency';
import { i18n } from '@/lib/i18n/i18n';
import { inTime } from '@/lib/loading/deadline';
import { appClient } from './app-client';
import { engine } from './start';
import { appJournal, INTENT_VERSION, type Intent } from './journal';
import { type KeepOptions, keepNow } from './keep';
import { senderOf } from './registry';
import type { Outcome } from './types';

/** Options of a kept change: its order, its lane, what it carries, whether it is followed after it went. */
export type ChangeOptions = KeepOptions & { patienceMs?: number };

/**
 * Keeps a change on the phone now (synchronously: a reload a moment later still has it) and sends it
 * in its lane; `outcome` resolves sent or queued (kept, it goes by itself), and rejects with the
 * server's refusal or when it was set aside.
 */
export function change(kind: string, body: Record<string, unknown>, { patienceMs, ...options }: ChangeOptions = {}): { key: string; outcome: Promise<Outcome> } {
  const intent = keepNow(kind, body, options);
  const outcome = engine().then((outbox) => {
    const first = outbox.outcome(intent.key, patienceMs);
    void outbox.flush();
    return first;
  });
  // A caller that keeps only the key (the SOS follows its alert by it) leaves no refusal unhandled.
  outcome.catch(() => undefined);
  return { key: intent.key, outcome };
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * A change that is never kept (money; an offer that expires; a secret): once, now, through its
 * feature's sender with the key given (the same on every retry of one intent: use-change.ts);
 * offline it is not sent and says why (`offlineText`, a catalogue key).
 */
export async function sendOnce(kind: string, body: Record<string, unknown>, { key, orderId, offlineText, refreshOnRefusal = false }: { key: string; orderId?: string; offlineText?: string; refreshOnRefusal?: boolean }): Promise<unknown> {
  if (!online()) throw new ApiError('network', i18n.t(offlineText ?? 'errors:offlineNotSent'), { code: NOT_SENT_OFFLINE });
  const sender = await senderOf(kind);
  if (!sender) throw new Error(`no sender for ${kind}`);
  try {
    const answer = await sender.send(body, idempotencyHeaders(key));
    const intent: Intent = { v: INTENT_VERSION, key, kind, body, seq: 0, lane: 'main', state: 'sent', tries: 0, ...(orderId ? { orderId } : {}) };
    const client = appClient();
    if (client) sender.answered?.(client, intent, answer);
    return answer;
  } catch (error) {
    // Refused (the offer expired, another worker took it): what the server holds now shows.
    if (refreshOnRefusal && answersForGood(error)) void appClient()?.invalidateQueries();
    throw error;
  }
}

/** Resolves with the server's answer once a kept change went (in this app's life); rejects if it was refused, set aside or discarded. */
export const whenSent = (key: string) => engine().then((outbox) => outbox.whenSent(key));

/** The worker's choice: a refusal seen (知道了), a change set aside given up (删除), a followed one closed. */
export const dismiss = (key: string) => void engine().then((outbox) => outbox.dismiss(key));

/** The worker's choice: a change set aside tried again, with its key. */
export const retry = (key: string) => void engine().then((outbox) => outbox.retry(key));

/**
 * The worker's choice: a change still on the phone taken back (the SOS's 误触，取消). True when
 * nothing of it was sent; false when it is on the wire or went (then it must be undone on the server).
 */
export const withdraw = (key: string) => engine().then((outbox) => outbox.withdraw(key));

/** Sends what waits now, if the network allows (the worker chose to wait at sign-out). */
export const flushOutbox = () => engine().then((outbox) => outbox.flush());

/** Every change of this session's worker still on the phone, once an older version's are taken over: sign-out's question counts them. */
export async function keptIntents(): Promise<Intent[]> {
  const outbox = await engine();
  await (await inTime(import('./outbox'), 'outbox')).takenOver;
  return appJournal()
    .all()
    .filter((intent) => outbox.mine(intent) && intent.state !== 'sent');
}

/** The worker chose to give up what waits (at sign-out, or the account closed): every change of hers, and what she followed. */
export const discardIntents = () => engine().then((outbox) => outbox.discard(outbox.mine));

/** What of the session's worker still waits under `tag` (an older copy of a draft, its step accepted) leaves the phone, unsent. */
export const dropWaiting = (tag: string) => void engine().then((outbox) => outbox.discard((intent) => intent.coalesce === tag && intent.state === 'pending' && outbox.mine(intent)));

/** Resolves once every change of `keys` has left the phone's waiting list (sent, refused or set aside): sign-out waits for them. */
export function whenGone(keys: readonly string[]): Promise<void> {
  const journal = appJournal();
  const waiting = () => keys.some((key) => journal.get(key)?.state === 'pending');
  return new Promise((resolve) => {
    if (!waiting()) return resolve();
    const stop = journal.subscribe(() => {
      if (waiting()) return;
      stop();
      resolve();
    });
  });
}
