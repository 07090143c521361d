// The weekly working time as half hours: the editor toggles half hours of the platform's service
// window (09:00-24:00, as the contract's slots), the contract stores ranges.
import type { WorkerTimeRange } from '@generated/api/model';

const WINDOW_START = 9 * 60;
const WINDOW_END = 24 * 60;
const STEP = 30;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The start minute of every half hour in the window. */
export const HALF_HOURS: number[] = Array.from({ length: (WINDOW_END - WINDOW_START) / STEP }, (_, i) => WINDOW_START + i * STEP);

/** The half hours (start minutes) a day's ranges cover. */
export function halfHoursOf(ranges: WorkerTimeRange[]): Set<number> {
  const on = new Set<number>();
  for (const start of HALF_HOURS) if (ranges.some((r) => minutes(r.start) <= start && start + STEP <= minutes(r.end))) on.add(start);
  return on;
}

/** The ranges that the half hours make, neighbours joined. */
export function rangesOf(on: Set<number>): WorkerTimeRange[] {
  const ranges: WorkerTimeRange[] = [];
  for (const start of HALF_HOURS) {
    if (!on.has(start)) continue;
    const last = ranges[ranges.length - 1];
    if (last && minutes(last.end) === start) last.end = clock(start + STEP);
    else ranges.push({ start: clock(start), end: clock(start + STEP) });
  }
  return ranges;
}
