// Time on the mock: Beijing time (+08:00) as the contract writes it, the calendar's periods (a week
// starts on Monday), the examples' times moved to the mock's today (`dated`), and the times a
// computed value makes from `now`.
import { type Context, read, type Source } from './sources.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** A period of the calendar, Beijing time; a week starts on Monday. */
export type Unit = 'hour' | 'day' | 'week' | 'month' | 'year';

/** A time as the contract writes them: ISO-8601 in Beijing time, `+08:00`. */
export const beijingTime = (ms: number) => `${new Date(ms + 8 * HOUR).toISOString().slice(0, 19)}+08:00`;
/** The Beijing date of a time (`2026-11-22`). */
export const beijingDate = (ms: number) => beijingTime(ms).slice(0, 10);

/** When the hour, day, week, month or year holding a time starts, Beijing time (ms since the epoch). */
export function periodStart(ms: number, unit: Unit): number {
  const local = new Date(ms + 8 * HOUR);
  if (unit === 'hour') return ms - (ms % HOUR);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - 8 * HOUR;
  if (unit === 'day') return day;
  if (unit === 'week') return day - ((local.getUTCDay() + 6) % 7) * DAY;
  if (unit === 'year') return Date.UTC(local.getUTCFullYear(), 0, 1) - 8 * HOUR;
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 8 * HOUR;
}

/** A time moved by whole calendar months, Beijing time (the day of the month kept; a start of a month stays one). */
export function addMonths(ms: number, months: number): number {
  const local = new Date(ms + 8 * HOUR);
  local.setUTCMonth(local.getUTCMonth() + months);
  return local.getTime() - 8 * HOUR;
}

/** The days of the month holding a time, Beijing time. */
export function daysInMonthOf(ms: number): number {
  const local = new Date(ms + 8 * HOUR);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
}

/**
 * A time of the examples (ms), moved as `dated` asks: by whole days so that that day (`2026-11-22`)
 * is the mock's day, or by whole weeks (`datedBy: week`) so that its week is the mock's week; NaN
 * for a value that is no time.
 */
export function timeOf(field: unknown, { dated, datedBy }: { dated?: string; datedBy?: 'day' | 'week' }, now: number): number {
  const at = typeof field === 'string' ? Date.parse(field) : NaN;
  if (!dated || !Number.isFinite(at)) return at;
  const unit = datedBy ?? 'day';
  const step = unit === 'week' ? 7 * DAY : DAY;
  return at + Math.round((periodStart(now, unit) - periodStart(Date.parse(`${dated}T00:00:00+08:00`), unit)) / step) * step;
}

/** Clock skew a phone's time may have (openapi/components/schemas/common/occurred-at.yaml). */
const SKEW_MS = 5 * 60_000;

/**
 * `now`, or the time a source gives (`from: body.occurredAt`: when the worker tapped, for a change
 * that waited offline on the phone), as the backend records it: not in the future past the skew.
 */
export function startingAt(from: Source | undefined, context: Context): number {
  const given = from ? Date.parse(String(read(from, context) ?? '')) : NaN;
  return Number.isFinite(given) && given <= context.now + SKEW_MS ? Math.min(given, context.now) : context.now;
}

/** What a `$: now` value asks of the time: see `Computed` (values/evaluate.ts). */
export type NowSteps = {
  from?: Source;
  startOf?: unknown;
  plusMonths?: unknown;
  plusMinutes?: unknown;
  plusDays?: unknown;
  date?: boolean;
};

/**
 * A time made from `now` (or `from`): from the start of its period, then calendar months, then
 * minutes and days (each a number a source or a computed value gives: `number`), as the contract
 * writes times, or its date alone.
 */
export function nowValue({ from, startOf, plusMonths, plusMinutes, plusDays, date }: NowSteps, context: Context, number: (v: unknown) => number, unit: (v: unknown) => Unit): string {
  const minutes = (plusMinutes ? number(plusMinutes) : 0) + (plusDays ? number(plusDays) * 1440 : 0);
  const start = startingAt(from, context);
  const begun = startOf ? periodStart(start, unit(startOf)) : start;
  const time = beijingTime((plusMonths ? addMonths(begun, number(plusMonths)) : begun) + minutes * 60_000);
  return date ? time.slice(0, 10) : time;
}
