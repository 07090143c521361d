// One person applies and works in the mock's examples (issue 41: the applicant was 王丽娟 at sign-in,
// 周晓燕 in her worker record, her lead and her real-name verification, 李秀梅 in the apply steps, the
// wallet and the shop). The test applicant's session and an active worker's read one name wherever
// it stands for the app's user; the inviter of her lead is another worker.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../mock/engine';
import { callerOf, examplesOf, NOW, operations } from '../../support/mock-engine';

const call = callerOf(createEngine({ operations, now: () => NOW, forward: async (request, prefer) => examplesOf(request, prefer) }));
const op = (operationId: string) => [...operations.values()].find((each) => each.operationId === operationId)!;
/** An operation's answer's data, in a session: GET with the query, POST with the body. */
async function data(operationId: string, token: string, values: Record<string, string> = {}) {
  const { method, path } = op(operationId);
  const answer = method === 'GET' ? await call(method, `${path}?${new URLSearchParams(values)}`, undefined, { token }) : await call(method, path, values, { token });
  return answer.body.data ?? answer.body;
}
const signIn = async (mobile: string) => (await call('POST', op('loginByPassword').path, { mobile, password: 'abc_123456', agreed: true }, { token: '' })).body.data;

describe("the app's user has one name across the mock's examples", () => {
  it('the test applicant, from sign-in through her lead, the apply steps and the real-name form', async () => {
    const signedIn = await signIn('13912342046');
    const token = signedIn.token as string;
    const name = signedIn.worker.realName as string;
    const worker = await data('getWorkerInfo', token);
    expect(worker).toMatchObject({ id: signedIn.worker.id, realName: name, nickname: signedIn.worker.nickname, mobile: signedIn.worker.mobile, inviteCode: signedIn.worker.inviteCode });
    const lead = await data('getWorkerClueInfo', token);
    expect([lead.name, lead.mobile]).toEqual([name, signedIn.worker.mobile]);
    // Invited by another worker, not by herself.
    expect(lead.inviterCode).not.toBe(signedIn.worker.inviteCode);
    expect(lead.inviterName).not.toBe(signedIn.worker.nickname);
    expect((await data('getApplyBasicInfo', token)).realName).toBe(name);
    expect((await data('getApplyImages', token)).idCardOcr.name).toBe(name);
    expect((await data('recognizeApplyIdCard', token, { image: '/9j/4AAQ', side: 'front' })).name).toBe(name);
    expect((await data('getApplyContract', token, { id: 'ct_2001' })).formValues.partyBName).toBe(name);
    // The verification's other states are hers too: her masked name.
    for (const state of ['pending', 'rejected', 'approved'])
      expect(op('getWorkerRealNameApply').examples['200']![state]).toMatchObject({ data: { realName: `${name[0]}*${name[name.length - 1]}` } });
  });

  it('the active worker: the same name on her record, her wallet, her addresses and the shop', async () => {
    const applicant = (await signIn('13912342046')).worker.realName as string;
    const { token, worker } = await signIn('13812345678');
    expect(worker.realName).toBe(applicant);
    expect((await data('getWorkerInfo', token)).realName).toBe(applicant);
    const masked = `${applicant[0]}*${applicant[applicant.length - 1]}`;
    expect(new Set((await data('listWithdrawAccounts', token)).map((account: { holderName: string }) => account.holderName))).toEqual(new Set([masked]));
    expect((await data('listWorkerAddresses', token)).rows.map((address: { contactName: string }) => address.contactName)).toContain(applicant);
    expect((await data('getMySalesmanInfo', token)).fx.real_name).toBe(applicant);
  });
});
