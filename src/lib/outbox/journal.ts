// The outbox's list of intents, kept synchronously (local storage through lib/storage): a tap is on
// the phone the moment it is made, before any code, position or network is awaited, so a reload a
// millisecond later still has it. Photos, too big for it, wait apart in IndexedDB (files.ts). Light
// on purpose: the screens that show 待同步 and the taps that keep a change load this, not the sender.
import { readStored, removeStored, storedKeys, writeStored } from '@/lib/storage/storage';

/** What an intent record is; bumped when its shape changes, so that a new version reads an older phone's. */
export const INTENT_VERSION = 2;

/** A photo that goes up before its intent: its URL replaces `field` in the body (an array field gains it). Its blob is in files.ts. */
export type IntentFile = { field: string; folder: string; name: string; type?: string; url?: string };

/**
 * The SOS lane (the alert, its cancel, the check-in's answer) goes at once, beside the rest, never
 * behind it; bulk media (a recording, photos sent apart from a step) go in a queue of their own that
 * never holds a step; the main lane's intents queue by their order (engine.ts `queueOf`).
 */
export type Lane = 'sos' | 'main' | 'media';

/** Why a pending intent waits, from its last try: the words the worker sees follow it. */
export type WaitReason = 'offline' | 'network' | 'server' | 'session';

/** Why an intent was set aside (it can never go as it is): the worker sees it, its data kept. */
export type AsideReason = 'unknownKind' | 'badAnswer' | 'filesLost' | 'broken';

/** One change the worker made, as it waits on the phone; the key is its Idempotency-Key. */
export type Intent = {
  v: typeof INTENT_VERSION;
  key: string;
  kind: string;
  /** The call's body, with `occurredAt` (the time of the tap). */
  body: Record<string, unknown>;
  files?: IntentFile[];
  /** The service order it changes, when it changes one (待同步 on that order). */
  orderId?: string;
  /** Order of the taps. */
  seq: number;
  lane: Lane;
  /** The worker who made it: it goes only in that worker's session. Absent on intents made before the app knew (v1). */
  owner?: string;
  /** `sent`: only a followed intent stays once the server took it (`follow`), until the worker closes it. */
  state: 'pending' | 'refused' | 'aside' | 'sent';
  /** Where it stands is shown from it after it went (the SOS alert): kept as sent, with its receipt. */
  follow?: true;
  /** What a followed intent keeps of the server's answer (the alert's id). */
  receipt?: Record<string, unknown>;
  /** Where its files' blobs were when it was kept (a recording draft's id, lib/media/recordings): read from there if a reload came before they moved. */
  filesFrom?: string;
  /** A newer change under the same tag replaces it while it waits (the server's copy of a draft: keep.ts). */
  coalesce?: string;
  /** Its files could be kept only in the page's memory (no IndexedDB): a reload before they go loses them. */
  filesInMemory?: true;
  wait?: WaitReason;
  aside?: AsideReason;
  /** What the server said when it refused it, in the worker's language. */
  error?: string;
  code?: number | string;
  /** Tries that ended without an answer. */
  tries: number;
};

/** An intent of version 1 (before owners and lanes): its files carried their blobs, in IndexedDB. */
export type IntentV1 = Omit<Intent, 'v' | 'lane' | 'owner' | 'files' | 'state' | 'wait' | 'aside'> & {
  first?: boolean;
  state: 'pending' | 'refused';
  files?: (IntentFile & { blob: Blob })[];
};

export const byTurn = (a: Intent, b: Intent) => a.seq - b.seq;

/** Whether the session of `owner` (null: none) may see and send it: its own worker's, or one from before owners were kept. */
export const isOwnedBy = (intent: Intent, owner: string | null | undefined) => owner !== null && (intent.owner === undefined || intent.owner === owner);

/** An intent record as a phone may hold it, read into today's shape (older versions included), or null. */
export function readIntent(value: unknown): Intent | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Partial<Intent> & Partial<IntentV1>;
  if (typeof record.key !== 'string' || typeof record.kind !== 'string' || typeof record.seq !== 'number' || !record.body) return null;
  if (record.v === INTENT_VERSION) return record as Intent;
  // Version 1: `first` was the SOS lane; files carried blobs (files.ts moves them).
  const { first, files, ...rest } = record as IntentV1;
  return {
    ...rest,
    v: INTENT_VERSION,
    lane: first ? 'sos' : 'main',
    state: rest.state === 'refused' ? 'refused' : 'pending',
    tries: typeof rest.tries === 'number' ? rest.tries : 0,
    ...(files ? { files: files.map(({ blob, ...file }) => ({ ...file, type: blob?.type })) } : {}),
  };
}

/** Where the list is written: text, read and written at once (null: nothing left); `write` false when the phone refuses (full). */
export type Backing = { read: () => string | null; write: (text: string | null) => boolean };

export type Journal = ReturnType<typeof createJournal>;

/** The list over a synchronous backing: every change is on the phone when `put` returns (or `full()` says it could not be). */
export function createJournal(backing: Backing) {
  // Written as { last, intents }: `last` is the highest turn ever given, so a tap after everything
  // went still comes after it (the clock may stand still or go back between two taps).
  const parse = (text: string | null): { last: number; intents: Intent[] } => {
    try {
      const saved = (text ? JSON.parse(text) : {}) as { last?: unknown; intents?: unknown };
      const intents = Array.isArray(saved.intents) ? saved.intents.map(readIntent).filter((i): i is Intent => i !== null).sort(byTurn) : [];
      const last = Math.max(typeof saved.last === 'number' ? saved.last : 0, ...intents.map((i) => i.seq));
      return { last, intents };
    } catch {
      return { last: 0, intents: [] };
    }
  };
  let { last, intents: all } = parse(backing.read());
  let full = false;
  /** What is still being added to an intent at the tap (its photos written, a fresh position read), by key: the sender waits for it (bounded); a reload forgets it. */
  const preparing = new Map<string, Promise<void>>();
  /** The keys whose try is on the wire now (the engine's): what is on its way can no longer be taken back or replaced. */
  const wire = new Set<string>();
  const listeners = new Set<() => void>();
  const changed = (next: Intent[]) => {
    all = next.sort(byTurn);
    last = Math.max(last, ...all.map((i) => i.seq));
    // Nothing of anyone's left: not even the key stays on the phone.
    full = !backing.write(all.length ? JSON.stringify({ last, intents: all }) : null);
    listeners.forEach((listener) => listener());
    return !full;
  };
  return {
    all: () => all,
    get: (key: string) => all.find((intent) => intent.key === key),
    /** The turn of a tap at `now`: after every turn given before, kept or sent. */
    nextSeq: (now: number) => Math.max(now, last + 1),
    /** Adds or replaces one intent; false when the phone could not keep it (it stays in memory, and `full()` says so). */
    put: (intent: Intent) => changed([...all.filter((i) => i.key !== intent.key), intent]),
    drop: (keys: readonly string[]) => {
      keys.forEach((key) => preparing.delete(key));
      if (keys.some((key) => all.some((i) => i.key === key))) changed(all.filter((i) => !keys.includes(i.key)));
    },
    /** Whether the last write failed: the phone's storage is full (or refused). */
    full: () => full,
    /** Another tab changed the phone's list: read it again. */
    reread: () => {
      ({ last, intents: all } = parse(backing.read()));
      listeners.forEach((listener) => listener());
    },
    preparing,
    wire,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

let journal: Journal | undefined;

/** The phone's journal (local storage, `storedKeys.outbox`), made on first use. */
export function appJournal(): Journal {
  if (!journal) {
    const made = createJournal({
      read: () => readStored(storedKeys.outbox),
      write: (text) => (text === null ? (removeStored(storedKeys.outbox), true) : writeStored(storedKeys.outbox, text)),
    });
    journal = made;
    // The app open in a second tab (the mobile web page): what that tab kept or sent shows here too.
    if (typeof window !== 'undefined') window.addEventListener('storage', (event) => event.key === storedKeys.outbox.name && made.reread());
  }
  return journal;
}
