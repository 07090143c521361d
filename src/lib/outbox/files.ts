// The photos of intents that wait (a check-in photo, service photos taken in a basement): blobs, too
// big for the journal's local storage, in IndexedDB (idb-keyval, the outbox's own database), one
// entry per intent. The same database held whole intents before version 2 of the intent record:
// `legacy()` hands those over once, for the journal to take. Where IndexedDB cannot open (a private
// mode) each call fails: the intent still goes from memory, and its photos are lost with a reload
// (the outbox then sets it aside, saying so).
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { deleteDatabase } from '@/lib/offline/delete-database';
import type { IntentV1 } from './journal';

export type FileStore = {
  put: (key: string, blobs: Blob[]) => Promise<void>;
  get: (key: string) => Promise<Blob[] | undefined>;
  drop: (key: string) => Promise<void>;
  /** The intents an older version kept here whole, with their blobs. */
  legacy: () => Promise<IntentV1[]>;
  /** Nothing is left: the database goes whole, not even its name stays. */
  clear: () => Promise<void>;
};

const OUTBOX_DB = 'worker-outbox';
let store: UseStore | undefined;
const db = () => (store ??= createStore(OUTBOX_DB, 'intents'));

const isLegacy = (value: unknown): value is IntentV1 => Boolean(value && typeof value === 'object' && 'kind' in value && 'key' in value);

export const appFiles: FileStore = {
  put: (key, blobs) => set(key, blobs, db()),
  get: async (key) => {
    const value = await get<unknown>(key, db());
    if (Array.isArray(value)) return value as Blob[];
    // A version 1 record not yet handed over: its blobs are in its files.
    if (isLegacy(value)) return value.files?.map((file) => file.blob);
    return undefined;
  },
  drop: (key) => del(key, db()),
  legacy: async () => {
    // Never made by looking: a phone that has no such database keeps none (nothing of the worker's
    // left after a sign-out, not even a name). Where the browser cannot list them, it opens it.
    const listed = typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function' ? await indexedDB.databases() : undefined;
    if (listed && !listed.some((d) => d.name === OUTBOX_DB)) return [];
    return (await entries<string, unknown>(db())).map(([, value]) => value).filter(isLegacy);
  },
  clear: async () => {
    const open = store;
    store = undefined;
    await deleteDatabase(OUTBOX_DB, open);
  },
};
