// `records`: the answer carries records of a collection (one, or a list), and shows them as the
// world has them: changed, removed, made, in the order the worker chose, a list keeping those that
// belong to it; `live` fields computed at each answer (a service's time left).
import type { MockRequest } from '../answers.ts';
import type { Mock } from '../context.ts';
import type { Operation } from '../declarations.ts';
import type { CheckScope } from './check.ts';
import { same, setAt, valueAt } from '../values/paths.ts';
import { evaluate, type Value } from '../values/evaluate.ts';
import { read } from '../values/sources.ts';
import { passes, type Where } from '../values/where.ts';
import { isTimed, type Timed, timedRecord } from '../timed.ts';
import { applyChange, type Change, type World } from '../world.ts';

export type RecordsRule = {
  collection: string;
  /** Path of the record (`data`) or of an array of records (`data.rows`) in the answer. */
  at: string;
  /** The field that names each record (default `id`): `key` for the steps of a process. */
  key?: string;
  /** A record that has no naming field (one per worker: a step's form): the name it goes by. */
  name?: string;
  /** For an array: which records belong; records changed in the world come and go with it. */
  where?: Where;
  /** For an array that gained records: sort by this field, descending unless `ascending` is true or holds the request's `where.param` value. */
  order?: { field: string; ascending?: boolean | string[] };
  /**
   * Fields the backend computes at each answer (a service's seconds left, an offer's, counted on the
   * mock's clock), `set` from the record as the world holds it (`record.<path>`), on each record
   * that passes `where` and whose field named by the path's first key the world set as a whole (a
   * timer it started), or that the world made at its start (`timed`): an example's values stay as
   * they are, the moment it shows. A list of them: each in turn.
   */
  live?: Live | Live[];
  /**
   * The examples' records made when a world begins (an offer): their times move to the world's start
   * (mock/timed.ts). Every records rule of the collection declares the same.
   */
  timed?: Timed;
};

type Live = { where?: Where; set: Record<string, Value> };

/** The name of a record a records rule shows: its naming field, or the rule's fixed name. */
export const recordId = (rule: RecordsRule, record: unknown) => rule.name ?? String(valueAt(record, rule.key ?? 'id') ?? '');

/** The answer's records as the world has them (the body is changed in place). */
export function overlayRecords(mock: Mock, op: Operation, body: Record<string, unknown>, request: MockRequest, world: World) {
  const rule = op.rules.records!;
  const changes = world.changes.get(rule.collection) ?? new Map<string, Change>();
  const timed = mock.examples.get(rule.collection)?.timed;
  /** An example's record (a row, or a detail) as the world shows it: made at its start when it is one of those, changed, its live fields computed. */
  const shown = <T>(example: T, change: Change | undefined, asRow: boolean): T =>
    live(mock, rule, applyChange(timedRecord(example, timed, world.start), change, asRow), change, isTimed(example, timed), request);
  const found = valueAt(body, rule.at);
  const parentPath = rule.at.split('.').slice(0, -1).join('.');
  const parent = (parentPath ? valueAt(body, parentPath) : body) as Record<string, unknown>;
  const key = rule.at.split('.').pop()!;
  if (!Array.isArray(found)) {
    // A record the world made answers as made, whichever example Prism chose for it.
    const asked = op.rules.example ? changes.get(String(read(op.rules.example.param, { request, now: 0 }))) : undefined;
    const made = asked?.created && !asked.removed ? asked : undefined;
    parent[key] = made ? live(mock, rule, applyChange({}, made, false), made, false, request) : shown(found, changes.get(recordId(rule, found)), false);
    return;
  }
  const ids = new Set(found.map((row) => recordId(rule, row)));
  const rows = found
    .map((row) => ({ row, change: changes.get(recordId(rule, row)) }))
    .filter(({ change }) => !change?.removed)
    .map(({ row, change }) => shown(row, change, true))
    .filter((row) => passes(row, rule.where, request));
  // A record the list did not have comes as this operation's examples show it, else as any list's;
  // one the world added, with the fields a row of this list has.
  const template = found[0] ?? mock.examples.get(rule.collection)?.rows.values().next().value;
  const asRow = (record: Record<string, unknown>) =>
    template && typeof template === 'object' ? Object.fromEntries(Object.keys(template).map((k) => [k, record[k] ?? null])) : record;
  const rowOf = (id: string) =>
    Object.values(op.examples['200'] ?? {})
      .flatMap((example) => (valueAt(example, rule.at) as unknown[] | undefined) ?? [])
      .find((row) => same(recordId(rule, row), id)) ?? mock.examples.get(rule.collection)?.rows.get(id);
  const gained = [...changes]
    .filter(([id, change]) => !ids.has(id) && !change.removed && !change.created && rowOf(id) !== undefined)
    .map(([id, change]) => shown(rowOf(id), change, true))
    .filter((row) => passes(row, rule.where, request));
  rows.push(...gained);
  // Records the world made: newest first at the top, or in turn at the end.
  const made = [...changes.values()].filter((change) => change.created && !change.removed).sort((a, b) => a.created! - b.created!);
  const madeRows = (place: 'first' | 'last') =>
    made
      .filter((change) => (change.place ?? 'first') === place)
      .map((change) => asRow(live(mock, rule, applyChange({}, change, false), change, false, request)))
      .filter((row) => passes(row, rule.where, request));
  rows.unshift(...madeRows('first').reverse());
  rows.push(...madeRows('last'));
  // An order the worker chose: the ranked records in that order, the others after them as they were.
  if ([...changes.values()].some((change) => change.rank !== undefined)) {
    const rank = (row: unknown) => changes.get(recordId(rule, row))?.rank ?? Number.MAX_SAFE_INTEGER;
    rows.sort((a, b) => rank(a) - rank(b));
  }
  // The examples come in the declared order; a changed record may have to move.
  if (changes.size && rule.order) {
    const { field, ascending = false } = rule.order;
    const up = Array.isArray(ascending) ? ascending.includes(String(rule.where?.param ? read(rule.where.param, { request, now: 0 }) : '')) : ascending;
    rows.sort((a, b) => String(valueAt(a, field)).localeCompare(String(valueAt(b, field))) * (up ? 1 : -1));
  }
  parent[key] = rows;
  if (typeof parent.total === 'number') parent.total += rows.length - found.length;
}

/**
 * `live`: the fields the backend computes at each answer, on a record whose fields the world set, or
 * that it made at its start (`timed`); a list row gets only the fields it has.
 */
function live<T>(mock: Mock, rule: RecordsRule, record: T, change: Change | undefined, timed: boolean, request: MockRequest): T {
  if (!rule.live || (!change && !timed)) return record;
  const context = { request, record, now: mock.now() };
  for (const { where, set } of [rule.live].flat()) {
    if (!passes(record, where, request)) continue;
    // Only a field the world set as a whole (a timer it started), not one an example brought.
    const setHere = (path: string) => timed || (change !== undefined && path.split('.')[0] in change.set);
    for (const [path, value] of Object.entries(set)) if (setHere(path)) setAt(record as Record<string, unknown>, path, evaluate(value, context), true);
  }
  return record;
}

/** What is wrong with an operation's `records` rule: a path no example has, a collection's records made at a world's start by one operation and not by another. */
export function checkRecords(op: Operation, { byId, say }: CheckScope) {
  const records = op.rules.records;
  if (!records) return;
  if (!Object.values(op.examples['200'] ?? {}).every((body) => valueAt(body, records.at) !== undefined)) say(`records.at: ${records.at} is missing from a 200 example`);
  const timed = JSON.stringify(records.timed ?? null);
  const other = [...byId.values()].find((o) => o.rules.records?.collection === records.collection && JSON.stringify(o.rules.records.timed ?? null) !== timed);
  if (other) say(`records.timed differs from ${other.operationId}'s for ${records.collection}`);
}
