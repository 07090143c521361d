// The steps of a computed value that make text: a slice of it, masked, its end, with a prefix.
import type { Context } from './sources.ts';

export type TextSteps = {
  /** Characters `[start, end)` of a text (`[5, 10]` of a date: `11-22`). */
  slice?: [number, number?];
  /** Characters kept at the start and at the end, the rest starred (`138****5678`). */
  mask?: [number, number];
  /** Characters kept from the end. */
  last?: number;
  /** Text put before (a value: the weekday of a label). */
  prefix?: unknown;
};

export const hasTextSteps = ({ slice, mask, last, prefix }: TextSteps) => Boolean(slice || mask || last !== undefined || prefix !== undefined);

/** The value as text, through the steps in this order: slice, mask, last, prefix. */
export function textOf(found: unknown, { slice, mask, last, prefix }: TextSteps, context: Context, evaluate: (value: unknown, context: Context) => unknown): string {
  let text = String(found);
  if (slice) text = text.slice(slice[0], slice[1]);
  if (mask) text = text.slice(0, mask[0]) + '*'.repeat(Math.max(1, text.length - mask[0] - mask[1])) + text.slice(Math.max(mask[0], text.length - mask[1]));
  if (last !== undefined) text = text.slice(-last);
  return `${prefix === undefined ? '' : String(evaluate(prefix, context) ?? '')}${text}`;
}
