// Dates of the settlement screens: today in Beijing (the periods asked for) and the chart's axis
// labels, written from the points' own dates in the worker's language (the server's labels are Chinese).
import type { TFunction } from 'i18next';

const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** Today's date in Beijing, `yyyy-MM-dd`. */
export const beijingToday = (now = Date.now()) => new Date(now + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/** This month in Beijing, `yyyy-MM`. */
export const beijingMonth = (now = Date.now()) => beijingToday(now).slice(0, 7);

/** Monday 0 .. Sunday 6 of a `yyyy-MM-dd` date. */
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** `11-16` from `2026-11-16`. */
const monthDay = (date: string) => date.slice(5, 10);

/**
 * A point's axis label: the hour for a day (`9时`, `9:00`), weekday and date for a week, the date
 * for a month, the month for a year. `value` is an ISO date-time or a `yyyy-MM-dd` date.
 */
export function pointLabel(kind: 'hour' | 'weekday' | 'day' | 'month', value: string, t: TFunction) {
  const date = value.slice(0, 10);
  if (kind === 'hour') return t('chart.hour', { n: Number(value.slice(11, 13)) });
  if (kind === 'weekday') return `${t(`chart.weekday.${weekdayOf(date)}`)} ${monthDay(date)}`;
  if (kind === 'month') return t('chart.month', { n: Number(date.slice(5, 7)) });
  return monthDay(date);
}

/** The same point's label under its bar, where space is short: `周一`, `16`, `9时`, `11月`. */
export function shortLabel(kind: 'hour' | 'weekday' | 'day' | 'month', value: string, t: TFunction) {
  const date = value.slice(0, 10);
  if (kind === 'weekday') return t(`chart.weekday.${weekdayOf(date)}`);
  if (kind === 'day') return String(Number(date.slice(8, 10)));
  return pointLabel(kind, value, t);
}
