// The steps of a computed value that look a value up (in a table, in a collection) and that make
// lists: kept by `where`, cut to a `length`, each element made anew, followed, grouped, sorted,
// counted and summed (openapi/README.md, "The development mock").
import { same, valueAt } from './paths.ts';
import type { Context } from './sources.ts';
import { passes, type Where } from './where.ts';

type Evaluate = (value: unknown, context: Context) => unknown;

export type ListSteps = {
  /** A value's entry in this table (values too): `{ day: hour, week: day }`; none when the table has none. */
  map?: Record<string, unknown>;
  or?: unknown;
  /** An array's elements merged over the world's records of this collection that share the field `on`. */
  join?: string;
  on?: string;
  /** A single id's record: the world's record of this collection whose field `on` holds it... */
  of?: string;
  /** ...or the value at this path of that record; without `of`, of the first record of an array (a collection of one). */
  pick?: string;
  /** An array's elements that pass (`records.serviceOrders` completed today). */
  where?: Where;
  /** An array cut, or padded with copies of its last element, to this length (a value). */
  length?: unknown;
  /** An array's elements each made into this value, read with the element as `element` (and its position as `index`). */
  each?: unknown;
  /** An array followed by the elements of this value (an array). */
  then?: unknown;
  /** An array grouped by the values of the `by` fields: one element a group, holding those fields and `set`, read with the group's elements as `group`. */
  group?: { by: string[]; set?: Record<string, unknown> };
  /** An array sorted by a field, the greatest first unless `ascending`. */
  order?: { field: string; ascending?: boolean };
  /** An array's length. */
  count?: boolean;
  /** An array's sum of each element's field (times its second field). */
  sum?: [string, string?];
};

/**
 * The value replaced by its entry in a table (`map`: a period's unit for the range asked; a source
 * with none looks up its `or`, a range left out being the contract's default), an array's elements
 * merged over the records they name (`join`), a single id replaced by its record or a field of it (`of`).
 */
export function lookUp(found: unknown, { map, or = null, join, on, of, pick }: ListSteps, context: Context, evaluate: Evaluate): unknown {
  if (map) {
    const key = found === undefined || found === null ? (or === null ? undefined : evaluate(or, context)) : found;
    found = key === undefined || key === null || !(String(key) in map) ? undefined : evaluate(map[String(key)], context);
  }
  if (join && on && Array.isArray(found)) {
    const records = context.records?.(join) ?? [];
    found = found.map((element) => ({ ...records.find((r) => same(valueAt(r, on), valueAt(element, on))), ...(element as object) }));
  }
  // An id's record in the world (`of` a collection, matched `on` a field), or the value at `pick` in it: the order a payment names.
  if (of && on && found !== undefined && found !== null && !Array.isArray(found)) {
    const record = (context.records?.(of) ?? []).find((r) => same(valueAt(r, on), found));
    found = pick ? valueAt(record, pick) : record;
  }
  return found;
}

/** The list steps, in this order: where, length, pick, each, then, group, order, count, sum. */
export function listSteps(found: unknown, steps: ListSteps, context: Context, evaluate: Evaluate): unknown {
  const { where, sum, count, length, pick, of, each, then, group, order } = steps;
  // The records that pass `where` (the orders completed today), or how many they are; a single
  // record is a list of one (an element of a series kept only when its day is past).
  if (where && !Array.isArray(found) && found !== undefined && found !== null && (sum || count)) found = [found];
  if (where && Array.isArray(found)) found = found.filter((element) => passes(element, where, context.request, context.now, { context, evaluate }));
  // An array cut, or padded with copies of its last element, to a length (a month's days).
  if (length !== undefined && Array.isArray(found) && found.length) {
    const list = found;
    const n = Number(evaluate(length, context));
    found = Array.from({ length: Math.max(0, n) }, (_, i) => structuredClone(list[Math.min(i, list.length - 1)]));
  }
  // A collection of one record (a step's form: `records.applyImages`), or the first that passes `where`
  // (the running period's bill): the value at `pick` in it.
  if (pick && !of && Array.isArray(found)) found = valueAt(found[0], pick);
  // Each element made into a value read with it as `element` (an order as a row of the month's list).
  if (each !== undefined && Array.isArray(found)) found = found.map((element, index) => evaluate(each, { ...context, element, index }));
  // Followed by another array's elements (today's orders, then the examples' days past).
  if (then !== undefined && Array.isArray(found)) {
    const more = evaluate(then, context);
    found = [...found, ...(Array.isArray(more) ? more : [])];
  }
  // One element for each value of the `by` fields, holding them and `set`, read with the group's elements as `group` (income by service item).
  if (group && Array.isArray(found)) {
    const groups = new Map<string, unknown[]>();
    for (const element of found) {
      const key = JSON.stringify(group.by.map((field) => valueAt(element, field) ?? null));
      groups.set(key, [...(groups.get(key) ?? []), element]);
    }
    found = [...groups.values()].map((members) => ({
      ...Object.fromEntries(group.by.map((field) => [field, valueAt(members[0], field) ?? null])),
      ...Object.fromEntries(Object.entries(group.set ?? {}).map(([field, v]) => [field, evaluate(v, { ...context, group: members })])),
    }));
  }
  // Sorted by a field, the greatest first unless `ascending` (numbers as numbers, times as text).
  if (order && Array.isArray(found)) {
    const key = (element: unknown) => valueAt(element, order.field);
    const compare = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? '')));
    found = [...found].sort((a, b) => (order.ascending ? compare(key(a), key(b)) : compare(key(b), key(a))));
  }
  if (count && Array.isArray(found)) found = found.length;
  if (sum && Array.isArray(found)) found = found.reduce((total: number, element) => total + Number(valueAt(element, sum[0])) * (sum[1] ? Number(valueAt(element, sum[1])) : 1), 0);
  return found;
}
