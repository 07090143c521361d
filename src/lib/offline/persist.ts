// The last answers kept on the phone (issue 27, "Last data offline"; issue 37, "the screen the worker
// saw survives a reload and a dead network"): TanStack Query's own persister over IndexedDB
// (idb-keyval), restored at every start and saved as the cache changes (at once, then at most once a
// second) and whenever the page is hidden or goes away. Only the allow-list of persist-keys.ts is
// written, each query's last good answer (a refresh that failed since never removes it), only while a
// session is on, and the store goes when the session ends (sign-out, account closure, a 401: each
// clears the session, whose listeners this module is one of). Loaded by the app's start in parallel
// with the first screen's code (src/app/app.tsx), so the first load does not wait for this code.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { type PersistedClient, persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { deleteDatabase } from './delete-database';
import { env } from '@/config/env';
import { hasValidToken, subscribeSession } from '@/lib/session/session';
import { isPersistedQueryKey, keptAnswer, PERSIST_MAX_AGE_MS } from './persist-keys';

export { PERSIST_MAX_AGE_MS };

export const PERSIST_DB = 'worker-app';
const PERSIST_STORE = 'query-cache';
export const PERSIST_KEY = 'queries';
/** A new release drops the old answers: their shape may have changed with the contract. */
export const PERSIST_BUSTER = `${env.appVersion}+${env.appVersionCode}`;
/**
 * How long a change waits to be written: none. A web-view restarted in a lift a moment after an
 * order showed must find it (a second's wait lost it); writes never overlap, and the changes that
 * come while one is written are one write after it (TanStack's throttle keeps only the latest).
 */
const SAVE_THROTTLE_MS = 0;

let store: UseStore | undefined;
/** The IndexedDB store, opened on first use; undefined where there is no IndexedDB. */
function idb(): UseStore | undefined {
  if (!store && typeof indexedDB !== 'undefined') store = createStore(PERSIST_DB, PERSIST_STORE);
  return store;
}

type DehydratedQuery = PersistedClient['clientState']['queries'][number];

/** Whether an answer that arrived at `updatedAt` is still young enough to keep (and to show). */
const young = (updatedAt: number) => Date.now() - updatedAt < PERSIST_MAX_AGE_MS;

/**
 * What is written of a query: its last good answer, as the success it was. A refresh that failed
 * since leaves the query in error with that answer still in it; written as it is, the error (and
 * the server's words in it) would be kept, and the restored query would show as failed.
 */
const lastGoodAnswer = ({ state, ...query }: DehydratedQuery): DehydratedQuery => ({
  ...query,
  state: { ...state, data: keptAnswer(query.queryKey, state.data), status: 'success', fetchStatus: 'idle', error: null, fetchFailureCount: 0, fetchFailureReason: null },
});

const serialize = (client: PersistedClient) =>
  JSON.stringify({ ...client, clientState: { ...client.clientState, queries: client.clientState.queries.map(lastGoodAnswer) } });

/** The store as written, less the answers past their age (the store's own age only says when it was last written). */
function deserialize(text: string): PersistedClient {
  const client = JSON.parse(text) as PersistedClient;
  return { ...client, clientState: { ...client.clientState, queries: client.clientState.queries.filter((q) => young(q.state.dataUpdatedAt)) } };
}

/**
 * The storage of one writer (one session on one page): a write still waiting when the session ended
 * or the page went writes nothing, so that a write of the last worker's answers never lands in the
 * next one's store, and never opens the database again once it was deleted.
 */
function storageOf(writer: { live: boolean }) {
  return {
    getItem: async (key: string) => {
      const s = idb();
      return s ? ((await get<string>(key, s)) ?? null) : null;
    },
    setItem: async (key: string, value: string) => {
      if (!writer.live || !hasValidToken()) return;
      const s = idb();
      if (s) await set(key, value, s);
    },
    removeItem: async () => clearPersistedQueries(),
  };
}

const reader = createAsyncStoragePersister({ storage: storageOf({ live: false }), key: PERSIST_KEY, serialize, deserialize });

/**
 * Whether a query is written to the phone: on the allow-list, with an answer (whatever its last
 * refresh did: a failed one keeps the answer before it), younger than the store keeps answers.
 */
const shouldPersistQuery = (query: Query) => isPersistedQueryKey(query.queryKey) && query.state.data !== undefined && young(query.state.dataUpdatedAt);

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
 * never over fresher data (hydrate keeps a query's newer answer: an answer that arrived before the
 * restore stays). Never rejects; the start bounds how long the first render waits for it.
 */
export async function restoreQueries(queryClient: QueryClient) {
  if (!hasValidToken()) return clearPersistedQueries();
  await persistQueryClientRestore({ queryClient, persister: reader, maxAge: PERSIST_MAX_AGE_MS, buster: PERSIST_BUSTER }).catch(() => undefined);
}

/**
 * One session's writes on this page: TanStack's subscription (each change at once, one write at a
 * time), and `saveNow` unthrottled for the moments the page may not
 * come back from. Mutations are not written: a paused withdrawal would carry its payment password
 * (the outbox keeps the steps, apart).
 */
function startWriter(queryClient: QueryClient) {
  const writer = { live: true };
  const storage = storageOf(writer);
  const options = {
    queryClient,
    buster: PERSIST_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
  };
  const unsubscribe = persistQueryClientSubscribe({ ...options, persister: createAsyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: SAVE_THROTTLE_MS, serialize }) });
  const now = createAsyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 0, serialize });
  return {
    saveNow: () => persistQueryClientSave({ ...options, persister: now }).catch(() => undefined),
    stop: () => {
      writer.live = false;
      unsubscribe();
    },
  };
}

/**
 * Keeps the allow-listed answers as the cache changes, and removes them when the session ends.
 * Started only once the restore is done: a write before it would replace the kept answers with the
 * few this start has. The cache as it is now is written at once (the restored answers and those of
 * the first screen: the subscription alone writes only on the next change). The page hidden (the
 * worker switches app, the phone locks) and the page going (a reload, the web-view closed) write at
 * once too: a throttled write still waiting then may never happen. Returns a stop.
 */
export function persistQueries(queryClient: QueryClient) {
  let writer = startWriter(queryClient);
  void writer.saveNow();
  const unsubscribeSession = subscribeSession(() => {
    if (hasValidToken()) return;
    // What the ended session's writer still waits to write is another worker's by the time it would land.
    writer.stop();
    writer = startWriter(queryClient);
    void clearPersistedQueries();
  });
  const saveNow = () => void writer.saveNow();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', saveNow);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', saveNow);
    unsubscribeSession();
    writer.stop();
  };
}

/** The start: the restore, then saving (TanStack's own order: its provider subscribes once restored). */
export async function startPersistence(queryClient: QueryClient) {
  await restoreQueries(queryClient);
  return persistQueries(queryClient);
}
