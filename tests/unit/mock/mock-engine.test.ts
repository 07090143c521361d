// The development mock behaves like the backend it stands for: answers agree with the request and with
// each other, and a worker's actions show in the answers that follow, in that session only. The
// engine runs on the real contract; Prism is played by a stand-in that serves the named example.
import { beforeEach, describe, expect, it } from 'vitest';
import { checkDeclarations, type UpdateRule, updatesOf } from '../../../mock/declarations';
import { beijingTime, chosenExamples, createEngine } from '../../../mock/engine';
import { cartLine as line, examplesOf, NOW, operations } from '../../support/mock-engine';

let engine: ReturnType<typeof createEngine>;
let asked: { operationId: string; prefer?: string }[];

beforeEach(() => {
  asked = [];
  engine = createEngine({
    operations,
    now: () => NOW,
    forward: async (request, prefer) => {
      asked.push({ operationId: operations.get(`${request.method} ${request.path}`)!.operationId, prefer });
      return examplesOf(request, prefer);
    },
  });
});

async function call(
  method: string,
  url: string,
  { token = 'worker-a', body, prefer, headers: extra = {} }: { token?: string; body?: unknown; prefer?: string; headers?: Record<string, string> } = {},
) {
  const { pathname, searchParams } = new URL(url, 'http://mock');
  const headers: Record<string, string | undefined> = { authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer, ...extra };
  const raw = Buffer.from(body === undefined ? '' : JSON.stringify(body));
  const answer = await engine.handle({ method, path: pathname, query: searchParams, headers, body, raw });
  return { status: answer.status, body: JSON.parse(answer.body.toString()) };
}
const get = (url: string, options?: Parameters<typeof call>[2]) => call('GET', url, options);
const post = (url: string, body: unknown, options?: Parameters<typeof call>[2]) => call('POST', url, { ...options, body });

type Row = { id: string; status: string };
const WORKER_INFO = [...operations.values()].find((op) => op.operationId === 'getWorkerInfo')!.path;
const ids = (rows: Row[]) => rows.map((r) => r.id);
const tab = async (status: string, token?: string) => (await get(`/v1/order/list?status=${status}`, { token })).body.data.rows as Row[];

describe('the mock answers agree with the request', () => {
  it('names nothing that does not exist in its x-mock rules', () => {
    expect(checkDeclarations(operations)).toEqual([]);
  });

  it('names a missing example, a missing operation, a record read without update.record and a rule that is not one', () => {
    const broken = new Map(operations);
    const detail = operations.get('GET /v1/order/detail')!;
    const accept = operations.get('POST /v1/order/accept')!;
    broken.set('GET /v1/order/detail', { ...detail, rules: { ...detail.rules, example: { param: 'query.id', match: 'data.id', otherwise: { code: 400, example: 'noSuch' } } } });
    broken.set('POST /v1/order/accept', { ...accept, rules: { update: { ...(accept.rules.update as UpdateRule), record: { operation: 'getNothing', query: {} } } } });
    const depart = operations.get('POST /v1/order/depart')!;
    broken.set('POST /v1/order/depart', { ...depart, rules: { update: { ...(depart.rules.update as UpdateRule), record: undefined } } });
    const withdraw = operations.get('POST /v1/wallet/withdraw')!;
    const [made, ...moves] = updatesOf(withdraw.rules);
    const lookup = { ...made.lookup!, otherwise: { code: 400, example: 'noSuch' } };
    broken.set('POST /v1/wallet/withdraw', { ...withdraw, rules: { ...withdraw.rules, update: [{ ...made, lookup }, ...moves] } });
    // Each change of a list is checked: the process step's id read from a record no update.record names.
    const apply = operations.get('POST /v1/apply/account/save')!;
    const [form, step] = updatesOf(apply.rules);
    broken.set('POST /v1/apply/account/save', { ...apply, rules: { update: [form, { ...step, id: 'record.key' }] } });
    // One way to create records: a top-level `create` (an earlier design) is refused, not ignored.
    const save = operations.get('POST /v1/wallet/account/save')!;
    broken.set('POST /v1/wallet/account/save', { ...save, rules: { ...save.rules, create: save.rules.update } as never });
    expect(checkDeclarations(broken)).toEqual([
      'getServiceOrderDetail: example.otherwise: no 400 example noSuch',
      'acceptServiceOrder: update.record.operation getNothing does not exist',
      'departServiceOrder: update reads the record (when or record.*) but names no update.record',
      'createWithdrawal: update.lookup.otherwise: no 400 example noSuch',
      'saveWithdrawAccount: x-mock.create is not a rule',
      'saveApplyAccount: update reads the record (when or record.*) but names no update.record',
    ]);
  });

  it('answers an order detail for the id asked, in the status the lists show it in', async () => {
    const all = (await get('/v1/order/list')).body.data.rows as Row[];
    expect(all.length).toBeGreaterThan(4);
    for (const row of all) {
      const { body } = await get(`/v1/order/detail?id=${row.id}`);
      expect([body.data.id, body.data.status]).toEqual([row.id, row.status]);
    }
  });

  it('answers an unknown order with the contract\'s "order gone" error', async () => {
    const { status, body } = await get('/v1/order/detail?id=so_nobody');
    expect([status, body.code]).toEqual([400, 20001]);
  });

  it('answers each Orders tab with the orders of its status only', async () => {
    expect((await tab('pending_accept')).map((r) => r.status)).toEqual(['pending_accept', 'pending_accept']);
    expect(new Set((await tab('active')).map((r) => r.status))).toEqual(new Set(['in_service', 'accepted']));
    expect((await tab('completed')).every((r) => r.status === 'completed')).toBe(true);
    expect(ids(await tab('cancelled'))).toEqual(['so_202611210005']);
  });

  it('answers the agreement asked for, the message and the notice asked for', async () => {
    expect((await get('/v1/system/agreement?type=privacy')).body.data.type).toBe('privacy');
    expect((await get('/v1/system/agreement?type=worker')).body.data.type).toBe('worker');
    for (const row of (await get('/v1/message/list')).body.data.rows) expect((await get(`/v1/message/detail?id=${row.id}`)).body.data.title).toBe(row.title);
    for (const row of (await get('/v1/notice/list')).body.data.rows) expect((await get(`/v1/notice/detail?id=${row.id}`)).body.data.title).toBe(row.title);
  });

  it('lets a Prefer header the request carries choose the example', async () => {
    const { body } = await get('/v1/order/detail?id=so_202611220007', { prefer: 'example=inService' });
    expect(body.data.id).toBe('so_202611220002');
    expect(asked.at(-1)).toEqual({ operationId: 'getServiceOrderDetail', prefer: 'example=inService' });
  });
});

describe("a worker's actions show in the answers that follow", () => {
  it('carries an offer from Home through every step to the completed tab, with counts that follow', async () => {
    const id = 'so_202611220008';
    const offers = async () => ids((await get('/v1/order/offers')).body.data.rows);
    const counts = async () => (await get('/v1/order/counts')).body.data;
    const before = await counts();
    expect(await offers()).toContain(id);

    const accepted = await post('/v1/order/accept', { id });
    expect([accepted.body.data.id, accepted.body.data.status, accepted.body.data.acceptedAt]).toEqual([id, 'accepted', beijingTime(NOW)]);
    expect(accepted.body.data.address.roomHidden).toBe(false);
    expect(await offers()).not.toContain(id);
    expect(ids(await tab('active'))).toContain(id);
    expect(ids(await tab('pending_accept'))).not.toContain(id);
    expect(await counts()).toEqual({ ...before, pendingAccept: before.pendingAccept - 1, active: before.active + 1 });
    expect((await get(`/v1/order/detail?id=${id}`)).body.data.status).toBe('accepted');

    await post('/v1/order/depart', { id, latitude: 31.2, longitude: 121.44 });
    const photo = 'https://cdn.example-massage.cn/worker/2026/11/22/checkin_test.jpg';
    const arrived = await post('/v1/order/arrive', { id, latitude: 31.2, longitude: 121.44, checkInPhoto: photo });
    expect(arrived.body.data.checkIn).toMatchObject({ photo, latitude: 31.2, longitude: 121.44, at: beijingTime(NOW) });
    const started = await post('/v1/order/start', { id });
    // 足底反射疗法 is booked for 45 minutes: the timer runs from now.
    // The check-in comes 10 minutes (the grace) after the end.
    expect(started.body.data.timer).toEqual({
      startedAt: beijingTime(NOW),
      bookedMinutes: 45,
      extensionMinutes: 0,
      endsAt: beijingTime(NOW + 45 * 60_000),
      remainingSeconds: 2700,
      checkInAt: beijingTime(NOW + 55 * 60_000),
      checkInRemainingSeconds: 3300,
      checkInAnswerSeconds: 300,
      checkInAnswer: null,
      checkInAnsweredAt: null,
    });
    expect((await tab('active')).find((r) => r.id === id)?.status).toBe('in_service');

    const finished = await post('/v1/order/finish', { id, photos: [photo] });
    expect([finished.body.data.status, finished.body.data.servicePhotos, finished.body.data.timer.remainingSeconds]).toEqual(['completed', [photo], 0]);
    expect(ids(await tab('active'))).not.toContain(id);
    expect(ids(await tab('completed'))[0]).toBe(id);
    expect(await counts()).toEqual({ ...before, pendingAccept: before.pendingAccept - 1, completed: before.completed + 1 });
  });

  it('refuses a step the order is not ready for with the contract\'s "status changed" error, and changes nothing', async () => {
    const { status, body } = await post('/v1/order/depart', { id: 'so_202611220007', latitude: 31.2, longitude: 121.44 });
    expect([status, body.code]).toEqual([400, 20002]);
    expect((await get('/v1/order/detail?id=so_202611220007')).body.data.status).toBe('pending_accept');
  });

  it('takes a declined offer out of every list, and its detail answers "order gone"', async () => {
    await post('/v1/order/decline', { id: 'so_202611220007', reason: 'too_far' });
    expect(ids((await get('/v1/order/offers')).body.data.rows)).toEqual(['so_202611220008']);
    expect(ids((await get('/v1/order/list')).body.data.rows)).not.toContain('so_202611220007');
    expect((await get('/v1/order/detail?id=so_202611220007')).body.code).toBe(20001);
  });

  it('keeps one worker apart from another; a sign-in has a token of its own and continues the worker’s world', async () => {
    await post('/v1/order/accept', { id: 'so_202611220007' });
    expect(ids(await tab('active', 'worker-b'))).not.toContain('so_202611220007');
    const signIn = async (mobile = '13812345678') => (await post('/v1/login/login', { mobile, password: 'abc_123456', agreed: true }, { token: '' })).body.data.token as string;
    const [first, second, other] = [await signIn(), await signIn(), await signIn('13700001234')];
    expect(first).not.toBe(second);
    await post('/v1/order/accept', { id: 'so_202611220008' }, { token: first });
    expect(ids(await tab('active', first))).toContain('so_202611220008');
    expect(ids(await tab('active', second))).toContain('so_202611220008');
    expect(ids(await tab('active', other))).not.toContain('so_202611220008');
  });

  it("answers each sign-in's own worker: the test applicant's session reads status 3, another worker's the default", async () => {
    const signIn = async (mobile: string) => (await post('/v1/login/login', { mobile, password: 'abc_123456', agreed: true }, { token: '' })).body.data.token as string;
    const applicant = await signIn('13912342046');
    const worker = await signIn('13812345678');
    expect((await post(WORKER_INFO, {}, { token: applicant })).body.data.status).toBe(3);
    expect((await post(WORKER_INFO, {}, { token: worker })).body.data.status).toBe(1);
    expect((await post(WORKER_INFO, {}, { token: 'never-signed-in' })).body.data.status).toBe(1);
    // The request's own Prefer still wins: the applicant approved on the server.
    expect((await post(WORKER_INFO, {}, { token: applicant, prefer: 'example=default' })).body.data.status).toBe(1);
  });

  it('a worker who just registered is onboarding: the session reads status 3, as the register answer said', async () => {
    const registered = (await post('/v1/login/register', { mobile: '15967123046', code: '135790', password: 'zhao_2026', agreed: true }, { token: '' })).body.data as { token: string; worker: { status: number } };
    expect(registered.worker.status).toBe(3);
    expect((await post(WORKER_INFO, {}, { token: registered.token })).body.data.status).toBe(3);
  });

  it('marks a message read when it is opened, and the unread counts follow; marking a category read counts it out', async () => {
    const unread = async () => (await get('/v1/message/unreadCount')).body.data;
    expect(await unread()).toEqual({ total: 3, order: 2, system: 0, activity: 1 });
    await get('/v1/message/detail?id=msg_88120431');
    expect(await unread()).toEqual({ total: 2, order: 1, system: 0, activity: 1 });
    expect((await get('/v1/message/list?category=order')).body.data.rows.find((r: { id: string }) => r.id === 'msg_88120431').read).toBe(true);
    await post('/v1/message/readAll', { category: 'activity' });
    expect(await unread()).toEqual({ total: 1, order: 1, system: 0, activity: 0 });
  });

  it('records the review of a customer once', async () => {
    const review = { id: 'so_202611190011', stars: 4, tags: [] };
    expect((await post('/v1/order/appraise', review)).status).toBe(200);
    const { body } = await get('/v1/order/detail?id=so_202611190011');
    expect([body.data.canAppraise, body.data.customerReview]).toEqual([false, { stars: 4, tags: [], content: '', createdAt: beijingTime(NOW) }]);
    expect((await post('/v1/order/appraise', review)).body.code).not.toBe(200);
  });
});

describe('the wallet: saved accounts and withdrawals (update.create, lookup, exclusive, idempotent)', () => {
  type Account = { id: string; type: string; holderName: string; maskedNo: string | null; bankName: string | null; isDefault: boolean };
  type Withdrawal = { id: string; amountCents: number; feeCents: number; actualCents: number; status: string; account: { type: string; maskedNo: string | null } };
  const accounts = async (token?: string) => (await get('/v1/wallet/account/list', { token })).body.data as Account[];
  const withdrawals = async (query = '', token?: string) => (await get(`/v1/wallet/withdraw/list${query}`, { token })).body.data as { total: number; rows: Withdrawal[] };
  const withdraw = (body: unknown, key: string, token?: string) => call('POST', '/v1/wallet/withdraw', { body, token, headers: { 'idempotency-key': key } });
  const alipay = { type: 'alipay', holderName: '李秀梅', accountNo: '13912345678', isDefault: true };

  it('lists a saved account, masked, as the only default; an edit keeps its number; a deleted one is gone', async () => {
    const before = await accounts();
    const saved = (await post('/v1/wallet/account/save', alipay)).body.data as Account;
    expect(saved).toMatchObject({ type: 'alipay', holderName: '李*梅', maskedNo: '**** 5678', bankName: null, isDefault: true });
    expect(saved.id).not.toBe('wa_3001');
    const after = await accounts();
    expect(after.map((a) => a.id)).toEqual([saved.id, ...before.map((a) => a.id)]);
    expect(after.filter((a) => a.isDefault).map((a) => a.id)).toEqual([saved.id]);
    expect(await accounts('worker-b')).toEqual(before);

    await post('/v1/wallet/account/save', { id: saved.id, type: 'alipay', holderName: '李秀梅', isDefault: true });
    expect((await accounts()).find((a) => a.id === saved.id)?.maskedNo).toBe('**** 5678');

    await post('/v1/wallet/account/delete', { id: saved.id });
    expect((await accounts()).map((a) => a.id)).toEqual(before.map((a) => a.id));
  });

  it('records a withdrawal once per Idempotency-Key: a repeat answers the first withdrawal and adds none', async () => {
    const before = await withdrawals();
    const ask = { amountCents: 12345, accountId: 'wa_3002', payPassword: '802417' };
    const first = await withdraw(ask, 'key-0000000000000001');
    expect(first.body.data).toMatchObject({ amountCents: 12345, feeCents: 200, actualCents: 12145, status: 'pending_review', account: { type: 'alipay', maskedNo: '138****5678' } });
    const again = await withdraw(ask, 'key-0000000000000001');
    expect(again.body).toEqual(first.body);
    const after = await withdrawals();
    expect(after.total).toBe(before.total + 1);
    expect(after.rows[0]).toMatchObject({ id: first.body.data.id, amountCents: 12345, actualCents: 12145, status: 'pending_review' });
    expect(Object.keys(after.rows[0]).sort()).toEqual(Object.keys(before.rows[0]).sort());
    expect((await get(`/v1/wallet/withdraw/detail?id=${first.body.data.id}`)).body.data).toEqual(first.body.data);
    expect((await withdrawals('?status=paid')).rows.map((r) => r.id)).not.toContain(first.body.data.id);

    // A new intent (a new key) is a second withdrawal, with the fee of its amount; another session sees neither.
    const second = await withdraw({ ...ask, amountCents: 100000 }, 'key-0000000000000002');
    expect([second.body.data.feeCents, second.body.data.actualCents]).toEqual([600, 99400]);
    expect((await withdrawals()).total).toBe(before.total + 2);
    expect((await withdrawals('', 'worker-b')).total).toBe(before.total);
    expect((await withdraw(ask, 'key-0000000000000001', 'worker-b')).body.data.id).not.toBe(first.body.data.id);
  });

  it('moves the balance once per withdrawal: available down, withdrawing up, and two flow rows (paid-out part and fee) naming it', async () => {
    type Wallet = { availableCents: number; withdrawingCents: number };
    type Flow = { type: string; amountCents: number; balanceAfterCents: number; withdrawalId: string | null };
    const token = 'worker-wallet';
    const wallet = async () => (await get('/v1/worker/myAccount', { token })).body.data as Wallet;
    const flows = async (query = '') => (await get(`/v1/worker/myFlow${query}`, { token })).body.data as { total: number; rows: Flow[] };
    const [walletBefore, flowsBefore] = [await wallet(), await flows()];
    const ask = { amountCents: 50000, accountId: 'wa_3001', payPassword: '802417' };
    const made = (await withdraw(ask, 'key-0000000000000010', token)).body.data as Withdrawal;
    await withdraw(ask, 'key-0000000000000010', token); // a retry of the same intent moves nothing again
    expect(await wallet()).toMatchObject({
      availableCents: walletBefore.availableCents - 50000,
      withdrawingCents: walletBefore.withdrawingCents + 50000,
    });
    const after = await flows();
    expect(after.total).toBe(flowsBefore.total + 2);
    expect(after.rows.slice(0, 2)).toMatchObject([
      { type: 'fee', amountCents: -300, balanceAfterCents: walletBefore.availableCents - 50000, withdrawalId: made.id },
      { type: 'withdraw', amountCents: -49700, balanceAfterCents: walletBefore.availableCents - 49700, withdrawalId: made.id },
    ]);
    expect((await flows('?type=fee')).rows.map((r) => r.type)).toEqual((await flows('?type=fee')).rows.map(() => 'fee'));
    expect((await flows('?type=income')).rows.map((r) => r.withdrawalId)).not.toContain(made.id);
  });

  it('refuses a withdrawal to an account that does not exist, and records nothing; a refusal is not remembered for its key', async () => {
    const before = await withdrawals();
    const refused = await withdraw({ amountCents: 20000, accountId: 'wa_gone', payPassword: '802417' }, 'key-0000000000000003');
    expect([refused.status, refused.body.code]).toEqual([400, 20105]);
    expect((await withdrawals()).total).toBe(before.total);
    expect((await withdraw({ amountCents: 20000, accountId: 'wa_3001', payPassword: '802417' }, 'key-0000000000000003')).status).toBe(200);
  });

  it('answers each withdrawal of the records with its own detail, and an unknown one with "withdrawal gone"', async () => {
    for (const row of (await withdrawals()).rows) {
      const { body } = await get(`/v1/wallet/withdraw/detail?id=${row.id}`);
      expect([body.data.id, body.data.status, body.data.amountCents]).toEqual([row.id, row.status, row.amountCents]);
    }
    expect((await get('/v1/wallet/withdraw/detail?id=wd_nothing')).body.code).toBe(20106);
  });
});

describe("the worker's own profile", () => {
  it('shows a saved nickname and avatar in the worker afterwards, keeps what was not sent, in that session only', async () => {
    const before = (await post('/v1/worker/getInfo', undefined)).body.data;
    const saved = await post('/v1/worker/update', { nickname: '秀梅师傅', avatar: 'https://cdn.example-massage.cn/worker/avatar/2026/11/22/w_10024_c81f.jpg' });
    // The call's own answer is the worker as now stored.
    expect(saved.body.data).toMatchObject({ nickname: '秀梅师傅', avatar: 'https://cdn.example-massage.cn/worker/avatar/2026/11/22/w_10024_c81f.jpg', gender: before.gender });
    const after = (await post('/v1/worker/getInfo', undefined)).body.data;
    expect(after).toMatchObject({ nickname: '秀梅师傅', avatar: 'https://cdn.example-massage.cn/worker/avatar/2026/11/22/w_10024_c81f.jpg' });
    expect(after).toMatchObject({ gender: before.gender, birthday: before.birthday, intro: before.intro, id: before.id });

    await post('/v1/worker/update', { gender: 1 });
    expect((await post('/v1/worker/getInfo', undefined)).body.data).toMatchObject({ nickname: '秀梅师傅', gender: 1 });
    // Another worker's session sees none of it.
    expect((await post('/v1/worker/getInfo', undefined, { token: 'worker-b' })).body.data.nickname).toBe(before.nickname);
  });

  it('shows a changed mobile number, masked as the server masks it', async () => {
    expect((await post('/v1/worker/getInfo', undefined, { token: 'worker-m' })).body.data.mobile).toBe('138****5678');
    expect((await post('/v1/worker/updateMobile', { mobile: '13916082734', code: '246810' }, { token: 'worker-m' })).status).toBe(200);
    expect((await post('/v1/worker/getInfo', undefined, { token: 'worker-m' })).body.data.mobile).toBe('139****2734');
  });
});

describe('the examples a developer chooses when starting the mock (MOCK_EXAMPLES)', () => {
  it('reads a name, a status code and both', () => {
    expect(chosenExamples(' listServiceOrders=empty, getWorkerInfo=applying,getServiceOrderDetail=400:orderGone ,getMyWallet=401')).toEqual({
      listServiceOrders: 'example=empty',
      getWorkerInfo: 'example=applying',
      getServiceOrderDetail: 'code=400, example=orderGone',
      getMyWallet: 'code=401',
    });
    expect(chosenExamples(undefined)).toEqual({});
  });

  it('answers a chosen operation with its example on every call, and the rest as before', async () => {
    engine = createEngine({ operations, now: () => NOW, chosen: chosenExamples('listServiceOrders=empty'), forward: async (request, prefer) => examplesOf(request, prefer) });
    expect((await get('/v1/order/list?status=active')).body.data.rows).toEqual([]);
    expect((await get('/v1/order/detail?id=so_202611220008')).body.data.id).toBe('so_202611220008');
  });
});

describe('the mock keeps what a worker saves on the Mine pages', () => {
  type Address = { id: string; contactName: string; detail: string; latitude: number };
  const address = { contactName: '王建国', mobile: '13912345678', province: '上海市', city: '上海市', district: '浦东新区', detail: '世纪大道100号', isDefault: false };
  const addresses = async (token?: string) => (await get('/v1/worker/address/list', { token })).body.data as { rows: Address[]; total: number };

  it('lists a new address first, answers its detail, changes it on save and forgets it once deleted', async () => {
    const before = await addresses();
    const saved = await post('/v1/worker/address/save', address);
    expect(saved.status).toBe(200);
    const id = saved.body.data.id as string;
    expect(ids(before.rows as never)).not.toContain(id);
    expect(saved.body.data).toMatchObject({ ...address, latitude: 31.2304, longitude: 121.4737 });

    const after = await addresses();
    expect(after.rows[0]).toMatchObject({ id, detail: '世纪大道100号' });
    expect(after.total).toBe(before.total + 1);
    expect((await get(`/v1/worker/address/detail?id=${id}`)).body.data).toMatchObject({ id, contactName: '王建国' });
    // Another session does not see it.
    expect(ids((await addresses('worker-b')).rows as never)).not.toContain(id);

    const edited = await post('/v1/worker/address/save', { ...address, id, detail: '世纪大道200号' });
    expect(edited.body.data).toMatchObject({ id, detail: '世纪大道200号' });
    expect((await addresses()).rows.filter((r) => r.id === id).map((r) => r.detail)).toEqual(['世纪大道200号']);

    await post('/v1/worker/address/delete', { id });
    expect(ids((await addresses()).rows as never)).not.toContain(id);
    expect((await get(`/v1/worker/address/detail?id=${id}`)).body.code).toBe(12008);
  });

  it('keeps one default address: a new default or an edit that makes one the default clears the others', async () => {
    const defaults = async () => (await addresses()).rows.filter((r) => (r as unknown as { isDefault: boolean }).isDefault).map((r) => r.id);
    const [old] = await defaults();
    expect(old).toBeDefined();
    const made = (await post('/v1/worker/address/save', { ...address, isDefault: true })).body.data.id as string;
    expect(await defaults()).toEqual([made]);
    const edited = await post('/v1/worker/address/save', { ...address, id: old, isDefault: true });
    expect(edited.body.data).toMatchObject({ id: old, isDefault: true });
    expect(await defaults()).toEqual([old]);
    expect((await get(`/v1/worker/address/detail?id=${made}`)).body.data.isDefault).toBe(false);
  });

  it('adds album photos at the end, removes the deleted ones and keeps the order the worker chose', async () => {
    const album = async () => ((await get('/v1/worker/myAlbum')).body.data.rows as { id: string; url: string; status: string }[]);
    const first = await album();
    const added = await post('/v1/worker/album/add', { urls: ['https://cdn.example-massage.cn/worker/2026/11/22/n1.jpg', 'https://cdn.example-massage.cn/worker/2026/11/22/n2.jpg'] });
    const newIds = (added.body.data.photos as { id: string }[]).map((p) => p.id);
    expect(newIds).toHaveLength(2);
    const withNew = await album();
    expect(withNew.slice(-2).map((p) => [p.id, p.url, p.status])).toEqual([
      [newIds[0], 'https://cdn.example-massage.cn/worker/2026/11/22/n1.jpg', 'reviewing'],
      [newIds[1], 'https://cdn.example-massage.cn/worker/2026/11/22/n2.jpg', 'reviewing'],
    ]);

    await post('/v1/worker/album/delete', { ids: [first[0].id, newIds[0]] });
    const left = ids((await album()) as never);
    expect(left).toEqual([...first.slice(1).map((p) => p.id), newIds[1]]);

    const wanted = [...left].reverse();
    await post('/v1/worker/album/sort', { ids: wanted });
    expect(ids((await album()) as never)).toEqual(wanted);
  });

  it('lists sent feedback first, pending, with the id its answer gave', async () => {
    const sent = await post('/v1/worker/feedback', { type: 'app', content: '接单页面偶尔卡顿，希望优化一下加载速度。' });
    const rows = (await get('/v1/worker/feedback/list')).body.data.rows as { id: string; content: string; status: string; images: string[] }[];
    expect(rows[0]).toMatchObject({ id: sent.body.data.id, content: '接单页面偶尔卡顿，希望优化一下加载速度。', status: 'pending', images: [] });
  });

  it('keeps the saved working time, a record without an id', async () => {
    const template = (await get('/v1/worker/workTime/template')).body.data as { weekdays: { weekday: number; ranges: unknown[] }[] };
    const weekdays = template.weekdays.map((d) => (d.weekday === 7 ? { weekday: 7, ranges: [{ start: '09:00', end: '12:00' }] } : d));
    const saved = await post('/v1/worker/workTime/save', { weekdays, daysOff: [] });
    expect(saved.body.data).toEqual({ weekdays, daysOff: [] });
    expect((await get('/v1/worker/workTime/template')).body.data).toEqual({ weekdays, daysOff: [] });
  });

  it('takes a real-name submission only when none is pending or approved, and shows it under review', async () => {
    const body = { realName: '周晓燕', idCardNo: '330106199507120046', idCardFront: 'https://cdn.example-massage.cn/a.jpg', idCardBack: 'https://cdn.example-massage.cn/b.jpg', handheldPhoto: 'https://cdn.example-massage.cn/c.jpg' };
    // The default worker is approved already.
    expect((await post('/v1/worker/realName/submit', body)).body.code).toBe(12006);
  });
});

describe('the apply flow on the mock', () => {
  type Step = { key: string; status: string };
  const steps = async (token: string) => Object.fromEntries(((await get('/v1/apply/process', { token })).body.data.steps as Step[]).map((s) => [s.key, s.status]));

  it('signs the test applicant in as a worker still onboarding (status 3), anyone else as active', async () => {
    const applicant = await post('/v1/login/login', { mobile: '13912342046', password: 'abc_123456', agreed: true }, { token: '' });
    const worker = await post('/v1/login/login', { mobile: '13812345678', password: 'abc_123456', agreed: true }, { token: '' });
    expect(applicant.body.data.worker.status).toBe(3);
    expect(worker.body.data.worker.status).toBe(1);
  });

  it('returns the basic information draft saved, and a saved step moves the process page on, in that session only', async () => {
    const draft = { realName: '王丽娟', gender: 2, birthday: null, nation: null, education: null, height: null, emergencyContact: null, residentialAddress: '杭州市西湖区', intro: null };
    expect((await post('/v1/apply/basicInfo/draft', draft, { token: 'applicant' })).status).toBe(200);
    const shown = (await get('/v1/apply/basicInfo', { token: 'applicant' })).body.data;
    expect(shown).toMatchObject({ status: 'draft', realName: '王丽娟', residentialAddress: '杭州市西湖区', intro: null });
    expect((await steps('applicant')).basicInfo).toBe('draft');

    const full = { ...draft, birthday: '1991-04-18', education: 'vocational', emergencyContact: { name: '王建国', mobile: '13916728845' }, intro: '从事推拿理疗六年，擅长肩颈调理。' };
    expect((await post('/v1/apply/basicInfo/save', full, { token: 'applicant' })).status).toBe(200);
    expect((await get('/v1/apply/basicInfo', { token: 'applicant' })).body.data).toMatchObject({ status: 'submitted', intro: full.intro });
    expect(await steps('applicant')).toMatchObject({ account: 'submitted', basicInfo: 'submitted', images: 'todo' });
    expect((await steps('someone-else')).basicInfo).toBe('draft');
  });

  it('answers each contract for its id, signs a filled one once, and the list and process follow', async () => {
    const rows = (await get('/v1/apply/contract/list')).body.data.rows as Row[];
    for (const row of rows) expect((await get(`/v1/apply/contract/detail?id=${row.id}`)).body.data.id).toBe(row.id);
    for (const row of rows) expect((await get(`/v1/apply/contract/formFields?id=${row.id}`)).body.data.contractId).toBe(row.id);
    expect((await get('/v1/apply/contract/detail?id=ct_9999')).body.code).toBe(10611);

    const signature = 'https://cdn.example-massage.cn/worker/apply/w_10024/signature-ct_2001.png';
    expect((await post('/v1/apply/contract/sign', { id: 'ct_2002', signature })).body.code).toBe(10607);
    expect((await post('/v1/apply/contract/sign', { id: 'ct_2001', signature })).status).toBe(200);
    expect((await get('/v1/apply/contract/detail?id=ct_2001')).body.data).toMatchObject({ status: 'signed', signatureUrl: signature, signedAt: beijingTime(NOW) });
    expect(((await get('/v1/apply/contract/list')).body.data.rows as Row[]).find((r) => r.id === 'ct_2001')?.status).toBe('signed');
    expect((await steps('worker-a')).contract).toBe('draft');
    expect((await post('/v1/apply/contract/sign', { id: 'ct_2001', signature })).body.code).toBe(10607);

    // The other required contracts filled and signed: the contract step is submitted; the optional one is not needed.
    for (const id of ['ct_2002', 'ct_2003']) {
      expect((await post('/v1/apply/contract/saveForm', { id, values: {} })).status).toBe(200);
      expect((await post('/v1/apply/contract/sign', { id, signature })).status).toBe(200);
      expect((await steps('worker-a')).contract).toBe(id === 'ct_2003' ? 'submitted' : 'draft');
    }
    expect(((await get('/v1/apply/contract/list')).body.data.rows as Row[]).find((r) => r.id === 'ct_2004')?.status).toBe('unsigned');
  });

  it('keeps one ID number across the flow: the contract and the real-name record carry the one the photos step saved (issue 41)', async () => {
    const signIn = await post('/v1/login/login', { mobile: '13912342046', password: 'abc_123456', agreed: true }, { token: '' });
    const token = signIn.body.data.token as string;
    // An applicant has never been verified: the form, not someone's approved record.
    expect((await get('/v1/worker/getRealApply', { token })).body.data.status).toBe('none');
    // Before the photos are saved the contract, the photos and the OCR of the card agree.
    const saved = (await get('/v1/apply/images', { token })).body.data;
    const read = (await post('/v1/apply/ocrIdCard', { image: '/9j/4AAQSkZJRgABAQAAAQABAAD', side: 'front' }, { token })).body.data;
    expect((await get('/v1/apply/contract/detail?id=ct_2001', { token })).body.data.formValues.idNumber).toBe(saved.idCardOcr.idNumber);
    expect(read.idNumber).toBe(saved.idCardOcr.idNumber);

    const idNumber = '330106199507120046';
    const images = { ...saved, idCardOcr: { ...saved.idCardOcr, name: '王丽娟', idNumber } };
    for (const field of ['status', 'rejectReason', 'editable']) delete images[field];
    expect((await post('/v1/apply/images/save', images, { token })).status).toBe(200);
    for (const id of ['ct_2001', 'ct_2002']) expect((await get(`/v1/apply/contract/detail?id=${id}`, { token })).body.data.formValues.idNumber).toBe(idNumber);
    const realName = { realName: '王丽娟', idCardNo: idNumber, idCardFront: saved.idCardFront, idCardBack: saved.idCardBack, handheldPhoto: 'https://cdn.example-massage.cn/c.jpg' };
    expect((await post('/v1/worker/realName/submit', realName, { token })).status).toBe(200);
    expect((await get('/v1/worker/getRealApply', { token })).body.data).toMatchObject({ status: 'pending', idCardNo: idNumber });
    // Another session keeps its own.
    expect((await get('/v1/apply/contract/detail?id=ct_2001', { token: 'someone-else' })).body.data.formValues.idNumber).toBe('310104199104180427');
  });

  it('keeps the values a contract form saves: the contract shows the new ones, the read-only ones as they were', async () => {
    const before = (await get('/v1/apply/contract/detail?id=ct_2001')).body.data.formValues;
    expect((await post('/v1/apply/contract/saveForm', { id: 'ct_2001', values: { mobile: '13900001111', address: '上海市闵行区虹梅路1000号' } })).status).toBe(200);
    const after = (await get('/v1/apply/contract/detail?id=ct_2001')).body.data.formValues;
    expect(after).toEqual({ ...before, mobile: '13900001111', address: '上海市闵行区虹梅路1000号' });
    // An autosave that leaves a field out keeps it.
    await post('/v1/apply/contract/saveForm', { id: 'ct_2001', values: { mobile: '13900002222' } });
    expect((await get('/v1/apply/contract/detail?id=ct_2001')).body.data.formValues).toMatchObject({ mobile: '13900002222', address: '上海市闵行区虹梅路1000号', partyBName: before.partyBName });
  });
});

describe('coupons on the mock (when on a lookup, plusDays, idempotent)', () => {
  type Coupon = { _id: string; can_receive: boolean; received_count: number; remain_count: number };
  type Mine = { _id: string; coupon_id: string; name: string; status: string; start_time: string; end_time: string };
  const centre = async (token = 'worker-a') => (await post('/router/client/coupon.pub_getCenterList', { pageIndex: 1, pageSize: 20 }, { token })).body.rows as Coupon[];
  const mine = async (status: string, token = 'worker-a') =>
    (await post('/router/client/coupon.getMyList', { status, pageIndex: 1, pageSize: 20 }, { token })).body.rows as Mine[];
  const receive = (couponId: string, key: string, token = 'worker-a') =>
    post('/router/client/coupon.receive', { coupon_id: couponId }, { token, headers: { 'idempotency-key': key } });

  it('answers each tab of my coupons with the coupons of its status only', async () => {
    expect((await mine('unused')).map((c) => c.status)).toEqual(['unused', 'unused']);
    expect((await mine('used')).map((c) => c._id)).toEqual(['mc_2901', 'mc_2902']);
    expect((await mine('expired')).map((c) => c._id)).toEqual(['mc_2801']);
  });

  it('puts a received coupon in my unused coupons, valid for its days from now, and the centre shows it received', async () => {
    const answer = await receive('cp_2003', 'key-receive-0000001');
    expect(answer.status).toBe(200);
    expect(answer.body.my_coupon).toMatchObject({ coupon_id: 'cp_2003', name: '满300减40元', status: 'unused', start_time: beijingTime(NOW), end_time: beijingTime(NOW + 30 * 86_400_000) });
    const unused = await mine('unused');
    expect(unused.map((c) => c.coupon_id)).toEqual(['cp_2003', 'cp_2001', 'cp_2002']);
    expect(unused[0]!._id).toBe(answer.body.my_coupon._id);
    expect((await mine('used')).map((c) => c.coupon_id)).not.toContain('cp_2003');
    expect((await centre()).find((c) => c._id === 'cp_2003')).toMatchObject({ can_receive: false, received_count: 1, remain_count: 87 });
    // Another worker's session is untouched.
    expect((await centre('worker-b')).find((c) => c._id === 'cp_2003')).toMatchObject({ can_receive: true, received_count: 0 });
  });

  it('refuses a second receive of the same coupon (a new intent), and a coupon that cannot be received, adding nothing', async () => {
    await receive('cp_2003', 'key-receive-0000001');
    const again = await receive('cp_2003', 'key-receive-0000002');
    expect(again).toMatchObject({ status: 400, body: { code: 'coupon-limit-reached' } });
    expect((await receive('cp_2004', 'key-receive-0000003')).status).toBe(400);
    expect((await mine('unused')).filter((c) => c.coupon_id === 'cp_2003')).toHaveLength(1);
    expect((await mine('unused')).map((c) => c.coupon_id)).not.toContain('cp_2004');
  });

  it('answers a retry with the same Idempotency-Key with the first coupon and records no second one', async () => {
    const first = await receive('cp_2003', 'key-receive-0000009');
    const retry = await receive('cp_2003', 'key-receive-0000009');
    expect(retry).toEqual(first);
    expect((await mine('unused')).filter((c) => c.coupon_id === 'cp_2003')).toHaveLength(1);
  });
});

describe('the materials shop: cart, orders and payment in the session', () => {
  const cart = async (token?: string) => (await post('/router/client/order.getCart', {}, { token })).body.list as { sku_id: string; buy_num: number }[];

  it('keeps the cart setCart sent, replaced whole each time, in that session only', async () => {
    expect((await cart()).map((l) => l.sku_id)).toEqual(['sku_1001_01', 'sku_1004_m', 'sku_1002_02']);
    await post('/router/client/order.setCart', { list: [line('sku_1001_01', 3, 8800), line('sku_1001_03', 1, 9800)] });
    expect((await cart()).map((l) => [l.sku_id, l.buy_num])).toEqual([['sku_1001_01', 3], ['sku_1001_03', 1]]);
    await post('/router/client/order.setCart', { list: [line('sku_1001_03', 2, 9800)] });
    expect((await cart()).map((l) => [l.sku_id, l.buy_num])).toEqual([['sku_1001_03', 2]]);
    await post('/router/client/order.setCart', { list: [] });
    expect(await cart()).toEqual([]);
    expect(await cart('worker-b')).toHaveLength(3);
  });

  it('places an order priced from the cart that shows in the list, and a balance payment moves it to paid', async () => {
    // Prices a balance of 128.00 covers (mock-shop-money.test.ts: one it does not).
    await post('/router/client/order.setCart', { list: [line('sku_1001_01', 2, 3800), line('sku_1001_03', 1, 2800)] });
    const items = [{ sku_id: 'sku_1001_01', buy_num: 2 }, { sku_id: 'sku_1001_03', buy_num: 1 }];
    const created = await post('/router/client/order.create', { items, address_id: 'addr_6101' }, { headers: { 'idempotency-key': 'k-order-1' } });
    const id = created.body.order_id as string;
    expect(id).toMatch(/^so_n/);
    const again = await post('/router/client/order.create', { items, address_id: 'addr_6101' }, { headers: { 'idempotency-key': 'k-order-1' } });
    expect(again.body.order_id).toBe(id);
    const rows = (await post('/router/client/order.getList', { pageIndex: 1, pageSize: 20 })).body.rows as { _id: string; status: number }[];
    expect(rows.filter((r) => r._id.startsWith('so_n'))).toHaveLength(1);
    const detail = (await post('/router/client/order.getDetail', { _id: id })).body.order;
    expect(detail).toMatchObject({ status: 0, goods_count: 3, goods_total_cents: 10400, freight_cents: 1100, need_pay_cents: 11500 });
    expect(detail.items.map((l: { sku_name: string }) => l.sku_name)).toEqual(['sku_1001_01 规格', 'sku_1001_03 规格']);
    expect(detail.address).toMatchObject({ receiver_name: '李秀梅', receiver_mobile: '138****5678' });

    const wx = await post('/router/client/order.pay', { order_id: id, pay_type: 'wxpay' }, { headers: { 'idempotency-key': 'k-pay-1' } });
    expect(wx.body.status).toBe(0);
    expect((await post('/router/client/order.getDetail', { _id: id })).body.order.status).toBe(0);
    await post('/router/client/order.pay', { order_id: id, pay_type: 'balance', pay_password: '802417' }, { headers: { 'idempotency-key': 'k-pay-2' } });
    expect((await post('/router/client/order.getDetail', { _id: id })).body.order).toMatchObject({ status: 1, pay_type: 'balance' });
    const unpaidTab = (await post('/router/client/order.getList', { status: [0], pageIndex: 1, pageSize: 20 })).body.rows as { _id: string }[];
    expect(unpaidTab.map((r) => r._id)).not.toContain(id);
    const toShip = (await post('/router/client/order.getList', { status: [1, 2], pageIndex: 1, pageSize: 20 })).body.rows as { _id: string }[];
    expect(toShip.map((r) => r._id)).toContain(id);
  });
});

describe("the service clock (records.live): the server's time, and the check-in when a service runs long", () => {
  let clock = NOW;
  let timed: ReturnType<typeof createEngine>;
  beforeEach(() => {
    clock = NOW;
    timed = createEngine({ operations, now: () => clock, forward: async (request, prefer) => examplesOf(request, prefer) });
  });
  const send = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://mock');
    const answer = await timed.handle({
      method,
      path: pathname,
      query: searchParams,
      headers: { authorization: 'Bearer worker-t', 'content-type': 'application/json', ...headers },
      body,
      raw: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
    });
    return JSON.parse(answer.body.toString());
  };
  const timer = async (id: string) => (await send('GET', `/v1/order/detail?id=${id}`)).data.timer;

  it('counts a started service down on its own clock, so an answer asked again later (a reload) shows the time left, and the check-in falls due past the end and the grace', async () => {
    const id = 'so_202611220008';
    await send('POST', '/v1/order/accept', { id });
    await send('POST', '/v1/order/depart', { id, latitude: 31.2, longitude: 121.44 });
    await send('POST', '/v1/order/arrive', { id, latitude: 31.2, longitude: 121.44, checkInPhoto: 'https://cdn.example-massage.cn/worker/2026/11/22/checkin_test.jpg' });
    expect((await send('POST', '/v1/order/start', { id })).data.status).toBe('in_service');
    const first = await timer(id);
    clock += 10 * 60_000;
    const later = await timer(id);
    expect(later.startedAt).toBe(first.startedAt);
    expect(later.remainingSeconds).toBe(first.remainingSeconds - 600);
    expect(later.checkInRemainingSeconds).toBe(first.checkInRemainingSeconds - 600);
    clock += first.checkInRemainingSeconds * 1000;
    expect(await timer(id)).toMatchObject({ remainingSeconds: 0, checkInRemainingSeconds: 0, checkInAnswer: null });
  });

  it("keeps an example's moment as it shows it: the in-service example does not run out", async () => {
    clock += 24 * 3_600_000;
    expect(await timer('so_202611220002')).toMatchObject({ remainingSeconds: 1800, checkInRemainingSeconds: 2400 });
  });

  it('records the answer to the check-in, which the order then shows; a repeated key records nothing again', async () => {
    const id = 'so_202611220002';
    const answered = await send('POST', '/v1/safety/checkIn', { orderId: id, answer: 'safe', occurredAt: beijingTime(NOW) }, { 'idempotency-key': 'k-1' });
    expect(answered.data.timer).toMatchObject({ checkInAnswer: 'safe', checkInAnsweredAt: beijingTime(NOW) });
    clock += 60_000;
    await send('POST', '/v1/safety/checkIn', { orderId: id, answer: 'help', occurredAt: beijingTime(clock) }, { 'idempotency-key': 'k-1' });
    expect(await timer(id)).toMatchObject({ checkInAnswer: 'safe', checkInAnsweredAt: beijingTime(NOW), remainingSeconds: 1800 });
  });
});
