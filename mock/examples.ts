// The examples' records: each collection's records as the contract's examples first show them, the
// start of every world (world.ts). A list's rows are what a list that gains a record adds, and what
// counts compare a change with (lists being what counts count); a detail is a record's fullest shape.
import type { Operation } from './declarations.ts';
import { recordId } from './rules/records.ts';
import type { Timed } from './timed.ts';
import { same, valueAt } from './values/paths.ts';

export type ExampleRecords = Map<string, { rows: Map<string, unknown>; records: Map<string, unknown>; timed?: Timed }>;

/** Every records rule's records in every 200 example: lists first (a record is first seen as its row), then details. */
function shownRecords(operations: Map<string, Operation>) {
  return [...operations.values()].flatMap((op) =>
    op.rules.records ? Object.values(op.examples['200'] ?? {}).map((body) => ({ rule: op.rules.records!, found: valueAt(body, op.rules.records!.at) })) : [],
  );
}

export function exampleRecords(operations: Map<string, Operation>): ExampleRecords {
  const seen: ExampleRecords = new Map();
  const shown = shownRecords(operations);
  for (const { rule, found } of [...shown.filter((s) => Array.isArray(s.found)), ...shown.filter((s) => !Array.isArray(s.found))]) {
    const index = seen.get(rule.collection) ?? { rows: new Map(), records: new Map(), timed: rule.timed };
    seen.set(rule.collection, index);
    for (const record of Array.isArray(found) ? found : [found]) {
      const id = recordId(rule, record);
      if (Array.isArray(found) && !index.rows.has(id)) index.rows.set(id, record);
      if (!index.records.has(id)) index.records.set(id, record);
    }
  }
  return seen;
}

/** An example record in its fullest shape: its detail's fields, then its row's (what `POST /__mock/records` copies). */
export function fullestRecord(operations: Map<string, Operation>, examples: ExampleRecords, collection: string, id: string): Record<string, unknown> | undefined {
  const row = examples.get(collection)?.records.get(id);
  if (row === undefined) return undefined;
  const detail = shownRecords(operations).find(({ rule, found }) => rule.collection === collection && !Array.isArray(found) && same(recordId(rule, found), id))?.found;
  return { ...structuredClone(detail as object), ...structuredClone(row as object) };
}
