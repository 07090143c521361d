// `counts`: counts of a collection's records by a field (the order tabs' badges), moved by the
// world's changes from the example's figures.
import type { MockRequest } from '../answers.ts';
import type { Mock } from '../context.ts';
import type { Operation } from '../declarations.ts';
import { same, valueAt } from '../values/paths.ts';
import { passes, type Where } from '../values/where.ts';
import { applyChange, type World } from '../world.ts';

export type CountsRule = {
  collection: string;
  /** Path of the counts object in the answer. */
  at: string;
  /** Only records that pass this count. */
  where?: Where;
  /** The field whose values the keys count. */
  field: string;
  /** Each count's key and the field values it counts. */
  keys: Record<string, unknown[]>;
};

/** The answer's counts moved by each changed record: out of the count it left, into the one it joined (the body is changed in place). */
export function overlayCounts(mock: Mock, rule: CountsRule, body: Record<string, unknown>, request: MockRequest, world: World) {
  const counts = valueAt(body, rule.at) as Record<string, number> | undefined;
  const changes = world.changes.get(rule.collection);
  if (!counts || !changes) return;
  for (const [id, change] of changes) {
    const before = mock.examples.get(rule.collection)?.records.get(id);
    if (before === undefined) continue;
    const after = change.removed ? undefined : applyChange(before, change, false);
    for (const [key, values] of Object.entries(rule.keys)) {
      const counted = (record: unknown) => passes(record, rule.where, request) && values.some((v) => same(v, valueAt(record, rule.field)));
      if (typeof counts[key] === 'number') counts[key] = Math.max(0, counts[key] + Number(counted(after)) - Number(counted(before)));
    }
  }
}

/** What is wrong with an operation's `counts` rule. */
export function checkCounts(op: Operation, say: (what: string) => void) {
  const counts = op.rules.counts;
  if (counts && !Object.values(op.examples['200'] ?? {}).every((body) => valueAt(body, counts.at) !== undefined)) say(`counts.at: ${counts.at} is missing from a 200 example`);
}
