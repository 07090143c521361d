// The last answers kept on the phone (issue 27, "Last data offline"; issue 37, "the screen the worker
// saw survives a reload and a dead network"): TanStack Query's own persistence (restore, save,
// subscription) with a persister of ours over IndexedDB (idb-keyval) that keeps each answer as an
// entry of its own (issue 53): a change writes the answers that changed, not the whole cache, and an
// answer that came back the same (a poll that said nothing new) writes nothing. Restored at every
// start; saved as the cache changes, and whole at the start and whenever the page is hidden or goes. Only the allow-list of persist-keys.ts is
// written, each query's last good answer (a refresh that failed since never removes it), only while a
// session is on, and the store goes when the session ends (sign-out, account closure, a 401: each
// clears the session, whose listeners this module is one of). Loaded by the app's start in parallel
// with the first screen's code (src/app/app.tsx), so the first load does not wait for this code.
import type { Query, QueryClient } from '@tanstack/react-query';
import { type PersistedClient, type Persister, persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { createStore, delMany, entries, keys, setMany, type UseStore } from 'idb-keyval';
import { deleteDatabase } from './delete-database';
import { env } from '@/config/env';
import { hasValidToken, subscribeSession } from '@/lib/session/session';
import { isPersistedQueryKey, keptAnswer, PERSIST_MAX_AGE_MS } from './persist-keys';

export { PERSIST_MAX_AGE_MS };

export const PERSIST_DB = 'worker-app';
const PERSIST_STORE = 'query-cache';
/** The store's layout: each kept answer under its query's hash, and the release and time of the last write apart. */
export const PERSIST_META_KEY = 'client';
const ENTRY_PREFIX = 'query:';
export const persistEntryKey = (queryHash: string) => `${ENTRY_PREFIX}${queryHash}`;
/** A new release drops the old answers: their shape may have changed with the contract. */
export const PERSIST_BUSTER = `${env.appVersion}+${env.appVersionCode}`;

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

const serializeQuery = (query: DehydratedQuery) => JSON.stringify(lastGoodAnswer(query));

/** The store read whole as TanStack's persisted client, less the answers past their age (the release and time are the last write's). */
async function readStore(): Promise<PersistedClient | undefined> {
  const s = idb();
  if (!s) return undefined;
  const all = await entries<string, string>(s);
  const meta = all.find(([key]) => key === PERSIST_META_KEY);
  if (!meta) return undefined;
  const { buster, timestamp } = JSON.parse(meta[1]) as { buster: string; timestamp: number };
  const queries = all
    .filter(([key]) => key.startsWith(ENTRY_PREFIX))
    .map(([, value]) => JSON.parse(value) as DehydratedQuery)
    .filter((query) => young(query.state.dataUpdatedAt));
  return { buster, timestamp, clientState: { queries, mutations: [] } };
}

/** One session's writer on this page: whether it may still write, and the answer it last wrote of each query. */
type Writer = { live: boolean; written: Map<string, unknown> };

/**
 * TanStack's persister over the store's entries for one writer. `whole` writes every kept answer and
 * removes the entries of the others (the start, and the moments the page may not come back from: a
 * write that never landed is made good then, and each answer's time brought up to date); otherwise
 * only the answers whose data changed since this writer wrote them are written, and those no longer
 * kept removed: an answer that came back the same (TanStack's structural sharing keeps it the same
 * data) writes nothing, not even its new time. A write still waiting when the session ended or the
 * page went writes nothing, so that the last worker's answers never land in the next one's store,
 * and the database is never opened again once deleted.
 */
function entriesPersister(writer: Writer, whole: boolean): Persister {
  const mayWrite = () => writer.live && hasValidToken();
  return {
    persistClient: async (client) => {
      const s = idb();
      if (!s || !mayWrite()) return;
      const queries = client.clientState.queries;
      const kept = new Set(queries.map((query) => query.queryHash));
      const changed = whole ? queries : queries.filter((query) => !writer.written.has(query.queryHash) || writer.written.get(query.queryHash) !== query.state.data);
      const before = whole ? (await keys<string>(s)).filter((key) => key.startsWith(ENTRY_PREFIX)).map((key) => key.slice(ENTRY_PREFIX.length)) : [...writer.written.keys()];
      const gone = before.filter((hash) => !kept.has(hash));
      if ((!changed.length && !gone.length) || !mayWrite()) return;
      const meta: [string, string] = [PERSIST_META_KEY, JSON.stringify({ buster: client.buster, timestamp: client.timestamp })];
      await setMany([...changed.map((query): [string, string] => [persistEntryKey(query.queryHash), serializeQuery(query)]), meta], s);
      if (gone.length) await delMany(gone.map(persistEntryKey), s);
      changed.forEach((query) => writer.written.set(query.queryHash, query.state.data));
      gone.forEach((hash) => writer.written.delete(hash));
    },
    restoreClient: readStore,
    removeClient: () => clearPersistedQueries(),
  };
}

/** What the restore reads with: it writes nothing. */
const reader: Persister = { persistClient: async () => undefined, restoreClient: readStore, removeClient: () => clearPersistedQueries() };

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
 * One session's writes on this page: TanStack's subscription (each change, the answers that changed),
 * and `saveNow`, whole, for the start and the moments the page may not come back from. Mutations are
 * not written: a paused withdrawal would carry its payment password (the outbox keeps the steps, apart).
 */
function startWriter(queryClient: QueryClient) {
  const writer: Writer = { live: true, written: new Map() };
  const options = {
    queryClient,
    buster: PERSIST_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
  };
  const unsubscribe = persistQueryClientSubscribe({ ...options, persister: entriesPersister(writer, false) });
  const whole = entriesPersister(writer, true);
  return {
    saveNow: () => persistQueryClientSave({ ...options, persister: whole }).catch(() => undefined),
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
