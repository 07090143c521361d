// The development mock refuses emergency contacts as the backend does (saveEmergencyContacts' x-mock):
// the same mobile twice, or the worker's own (the number the session signed in with; the examples'
// worker, 138 1234 5678, for a session whose sign-in it did not see), with 13001 in the worker's
// language, keeping the list as it was. A contact without a relation the contract itself refuses.
// The engine runs on the real contract; Prism is played by a stand-in that serves the named example
// (as in mock-engine.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { SaveEmergencyContactsBody } from '@generated/zod/safety/safety.zod';
import { createEngine } from '../../../mock/engine';
import { callerOf, examplesOf, NOW, operations } from '../../support/mock-engine';

let call: ReturnType<typeof callerOf>;
beforeEach(() => {
  call = callerOf(createEngine({ operations, now: () => NOW, forward: async (request, prefer) => examplesOf(request, prefer) }));
});

let keys = 0;
const save = (contacts: object[], options: { token?: string; language?: string } = {}) =>
  call('POST', '/v1/safety/contacts/save', { contacts }, { key: `key-${String(++keys).padStart(16, '0')}`, ...options });
const listed = async (token?: string) => (await call('GET', '/v1/safety/contacts', undefined, { token })).body.data.contacts as { mobile: string }[];
const signIn = async (mobile: string) => (await call('POST', '/v1/login/login', { mobile, password: 'abc_123456', agreed: true }, { token: '' })).body.data.token as string;

const WIFE = { name: '王建国', mobile: '13916728845', relation: 'spouse' };
const FRIEND = { name: '陈晓燕', mobile: '15821937460', relation: 'friend' };

describe('emergency contacts on the mock', () => {
  it('saves different numbers, none the worker\'s own, and lists them', async () => {
    expect((await save([WIFE, FRIEND])).status).toBe(200);
    expect((await listed()).map((c) => c.mobile)).toEqual([WIFE.mobile, FRIEND.mobile]);
  });

  it('refuses the same mobile twice (13001) and keeps the list as it was', async () => {
    const before = await listed();
    const refused = await save([WIFE, { ...FRIEND, mobile: WIFE.mobile }]);
    expect([refused.status, refused.body.code]).toEqual([400, 13001]);
    expect(await listed()).toEqual(before);
  });

  it('refuses the number the session signed in with, and the examples\' worker\'s in a session it saw no sign-in of', async () => {
    const token = await signIn('13787654321');
    const own = await save([WIFE, { ...FRIEND, mobile: '13787654321' }], { token });
    expect([own.status, own.body.code]).toEqual([400, 13001]);
    // That worker may name the examples' worker, someone else to them.
    expect((await save([{ ...FRIEND, mobile: '13812345678' }], { token })).status).toBe(200);

    const examples = await save([{ ...FRIEND, mobile: '13812345678' }], { token: 'a-test-token' });
    expect([examples.status, examples.body.code]).toEqual([400, 13001]);
  });

  it("says why in the worker's language", async () => {
    const refused = await save([{ ...WIFE, mobile: '13812345678' }], { language: 'en' });
    expect(refused.body.msg).toBe('Each emergency contact needs a different mobile number, and not your own');
    expect((await save([{ ...WIFE, mobile: '13812345678' }], { language: 'zh-Hant' })).body.msg).toBe('緊急聯絡人手機號碼不能重複，也不能是本人手機號碼');
  });

  it('takes no contact without a relation: the contract refuses it (the validating proxy answers 422 before the mock)', () => {
    expect(SaveEmergencyContactsBody.safeParse({ contacts: [WIFE] }).success).toBe(true);
    expect(SaveEmergencyContactsBody.safeParse({ contacts: [{ ...WIFE, relation: null }] }).success).toBe(false);
    const { relation: _relation, ...without } = WIFE;
    expect(SaveEmergencyContactsBody.safeParse({ contacts: [without] }).success).toBe(false);
  });
});
