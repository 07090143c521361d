// The x-mock rules' values (openapi/README.md, "The development mock"): a literal, or
// `{ $: source, ...steps }` computed. This module only reads the source and hands the value through
// the steps' modules in their one order: a time from `now` (time.ts); a look-up, then the list steps
// (lists.ts); `or` for a value that is none; a time of the examples dated, or as seconds from now or
// until another time; a position as the metres to another (places.ts); a part of a whole (shares.ts);
// text (text.ts); numbers (numbers.ts).
import { type ListSteps, listSteps, lookUp } from './lists.ts';
import { arithmetic, type NumberSteps, numberSteps } from './numbers.ts';
import { valueAt } from './paths.ts';
import { metresBetween } from './places.ts';
import { apportion } from './shares.ts';
import { type Context, read, type Source } from './sources.ts';
import { hasTextSteps, type TextSteps, textOf } from './text.ts';
import { daysInMonthOf, type NowSteps, nowValue, timeOf, beijingTime, type Unit } from './time.ts';

/** A value: a literal (objects and arrays are walked), or a `Computed` one. */
export type Value = unknown;

export type Computed = NowSteps &
  ListSteps &
  TextSteps &
  NumberSteps & {
    $: Source;
    /** With `$: now`: the number of days of the mock's month (28 to 31), then the arithmetic. */
    daysInMonth?: boolean;
    /** A time of the examples, moved by whole days so that this day (`2026-11-22`, the examples' day) is the mock's day. */
    dated?: string;
    /** With `dated`: by whole weeks, so that the week holding that day is the mock's week (a bill's period and its settlement). */
    datedBy?: 'day' | 'week';
    /** A time source as the whole seconds from now until it (negative once past). */
    secondsFromNow?: boolean;
    /** A time source as the whole seconds from it until another time (a value: the tap of a report), negative when that is before it. */
    secondsUntil?: Value;
    /** A position (`{ latitude, longitude }`: a request's body) as the metres to this one (an address); none without both. */
    distanceTo?: Value;
    /**
     * A position in a list (`index`) as its part of `total`, apportioned among the list `of` by the
     * values at `field` with the largest remainder, so the parts add to `total` (shares in basis points).
     */
    apportion?: { of: Value; field: string; total: number };
  };

export function evaluate(value: Value, context: Context): unknown {
  if (Array.isArray(value)) return value.map((v) => evaluate(v, context));
  if (value === null || typeof value !== 'object') return value;
  if (!('$' in value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, evaluate(v, context)]));
  const computed = value as Computed;
  const { $, or = null, daysInMonth, dated, datedBy, secondsFromNow, secondsUntil, distanceTo, apportion: shares } = computed;
  const orElse = () => evaluate(or, context);
  if ($ === 'now' && !daysInMonth) {
    const number = (v: unknown) => Number(typeof v === 'string' ? read(v, context) : evaluate(v, context));
    const time = nowValue(computed, context, number, (v) => evaluate(v, context) as Unit);
    return hasTextSteps(computed) ? textOf(time, computed, context, evaluate) : time;
  }
  let found = $ === 'now' ? daysInMonthOf(context.now) : read($, context);
  found = lookUp(found, computed, context, evaluate);
  found = listSteps(found, computed, context, evaluate);
  // `or` may itself read a source: `{ $: body.nickname, or: { $: record.nickname } }` keeps what the record had.
  if (found === undefined || found === null) return orElse();
  // A time of the examples moved by whole days so that their day is the mock's day (`dated`: that day).
  if (dated) {
    const at = timeOf(found, { dated, datedBy }, context.now);
    if (!Number.isFinite(at)) return orElse();
    found = beijingTime(at);
  }
  if (secondsFromNow) {
    const at = Date.parse(String(found));
    if (!Number.isFinite(at)) return orElse();
    found = Math.ceil((at - context.now) / 1000);
  }
  if (secondsUntil !== undefined) {
    const [from, to] = [Date.parse(String(found)), Date.parse(String(evaluate(secondsUntil, context)))];
    if (!Number.isFinite(from) || !Number.isFinite(to)) return orElse();
    found = Math.floor((to - from) / 1000);
  }
  if (distanceTo !== undefined) {
    const metres = metresBetween(found, evaluate(distanceTo, context));
    if (metres === undefined) return orElse();
    found = metres;
  }
  if (shares) {
    const list = evaluate(shares.of, context);
    const weights = (Array.isArray(list) ? list : []).map((element) => Number(valueAt(element, shares.field)) || 0);
    found = apportion(weights, shares.total)[Number(found)] ?? 0;
  }
  if (hasTextSteps(computed)) return textOf(found, computed, context, evaluate);
  const steps = numberSteps(computed);
  return steps.length ? arithmetic(found, steps, context, evaluate) : found;
}
