// The list steps of a computed value (mock/values/lists.ts): look-ups, then where, length, pick,
// each, then, group, order, count and sum.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../../mock/values/evaluate';
import { contextOf } from '../../../support/mock-rules';

const cart = [
  { sku_id: 's1', price: 8800, goods_id: 'g1' },
  { sku_id: 's2', price: 15800, goods_id: 'g2' },
];
const orders = [
  { id: 'o1', item: '全身精油SPA', minutes: 90, cents: 17880 },
  { id: 'o2', item: '肩颈推拿', minutes: 60, cents: 9600 },
  { id: 'o3', item: '全身精油SPA', minutes: 90, cents: 17880 },
];
const context = contextOf({ body: { items: [{ sku_id: 's1', buy_num: 2 }, { sku_id: 's2', buy_num: 1 }], range: 'week', id: 'o2' }, records: { shopCart: cart, orders } });

describe('list steps', () => {
  it('looks a value up in a table (its `or` for none), an id in a collection, and joins lines to their records', () => {
    expect(evaluate({ $: 'body.range', map: { day: 'hour', week: 'day' } }, context)).toBe('day');
    expect(evaluate({ $: 'query.range', or: 'day', map: { day: 'hour', week: 'day' } }, context)).toBe('hour');
    expect(evaluate({ $: 'body.id', of: 'orders', on: 'id', pick: 'cents' }, context)).toBe(9600);
    expect(evaluate({ $: 'body.items', join: 'shopCart', on: 'sku_id', sum: ['price', 'buy_num'] }, context)).toBe(33400);
  });

  it('keeps, cuts and pads, picks, remakes and follows the elements of an array', () => {
    expect(evaluate({ $: 'records.orders', where: { field: 'minutes', in: [90] }, count: true }, context)).toBe(2);
    expect(evaluate({ $: 'records.orders', length: 5, each: { $: 'index' } }, context)).toEqual([0, 1, 2, 3, 4]);
    expect(evaluate({ $: 'records.orders', length: 4, each: { $: 'element.id' } }, context)).toEqual(['o1', 'o2', 'o3', 'o3']);
    expect(evaluate({ $: 'records.orders', where: { field: 'minutes', in: [60] }, pick: 'item' }, context)).toBe('肩颈推拿');
    expect(evaluate({ $: 'records.orders', each: { $: 'element.id' }, then: ['o9'] }, context)).toEqual(['o1', 'o2', 'o3', 'o9']);
  });

  it('groups by fields, with figures of each group, and sorts the greatest first', () => {
    const items = evaluate(
      { $: 'records.orders', group: { by: ['item', 'minutes'], set: { orders: { $: 'group', count: true }, cents: { $: 'group', sum: ['cents'] } } }, order: { field: 'cents' } },
      context,
    );
    expect(items).toEqual([
      { item: '全身精油SPA', minutes: 90, orders: 2, cents: 35760 },
      { item: '肩颈推拿', minutes: 60, orders: 1, cents: 9600 },
    ]);
    expect(evaluate({ $: 'records.orders', order: { field: 'id', ascending: true }, each: { $: 'element.id' } }, context)).toEqual(['o1', 'o2', 'o3']);
  });
});
