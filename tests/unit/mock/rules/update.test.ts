// `update` (mock/rules/update.ts): what a call changes in the world, and where its answer carries
// the changed record: fields set (an edit keeps what its body leaves out), removed, every record or
// the one of a collection of one, a chosen order, one default, and nothing when the call is refused.
import { describe, expect, it } from 'vitest';
import { type Declared, mockOf, ok } from '../../../support/mock-rules';

const cards = [
  { id: 'c1', bank: '招商银行', number: '6225 **** 1234', isDefault: true },
  { id: 'c2', bank: '工商银行', number: '6222 **** 5678', isDefault: false },
  { id: 'c3', bank: '建设银行', number: '6217 **** 9012', isDefault: false },
];
const list: Declared = { operationId: 'listCards', path: '/v1/cards', rules: { records: { collection: 'cards', at: 'data.rows' } }, examples: { '200': { default: ok({ rows: cards }) } } };
const detail: Declared = {
  operationId: 'getCard',
  path: '/v1/card',
  rules: { example: { param: 'query.id', match: 'data.id' }, records: { collection: 'cards', at: 'data' } },
  examples: { '200': Object.fromEntries(cards.map((card) => [card.id, ok(card)])) },
};
const settings: Declared = { operationId: 'getSettings', path: '/v1/settings', rules: { records: { collection: 'settings', at: 'data' } }, examples: { '200': { default: ok({ quiet: false, hours: '09:00-18:00' }) } } };
const post = (operationId: string, path: string, rules: Declared['rules'], answer: unknown = null): Declared => ({ operationId, method: 'POST', path, rules, examples: { '200': { default: ok(answer) } } });
const banks = async (call: ReturnType<typeof mockOf>['call']) => ((await call('GET', '/v1/cards')).body.data.rows as typeof cards).map((c) => `${c.id}:${c.bank}:${c.isDefault ? '默认' : ''}`);

describe('update: what a call changes', () => {
  it('sets fields from the body, keeps those the body leaves out, and carries the record as its detail shows it', async () => {
    const edit = post('editCard', '/v1/card/edit', { update: { collection: 'cards', id: 'body.id', record: { operation: 'getCard', query: { id: 'body.id' } }, set: { bank: { $: 'body.bank' }, number: { $: 'body.number' } }, answer: 'data' } }, cards[0]);
    const { call } = mockOf([list, detail, edit]);
    const { body } = await call('POST', '/v1/card/edit', { body: { id: 'c2', bank: '中国银行' } });
    expect(body.data).toEqual({ id: 'c2', bank: '中国银行', number: '6222 **** 5678', isDefault: false });
    expect(await banks(call)).toEqual(['c1:招商银行:默认', 'c2:中国银行:', 'c3:建设银行:']);
  });

  it('keeps one default (`exclusive`), and a chosen order (`arrange`)', async () => {
    const choose = post('defaultCard', '/v1/card/default', { update: { collection: 'cards', id: 'body.id', set: { isDefault: true }, exclusive: 'isDefault' } });
    const arrange = post('arrangeCards', '/v1/cards/arrange', { update: { collection: 'cards', id: 'body.ids', arrange: true } });
    const { call } = mockOf([list, choose, arrange]);
    await call('POST', '/v1/card/default', { body: { id: 'c3' } });
    expect(await banks(call)).toEqual(['c1:招商银行:', 'c2:工商银行:', 'c3:建设银行:默认']);
    await call('POST', '/v1/cards/arrange', { body: { ids: ['c3', 'c1'] } });
    expect(await banks(call)).toEqual(['c3:建设银行:默认', 'c1:招商银行:', 'c2:工商银行:']);
  });

  it('changes every record that passes `where` (`all`), and the one record of a collection of one (`single`)', async () => {
    const clear = post('clearDefaults', '/v1/cards/plain', { update: { collection: 'cards', id: 'all', where: { field: 'isDefault', in: [true] }, set: { bank: '已清除' } } });
    const quiet = post('saveSettings', '/v1/settings/save', { update: { collection: 'settings', id: 'single', set: { quiet: { $: 'body.quiet' } } } });
    const { call } = mockOf([list, settings, clear, quiet]);
    await call('POST', '/v1/cards/plain', { body: {} });
    expect(await banks(call)).toEqual(['c1:已清除:默认', 'c2:工商银行:', 'c3:建设银行:']);
    await call('POST', '/v1/settings/save', { body: { quiet: true } });
    expect((await call('GET', '/v1/settings')).body.data).toEqual({ quiet: true, hours: '09:00-18:00' });
  });

  it('takes a removed record out of every answer; an id that reads nothing changes nothing', async () => {
    const drop = post('dropCard', '/v1/card/drop', { update: { collection: 'cards', id: 'body.id', remove: true } });
    const { call } = mockOf([list, drop]);
    await call('POST', '/v1/card/drop', { body: {} });
    expect(await banks(call)).toHaveLength(3);
    await call('POST', '/v1/card/drop', { body: { id: 'c1' } });
    expect(await banks(call)).toEqual(['c2:工商银行:', 'c3:建设银行:']);
  });

  it('undoes the earlier changes of a call a later change refuses', async () => {
    const pay: Declared = {
      operationId: 'payWithCard',
      method: 'POST',
      path: '/v1/card/pay',
      rules: {
        update: [
          { collection: 'cards', id: 'body.id', set: { bank: '已付款' } },
          { collection: 'cards', id: 'body.other', record: { operation: 'getCard', query: { id: 'body.other' } }, when: { field: 'isDefault', in: [true], otherwise: { code: 400, example: 'notDefault' } }, set: { bank: '也付款' } },
        ],
      },
      examples: { '200': { default: ok(null) }, '400': { notDefault: { code: 30001, msg: '不是默认卡' } } },
    };
    const { call } = mockOf([list, detail, pay]);
    expect(await call('POST', '/v1/card/pay', { body: { id: 'c2', other: 'c3' } })).toEqual({ status: 400, body: { code: 30001, msg: '不是默认卡' } });
    expect(await banks(call)).toEqual(['c1:招商银行:默认', 'c2:工商银行:', 'c3:建设银行:']);
    expect((await call('POST', '/v1/card/pay', { body: { id: 'c2', other: 'c1' } })).status).toBe(200);
    expect(await banks(call)).toEqual(['c1:也付款:默认', 'c2:已付款:', 'c3:建设银行:']);
  });
});
