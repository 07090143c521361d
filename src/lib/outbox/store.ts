// Where the outbox keeps its intents: IndexedDB (idb-keyval, its own database), so that a change
// done offline, with its photos as blobs, survives a reload and a restart of the app. Nothing else
// of the app is in this database. Where IndexedDB cannot open (a private mode), each call fails and
// the outbox still sends, keeping nothing.
import { createStore, del, entries, set } from 'idb-keyval';
import { deleteDatabase } from '@/lib/offline/delete-database';

/** A photo that goes up before its intent: its URL replaces `field` in the body (an array field gains it). */
export type IntentFile = { field: string; blob: Blob; folder: string; name: string; url?: string };

/** One change the worker made, as it waits on the phone; the key is its Idempotency-Key. */
export type Intent = {
  key: string;
  kind: string;
  /** The call's body, with `occurredAt` (the time of the tap). */
  body: Record<string, unknown>;
  files?: IntentFile[];
  /** The service order it changes, when it changes one (待同步 on that order). */
  orderId?: string;
  /** Order of the taps; an intent marked `first` (an SOS alert) goes before every other. */
  seq: number;
  first?: boolean;
  state: 'pending' | 'refused';
  /** What the server said when it refused it, in the worker's language. */
  error?: string;
  code?: number | string;
  /** Tries that ended without an answer (no network, a timeout, a server failure). */
  tries: number;
};

const OUTBOX_DB = 'worker-outbox';
let store: ReturnType<typeof createStore> | undefined;
const db = () => (store ??= createStore(OUTBOX_DB, 'intents'));

/** The session ended: the database goes whole (the next intent kept opens a new one). */
export async function deleteStore() {
  const open = store;
  store = undefined;
  await deleteDatabase(OUTBOX_DB, open);
}

/** Every intent kept, in the order they go. */
export async function readIntents(): Promise<Intent[]> {
  const all = (await entries<string, Intent>(db())).map(([, intent]) => intent);
  return all.sort(byTurn);
}

export const byTurn = (a: Intent, b: Intent) => Number(Boolean(b.first)) - Number(Boolean(a.first)) || a.seq - b.seq;

export async function keepIntent(intent: Intent) {
  await set(intent.key, intent, db());
}

export async function dropIntent(key: string) {
  await del(key, db());
}
