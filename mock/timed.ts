// Records made when a world begins (`records.timed`): an offer is offered to the worker when she
// starts, not two weeks before. Their times move by the time from the examples' moment to the
// world's start, so in every world an offer's appointment is hours ahead and its deadline minutes
// ahead, fixed for the offer (the countdown `live` computes from it runs down across reads); a record
// a test adds (`POST /__mock/records`) moves to the moment it is added.
import { passes, type Where } from './values/where.ts';
import { beijingTime } from './values/time.ts';
import { setAt, valueAt } from './values/paths.ts';

export type Timed = {
  /** The examples' moment (`2026-11-22T14:30:00+08:00`): what their times are relative to. */
  from: string;
  /** The records made at the world's start, as the examples have them (the offers: `pending_accept`). */
  where?: Where;
  /** Their time fields that move (`createdAt`, `appointmentAt`, `acceptDeadline`), dotted paths into them too (a review's `reply.createdAt`). */
  fields: string[];
};

/** Whether an example's record is one made at the world's start. */
export const isTimed = (record: unknown, timed: Timed | undefined): timed is Timed =>
  timed !== undefined && record !== null && typeof record === 'object' && passes(record, timed.where);

/** The record with its times moved to `at` (ms: the world's start, or when a test added it). */
export function timedRecord<T>(record: T, timed: Timed | undefined, at: number): T {
  if (!isTimed(record, timed)) return record;
  const moved = structuredClone(record) as Record<string, unknown>;
  const shift = at - Date.parse(timed.from);
  for (const field of timed.fields) {
    const value = valueAt(moved, field);
    const time = typeof value === 'string' ? Date.parse(value) : NaN;
    if (Number.isFinite(time)) setAt(moved, field, beijingTime(time + shift), true);
  }
  return moved as T;
}
