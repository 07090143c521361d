// `update.create` (mock/rules/update-create.ts): a call whose id reads nothing makes records, with
// ids of the mock's own, one for each item of `each`; its answer carries them and the new id;
// `lookup` reads another collection's record for them, and refuses a call whose record is gone.
import { describe, expect, it } from 'vitest';
import { type Declared, mockOf, ok } from '../../../support/mock-rules';

const accounts: Declared = {
  operationId: 'listAccounts',
  path: '/v1/accounts',
  rules: { records: { collection: 'accounts', at: 'data.rows' } },
  examples: { '200': { default: ok({ rows: [{ id: 'a1', bank: '招商银行' }] }) } },
};
const photos: Declared = { operationId: 'listPhotos', path: '/v1/photos', rules: { records: { collection: 'photos', at: 'data.rows' } }, examples: { '200': { default: ok({ rows: [{ id: 'p1', url: 'https://cdn.example-massage.cn/p1.jpg' }] }) } } };
const withdraw: Declared = {
  operationId: 'withdraw',
  method: 'POST',
  path: '/v1/withdraw',
  rules: {
    update: {
      collection: 'withdrawals',
      create: { prefix: 'wd_n', idAt: 'data.id' },
      lookup: { collection: 'accounts', id: 'body.accountId', otherwise: { code: 400, example: 'noAccount' } },
      set: { amount: { $: 'body.amount' }, bank: { $: 'lookup.bank' }, at: { $: 'now' } },
      answer: 'data.record',
    },
  },
  examples: { '200': { default: ok({ id: 'wd_1', record: {} }) }, '400': { noAccount: { code: 50001, msg: '账户不存在' } } },
};
const withdrawals: Declared = { operationId: 'listWithdrawals', path: '/v1/withdrawals', rules: { records: { collection: 'withdrawals', at: 'data.rows' } }, examples: { '200': { default: ok({ rows: [] }) } } };
const addPhotos: Declared = {
  operationId: 'addPhotos',
  method: 'POST',
  path: '/v1/photos/add',
  rules: { update: { collection: 'photos', create: { prefix: 'p_n', each: 'body.urls', place: 'last' }, set: { url: { $: 'item' } }, answer: 'data' } },
  examples: { '200': { default: ok([]) } },
};

describe('update.create: records the world makes', () => {
  it('makes a record with an id of its own, read from the record it looks up, and answers it with its id', async () => {
    const { call } = mockOf([accounts, withdraw, withdrawals]);
    const { body } = await call('POST', '/v1/withdraw', { body: { accountId: 'a1', amount: 10000 } });
    expect(body.data).toEqual({ id: 'wd_n1', record: { id: 'wd_n1', amount: 10000, bank: '招商银行', at: '2026-11-22T14:30:00+08:00' } });
    expect((await call('GET', '/v1/withdrawals')).body.data.rows).toEqual([body.data.record]);
  });

  it('refuses with the contract’s error when the record it needs is not there, and makes nothing', async () => {
    const { call } = mockOf([accounts, withdraw, withdrawals]);
    expect((await call('POST', '/v1/withdraw', { body: { accountId: 'a9', amount: 10000 } })).body).toEqual({ code: 50001, msg: '账户不存在' });
    expect((await call('GET', '/v1/withdrawals')).body.data.rows).toEqual([]);
  });

  it('makes one record for each item, shown last in turn when the rule says so', async () => {
    const { call } = mockOf([photos, addPhotos]);
    const urls = ['https://cdn.example-massage.cn/p2.jpg', 'https://cdn.example-massage.cn/p3.jpg'];
    expect((await call('POST', '/v1/photos/add', { body: { urls } })).body.data.map((p: { id: string }) => p.id)).toEqual(['p_n1', 'p_n2']);
    expect((await call('GET', '/v1/photos')).body.data.rows.map((p: { url: string }) => p.url)).toEqual(['https://cdn.example-massage.cn/p1.jpg', ...urls]);
  });
});
