// The outbox's sending: what the journal holds goes to the server, once per intent with its
// Idempotency-Key, whatever the network does. Lanes that fit the field:
// - the SOS lane (the alert, its cancel, the worker's word on it, the check-in's answer): each at
//   once, beside whatever else is in flight, retried every few seconds;
// - an order's steps: one queue per order, in the order of the taps, one at a time; two orders never
//   wait for each other; a step waits only for the photos it carries itself;
// - bulk media (a recording, photos sent apart from a step): a queue of their own, so an hour of
//   recording going up never holds the finish of a service;
// - the rest (feedback, a draft, a setting): one queue, in the order of the taps.
// Nothing tapped after an SOS still waiting goes before it, in any queue. A try with no answer is
// tried again with the same key (the server answers a repeated key with its first result); a try
// hung in a dead network is given up (and tried again at once, with its key) as soon as another
// call is answered; a refusal is kept, with the server's words, until the worker has seen it; a
// change that can never go as it is (no sender in this version, an answer that breaks the
// contract, its photos lost) is set aside, its data kept, and the queue goes on. A change the app
// follows after it went (the SOS alert: where it stands shows from it) stays as sent, with what the
// server answered of it, until the worker closes it. A 401 loses nothing: an intent goes only in the
// session of the worker who made it, so it waits, paused, for that worker's next sign-in, and another
// worker on the phone never sends it. Only the worker's own choice removes one (知道了 on a refusal,
// 删除 on one set aside, closing a followed one, discarding at sign-out).
// Everything it needs comes in `deps`, so that a test runs many of them over one phone.
import { ApiError, isApiError, NOT_SENT_OFFLINE } from '@/lib/api/errors';
import { answersForGood, idempotencyHeaders } from '@/lib/api/idempotency';
import type { FileStore } from './files';
import { type AsideReason, type Intent, type IntentFile, isOwnedBy, type Journal, type Lane, readIntent, type WaitReason } from './journal';
import { keepChange, type KeepOptions } from './keep';
import { type Outcome, PATIENCE_MS, type Sender, SetAside } from './types';

export type { Outcome, Sender };
export { PATIENCE_MS, SetAside };

type Timer = unknown;

export type EngineDeps = {
  journal: Journal;
  files: FileStore;
  /** The sender of a kind (a renamed kind found under its new name), undefined when this version has none; rejects when its code cannot load. */
  sender: (kind: string) => Promise<Sender | undefined> | Sender | undefined;
  upload: (file: File, folder: string, onProgress?: (percent: number) => void, signal?: AbortSignal) => Promise<string>;
  /** How far an intent's files are up (0 to 1), as they go. */
  onUploadProgress?: (key: string, fraction: number) => void;
  /** What the browser says (false: airplane); true says nothing (a dead network says true). */
  online: () => boolean;
  /** The worker whose session is on (undefined: one from before the app knew), null with none. */
  owner: () => string | null | undefined;
  /** The worker a change is kept for: the session's, or the last one's whose session ended (an SOS after the token expired is still hers). */
  keeper?: () => string | null | undefined;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => Timer;
  clearTimer?: (timer: Timer) => void;
  /** The server took an intent: the app's cached answers learn from it. */
  onAnswer?: (sender: Sender, intent: Intent, answer: unknown) => void;
  /** The server refused one: what it holds now should show. */
  onRefused?: (intent: Intent) => void;
  /** Words for a set-aside intent, in the worker's language (its sender's own where it has them). */
  asideText?: (reason: AsideReason, sender?: Sender) => string;
};

/** Waits between tries while the network is up but nothing answers (a lift's one bar), by the tries so far. */
export const RETRY_MS: Record<Lane, readonly number[]> = { sos: [1_000, 2_000, 5_000, 10_000], main: [5_000, 15_000, 30_000, 60_000], media: [5_000, 15_000, 30_000, 60_000] };
/** An answer heard elsewhere retries a waiting queue at once, if its last try is at least this old. */
const HURRY_AFTER_MS = 2_000;
/**
 * A try that has heard nothing for this long (no answer, no upload progress) while another call was
 * answered went into a dead network (a lift): it is given up and tried again at once with its key.
 * Longer than a slow server's answer, so a try is rarely sent twice (and twice is harmless: same key).
 */
export const STALE_TRY_MS = 8_000;

type Event = { type: 'sent'; answer: unknown } | { type: 'refused' | 'aside' | 'discarded'; error: Error } | { type: 'waiting' };

/** What one try's failure means for the intent. */
function verdictOf(error: unknown, online: boolean): { wait: WaitReason } | { refused: ApiError } | { aside: AsideReason } {
  if (isApiError(error)) {
    if (error.kind === 'unauthorized' || error.kind === 'localToken') return { wait: 'session' };
    if (error.kind === 'contract') return { aside: 'badAnswer' };
    if (error.code === NOT_SENT_OFFLINE) return { wait: 'offline' };
    if (answersForGood(error)) return { refused: error };
    if (error.kind === 'network' || error.kind === 'timeout') return { wait: online ? 'network' : 'offline' };
    // A server failure (5xx, 502, 429, a 404 of maintenance, a cloud function's time-out): it may have
    // done it; the same key asks again.
    return { wait: 'server' };
  }
  return { aside: 'broken' };
}

class FilesLost extends Error {}

/** The queue an intent waits in: its own for an SOS, its order's for a step, the media queue, or the rest's. */
export function queueOf(intent: Pick<Intent, 'key' | 'lane' | 'orderId'>): string {
  if (intent.lane === 'sos') return `sos:${intent.key}`;
  if (intent.lane === 'media') return 'media';
  return intent.orderId ? `order:${intent.orderId}` : 'main';
}

/** A try on the wire: when it last heard anything (its start, an upload's progress), and how to give it up. */
type Try = { key: string; heard: number; abort: AbortController };

/** A queue: one intent at a time; a run asked for during one goes again after it; one retry timer. */
type Queue = { running?: Promise<void>; ticket?: object; again: boolean; timer?: Timer; lastTry: number; onWire?: Try; generation: number };

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox(deps: EngineDeps) {
  const { journal, files } = deps;
  const now = deps.now ?? (() => Date.now());
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer: Timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let alive = true;
  const queues = new Map<string, Queue>();
  const queue = (name: string): Queue => {
    let found = queues.get(name);
    if (!found) queues.set(name, (found = { again: false, lastTry: 0, generation: 0 }));
    return found;
  };
  /** The SOS lane: each intent on its own (an alert never waits for a check-in's answer in flight), each with its retry timer. */
  const urgent: { timers: Map<string, Timer>; lastTry: number; tries: Map<string, Try> } = { timers: new Map(), lastTry: 0, tries: new Map() };
  const listeners = new Map<string, Set<(event: Event) => void>>();
  /** Keys whose try is under way: what is on the wire can no longer be taken back (nor replaced: keep.ts). */
  const sending = journal.wire;

  /** How each intent ended in this app's life, for a listener that comes after the end. */
  const ended = new Map<string, Event>();
  const emit = (key: string, event: Event) => {
    if (event.type !== 'waiting') ended.set(key, event);
    listeners.get(key)?.forEach((listener) => listener(event));
  };
  const listen = (key: string, listener: (event: Event) => void) => {
    const set = listeners.get(key) ?? new Set();
    listeners.set(key, set.add(listener));
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(key);
    };
  };

  /** Whether the session on the phone may send it: its own worker's (or one from before owners were known). */
  const mine = (intent: Intent) => isOwnedBy(intent, deps.owner());

  const pending = () => journal.all().filter((i) => i.state === 'pending' && mine(i));
  const pendingIn = (name: string) => pending().filter((i) => queueOf(i) === name);
  const pendingSos = () => pending().filter((i) => i.lane === 'sos');

  /** A queue's next intent; none while an SOS tapped before it still waits (nothing tapped after an SOS goes before it). */
  function next(name: string): Intent | undefined {
    const candidate = pendingIn(name)[0];
    if (candidate && pendingSos().some((sos) => sos.seq < candidate.seq)) return undefined;
    return candidate;
  }

  function schedule(intent: Intent, tries: number) {
    const waits = RETRY_MS[intent.lane];
    const ms = waits[Math.min(Math.max(tries, 1), waits.length) - 1];
    if (intent.lane === 'sos') {
      const before = urgent.timers.get(intent.key);
      if (before !== undefined) clearTimer(before);
      urgent.timers.set(
        intent.key,
        setTimer(() => {
          urgent.timers.delete(intent.key);
          void runUrgent();
        }, ms),
      );
      return;
    }
    const name = queueOf(intent);
    const q = queue(name);
    if (q.timer !== undefined) clearTimer(q.timer);
    q.timer = setTimer(() => {
      q.timer = undefined;
      void runQueue(name);
    }, ms);
  }

  function waitFor(intent: Intent, reason: WaitReason): false {
    const tries = reason === 'session' ? intent.tries : intent.tries + 1;
    journal.put({ ...intent, tries, wait: reason });
    emit(intent.key, { type: 'waiting' });
    // Offline, the `online` event brings it back (the SOS lane tries again anyway: the browser may be
    // wrong, and a try costs nothing); without a session, the next sign-in.
    if (reason !== 'session' && (reason !== 'offline' || intent.lane === 'sos')) schedule(intent, tries);
    return false;
  }

  function setAside(intent: Intent, reason: AsideReason, sender?: Sender): true {
    const message = deps.asideText?.(reason, sender) ?? reason;
    journal.put({ ...intent, state: 'aside', aside: reason, error: message, wait: undefined });
    emit(intent.key, { type: 'aside', error: new SetAside(reason, message) });
    return true;
  }

  /** Uploads the photos still on the phone; each URL is kept at once, so a photo goes up once. The body with their URLs. */
  async function withUploads(intent: Intent, attempt: Try): Promise<Record<string, unknown>> {
    let current = intent;
    const list = intent.files ?? [];
    if (list.some((file) => !file.url)) {
      const blobs = await files.get(intent.key).catch(() => undefined);
      for (const [index, file] of list.entries()) {
        if (file.url) continue;
        const blob = blobs?.[index];
        if (!blob) throw new FilesLost();
        const share = (percent: number) => {
          attempt.heard = now();
          deps.onUploadProgress?.(intent.key, (index + percent / 100) / list.length);
        };
        share(0);
        const url = await deps.upload(blob instanceof File ? blob : new File([blob], file.name, { type: file.type ?? blob.type }), file.folder, share, attempt.abort.signal);
        attempt.heard = now();
        const kept = journal.get(intent.key);
        // Gone meanwhile (the worker discarded it, or this page is over): nothing more of it.
        if (!alive || !kept) throw new FilesLost();
        const updated: IntentFile[] = (kept.files ?? list).map((f, i) => (i === index ? { ...f, url } : f));
        current = { ...kept, files: updated };
        journal.put(current);
      }
    }
    const body = { ...current.body };
    for (const file of current.files ?? []) {
      const value = body[file.field];
      body[file.field] = Array.isArray(value) ? [...value, file.url] : file.url;
    }
    return body;
  }

  /** The try of `key` in queue `name` ended: what it writes next of it is its own, not a discard. */
  const settled = (name: string, key: string) => {
    const q = queues.get(name);
    if (q?.onWire?.key === key) q.onWire = undefined;
    urgent.tries.delete(key);
  };

  /** The server took it: gone from the phone, or (followed) kept as sent with its receipt until the worker closes it. */
  function delivered(intent: Intent, sender: Sender, answer: unknown) {
    if (intent.follow) {
      const { wait: _wait, error: _error, code: _code, ...rest } = journal.get(intent.key) ?? intent;
      journal.put({ ...rest, state: 'sent', files: undefined, receipt: sender.receipt?.(answer) ?? {} });
    } else journal.drop([intent.key]);
    if (intent.files?.length) void files.drop(intent.key).catch(() => undefined);
  }

  /** One intent's try. True to go on with the next in its queue, false to stop (no answer: the order of the taps holds). */
  async function sendOne(key: string, name: string): Promise<boolean> {
    const lane = name.startsWith('sos:') ? undefined : queue(name);
    const attempt: Try = { key, heard: now(), abort: new AbortController() };
    if (lane) {
      lane.lastTry = now();
      lane.onWire = attempt;
    } else {
      urgent.lastTry = now();
      urgent.tries.set(key, attempt);
    }
    // Taken at once: a second run does not start the same intent while this one prepares it.
    sending.add(key);
    await journal.preparing.get(key);
    let intent = journal.get(key);
    if (!alive) {
      sending.delete(key);
      return false;
    }
    if (!intent || intent.state !== 'pending' || !mine(intent)) {
      sending.delete(key);
      settled(name, key);
      return true;
    }
    let sender: Sender | undefined;
    try {
      try {
        sender = await deps.sender(intent.kind);
      } catch {
        // Its code did not arrive (a lift, a deploy between): like no answer, tried again.
        return alive && waitFor(journal.get(key) ?? intent, deps.online() ? 'network' : 'offline');
      }
      if (!alive) return false;
      if (!sender) return setAside(intent, 'unknownKind');
      const body = await withUploads(intent, attempt);
      intent = journal.get(key) ?? intent;
      // The session may have changed while its photos went up: it goes only under its own worker's token.
      if (!alive) return false;
      if (intent.state !== 'pending' || !mine(intent)) return true;
      attempt.heard = now();
      const answer = await sender.send(body, idempotencyHeaders(key), attempt.abort.signal);
      settled(name, key);
      if (!alive) return false;
      // Discarded while it went (a sign-out, the worker's 删除): it left the phone, and its answer is
      // of a session that ended; the next worker's cache and list never learn it.
      if (!journal.get(key)) return true;
      delivered(intent, sender, answer);
      deps.onAnswer?.(sender, intent, answer);
      emit(key, { type: 'sent', answer });
      return true;
    } catch (error) {
      settled(name, key);
      if (!alive) return false;
      const kept = journal.get(key);
      if (!kept || kept.state !== 'pending') return true;
      // Given up as hung in a dead network (hurry): tried again at once with its key, the try not counted.
      if (attempt.abort.signal.aborted) {
        journal.put({ ...kept, wait: 'network' });
        emit(key, { type: 'waiting' });
        if (kept.lane === 'sos') urgent.timers.set(key, setTimer(() => (urgent.timers.delete(key), void runUrgent()), 0));
        return true;
      }
      if (error instanceof FilesLost) return setAside(kept, 'filesLost', sender);
      const verdict = verdictOf(error, deps.online());
      if ('wait' in verdict) return waitFor(kept, verdict.wait);
      if ('aside' in verdict) return setAside(kept, verdict.aside);
      const refused: Intent = { ...kept, state: 'refused', error: verdict.refused.message, code: verdict.refused.code, wait: undefined };
      journal.put(refused);
      deps.onRefused?.(refused);
      emit(key, { type: 'refused', error: verdict.refused });
      return true;
    } finally {
      sending.delete(key);
    }
  }

  /** Airplane mode: nothing of the queue is tried; each says why it waits, and `online` brings them back. */
  function waitOffline(name: string) {
    for (const waiting of pendingIn(name)) {
      if (waiting.wait !== 'offline') journal.put({ ...waiting, wait: 'offline' });
      emit(waiting.key, { type: 'waiting' });
    }
  }

  /**
   * The SOS lane: every intent not on its way goes now, each on its own, whatever the browser says of
   * the network (it may say offline wrongly; a failed try costs nothing); then the queues, which
   * may have waited for one.
   */
  async function runUrgent(): Promise<void> {
    if (!alive) return;
    const ready = pendingSos().filter((intent) => !sending.has(intent.key));
    for (const intent of ready) {
      const timer = urgent.timers.get(intent.key);
      if (timer !== undefined) clearTimer(timer);
      urgent.timers.delete(intent.key);
    }
    await Promise.all(ready.map((intent) => sendOne(intent.key, queueOf(intent))));
    if (alive) void runQueues();
  }

  /** One queue until it is empty or must wait; a run asked for while one runs goes again after it. */
  function runQueue(name: string): Promise<void> {
    if (!alive) return Promise.resolve();
    const q = queue(name);
    if (q.running) {
      q.again = true;
      return q.running;
    }
    if (q.timer !== undefined) {
      clearTimer(q.timer);
      q.timer = undefined;
    }
    const gen = q.generation;
    const ticket = {};
    q.ticket = ticket;
    const running = (async () => {
      // Set as running before the first look: a run asked for from here on is taken by this one.
      await null;
      try {
        do {
          q.again = false;
          for (let intent = next(name); intent && alive && gen === q.generation; intent = next(name)) {
            if (!deps.online()) {
              waitOffline(name);
              break;
            }
            const goOn = await sendOne(intent.key, name);
            if (gen !== q.generation) return;
            if (!goOn) break;
          }
        } while (q.again && alive && gen === q.generation && q.timer === undefined);
      } finally {
        // In the same turn as the last look: no run asked for in between is lost.
        if (q.ticket === ticket) q.running = undefined;
      }
    })();
    q.running = running;
    return running;
  }

  /** Every queue that has something of this session's to send. */
  const runQueues = () => Promise.all([...new Set(pending().filter((i) => i.lane !== 'sos').map(queueOf))].map(runQueue)).then(() => undefined);

  const run = (intent: Intent) => (intent.lane === 'sos' ? runUrgent() : runQueue(queueOf(intent)));

  /** Sends what waits, in every lane. */
  const flush = () => Promise.all([runUrgent(), runQueues()]).then(() => undefined);

  /**
   * A sign that the network works (another call was answered, the app came back to the front): a
   * try that has heard nothing for a while went into a dead network and is given up (it goes again
   * at once, with its key); a queue waiting to retry tries now, unless it tried a moment ago.
   */
  function hurry() {
    const at = now();
    const stale = (attempt: Try | undefined) => attempt && at - attempt.heard >= STALE_TRY_MS;
    for (const attempt of urgent.tries.values()) if (stale(attempt)) attempt.abort.abort();
    if (urgent.timers.size > 0 && at - urgent.lastTry >= HURRY_AFTER_MS) void runUrgent();
    for (const [name, q] of queues) {
      if (stale(q.onWire)) q.onWire!.abort.abort();
      else if (q.timer !== undefined && at - q.lastTry >= HURRY_AFTER_MS) void runQueue(name);
    }
  }

  /**
   * The first outcome of an intent's sending: sent, refused (rejects), set aside (rejects), or kept:
   * no answer within `patienceMs`, or it already waits (offline, a failed try, no session).
   */
  function outcome(key: string, patienceMs = PATIENCE_MS): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      const settle = (event: Event) => {
        if (event.type === 'sent') resolve({ state: 'sent', answer: event.answer });
        else if (event.type === 'refused' || event.type === 'aside') reject(event.error);
        else resolve({ state: 'queued' });
      };
      const end = ended.get(key);
      if (end) return settle(end);
      const intent = journal.get(key);
      if (!intent) return resolve({ state: 'queued' });
      if (intent.state === 'refused') return reject(new ApiError('business', intent.error ?? '', { code: intent.code }));
      if (intent.state === 'aside') return reject(new SetAside(intent.aside ?? 'broken', intent.error ?? ''));
      if (intent.state === 'sent') return resolve({ state: 'sent', answer: undefined });
      // Already waiting, or without a session that may send it: kept, said at once.
      if (intent.wait || !mine(intent)) return resolve({ state: 'queued' });
      const timer = setTimer(() => done({ type: 'waiting' }), patienceMs);
      const stop = listen(key, (event) => done(event));
      function done(event: Event) {
        stop();
        clearTimer(timer);
        settle(event);
      }
    });
  }

  /** Resolves with the server's answer once the intent went (in this app's life, before or after the call); rejects if it was refused, set aside or discarded. */
  function whenSent(key: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const settle = (event: Event) => {
        if (event.type === 'sent') resolve(event.answer);
        else if (event.type !== 'waiting') reject(event.error);
      };
      const end = ended.get(key);
      if (end) return settle(end);
      const stop = listen(key, (event) => {
        if (event.type === 'waiting') return;
        stop();
        settle(event);
      });
    });
  }

  /** Keeps a change (at once, synchronously) and starts sending it; resolves with its first outcome. */
  function submit(kind: string, body: Record<string, unknown>, { patienceMs, ...options }: KeepOptions & { patienceMs?: number } = {}): { key: string; outcome: Promise<Outcome> } {
    const intent = keepChange({ journal, files, owner: deps.keeper ?? deps.owner, now }, kind, body, options);
    const first = outcome(intent.key, patienceMs);
    // A caller that keeps only the key (the SOS follows its alert by it) leaves no refusal unhandled.
    first.catch(() => undefined);
    void run(intent);
    return { key: intent.key, outcome: first };
  }

  /** The worker's choice: a refusal seen (知道了), a change set aside given up (删除), a followed one closed. */
  function dismiss(key: string) {
    const intent = journal.get(key);
    if (!intent || intent.state === 'pending') return;
    journal.drop([key]);
    if (intent.files?.length) void files.drop(key).catch(() => undefined);
  }

  /**
   * The worker's choice: a change still on the phone taken back (the SOS's 误触，取消). True when
   * nothing of it was sent; false when it is on the wire or gone (then it must be undone on the server).
   */
  function withdraw(key: string): boolean {
    const intent = journal.get(key);
    if (!intent || intent.state !== 'pending' || sending.has(key)) return false;
    journal.drop([key]);
    if (intent.files?.length) void files.drop(key).catch(() => undefined);
    emit(key, { type: 'discarded', error: new Error('withdrawn') });
    return true;
  }

  /** The worker's choice: a change set aside tried again (with its key). */
  function retry(key: string) {
    const intent = journal.get(key);
    if (!intent || intent.state !== 'aside') return;
    const again: Intent = { ...intent, state: 'pending', aside: undefined, error: undefined, wait: undefined, tries: 0 };
    journal.put(again);
    void run(again);
  }

  /** The worker's choice at sign-out (or the account closed): the intents `which` picks leave the phone. */
  async function discard(which: (intent: Intent) => boolean) {
    const gone = journal.all().filter(which);
    journal.drop(gone.map((intent) => intent.key));
    for (const intent of gone) emit(intent.key, { type: 'discarded', error: new Error('discarded') });
    if (journal.all().length === 0) {
      // Nothing of anyone's is left: the database goes whole, not even its name stays.
      stopTimers();
      await files.clear().catch(() => undefined);
    } else {
      await Promise.all(gone.filter((i) => i.files?.length).map((i) => files.drop(i.key).catch(() => undefined)));
    }
  }

  function stopTimers() {
    for (const q of queues.values()) {
      if (q.timer !== undefined) clearTimer(q.timer);
      q.timer = undefined;
    }
    urgent.timers.forEach((timer) => clearTimer(timer));
    urgent.timers.clear();
  }

  // The intent a queue waits on left the phone (discarded by the worker, or another tab's list read
  // in): its answer holds the queue no longer.
  const unsubscribe = journal.subscribe(() => {
    for (const q of queues.values()) {
      if (q.onWire === undefined || journal.get(q.onWire.key)) continue;
      q.onWire = undefined;
      q.generation += 1;
      q.running = undefined;
    }
  });

  /** What an older version kept (whole intents in IndexedDB) moves into the journal, once. */
  async function takeOver() {
    const legacy = await files.legacy().catch(() => []);
    for (const old of legacy) {
      if (!alive) return;
      const intent = readIntent(old);
      if (!intent) continue;
      if (!journal.get(intent.key)) {
        // Version 1 cleared its intents at every session's end: one still there is this session's.
        const who = deps.owner();
        journal.put({ ...intent, ...(who ? { owner: who } : {}) });
      }
      const blobs = old.files?.map((file) => file.blob) ?? [];
      await (blobs.length ? files.put(intent.key, blobs) : files.drop(intent.key)).catch(() => undefined);
    }
  }

  /** This outbox stops (a test's reload: the page is gone); what it was doing is left as the phone has it. */
  function dispose() {
    alive = false;
    unsubscribe();
    stopTimers();
    for (const key of [...listeners.keys()]) emit(key, { type: 'waiting' });
  }

  return { submit, outcome, whenSent, flush, hurry, dismiss, withdraw, retry, discard, takeOver, dispose, mine };
}
