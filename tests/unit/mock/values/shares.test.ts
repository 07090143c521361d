// Shares that add up (mock/values/shares.ts): `apportion`, the largest remainder.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../../mock/values/evaluate';
import { apportion } from '../../../../mock/values/shares';
import { contextOf } from '../../../support/mock-rules';

describe('shares', () => {
  it('apportions a whole so that the parts add to it, where rounding each alone would not', () => {
    expect([1, 1, 1].map((w) => Math.round((w * 10_000) / 3)).reduce((a, b) => a + b)).toBe(9_999);
    expect(apportion([1, 1, 1], 10_000)).toEqual([3_334, 3_333, 3_333]);
    expect(apportion([23_760, 17_880, 16_080, 7_680], 10_000)).toEqual([3_633, 2_734, 2_459, 1_174]);
    expect(apportion([0, 0], 10_000)).toEqual([0, 0]);
  });

  it('gives an element of a list its part (`apportion`), reading the list and the field', () => {
    const items = [{ cents: 100 }, { cents: 100 }, { cents: 100 }];
    const shareOf = (index: number) => evaluate({ $: 'index', apportion: { of: { $: 'answer.items' }, field: 'cents', total: 10_000 } }, contextOf({ answer: { items }, index }));
    expect([0, 1, 2].map(shareOf)).toEqual([3_334, 3_333, 3_333]);
  });
});
