// `example` (mock/rules/example.ts): the example that holds the id asked, or the one named for a
// value; the contract's error for any other; the request's own Prefer first.
import { describe, expect, it } from 'vitest';
import { checkExample } from '../../../../mock/rules/example';
import { type Declared, mockOf, ok, operationsOf } from '../../../support/mock-rules';

const detail: Declared = {
  operationId: 'getThing',
  path: '/v1/thing',
  rules: { example: { param: 'query.id', match: 'data.id', otherwise: { code: 400, example: 'gone' } }, records: { collection: 'things', at: 'data' } },
  examples: { '200': { first: ok({ id: 't1', name: '一' }), second: ok({ id: 't2', name: '二' }) }, '400': { gone: { code: 20001, msg: '不存在' } } },
};
const agreement: Declared = {
  operationId: 'getAgreement',
  path: '/v1/agreement',
  rules: { example: { param: 'query.type', names: { privacy: 'privacy', worker: 'worker' } } },
  examples: { '200': { worker: ok({ type: 'worker' }), privacy: ok({ type: 'privacy' }) } },
};
const remove: Declared = { operationId: 'removeThing', method: 'POST', path: '/v1/thing/remove', rules: { update: { collection: 'things', id: 'body.id', remove: true } }, examples: { '200': { default: ok(null) } } };

describe('example: the answer the backend would choose', () => {
  it('answers the example that holds the id asked, and the named error for an id none holds', async () => {
    const { call } = mockOf([detail]);
    expect((await call('GET', '/v1/thing?id=t2')).body.data).toEqual({ id: 't2', name: '二' });
    expect((await call('GET', '/v1/thing?id=t1')).body.data).toEqual({ id: 't1', name: '一' });
    expect(await call('GET', '/v1/thing?id=t9')).toEqual({ status: 400, body: { code: 20001, msg: '不存在' } });
  });

  it('answers the example named for the value', async () => {
    const { call } = mockOf([agreement]);
    expect((await call('GET', '/v1/agreement?type=privacy')).body.data.type).toBe('privacy');
    expect((await call('GET', '/v1/agreement?type=worker')).body.data.type).toBe('worker');
  });

  it('answers a record the world removed with the error, in that world only', async () => {
    const { call } = mockOf([detail, remove]);
    await call('POST', '/v1/thing/remove', { body: { id: 't1' } });
    expect((await call('GET', '/v1/thing?id=t1')).status).toBe(400);
    expect((await call('GET', '/v1/thing?id=t1', { token: 'worker-b' })).status).toBe(200);
  });

  it("lets the request's own Prefer, or the developer's choice, win", async () => {
    const { call, asked } = mockOf([detail]);
    expect((await call('GET', '/v1/thing?id=t1', { headers: { prefer: 'example=second' } })).body.data.id).toBe('t2');
    expect(asked.at(-1)).toBe('example=second');
    const chosen = mockOf([detail], { chosen: { getThing: 'example=second' } });
    expect((await chosen.call('GET', '/v1/thing?id=t1')).body.data.id).toBe('t2');
  });

  it('names what does not exist: a missing example, both or neither of match and names', () => {
    const problems: string[] = [];
    const [op] = operationsOf([{ ...detail, rules: { example: { param: 'query.id', match: 'data.id', names: { a: 'nothing' }, otherwise: { code: 400, example: 'nope' } } } }]).values();
    checkExample(op, (what) => problems.push(what));
    expect(problems).toEqual(['example needs one of match and names', 'example.names: no 200 example nothing', 'example.otherwise: no 400 example nope']);
  });
});
