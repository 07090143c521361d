// Recordings not yet sent (service proof, issue 40): each part on the phone the moment it is
// recorded, in IndexedDB (idb-keyval, a database of their own: `worker-recordings`), so that a
// crash, a call or a reload loses at most the part under way. A recording stays here while the
// worker records, listens back or decides; sent, it moves into the outbox (its parts become the
// intent's files, the intent names the draft it came from) and leaves this store. Personal: each is the
// worker's who made it, shown and sent only in that worker's session; it leaves the phone at
// sign-out only when the worker agreed to discard it (lib/session/use-end-session.ts).
import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import { deleteDatabase } from '@/lib/offline/delete-database';
import type { RecordingMediaType } from './recording-format';

export type RecordingDraft = {
  /** The draft's own id (newDraftId); the intent that sends it names it (`filesFrom`). */
  id: string;
  orderId: string;
  owner: string | null;
  /** When it started, by the phone's clock (ms). */
  startedAt: number;
  mediaType: RecordingMediaType;
  /** Parts kept so far. */
  parts: number;
  sizeBytes: number;
  /** Length of what is kept (ms). */
  durationMs: number;
  /** `recording` while a recorder feeds it; one found so with no recorder was cut short (a reload, a crash). */
  state: 'recording' | 'stopped';
};

const DB = 'worker-recordings';
let store: UseStore | undefined;
const db = () => (store ??= createStore(DB, 'drafts'));
const metaKey = (id: string) => `meta:${id}`;
const partKey = (id: string, index: number) => `part:${id}:${String(index).padStart(4, '0')}`;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
export function subscribeDrafts(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Writes of one draft, one after the other (a part's meta never overwrites a later one's). */
const queues = new Map<string, Promise<unknown>>();
function inTurn<T>(id: string, write: () => Promise<T>): Promise<T> {
  const next = (queues.get(id) ?? Promise.resolve()).catch(() => undefined).then(write);
  queues.set(id, next);
  return next.finally(() => changed());
}

/** A new draft's id. */
export const newDraftId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

export function createDraft(draft: Omit<RecordingDraft, 'parts' | 'sizeBytes' | 'durationMs' | 'state'>): Promise<void> {
  return inTurn(draft.id, () => set(metaKey(draft.id), { ...draft, parts: 0, sizeBytes: 0, durationMs: 0, state: 'recording' } satisfies RecordingDraft, db()));
}

/** Keeps the next part; `durationMs` is the length recorded up to its end. */
export function addPart(id: string, blob: Blob, durationMs: number): Promise<void> {
  return inTurn(id, async () => {
    const meta = await get<RecordingDraft>(metaKey(id), db());
    if (!meta) return;
    await set(partKey(id, meta.parts), blob, db());
    await set(metaKey(id), { ...meta, parts: meta.parts + 1, sizeBytes: meta.sizeBytes + blob.size, durationMs: Math.max(meta.durationMs, durationMs) }, db());
  });
}

/** The recorder stopped: what is kept is the recording. */
export function finishDraft(id: string, durationMs: number): Promise<void> {
  return inTurn(id, async () => {
    const meta = await get<RecordingDraft>(metaKey(id), db());
    if (meta) await set(metaKey(id), { ...meta, state: 'stopped', durationMs: Math.max(meta.durationMs, durationMs) }, db());
  });
}

/** The drafts on the phone (of `owner` when given), oldest first. */
export async function listDrafts(owner?: string | null): Promise<RecordingDraft[]> {
  const all = await keys<string>(db());
  const metas = await Promise.all(all.filter((k) => String(k).startsWith('meta:')).map((k) => get<RecordingDraft>(k, db())));
  return metas.filter((m): m is RecordingDraft => Boolean(m) && (owner === undefined || m!.owner === owner)).sort((a, b) => a.startedAt - b.startedAt);
}

/** Its parts in their order: joined, the file. */
export async function draftParts(id: string): Promise<Blob[]> {
  const meta = await get<RecordingDraft>(metaKey(id), db());
  if (!meta) return [];
  const parts = await Promise.all(Array.from({ length: meta.parts }, (_, i) => get<Blob>(partKey(id, i), db())));
  return parts.filter((p): p is Blob => p instanceof Blob);
}

/** The draft leaves the phone (deleted by the worker, or handed to the outbox). */
export function dropDraft(id: string): Promise<void> {
  return inTurn(id, async () => {
    const all = await keys<string>(db());
    await delMany(
      all.filter((k) => String(k).startsWith(`part:${id}:`)),
      db(),
    );
    await del(metaKey(id), db());
  });
}

/** The worker agreed to give them up (sign-out, the account closed): theirs go; nothing left, the database goes whole. */
export async function discardDrafts(owner: string | null | undefined): Promise<void> {
  if (!(await hasDatabase())) return;
  const mine = await listDrafts(owner ?? null).catch(() => []);
  await Promise.all(mine.map((draft) => dropDraft(draft.id).catch(() => undefined)));
  if ((await listDrafts().catch(() => [])).length === 0) {
    const open = store;
    store = undefined;
    await deleteDatabase(DB, open);
  }
}

/** Whether the database exists (never made by looking: a phone that recorded nothing keeps no name of it). */
export async function hasDatabase(): Promise<boolean> {
  if (store) return true;
  const listed = typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function' ? await indexedDB.databases().catch(() => undefined) : undefined;
  return listed ? listed.some((d) => d.name === DB) : typeof indexedDB !== 'undefined';
}

/** The worker's drafts for the sign-out's question; none when the database was never made. */
export async function draftsOf(owner: string | null | undefined): Promise<RecordingDraft[]> {
  if (!(await hasDatabase())) return [];
  return (await listDrafts(owner ?? null).catch(() => [])).filter((draft) => draft.parts > 0);
}
