// A world: what the examples' records have become by what was done in it, as a backend's database
// is (a worker's: sessions.ts). The rules read a record as the world sees it now (the example's,
// with the world's changes), and write their changes here.
import type { Answer } from './answers.ts';
import type { ExampleRecords } from './examples.ts';
import { timedRecord } from './timed.ts';
import { setAt, valueAt } from './values/paths.ts';

/**
 * A record's changes in one world: fields set (dotted paths), or gone from every answer; a record
 * the world created (`created`: its turn, `set` holds all its fields); its place in an order the
 * worker chose (`rank`).
 */
export type Change = { set: Record<string, unknown>; removed: boolean; created?: number; place?: 'first' | 'last'; rank?: number };

export type World = {
  /** The changes, by collection and record id (a record without one, a collection of one, is ''). */
  changes: Map<string, Map<string, Change>>;
  /** A money call's first successful answer by its key (`idempotent`). */
  firstAnswers: Map<string, Answer>;
  /** When it began (ms): the moment the examples' times are relative to in it (`records.timed`). */
  start: number;
};

export const newWorld = (start: number): World => ({ changes: new Map(), firstAnswers: new Map(), start });

/** A record's key: its id; a record without one (a collection of one) is ''. */
export const idOf = (record: unknown) => String(valueAt(record, 'id') ?? '');

/** The record with the world's changes; a list row takes only the fields it has. */
export function applyChange<T>(record: T, change: Change | undefined, asRow: boolean): T {
  if (!change || record === null || typeof record !== 'object') return record;
  const changed = structuredClone(record) as Record<string, unknown>;
  for (const [path, value] of Object.entries(change.set)) setAt(changed, path, value, asRow);
  return changed as T;
}

/** The world's changes of a collection (made when there are none yet). */
export function changesOf(world: World, collection: string): Map<string, Change> {
  let changes = world.changes.get(collection);
  if (!changes) world.changes.set(collection, (changes = new Map()));
  return changes;
}

/** The ids of a collection's records: the examples' and those the world changed or made. */
export const idsOf = (examples: ExampleRecords, world: World, collection: string) =>
  new Set([...(examples.get(collection)?.records.keys() ?? []), ...(world.changes.get(collection)?.keys() ?? [])]);

/** A record the world sees now (as first shown, or made), with its changes; undefined when there is none or it was removed. */
export function current(examples: ExampleRecords, world: World, collection: string, id: string): Record<string, unknown> | undefined {
  const change = world.changes.get(collection)?.get(id);
  if (change?.removed) return undefined;
  const example = examples.get(collection);
  const base = change?.created ? {} : timedRecord(example?.records.get(id), example?.timed, world.start);
  return base === undefined ? undefined : (applyChange(base, change, false) as Record<string, unknown>);
}

/** The world's records of a collection as it sees them now: the examples' and its own (`records.<collection>`). */
export const recordsOf = (examples: ExampleRecords, world: World) => (collection: string) =>
  [...idsOf(examples, world, collection)].map((id) => current(examples, world, collection, id)).filter((record): record is Record<string, unknown> => record !== undefined);

/** What the world holds now, to put back when a call is refused after some of its changes. */
export const snapshot = (world: World) => structuredClone(world.changes);
export function restore(world: World, changes: World['changes']) {
  world.changes.clear();
  for (const [collection, byId] of changes) world.changes.set(collection, byId);
}
