// `idempotent` (mock/rules/idempotent.ts): a money call repeated with its key answers the first
// answer and changes nothing again; a refusal is not remembered; an example asked for answers as is.
import { describe, expect, it } from 'vitest';
import { type Declared, mockOf, ok } from '../../../support/mock-rules';

const list: Declared = { operationId: 'listPayments', path: '/v1/payments', rules: { records: { collection: 'payments', at: 'data.rows' } }, examples: { '200': { default: ok({ rows: [] }) } } };
const pay: Declared = {
  operationId: 'pay',
  method: 'POST',
  path: '/v1/pay',
  rules: { idempotent: { header: 'idempotency-key' }, update: { collection: 'payments', create: { prefix: 'pay_n' }, set: { cents: { $: 'body.cents' } }, answer: 'data' } },
  examples: { '200': { default: ok({ id: 'pay_1', cents: 1 }) }, '400': { refused: { code: 60001, msg: '金额不对' } } },
};

describe('idempotent: one intent, one change', () => {
  it('answers a repeated key with the first answer, and a new key with a new payment', async () => {
    const { call } = mockOf([list, pay]);
    const first = await call('POST', '/v1/pay', { body: { cents: 500 }, headers: { 'idempotency-key': 'k1' } });
    expect(await call('POST', '/v1/pay', { body: { cents: 900 }, headers: { 'idempotency-key': 'k1' } })).toEqual(first);
    expect((await call('GET', '/v1/payments')).body.data.rows).toHaveLength(1);
    await call('POST', '/v1/pay', { body: { cents: 900 }, headers: { 'idempotency-key': 'k2' } });
    expect((await call('GET', '/v1/payments')).body.data.rows.map((p: { cents: number }) => p.cents)).toEqual([900, 500]);
  });

  it('does not remember a refusal: the same key tried again is answered anew', async () => {
    const { call } = mockOf([list, pay]);
    expect((await call('POST', '/v1/pay', { body: { cents: 500 }, headers: { 'idempotency-key': 'k1', prefer: 'code=400, example=refused' } })).status).toBe(400);
    expect((await call('POST', '/v1/pay', { body: { cents: 500 }, headers: { 'idempotency-key': 'k1' } })).status).toBe(200);
    expect((await call('GET', '/v1/payments')).body.data.rows).toHaveLength(1);
  });
});
