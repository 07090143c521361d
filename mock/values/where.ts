// Which records pass a `where` (openapi/README.md): a field among values or none of them, present or
// not, a time on the mock's day or before it, within a period, or equal to the request's value.
import type { MockRequest } from '../answers.ts';
import { same, valueAt } from './paths.ts';
import { type Context, read, type Source } from './sources.ts';
import { beijingDate, periodStart, timeOf, type Unit } from './time.ts';

export type Where = {
  /** The record field compared. */
  field: string;
  /** Records whose field is one of these; or a value (in an expression) that gives the list, none keeping every record: the goods a coupon applies to. */
  in?: unknown[] | unknown;
  /** Records whose field is none of these (one without the field passes): the reviews whose appeal was not upheld. */
  notIn?: unknown[];
  /** Records whose field equals the request's value, or is in `groups[value]`; no value: every record. */
  param?: Source;
  groups?: Record<string, unknown[]>;
  /** Records whose field has a value (a non-empty array: a review with photos), or has none. */
  present?: boolean;
  /** Records whose field is a time on the mock's day, Beijing time (orders completed today). */
  today?: boolean;
  /** Records whose field is a time before the mock's day (the days of a series already past). */
  beforeToday?: boolean;
  /** Records whose field is a time before the mock's hour, day, week, month or year starts (a year's months already past). */
  before?: Unit;
  /**
   * Records whose field is a time in the same hour, day, week (from Monday) or month, Beijing time,
   * as `of` (a value: a time; default the mock's now): this month's, an hour's of a day's series.
   */
  within?: { unit: Unit | unknown; of?: unknown };
  /**
   * The examples' day (`2026-11-22`): the field's time is read moved by whole days so that this day
   * is the mock's day, for `today`, `beforeToday` and `within` (the examples dated relative to the
   * mock's start, as a live backend's records are to its today).
   */
  dated?: string;
  /** With `dated`: moved by whole weeks instead, so that the week holding that day is the mock's week (a settlement period, Monday to Sunday). */
  datedBy?: 'day' | 'week';
};

/** Computes a value inside a computed value's context (values/evaluate.ts): a `where` whose `in` or `within` is a value needs it. */
export type Computing = { context: Context; evaluate: (value: unknown, context: Context) => unknown };

/** Whether the record passes; no `where` passes every record there is. */
export function passes(record: unknown, where: Where | undefined, request?: MockRequest, now = Date.now(), computing?: Computing): boolean {
  if (!where || record === undefined) return record !== undefined;
  const value = (v: unknown) => (computing ? computing.evaluate(v, computing.context) : undefined);
  const field = valueAt(record, where.field);
  // `in` may be a value (the goods a coupon applies to): one that gives none keeps every record.
  const among = where.in && !Array.isArray(where.in) ? value(where.in) : where.in;
  if (Array.isArray(among) && !among.some((v) => same(v, field))) return false;
  if (where.notIn?.some((v) => same(v, field))) return false;
  if (where.present !== undefined && (field !== undefined && field !== null && !(Array.isArray(field) && !field.length)) !== where.present) return false;
  const at = where.today || where.within || where.beforeToday || where.before ? timeOf(field, where, now) : NaN;
  if (where.today && !(Number.isFinite(at) && beijingDate(at) === beijingDate(now))) return false;
  if (where.beforeToday && !(Number.isFinite(at) && at < periodStart(now, 'day'))) return false;
  if (where.before && !(Number.isFinite(at) && at < periodStart(now, where.before))) return false;
  if (where.within) {
    const of = where.within.of === undefined ? now : Date.parse(String(computing ? value(where.within.of) : ''));
    const unit = (computing ? value(where.within.unit) : where.within.unit) as Unit;
    if (!Number.isFinite(at) || !Number.isFinite(of) || periodStart(at, unit) !== periodStart(of, unit)) return false;
  }
  if (where.param && request) {
    const wanted = read(where.param, { request, now: 0 });
    if (wanted !== undefined && wanted !== '') {
      const group = where.groups?.[String(wanted)] ?? [wanted];
      if (!group.some((v) => same(v, field))) return false;
    }
  }
  return true;
}
