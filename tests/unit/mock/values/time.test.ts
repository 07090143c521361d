// Time on the mock (mock/values/time.ts): Beijing time, the calendar's periods, the examples dated.
import { describe, expect, it } from 'vitest';
import { addMonths, beijingTime, daysInMonthOf, nowValue, periodStart, startingAt, timeOf } from '../../../../mock/values/time';
import { contextOf, RULES_NOW } from '../../../support/mock-rules';

const at = (time: string) => Date.parse(time);

describe('time', () => {
  it('writes Beijing time and finds the start of each period (a week from Monday)', () => {
    expect(beijingTime(RULES_NOW)).toBe('2026-11-22T14:30:00+08:00');
    const start = (unit: Parameters<typeof periodStart>[1]) => beijingTime(periodStart(RULES_NOW, unit));
    expect(['hour', 'day', 'week', 'month', 'year'].map((unit) => start(unit as Parameters<typeof periodStart>[1]))).toEqual([
      '2026-11-22T14:00:00+08:00',
      '2026-11-22T00:00:00+08:00',
      '2026-11-16T00:00:00+08:00',
      '2026-11-01T00:00:00+08:00',
      '2026-01-01T00:00:00+08:00',
    ]);
    expect(beijingTime(addMonths(at('2026-11-01T00:00:00+08:00'), 3))).toBe('2027-02-01T00:00:00+08:00');
    expect([daysInMonthOf(RULES_NOW), daysInMonthOf(at('2028-02-10T00:00:00+08:00'))]).toEqual([30, 29]);
  });

  it('dates an example’s time by whole days or weeks to the mock’s', () => {
    expect(beijingTime(timeOf('2026-11-10T09:00:00+08:00', { dated: '2026-11-12' }, RULES_NOW))).toBe('2026-11-20T09:00:00+08:00');
    expect(beijingTime(timeOf('2026-11-10T09:00:00+08:00', { dated: '2026-11-12', datedBy: 'week' }, RULES_NOW))).toBe('2026-11-17T09:00:00+08:00');
    expect(timeOf('not a time', { dated: '2026-11-12' }, RULES_NOW)).toBeNaN();
  });

  it('records a tap’s time when it is not in the future, else now', () => {
    const tapped = (occurredAt: string) => beijingTime(startingAt('body.occurredAt', contextOf({ body: { occurredAt } })));
    expect(tapped('2026-11-22T14:10:00+08:00')).toBe('2026-11-22T14:10:00+08:00');
    expect(tapped('2026-11-22T14:33:00+08:00')).toBe('2026-11-22T14:30:00+08:00');
    expect(tapped('2026-11-22T16:00:00+08:00')).toBe('2026-11-22T14:30:00+08:00');
  });

  it('makes times from now: a period’s start, months, minutes and days, or the date alone', () => {
    const number = (v: unknown) => Number(v);
    const unit = (v: unknown) => v as 'week';
    const context = contextOf();
    expect(nowValue({ startOf: 'week', plusDays: 6, date: true }, context, number, unit)).toBe('2026-11-22');
    expect(nowValue({ startOf: 'month', plusMonths: 1, plusMinutes: 90 }, context, number, unit)).toBe('2026-12-01T01:30:00+08:00');
  });
});
