// The text steps of a computed value (mock/values/text.ts): slice, mask, last, prefix.
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
});
