// Which records pass a `where` (mock/values/where.ts).
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../../mock/values/evaluate';
import { passes } from '../../../../mock/values/where';
import { contextOf, RULES_NOW } from '../../../support/mock-rules';

const { request } = contextOf({ query: 'status=active' });

describe('where', () => {
  it('keeps a field among values, present or not, or in the group the request asks', () => {
    expect(passes({ stars: 4 }, { field: 'stars', in: [4, 5] }, request)).toBe(true);
    expect(passes({ stars: 3 }, { field: 'stars', in: [4, 5] }, request)).toBe(false);
    expect(passes({ photos: [] }, { field: 'photos', present: true }, request)).toBe(false);
    expect(passes({ photos: ['a'] }, { field: 'photos', present: true }, request)).toBe(true);
    const tab = { field: 'status', param: 'query.status', groups: { active: ['accepted', 'departed'] } };
    expect(['accepted', 'departed', 'completed'].map((status) => passes({ status }, tab, request))).toEqual([true, true, false]);
    expect(passes(undefined, undefined, request)).toBe(false);
  });

  it('keeps a field none of some values: one without the field passes (a review whose appeal was not upheld, or none)', () => {
    const counts = { field: 'appeal.status', notIn: ['upheld'] };
    expect([{ appeal: { status: 'upheld' } }, { appeal: { status: 'rejected' } }, { appeal: null }].map((review) => passes(review, counts, request))).toEqual([false, true, true]);
  });

  it('keeps times on the mock’s day, before it, before a period, within one, and the examples’ times dated', () => {
    const at = (time: string, where: object) => passes({ at: time }, { field: 'at', ...where }, request, RULES_NOW);
    expect([at('2026-11-22T09:00:00+08:00', { today: true }), at('2026-11-21T23:59:00+08:00', { today: true })]).toEqual([true, false]);
    expect(at('2026-11-21T23:59:00+08:00', { beforeToday: true })).toBe(true);
    expect(at('2026-11-16T10:00:00+08:00', { before: 'week' })).toBe(false);
    expect(at('2026-11-15T10:00:00+08:00', { before: 'week' })).toBe(true);
    expect(at('2026-11-01T10:00:00+08:00', { within: { unit: 'month' } })).toBe(true);
    // The examples' day, 2026-11-20, read as the mock's (2026-11-22): its 2026-11-20 is today.
    expect(at('2026-11-20T10:00:00+08:00', { today: true, dated: '2026-11-20' })).toBe(true);
  });

  it('reads `in` and `within` as values in a computed value’s context', () => {
    const context = contextOf({ body: { goods: ['g1', 'g2'], day: '2026-11-20T00:00:00+08:00' } });
    const computing = { context, evaluate };
    expect(passes({ id: 'g2' }, { field: 'id', in: { $: 'body.goods' } }, request, RULES_NOW, computing)).toBe(true);
    expect(passes({ id: 'g3' }, { field: 'id', in: { $: 'body.goods' } }, request, RULES_NOW, computing)).toBe(false);
    // A value that gives no list keeps every record (a coupon for every goods).
    expect(passes({ id: 'g3' }, { field: 'id', in: { $: 'body.none' } }, request, RULES_NOW, computing)).toBe(true);
    expect(passes({ at: '2026-11-20T18:00:00+08:00' }, { field: 'at', within: { unit: 'day', of: { $: 'body.day' } } }, request, RULES_NOW, computing)).toBe(true);
  });
});
