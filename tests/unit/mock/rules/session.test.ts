// `session` (mock/rules/session.ts, mock/sessions.ts): a sign-in answers a token of the mock's own,
// with a session in the world of the worker who signed in: her next sign-in continues it (a step she
// kept on the phone across an expired token is taken), another worker, and each e2e test, has its own.
// The account that signed in may choose the example the session's other calls answer
// (`signIn.example`), and its request is read as `signIn.<path>`.
import { describe, expect, it } from 'vitest';
import { type Declared, mockOf, ok } from '../../../support/mock-rules';

const login: Declared = {
  operationId: 'login',
  method: 'POST',
  path: '/v1/login',
  rules: { session: { token: 'data.token', worker: 'body.mobile' }, example: { param: 'body.mobile', names: { '13912342046': 'applicant' } } },
  examples: { '200': { default: ok({ token: 'tk', worker: { status: 1 } }), applicant: ok({ token: 'tk', worker: { status: 3 } }) } },
};
const worker: Declared = {
  operationId: 'getWorker',
  path: '/v1/worker',
  rules: { example: { param: 'signIn.example', names: { applying: 'applying' } } },
  examples: { '200': { default: ok({ status: 1 }), applying: ok({ status: 3 }) } },
};
// The worker's own number may not be an emergency contact: the number she signed in with.
const contacts: Declared = {
  operationId: 'saveContacts',
  method: 'POST',
  path: '/v1/contacts',
  rules: { update: { collection: 'workers', id: 'const.me', distinct: { each: 'body.list', field: 'mobile', besides: { $: 'signIn.mobile', or: '13800000000' }, otherwise: { code: 400, example: 'own' } } } },
  examples: { '200': { default: ok(null) }, '400': { own: { code: 13001, msg: '不能填写本人号码' } } },
};
const unauthorized = { default: { code: 401, msg: '登录已过期，请重新登录' } };
const orders: Declared = {
  operationId: 'getOrder',
  path: '/v1/order',
  rules: { records: { collection: 'orders', at: 'data', name: 'o1' } },
  examples: { '200': { default: ok({ status: 'accepted' }) }, '401': unauthorized },
};
const depart: Declared = {
  operationId: 'depart',
  method: 'POST',
  path: '/v1/order/depart',
  rules: {
    idempotent: { header: 'idempotency-key' },
    update: { collection: 'orders', id: 'const.o1', record: { operation: 'getOrder', query: {} }, when: { field: 'status', in: ['accepted'], otherwise: { code: 400, example: 'moved' } }, set: { status: 'departed' } },
  },
  examples: { '200': { default: ok(null) }, '400': { moved: { code: 20002, msg: '订单状态已变化' } }, '401': unauthorized },
};
const workers: Declared = { operationId: 'getMe', path: '/v1/me', rules: { records: { collection: 'workers', at: 'data', name: 'me' } }, examples: { '200': { default: ok({}) } } };

describe('session: a sign-in', () => {
  it('answers a token of its own at each sign-in', async () => {
    const { call } = mockOf([login]);
    const tokens = await Promise.all([1, 2].map(async () => (await call('POST', '/v1/login', { body: { mobile: '13812345678' }, token: '' })).body.data.token));
    expect(tokens[0]).toMatch(/^tk\./);
    expect(tokens[1]).not.toBe(tokens[0]);
  });

  it('answers the session’s calls for the account that signed in, and reads its request', async () => {
    const { call } = mockOf([login, worker, contacts, workers]);
    const signIn = async (mobile: string) => (await call('POST', '/v1/login', { body: { mobile }, token: '' })).body.data.token as string;
    const applicant = await signIn('13912342046');
    const own = async (token: string, mobile: string) => (await call('POST', '/v1/contacts', { body: { list: [{ mobile }] }, token })).status === 400;
    expect((await call('GET', '/v1/worker', { token: applicant })).body.data).toEqual({ status: 3 });
    expect([await own(applicant, '13912342046'), await own(applicant, '13800000000')]).toEqual([true, false]);
    const other = await signIn('13812345678');
    expect((await call('GET', '/v1/worker', { token: other })).body.data).toEqual({ status: 1 });
    expect([await own(other, '13812345678'), await own(other, '13912342046')]).toEqual([true, false]);
    expect((await call('GET', '/v1/worker', { token: 'never-signed-in' })).body.data).toEqual({ status: 1 });
    expect(await own('never-signed-in', '13800000000')).toBe(true);
  });

  it('continues the world of the worker who signs in again, with her keyed answers; another worker’s, and another e2e test’s, are their own', async () => {
    const { call } = mockOf([login, orders, depart]);
    const signIn = async (mobile: string, test?: string) =>
      (await call('POST', '/v1/login', { body: { mobile }, token: '', headers: test ? { 'x-e2e-test': test } : {} })).body.data.token as string;
    const status = async (token: string) => (await call('GET', '/v1/order', { token })).body.data.status;
    const departs = (token: string, key: string) => call('POST', '/v1/order/depart', { token, headers: { 'idempotency-key': key } });

    const before = await signIn('13812345678');
    expect((await departs(before, 'k1')).status).toBe(200);
    // Her token expired; she signs in again: the order is where she left it, and her step kept
    // with its key is answered as the first time, not refused as a second departure.
    const after = await signIn('13812345678');
    expect(await status(after)).toBe('departed');
    expect((await departs(after, 'k1')).status).toBe(200);
    expect((await departs(after, 'k2')).body.code).toBe(20002);
    expect(await status(await signIn('13700001234'))).toBe('accepted');
    expect(await status(await signIn('13812345678', 'e2e-test-b'))).toBe('accepted');
    // A token the mock never saw signed in acts in a world of its own.
    expect(await status('never-signed-in')).toBe('accepted');
  });

  it('answers 401 to a token that expired at the server, changing nothing, and the next sign-in carries on', async () => {
    const { call, engine } = mockOf([login, orders, depart]);
    const signIn = async () => (await call('POST', '/v1/login', { body: { mobile: '13812345678' }, token: '' })).body.data.token as string;
    const before = await signIn();
    expect(engine.expire(before)).toBe(true);
    expect(engine.expire('never-seen')).toBe(false);
    expect(await call('POST', '/v1/order/depart', { token: before, headers: { 'idempotency-key': 'k1' } })).toEqual({ status: 401, body: unauthorized.default });
    const after = await signIn();
    expect((await call('GET', '/v1/order', { token: after })).body.data.status).toBe('accepted');
    expect((await call('POST', '/v1/order/depart', { token: after, headers: { 'idempotency-key': 'k1' } })).status).toBe(200);
    expect((await call('GET', '/v1/order', { token: after })).body.data.status).toBe('departed');
  });
});
