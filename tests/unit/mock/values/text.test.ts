// The text steps of a computed value (mock/values/text.ts): slice, mask, last, prefix, suffix.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../../mock/values/evaluate';
import { contextOf } from '../../../support/mock-rules';

const context = contextOf({ body: { mobile: '13812345678', at: '2026-11-22T14:30:00+08:00', weekday: '周日' } });

describe('text steps', () => {
  it('masks a number, keeps its end, slices a date and puts a value before it', () => {
    expect(evaluate({ $: 'body.mobile', mask: [3, 4] }, context)).toBe('138****5678');
    expect(evaluate({ $: 'body.mobile', last: 4 }, context)).toBe('5678');
    expect(evaluate({ $: 'body.at', slice: [5, 10], prefix: { $: 'body.weekday' } }, context)).toBe('周日11-22');
  });

  it('keeps the digits, pads them with zeros, and puts a list of values before them: a shop order number', () => {
    expect(evaluate({ $: 'id', digits: true, pad: 6, prefix: [{ $: 'now', slice: [0, 19], digits: true }, '10024'] }, { ...context, id: 'so_n5' })).toBe('2026112214300010024000005');
  });

  it('puts words after a value too: the platform’s words around a worker’s minutes', () => {
    const words = contextOf({ body: { reason: 'traffic', lateMinutes: 15 } });
    expect(evaluate({ $: 'body.reason', map: { traffic: '路上交通拥堵' }, prefix: '因', suffix: ['，晚到约', { $: 'body.lateMinutes' }, '分钟。'] }, words)).toBe('因路上交通拥堵，晚到约15分钟。');
  });
});
