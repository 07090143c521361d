// Where values are read (mock/values/sources.ts): the request, the records a change reads, the
// world's records, the answer made so far, the element of an array.
import { describe, expect, it } from 'vitest';
import { isSource, read } from '../../../../mock/values/sources';
import { contextOf } from '../../../support/mock-rules';

describe('sources', () => {
  it('reads the request, the records of a change, the world and the answer', () => {
    const context = contextOf({
      query: 'id=so_1',
      body: { contact: { mobile: '13800001111' } },
      record: { status: 'accepted' },
      lookup: { bank: '招商银行' },
      made: { id: 'wd_n1' },
      item: { url: 'a.jpg' },
      id: 'x1',
      records: { orders: [{ id: 'o1' }] },
      answer: { data: { total: 3 } },
      element: { day: '周一' },
      index: 2,
      group: [{ cents: 1 }, { cents: 2 }],
      signIn: 'applying',
      signInBody: { mobile: '13912342046' },
    });
    expect(
      ['query.id', 'body.contact.mobile', 'record.status', 'lookup.bank', 'made.id', 'item.url', 'id', 'records.orders', 'answer.data.total', 'element.day', 'index', 'group.cents', 'signIn.example', 'signIn.mobile', 'const.me', 'now'].map((s) =>
        read(s, context),
      ),
    ).toEqual(['so_1', '13800001111', 'accepted', '招商银行', 'wd_n1', 'a.jpg', 'x1', [{ id: 'o1' }], 3, '周一', 2, [1, 2], 'applying', '13912342046', 'me', context.now]);
  });

  it('knows a source from what is not one', () => {
    expect(['body.id', 'now', 'element', 'group.cents', 'signIn.mobile'].every(isSource)).toBe(true);
    expect(['nowhere.x', 'query', 'records', ''].some(isSource)).toBe(false);
    expect(['body', 'record', 'lookup.bank'].every(isSource)).toBe(true);
  });
});
