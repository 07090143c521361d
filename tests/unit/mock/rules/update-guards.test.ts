// The guards of `update` (mock/rules/update-guards.ts, mock/rules/update.ts's lookup): a change only
// `if` the request asks it, only when every record of another collection is so (`onlyIf`); refused
// with the contract's error when the record is not in a state for it (`when`), when values repeat
// (`distinct`), or when the record it needs is gone (`lookup`).
import { describe, expect, it } from 'vitest';
import { checkDeclarations } from '../../../../mock/declarations';
import { type Declared, mockOf, ok, operationsOf } from '../../../support/mock-rules';

const orders: Declared = {
  operationId: 'getOrder',
  path: '/v1/order',
  rules: { example: { param: 'query.id', match: 'data.id' }, records: { collection: 'orders', at: 'data' } },
  examples: { '200': { o1: ok({ id: 'o1', status: 'unpaid', payable: 5000 }), o2: ok({ id: 'o2', status: 'unpaid', payable: 50000 }) } },
};
const balance: Declared = { operationId: 'getBalance', path: '/v1/balance', rules: { records: { collection: 'balances', at: 'data', name: 'me' } }, examples: { '200': { default: ok({ cents: 10000 }) } } };
const refusals = { low: { code: 40001, msg: '余额不足' }, paid: { code: 40002, msg: '订单已支付' }, twice: { code: 40003, msg: '号码重复' }, gone: { code: 40004, msg: '账户不存在' } };
const post = (operationId: string, path: string, rules: Declared['rules']): Declared => ({ operationId, method: 'POST', path, rules, examples: { '200': { default: ok(null) }, '400': refusals } });
const pay = post('payOrder', '/v1/order/pay', {
  update: [
    {
      collection: 'orders',
      id: 'body.id',
      record: { operation: 'getOrder', query: { id: 'body.id' } },
      when: { field: 'status', in: ['unpaid'], otherwise: { code: 400, example: 'paid' } },
      set: { status: 'paid' },
    },
    // Paid from the balance only when the payment says so; refused when it does not cover the order.
    {
      collection: 'balances',
      id: 'const.me',
      if: { param: 'body.payType', in: ['balance'] },
      lookup: { collection: 'balances', id: 'const.me', otherwise: { code: 400, example: 'gone' } },
      when: { field: 'cents', atLeast: { $: 'body.id', of: 'orders', on: 'id', pick: 'payable' }, otherwise: { code: 400, example: 'low' } },
      set: { cents: { $: 'lookup.cents', minus: { $: 'body.id', of: 'orders', on: 'id', pick: 'payable' } } },
    },
  ],
});

describe('update’s guards', () => {
  it('refuses a record not in the state asked (`when`), and a balance that does not cover the order (`when.atLeast`), changing nothing', async () => {
    const { call } = mockOf([orders, balance, pay]);
    expect((await call('POST', '/v1/order/pay', { body: { id: 'o2', payType: 'balance' } })).body).toEqual(refusals.low);
    expect((await call('GET', '/v1/order?id=o2')).body.data.status).toBe('unpaid');
    expect((await call('POST', '/v1/order/pay', { body: { id: 'o1', payType: 'balance' } })).status).toBe(200);
    expect((await call('GET', '/v1/balance')).body.data.cents).toBe(5000);
    expect((await call('POST', '/v1/order/pay', { body: { id: 'o1', payType: 'balance' } })).body).toEqual(refusals.paid);
  });

  it('skips a change whose `if` the request does not meet', async () => {
    const { call } = mockOf([orders, balance, pay]);
    expect((await call('POST', '/v1/order/pay', { body: { id: 'o2', payType: 'wechat' } })).status).toBe(200);
    expect((await call('GET', '/v1/order?id=o2')).body.data.status).toBe('paid');
    expect((await call('GET', '/v1/balance')).body.data.cents).toBe(10000);
  });

  it('reads a list of checks in turn, a check of a computed value too: a check-in near enough the door, with a position', async () => {
    const visits: Declared = {
      operationId: 'getVisit',
      path: '/v1/visit',
      rules: { records: { collection: 'visits', at: 'data', name: 'v1' } },
      examples: { '200': { default: ok({ status: 'departed', address: { latitude: 31.2, longitude: 121.4 } }) } },
    };
    const arrive = post('arriveVisit', '/v1/visit/arrive', {
      update: {
        collection: 'visits',
        id: 'const.v1',
        record: { operation: 'getVisit', query: {} },
        when: [
          { field: 'status', in: ['departed'], otherwise: { code: 400, example: 'paid' } },
          { value: { $: 'body.latitude' }, present: true, otherwise: { code: 400, example: 'gone' } },
          { value: { $: 'body', distanceTo: { $: 'record.address' } }, atMost: 500, otherwise: { code: 400, example: 'low' } },
        ],
        set: { status: 'arrived' },
      },
    });
    const { call } = mockOf([visits, arrive]);
    expect((await call('POST', '/v1/visit/arrive', { body: {} })).body).toEqual(refusals.gone);
    expect((await call('POST', '/v1/visit/arrive', { body: { latitude: 31.21, longitude: 121.4 } })).body).toEqual(refusals.low);
    expect((await call('POST', '/v1/visit/arrive', { body: { latitude: 31.201, longitude: 121.4 } })).status).toBe(200);
    expect((await call('POST', '/v1/visit/arrive', { body: { latitude: 31.201, longitude: 121.4 } })).body).toEqual(refusals.paid);
  });

  it('refuses values that repeat, or repeat the one `besides` names (`distinct`)', async () => {
    const contacts: Declared = { operationId: 'getContacts', path: '/v1/contacts', rules: { records: { collection: 'contacts', at: 'data', name: 'all' } }, examples: { '200': { default: ok({ list: [] }) } } };
    const save = post('saveContacts', '/v1/contacts/save', {
      update: { collection: 'contacts', id: 'const.all', distinct: { each: 'body.list', field: 'mobile', besides: { $: 'signIn.mobile', or: '13812345678' }, otherwise: { code: 400, example: 'twice' } }, set: { list: { $: 'body.list' } } },
    });
    const { call } = mockOf([contacts, save]);
    const list = (...mobiles: string[]) => ({ list: mobiles.map((mobile) => ({ mobile })) });
    expect((await call('POST', '/v1/contacts/save', { body: list('13900001111', '13900001111') })).body).toEqual(refusals.twice);
    expect((await call('POST', '/v1/contacts/save', { body: list('13812345678') })).body).toEqual(refusals.twice);
    expect((await call('POST', '/v1/contacts/save', { body: list('13900001111', '13900002222') })).status).toBe(200);
    expect((await call('GET', '/v1/contacts')).body.data).toEqual(list('13900001111', '13900002222'));
  });

  it('changes only once every record of another collection is so (`onlyIf`), as the call’s earlier changes left them', async () => {
    const steps: Declared = { operationId: 'getSteps', path: '/v1/steps', rules: { records: { collection: 'steps', at: 'data.rows', key: 'key' } }, examples: { '200': { default: ok({ rows: [{ key: 'contract', status: 'todo' }] }) } } };
    const docs: Declared = { operationId: 'getDocs', path: '/v1/docs', rules: { records: { collection: 'docs', at: 'data.rows' } }, examples: { '200': { default: ok({ rows: [{ id: 'd1', signed: false }, { id: 'd2', signed: false }] }) } } };
    const sign = post('signDoc', '/v1/doc/sign', {
      update: [
        { collection: 'docs', id: 'body.id', set: { signed: true } },
        { collection: 'steps', id: 'const.contract', onlyIf: { every: { collection: 'docs', field: 'signed', in: [true] } }, set: { status: 'done' } },
      ],
    });
    const { call } = mockOf([steps, docs, sign]);
    const step = async () => (await call('GET', '/v1/steps')).body.data.rows[0].status;
    await call('POST', '/v1/doc/sign', { body: { id: 'd1' } });
    expect(await step()).toBe('todo');
    await call('POST', '/v1/doc/sign', { body: { id: 'd2' } });
    expect(await step()).toBe('done');
  });

  it('names the guards’ examples and sources that do not exist', () => {
    const [op] = operationsOf([
      post('broken', '/v1/broken', {
        update: { collection: 'orders', id: 'body.id', if: { param: 'nowhere.x' }, distinct: { each: 'body.list', field: 'm', otherwise: { code: 400, example: 'nope' } } },
      }),
    ]).values();
    expect(checkDeclarations(new Map([...operationsOf([orders]), ['POST /v1/broken', op]]))).toEqual([
      'broken: update.distinct.otherwise: no 400 example nope',
      'broken: update.if.param nowhere.x is not a source',
      'broken: update.if needs in or atLeast',
    ]);
  });
});
