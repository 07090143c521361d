// The value language's dispatcher (mock/values/evaluate.ts): literals as they are, objects walked,
// `{ $: source }` read and handed through the steps in their one order.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../../mock/values/evaluate';
import { contextOf } from '../../../support/mock-rules';

describe('evaluate', () => {
  it('gives literals as they are and walks objects and arrays', () => {
    expect(evaluate({ a: 1, b: [{ $: 'body.x' }, 'text'], c: null }, contextOf({ body: { x: 7 } }))).toEqual({ a: 1, b: [7, 'text'], c: null });
  });

  it('answers `or` for a source that has nothing, itself a value', () => {
    const context = contextOf({ body: { nickname: null }, record: { nickname: '李师傅' } });
    expect(evaluate({ $: 'body.nickname', or: { $: 'record.nickname' } }, context)).toBe('李师傅');
    expect(evaluate({ $: 'body.none' }, context)).toBeNull();
  });

  it('hands a value through the steps in order: list steps, then text, else numbers', () => {
    const records = { orders: [{ cents: 1000, done: true }, { cents: 2500, done: true }, { cents: 400, done: false }] };
    const context = contextOf({ records });
    expect(evaluate({ $: 'records.orders', where: { field: 'done', in: [true] }, sum: ['cents'], times: 0.2, round: 'floor' }, context)).toBe(700);
    expect(evaluate({ $: 'records.orders', count: true, prefix: '共' }, context)).toBe('共3');
  });

  it('makes a time from now, and reads the examples’ times dated or as seconds from now', () => {
    const context = contextOf({ body: { at: '2026-11-22T14:40:00+08:00' } });
    expect(evaluate({ $: 'now', plusMinutes: 'const.30' }, context)).toBe('2026-11-22T15:00:00+08:00');
    expect(evaluate({ $: 'body.at', secondsFromNow: true }, context)).toBe(600);
    expect(evaluate({ $: 'body.at', dated: '2026-11-20' }, context)).toBe('2026-11-24T14:40:00+08:00');
    expect(evaluate({ $: 'now', daysInMonth: true, minus: 1 }, context)).toBe(29);
  });

  it('reads a time as the seconds until another (a tap kept on the phone), none without both', () => {
    const context = contextOf({ body: { occurredAt: '2026-11-22T14:29:30+08:00' }, record: { arrivedAt: '2026-11-22T14:18:00+08:00' } });
    expect(evaluate({ $: 'record.arrivedAt', secondsUntil: { $: 'now', from: 'body.occurredAt' } }, context)).toBe(690);
    expect(evaluate({ $: 'record.arrivedAt', secondsUntil: { $: 'body.none' }, or: 0 }, context)).toBe(0);
  });
});
