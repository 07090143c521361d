// The steps of a computed value that make text: a slice of it, its digits padded, masked, its end,
// with a prefix and a suffix.
import type { Context } from './sources.ts';

export type TextSteps = {
  /** Characters `[start, end)` of a text (`[5, 10]` of a date: `11-22`). */
  slice?: [number, number?];
  /** Its digits alone (a time `2026-11-22T14:30:00` as `20261122143000`, an id `so_n5` as `5`). */
  digits?: boolean;
  /** Zeros put before it up to this length (`5` to 6: `000005`). */
  pad?: number;
  /** Characters kept at the start and at the end, the rest starred (`138****5678`). */
  mask?: [number, number];
  /** Characters kept from the end. */
  last?: number;
  /** Text put before (a value: the weekday of a label; a list: each in turn). */
  prefix?: unknown;
  /** Text put after, as `prefix` (the words a platform puts around a worker's minutes). */
  suffix?: unknown;
};

export const hasTextSteps = ({ slice, digits, pad, mask, last, prefix, suffix }: TextSteps) =>
  Boolean(slice || digits || pad !== undefined || mask || last !== undefined || prefix !== undefined || suffix !== undefined);

/** The value as text, through the steps in this order: slice, digits, pad, mask, last, prefix, suffix. */
export function textOf(found: unknown, { slice, digits, pad, mask, last, prefix, suffix }: TextSteps, context: Context, evaluate: (value: unknown, context: Context) => unknown): string {
  let text = String(found);
  if (slice) text = text.slice(slice[0], slice[1]);
  if (digits) text = text.replace(/\D/g, '');
  if (pad !== undefined) text = text.padStart(pad, '0');
  if (mask) text = text.slice(0, mask[0]) + '*'.repeat(Math.max(1, text.length - mask[0] - mask[1])) + text.slice(Math.max(mask[0], text.length - mask[1]));
  if (last !== undefined) text = text.slice(-last);
  const parts = (value: unknown) => (value === undefined ? [] : [evaluate(value, context)].flat()).map((part) => String(part ?? '')).join('');
  return `${parts(prefix)}${text}${parts(suffix)}`;
}
