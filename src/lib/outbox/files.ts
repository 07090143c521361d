// The photos of intents that wait (a check-in photo, service photos taken in a basement): blobs, too
// big for the journal's local storage, in IndexedDB (idb-keyval, the outbox's own database), one
// entry per intent. The same database held whole intents before version 2 of the intent record:
// `legacy()` hands those over once, for the journal to take. Where IndexedDB cannot open or write (a
// private mode, a full phone) the blobs are held in the page's memory for its life: the step goes
// with them, and the worker is told that a reload before it went would lose the photo (a reload then
// finds none, and the outbox sets the step aside, saying so).
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { deleteDatabase } from '@/lib/offline/delete-database';
import type { IntentV1 } from './journal';

export type FileStore = {
  /** Resolves `memory` when the blobs could be held only in the page's memory. */
  put: (key: string, blobs: Blob[]) => Promise<void | 'memory'>;
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

/** The blobs IndexedDB would not take, for the page's life. */
const inMemory = new Map<string, Blob[]>();

export const appFiles: FileStore = {
  put: async (key, blobs) => {
    try {
      await set(key, blobs, db());
      inMemory.delete(key);
    } catch {
      inMemory.set(key, blobs);
      return 'memory';
    }
  },
  get: async (key) => {
    const held = inMemory.get(key);
    if (held) return held;
    const value = await get<unknown>(key, db());
    if (Array.isArray(value)) return value as Blob[];
    // A version 1 record not yet handed over: its blobs are in its files.
    if (isLegacy(value)) return value.files?.map((file) => file.blob);
    return undefined;
  },
  drop: async (key) => {
    if (inMemory.delete(key)) return;
    await del(key, db());
  },
  legacy: async () => {
    // Never made by looking: a phone that has no such database keeps none (nothing of the worker's
    // left after a sign-out, not even a name). Where the browser cannot list them, it opens it.
    const listed = typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function' ? await indexedDB.databases() : undefined;
    if (listed && !listed.some((d) => d.name === OUTBOX_DB)) return [];
    return (await entries<string, unknown>(db())).map(([, value]) => value).filter(isLegacy);
  },
  clear: async () => {
    inMemory.clear();
    const open = store;
    store = undefined;
    await deleteDatabase(OUTBOX_DB, open);
  },
};
