// `update.create`: the one way the mock makes records (a saved address, a withdrawal, a placed
// order): a call whose `id` reads nothing makes one, or one for each item of `each`, with ids of the
// mock's own (`<prefix><n>`), shown first (or last) in the lists.
import type { Mock } from '../context.ts';
import { evaluate } from '../values/evaluate.ts';
import { type Context, read, type Source } from '../values/sources.ts';
import { applyChange, type Change } from '../world.ts';
import type { UpdateRule } from './update.ts';

export type CreateRule = {
  /** New ids are `<prefix><n>`, n counting up in the mock. */
  prefix: string;
  /** One record for each item of this array (`set` reads it as `item`); else one record. */
  each?: Source;
  /** Where the lists show new records: `first` (default: newest first) or `last`. */
  place?: 'first' | 'last';
  /** Path in this operation's answer that carries the new record's id. */
  idAt?: string;
};

/** Makes the records a create call asks for, in the collection's changes; `context` is what their fields read. */
export function createRecords(mock: Mock, rule: UpdateRule, context: Context, changes: Map<string, Change>) {
  const create = rule.create!;
  const items = create.each ? [read(create.each, { request: context.request, now: 0 })].flat().filter((item) => item !== undefined) : [undefined];
  return items.map((item) => {
    const turn = mock.nextTurn();
    const id = `${create.prefix}${turn}`;
    const fields: Record<string, unknown> = { id };
    for (const [path, value] of Object.entries(rule.set ?? {})) fields[path] = evaluate(value, { ...context, item, id });
    changes.set(id, { set: fields, removed: false, created: turn, place: create.place });
    return applyChange({}, changes.get(id), false);
  });
}
