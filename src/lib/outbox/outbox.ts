// The outbox: the one way every non-money state change goes to the server (order steps, service
// photos, the review of a customer, feedback, the SOS alert). A change is kept on the phone
// (store.ts) the moment the worker taps, with its Idempotency-Key and the time of the tap
// (`occurredAt`), then sent; without a network it waits, shown as 待同步, and goes by itself when the
// network returns (the `online` event, the app coming back to the foreground, its next start), in
// the order of the taps, once per intent: a retry carries the same key, and the server answers a
// repeated key with its first result. A change the server refuses when it finally arrives stays,
// with what the server said, until the worker has seen it. Money is never kept (lib/api/idempotency.ts).
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, isApiError } from '@/lib/api/errors';
import { i18n } from '@/lib/i18n/i18n';
import { hasValidToken, subscribeSession } from '@/lib/session/session';
import { answersForGood, idempotencyHeaders, newIdempotencyKey } from '@/lib/api/idempotency';
import { currentIntents, setIntents } from './state';
import { byTurn, deleteStore, dropIntent, type Intent, type IntentFile, keepIntent, readIntents } from './store';

export { currentIntents, subscribeOutbox } from './state';

export type { Intent, IntentFile } from './store';

/** How a submitted change ended for now: sent (with the server's answer), or kept to go later. */
export type Outcome = { state: 'sent'; answer: unknown } | { state: 'queued' };

/** How the outbox sends one kind of change (senders.ts). */
export type Sender = {
  send: (body: Record<string, unknown>, headers: Record<string, string>) => Promise<unknown>;
  /** After the server took it: what the app's cached answers learn from it. */
  answered?: (queryClient: QueryClient, intent: Intent, answer: unknown) => void;
};

/** Waits between tries while the network is up but the server does not answer (a lift's one bar). */
const RETRY_MS = [5_000, 15_000, 30_000, 60_000];

let loading: Promise<void> | undefined;
let flushing: Promise<void> | undefined;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let lastSeq = 0;
let queryClient: QueryClient | undefined;
/** Bumped when the session ends (clearOutbox): a flush of the state before it stops and changes nothing. */
let generation = 0;
let senders: Promise<Record<string, Sender>> | undefined;
const waiters = new Map<string, { resolve: (outcome: Outcome) => void; reject: (error: unknown) => void }>();

const loadSenders = () => (senders ??= import('./senders').then((m) => m.SENDERS));

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The intents as they stand (state.ts holds them for the screens). */
let intents: Intent[] = currentIntents();

function changed(next: Intent[]) {
  intents = next.sort(byTurn);
  setIntents(intents);
}

function load() {
  loading ??= readIntents().then(
    (kept) => {
      // Kept intents come first, before any tapped while they loaded.
      changed([...kept, ...intents.filter((i) => !kept.some((k) => k.key === i.key))]);
      lastSeq = Math.max(lastSeq, ...intents.map((i) => i.seq));
    },
    () => undefined,
  );
  return loading;
}

/** The time of the tap with the phone's offset (the contract's times carry one): 2026-11-22T12:20:04+08:00. */
export function tapTime(ms = Date.now()): string {
  const date = new Date(ms);
  const offset = -date.getTimezoneOffset();
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export type SubmitOptions = {
  orderId?: string;
  files?: IntentFile[];
  /** Goes before every other change (the SOS alert). */
  first?: boolean;
  /**
   * False for a change that only makes sense now (accepting an offer, which another worker may
   * take meanwhile): sent at once, never kept; without a network it fails and says so.
   */
  keep?: boolean;
  /** The intent's key when the caller holds one across its retries (a change that is not kept). */
  key?: string;
};

/**
 * Submits one change: kept on the phone, then sent in its turn. Resolves `sent` with the server's
 * answer, or `queued` when it could not go now (it goes by itself later); rejects with the
 * server's refusal (an ApiError), which the worker is shown.
 */
export async function submit(kind: string, body: Record<string, unknown>, options: SubmitOptions = {}): Promise<Outcome> {
  const { keep = true, key = newIdempotencyKey(), ...rest } = options;
  lastSeq = Math.max(Date.now(), lastSeq + 1);
  const intent: Intent = { key, kind, body: { ...body, occurredAt: tapTime() }, seq: lastSeq, state: 'pending', tries: 0, ...rest };
  if (!keep) return sendNow(intent);
  await load();
  await keepIntent(intent).catch(() => undefined);
  changed([...intents, intent]);
  const outcome = new Promise<Outcome>((resolve, reject) => waiters.set(intent.key, { resolve, reject }));
  void flush();
  return outcome;
}

/** A change that is not kept: once, now; offline it is not sent and says why. */
async function sendNow(intent: Intent): Promise<Outcome> {
  if (!online()) throw new ApiError('network', i18n.t('outbox:offlineOffer'));
  const sender = (await loadSenders())[intent.kind];
  try {
    const answer = await sender.send(intent.body, idempotencyHeaders(intent.key));
    if (queryClient) sender.answered?.(queryClient, intent, answer);
    return { state: 'sent', answer };
  } catch (error) {
    // Refused (the offer expired, another worker took it): what the server holds now shows.
    if (answersForGood(error)) void queryClient?.invalidateQueries();
    throw error;
  }
}

function settle(key: string, outcome: { ok: Outcome } | { error: unknown }) {
  const waiter = waiters.get(key);
  if (!waiter) return;
  waiters.delete(key);
  if ('ok' in outcome) waiter.resolve(outcome.ok);
  else waiter.reject(outcome.error);
}

/** Uploads the photos an intent still has as blobs; each URL is kept at once, so a photo goes up once. */
async function uploadFiles(intent: Intent) {
  if (!intent.files?.some((f) => !f.url)) return;
  const { loadUploader } = await import('@/lib/media/uploader');
  const { uploadPhoto } = await loadUploader();
  for (const file of intent.files) {
    if (file.url) continue;
    const named = file.blob instanceof File ? file.blob : new File([file.blob], file.name, { type: file.blob.type });
    file.url = await uploadPhoto(named, { folder: file.folder });
    await keepIntent(intent).catch(() => undefined);
  }
}

/** The body as it goes: each uploaded photo's URL in its field. */
function bodyOf(intent: Intent): Record<string, unknown> {
  const body = { ...intent.body };
  for (const file of intent.files ?? []) {
    const current = body[file.field];
    body[file.field] = Array.isArray(current) ? [...current, file.url] : file.url;
  }
  return body;
}

/** One intent's turn. Resolves true to go on with the next, false to stop (no answer: keep the order). */
async function sendOne(intent: Intent): Promise<boolean> {
  const gen = generation;
  const sender = (await loadSenders())[intent.kind];
  try {
    if (!sender) throw new Error(`no sender for ${intent.kind}`);
    await uploadFiles(intent);
    const answer = await sender.send(bodyOf(intent), idempotencyHeaders(intent.key));
    if (gen !== generation) return false;
    await dropIntent(intent.key).catch(() => undefined);
    changed(intents.filter((i) => i.key !== intent.key));
    if (queryClient) sender.answered?.(queryClient, intent, answer);
    settle(intent.key, { ok: { state: 'sent', answer } });
    return true;
  } catch (error) {
    if (gen !== generation) return false;
    if (sender && answersForGood(error) && isApiError(error)) {
      // The server refused it for good (the customer cancelled meanwhile): kept, with its words, until seen.
      const refused: Intent = { ...intent, state: 'refused', error: error.message, code: error.code };
      await keepIntent(refused).catch(() => undefined);
      changed(intents.map((i) => (i.key === intent.key ? refused : i)));
      // What the server holds now (the order's real status) replaces what the phone showed.
      void queryClient?.invalidateQueries();
      settle(intent.key, { error });
      return true;
    }
    // No answer (no network, a timeout, a server failure, the session ended): it waits, in its turn.
    const waiting: Intent = { ...intent, tries: intent.tries + 1 };
    await keepIntent(waiting).catch(() => undefined);
    changed(intents.map((i) => (i.key === intent.key ? waiting : i)));
    settle(intent.key, { ok: { state: 'queued' } });
    return false;
  }
}

function scheduleRetry(tries: number) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flush(), RETRY_MS[Math.min(tries, RETRY_MS.length) - 1] ?? RETRY_MS[0]);
}

/**
 * Sends what waits, in order, one at a time; a flush asked for while one runs runs again after it.
 * Offline it sends nothing: every waiting tap resolves `queued` at once.
 */
export function flush(): Promise<void> {
  if (flushing) {
    again = true;
    return flushing;
  }
  const gen = generation;
  flushing = (async () => {
    await load();
    do {
      again = false;
      for (const intent of intents.filter((i) => i.state === 'pending')) {
        if (gen !== generation) return;
        if (!online()) {
          settle(intent.key, { ok: { state: 'queued' } });
          continue;
        }
        const goOn = await sendOne(intent);
        if (!goOn) {
          intents.filter((i) => i.state === 'pending').forEach((i) => settle(i.key, { ok: { state: 'queued' } }));
          if (online()) scheduleRetry(intents.find((i) => i.key === intent.key)?.tries ?? 1);
          break;
        }
      }
    } while (again);
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

/** The worker has seen a refusal: it goes. */
export async function dismiss(key: string) {
  await dropIntent(key).catch(() => undefined);
  changed(intents.filter((i) => i.key !== key));
}

/**
 * Everything kept goes, and the database with it (the session ended: sign-out, the account closed,
 * a 401): another worker's session on a shared phone must not send this one's changes, and nothing
 * of this worker's is left on the phone, not even the database's name.
 */
export async function clearOutbox() {
  const keys = intents.map((i) => i.key);
  // Gone from what is sent first (a flush that starts now, as the network returns, finds nothing),
  // and an attempt under way keeps nothing when it ends.
  generation += 1;
  changed([]);
  keys.forEach((key) => settle(key, { ok: { state: 'queued' } }));
  // No retry waits for what went, and the next session's taps take their turns from the start.
  clearTimeout(retryTimer);
  retryTimer = undefined;
  again = false;
  lastSeq = 0;
  await Promise.all(keys.map((key) => dropIntent(key).catch(() => undefined)));
  await deleteStore().catch(() => undefined);
  // The next session reads its own store, as a fresh start does (the one read before is of this one).
  loading = undefined;
}

/** Every change kept, once the store has been read (what the last start left too). */
export async function keptIntents(): Promise<Intent[]> {
  await load();
  return intents;
}

let started = false;

/**
 * Starts sending at the app's start, and again when the network returns or the app comes back to
 * the foreground (a web-view has no Background Sync). `client` learns what the server answers.
 */
export function startOutbox(client: QueryClient) {
  queryClient = client;
  if (started) return;
  started = true;
  window.addEventListener('online', () => void flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flush();
  });
  // A session that ends without the sign-out button (a 401, the token expired) clears it the same
  // (for the app's life: the next session's outbox is this one, emptied).
  subscribeSession(() => {
    if (!hasValidToken()) void clearOutbox();
  });
  void load().then(() => {
    if (intents.some((i) => i.state === 'pending')) void flush();
  });
}
