// `session` (mock/rules/session.ts): a sign-in answers a token of the mock's own, with a session; the
// account that signed in may choose the example the session's other calls answer (`signIn.example`),
// and its request is read as `signIn.<path>`.
import { describe, expect, it } from 'vitest';
import { type Declared, mockOf, ok } from '../../../support/mock-rules';

const login: Declared = {
  operationId: 'login',
  method: 'POST',
  path: '/v1/login',
  rules: { session: { token: 'data.token' }, example: { param: 'body.mobile', names: { '13912342046': 'applicant' } } },
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
});
