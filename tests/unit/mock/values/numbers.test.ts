// The arithmetic of a computed value (mock/values/numbers.ts): each operation in the order written.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../../mock/values/evaluate';
import { contextOf } from '../../../support/mock-rules';

const context = contextOf({ body: { cents: 10000, coupon: 1000, points: 500, rate: 0.9, none: 0 } });

describe('numbers', () => {
  it('computes in the order written, with values and lists as operands', () => {
    expect(evaluate({ $: 'body.cents', minus: [{ $: 'body.coupon' }, { $: 'body.points' }], times: 0.2, round: 'floor' }, context)).toBe(1700);
    expect(evaluate({ $: 'body.cents', times: { $: 'body.rate' }, plus: 1 }, context)).toBe(9001);
    expect(evaluate({ $: 'body.cents', atMost: 5000, atLeast: 6000 }, context)).toBe(6000);
  });

  it('rounds to the nearest, down, up or to decimals, and divides by nothing as 0', () => {
    expect([true, 'floor', 'ceil', 1].map((round) => evaluate({ $: 'body.cents', dividedBy: 3000, round }, context))).toEqual([3, 3, 4, 3.3]);
    expect(evaluate({ $: 'body.cents', dividedBy: { $: 'body.none' } }, context)).toBe(0);
  });
});
