// The guards of an `update`: a change that happens only `if` the request asks it, only when every
// record of another collection is so (`onlyIf`), and refusals with the contract's error when the
// record is not in a state for it (`when`) or the values repeat (`distinct`).
import type { MockRequest } from '../answers.ts';
import type { Mock } from '../context.ts';
import type { Operation } from '../declarations.ts';
import { evaluate, type Value } from '../values/evaluate.ts';
import { same, valueAt } from '../values/paths.ts';
import { type Context, isSource, read, type Source } from '../values/sources.ts';
import { passes, type Where } from '../values/where.ts';
import { current, idsOf, type World } from '../world.ts';
import { type CheckScope, hasExample } from './check.ts';

type Refusal = { code: number; example: string };

/** One check of `when`: the record's field, or a computed value, against what the change needs. */
export type When = { field?: string; value?: Value; in?: unknown[]; present?: boolean; atLeast?: Value; atMost?: Value; otherwise: Refusal };

export type Guards = {
  /**
   * The change happens only when the request's value is one of `in` (a payment that pays at once),
   * and at least `atLeast`; `param` may be a computed value, read before the call's changes (the
   * points the order a cancellation names spent).
   */
  if?: { param: Source | Value; in?: unknown[]; atLeast?: number };
  /**
   * The change happens only when every record of another collection that passes `where` has `field`
   * in `in`, as the world sees them after the call's earlier changes: the contract step is done
   * once every required contract is signed.
   */
  onlyIf?: { every: { collection: string; where?: Where; field: string; in: unknown[] } };
  /**
   * Only a record whose field is one of `in`, and at least `atLeast` (a value: the payable of the order a
   * balance pays), may change (the `record`, else the `lookup`); otherwise the example named answers.
   * A check may read a computed `value` instead of a field (the metres from the check-in to the door),
   * ask it `present`, or at most `atMost`; a list of checks is read in turn, the first that fails answering.
   */
  when?: When | When[];
  /**
   * The values at `field` of the elements of the array `each` differ from each other and from
   * `besides` (a value: the mobile the session signed in with); otherwise the example named answers
   * and nothing changes: emergency contacts, none twice and none the worker's own number.
   */
  distinct?: { each: Source; field: string; besides?: Value; otherwise: Refusal };
};

/** `if`: the request's value (or a computed value: the points an order spent) is one of `in`, and at least `atLeast`. */
export function ifHolds(rule: NonNullable<Guards['if']>, context: Context) {
  const value = typeof rule.param === 'string' ? read(rule.param, context) : evaluate(rule.param, context);
  if (rule.in && !rule.in.some((v) => same(v, value))) return false;
  return rule.atLeast === undefined || Number(value) >= rule.atLeast;
}

/** `when`: the first check the record (or the value a check computes) fails, or undefined when it passes them all. */
export function whenFails(when: NonNullable<Guards['when']>, target: unknown, context: Context): When | undefined {
  return [when].flat().find((check) => !holds(check, target, context));
}

/** One check: the value is one of `in`, has a value (`present`), and is at least `atLeast` and at most `atMost` (a balance that covers the order it pays). */
function holds(check: When, target: unknown, context: Context) {
  const value = (check.value !== undefined ? evaluate(check.value, context) : valueAt(target, check.field ?? '')) ?? null;
  if (check.in && !check.in.some((v) => same(v, value))) return false;
  if (check.present !== undefined && (value !== null) !== check.present) return false;
  if (check.atLeast !== undefined && !(Number(value) >= Number(evaluate(check.atLeast, context)))) return false;
  return check.atMost === undefined || Number(value) <= Number(evaluate(check.atMost, context));
}

/** `distinct`: no two elements of the array share the field's value, and none has `besides`'s. */
export function distinctHolds(distinct: NonNullable<Guards['distinct']>, context: Context) {
  const values = [read(distinct.each, context)].flat().map((element) => valueAt(element, distinct.field));
  const besides = distinct.besides === undefined ? null : evaluate(distinct.besides, context);
  const taken = besides === null || besides === undefined ? [] : [String(besides)];
  return values.every((value) => {
    if (value === undefined || value === null) return true;
    if (taken.includes(String(value))) return false;
    taken.push(String(value));
    return true;
  });
}

/** `onlyIf.every`: each record of the collection (as the world sees it) that passes `where` has `field` in `in`. */
export function everyHolds(mock: Mock, world: World, every: NonNullable<Guards['onlyIf']>['every'], request: MockRequest) {
  return [...idsOf(mock.examples, world, every.collection)]
    .map((id) => current(mock.examples, world, every.collection, id))
    .filter((record) => record !== undefined && passes(record, every.where, request))
    .every((record) => every.in.some((v) => same(v, valueAt(record, every.field))));
}

/** What is wrong with a change's guards. */
export function checkGuards(op: Operation, update: Guards, { shows, say }: CheckScope) {
  for (const check of [update.when ?? []].flat()) if (!hasExample(op, check.otherwise.code, check.otherwise.example)) say(`update.when.otherwise: no ${check.otherwise.code} example ${check.otherwise.example}`);
  if (update.distinct) {
    if (!isSource(update.distinct.each)) say(`update.distinct.each ${update.distinct.each} is not a source`);
    if (!hasExample(op, update.distinct.otherwise.code, update.distinct.otherwise.example)) say(`update.distinct.otherwise: no ${update.distinct.otherwise.code} example ${update.distinct.otherwise.example}`);
  }
  if (update.onlyIf && !shows(update.onlyIf.every.collection)) say(`update.onlyIf.every.collection ${update.onlyIf.every.collection} is shown by no operation's records`);
  if (update.if && typeof update.if.param === 'string' && !isSource(update.if.param)) say(`update.if.param ${update.if.param} is not a source`);
  if (update.if && !update.if.in && update.if.atLeast === undefined) say('update.if needs in or atLeast');
}
