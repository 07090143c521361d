import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentShares } from '@/lib/format/shares';

describe('shares shown together', () => {
  it('add to 100.0 where each rounded alone would not (the income by service item)', () => {
    const bp = [3633, 2734, 2459, 1174];
    expect(bp.map((b) => Number((b / 100).toFixed(1))).reduce((a, b) => a + b)).toBeCloseTo(99.9);
    expect(percentShares(bp)).toEqual([36.3, 27.3, 24.6, 11.8]);
    expect(percentShares([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(percentShares([2, 1], 0)).toEqual([67, 33]);
    expect(percentShares([0, 0])).toEqual([0, 0]);
  });

  it('always add to 100 at the precision shown, each within one unit of its exact share (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 2 }), (parts, decimals) => {
        const sum = parts.reduce((a, b) => a + b, 0);
        fc.pre(sum > 0);
        const unit = 10 ** decimals;
        const shares = percentShares(parts, decimals);
        expect(Math.round(shares.reduce((a, b) => a + b, 0) * unit)).toBe(100 * unit);
        shares.forEach((share, i) => expect(Math.abs(share - (parts[i]! * 100) / sum)).toBeLessThan(1 / unit + 1e-9));
      }),
    );
  });
});
