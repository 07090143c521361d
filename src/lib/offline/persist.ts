// The last answers kept on the phone (issue 27, "Last data offline"): TanStack Query's own persister
// over IndexedDB (idb-keyval), restored at start and saved as the cache changes (throttled to one
// write a second). Only the allow-list of persist-keys.ts is written, only while a session is on,
// and the store goes when the session ends (sign-out, account closure, a 401: each clears the
// session, whose listeners this module is one of). Loaded by the app's start in parallel with the
// first screen's code (src/app/app.tsx), so the first load does not wait for this code.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { deleteDatabase } from './delete-database';
import { env } from '@/config/env';
import { hasValidToken, subscribeSession } from '@/lib/session/session';
import { isPersistedQueryKey, PERSIST_MAX_AGE_MS } from './persist-keys';

export { PERSIST_MAX_AGE_MS };

export const PERSIST_DB = 'worker-app';
const PERSIST_STORE = 'query-cache';
export const PERSIST_KEY = 'queries';
/** A new release drops the old answers: their shape may have changed with the contract. */
export const PERSIST_BUSTER = `${env.appVersion}+${env.appVersionCode}`;
/** The restore is one IndexedDB read; a web-view whose IndexedDB hangs must not hold the start. */
const RESTORE_WAIT_MS = 1500;

let store: UseStore | undefined;
/** The IndexedDB store, opened on first use; undefined where there is no IndexedDB. */
function idb(): UseStore | undefined {
  if (!store && typeof indexedDB !== 'undefined') store = createStore(PERSIST_DB, PERSIST_STORE);
  return store;
}

const storage = {
  getItem: async (key: string) => {
    const s = idb();
    return s ? ((await get<string>(key, s)) ?? null) : null;
  },
  // The throttled write lands up to a second after the change: a session that ended meanwhile
  // writes nothing (and does not open the database again once it was deleted).
  setItem: async (key: string, value: string) => {
    if (!hasValidToken()) return;
    const s = idb();
    if (s) await set(key, value, s);
  },
  removeItem: async () => clearPersistedQueries(),
};

export const persister = createAsyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 1000 });

/** Whether a query's answer is written to the phone: on the allow-list, succeeded, in a session. */
const shouldPersistQuery = (query: Query) => hasValidToken() && isPersistedQueryKey(query.queryKey) && defaultShouldDehydrateQuery(query);

/**
 * Removes the kept answers from the phone (the session ended, or they expired): the whole
 * database, so that nothing of the worker's is left, not even its name. Our own connection is
 * closed first (an open one would block the deletion); the next use opens a new one. Never throws.
 */
export async function clearPersistedQueries() {
  const open = store;
  store = undefined;
  await deleteDatabase(PERSIST_DB, open);
}

/**
 * Puts the kept answers into the cache: only with a session (without one they are removed), and
 * never over fresher data (hydrate keeps a query's newer answer). Resolves within RESTORE_WAIT_MS
 * whatever IndexedDB does; a later restore still lands and still cannot overwrite fresher data.
 */
export async function restoreQueries(queryClient: QueryClient) {
  if (!hasValidToken()) return clearPersistedQueries();
  const restore = persistQueryClientRestore({ queryClient, persister, maxAge: PERSIST_MAX_AGE_MS, buster: PERSIST_BUSTER }).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([restore, new Promise<void>((resolve) => (timer = setTimeout(resolve, RESTORE_WAIT_MS)))]);
  clearTimeout(timer);
}

/**
 * Keeps the allow-listed answers as the cache changes, and removes them when the session ends.
 * Mutations are not written here: a paused withdrawal would carry its payment password (the
 * outbox keeps the steps, apart). The cache as it is now is written at once: online the persister
 * starts once the first screen is up, when its answers are usually all in, and the subscription
 * alone writes only on the next change (the bench's offline start found Home's answers never kept).
 */
export function persistQueries(queryClient: QueryClient) {
  const options = {
    queryClient,
    persister,
    buster: PERSIST_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
  };
  const unsubscribeCache = persistQueryClientSubscribe(options);
  void persistQueryClientSave(options).catch(() => undefined);
  const unsubscribeSession = subscribeSession(() => {
    if (!hasValidToken()) void clearPersistedQueries();
  });
  return () => {
    unsubscribeCache();
    unsubscribeSession();
  };
}

/** The start: the restore (awaited by the first render), then saving. */
export async function startPersistence(queryClient: QueryClient) {
  await restoreQueries(queryClient);
  return persistQueries(queryClient);
}
