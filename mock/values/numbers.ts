// The arithmetic of a computed value: each operation in the order written (`minus: C, times: 0.2,
// round: floor`: a share of what is left), each operand a number or a value.
import type { Context } from './sources.ts';

type Evaluate = (value: unknown, context: Context) => unknown;

export type NumberSteps = {
  /** A number, or a value read from a source (a discount rate). */
  times?: unknown;
  /** `true` to the nearest; `floor` or `ceil`; a number: to that many decimals. */
  round?: boolean | 'floor' | 'ceil' | number;
  atLeast?: unknown;
  /** At most this (a value: a cap the rules give). */
  atMost?: unknown;
  /** One value, or a list of them taken away in turn. */
  minus?: unknown;
  plus?: unknown;
  /** 0 when there is nothing to divide by (no review yet). */
  dividedBy?: unknown;
};

const OPERATIONS: Record<keyof NumberSteps, (n: number, operand: unknown, value: (v: unknown) => number) => number> = {
  times: (n, v, value) => n * value(v),
  // A number: to that many decimals (an average of stars, 4.3).
  round: (n, v) => (v === 'floor' ? Math.floor(n) : v === 'ceil' ? Math.ceil(n) : typeof v === 'number' ? Math.round(n * 10 ** v) / 10 ** v : v ? Math.round(n) : n),
  atLeast: (n, v, value) => Math.max(value(v), n),
  atMost: (n, v, value) => Math.min(value(v), n),
  minus: (n, v, value) => [v].flat().reduce((total: number, each) => total - value(each), n),
  plus: (n, v, value) => [v].flat().reduce((total: number, each) => total + value(each), n),
  dividedBy: (n, v, value) => (value(v) ? n / value(v) : 0),
};

/** The operations among the computed value's keys, in the order written; none leaves the value as it is. */
export function numberSteps(computed: object): [keyof NumberSteps, unknown][] {
  return Object.entries(computed).filter(([key]) => key in OPERATIONS) as [keyof NumberSteps, unknown][];
}

export function arithmetic(found: unknown, steps: [keyof NumberSteps, unknown][], context: Context, evaluate: Evaluate): number {
  const value = (v: unknown) => Number(evaluate(v, context));
  return steps.reduce((n, [key, operand]) => OPERATIONS[key](n, operand, value), Number(found));
}
