// The service-time editor's half hours and the contract's ranges turn into each other unchanged.
import { describe, expect, it } from 'vitest';
import { halfHoursOf, rangesOf } from '@/features/mine/utils/work-time';

describe('working time as half hours', () => {
  it('covers exactly the half hours inside the ranges, and joins neighbours back into the same ranges', () => {
    const ranges = [
      { start: '10:00', end: '14:00' },
      { start: '16:00', end: '23:00' },
    ];
    const on = halfHoursOf(ranges);
    expect(on.size).toBe(8 + 14);
    expect(on.has(600)).toBe(true);
    expect(on.has(14 * 60)).toBe(false);
    expect(rangesOf(on)).toEqual(ranges);
  });

  it('reaches midnight as 24:00 and gives no ranges for a day off', () => {
    expect(rangesOf(halfHoursOf([{ start: '12:00', end: '24:00' }]))).toEqual([{ start: '12:00', end: '24:00' }]);
    expect(rangesOf(new Set())).toEqual([]);
  });
});
