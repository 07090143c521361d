// The development mock plays a fair record (issue 51) as the backend would: a review of 3 stars or
// fewer is appealed once, before its deadline (dated relative to the world's start), with the
// evidence named; the appeal shows on the review, its detail and the list of appeals; the platform's
// decision (a test's `POST /__mock/records` with an id) reaches them all, and an upheld one leaves the
// review out of the one rating Home, Mine and 我的评价 show; a reply is taken once. The engine runs on
// the real contract; Prism is played by a stand-in that serves the named example.
import { beforeEach, describe, expect, it } from 'vitest';
import { beijingTime, createEngine } from '../../../mock/engine';
import { callerOf, examplesOf, NOW, operations } from '../../support/mock-engine';

let engine: ReturnType<typeof createEngine>;
let call: ReturnType<typeof callerOf>;
beforeEach(() => {
  engine = createEngine({ operations, now: () => NOW, forward: async (request, prefer) => examplesOf(request, prefer) });
  call = callerOf(engine);
});

const LOW = 'rv_70290';
const EVIDENCE = [{ kind: 'steps' }, { kind: 'checkInPhoto', ref: 'https://cdn.example-massage.cn/worker/2026/11/21/checkin_so_202611200016.jpg' }, { kind: 'recording', ref: 'rec_20261121007' }];
const APPEAL = { reviewId: LOW, reason: 'false_claim', note: '到达打卡时间是19:52，没有迟到。', evidence: EVIDENCE };
const appeal = (body: object = APPEAL, key = 'key-appeal-0000001', token?: string) => call('POST', '/v1/worker/reviews/appeal', body, { key, token });
const review = async (id: string, token?: string) => (await call('GET', `/v1/worker/reviews/detail?id=${id}`, undefined, { token })).body.data.review;
const appeals = async (token?: string) => (await call('GET', '/v1/worker/reviews/appeals?pageIndex=1&pageSize=20', undefined, { token })).body.data.rows as { id: string; appeal: { status: string } }[];
const ratings = async () => {
  const list = (await call('GET', '/v1/worker/reviews?pageIndex=1&pageSize=20')).body.data;
  const home = (await call('GET', '/v1/worker/homeSummary')).body.data.rating;
  const mine = (await call('POST', '/v1/worker/getInfo')).body.data.rating;
  return { list: list.summary.average, home, mine, excluded: list.summary.excludedCount, goodRate: list.summary.goodRate };
};

describe('appeals of reviews on the mock', () => {
  it('dates the reviews relative to the world\u2019s start: the 3-star one is open for appeal, the old one past', async () => {
    const low = await review(LOW);
    expect(Date.parse(low.appealDeadline)).toBeGreaterThan(NOW);
    expect(low).toMatchObject({ stars: 3, countsInScore: true, appeal: null });
    const upheld = await review('rv_70102');
    expect(Date.parse(upheld.appealDeadline)).toBeLessThan(NOW);
    expect(upheld).toMatchObject({ countsInScore: false, appeal: { status: 'upheld' } });
  });

  it('takes an appeal once: the review, its detail and the list of appeals show it submitted, with its evidence; in that session only', async () => {
    const { status, body } = await appeal();
    expect(status).toBe(200);
    const made = { id: `ap_${LOW}`, reason: 'false_claim', note: APPEAL.note, evidence: EVIDENCE, status: 'submitted', createdAt: beijingTime(NOW), decidedAt: null, decisionNote: null };
    expect(body.data).toMatchObject({ id: LOW, appeal: made, countsInScore: true });
    expect((await review(LOW)).appeal).toEqual(made);
    expect((await appeals()).map((row) => row.id)).toEqual([LOW, 'rv_70102']);
    const list = (await call('GET', '/v1/worker/reviews?pageIndex=1&pageSize=20')).body.data.rows as { id: string; appeal: unknown }[];
    expect(list.find((row) => row.id === LOW)!.appeal).toEqual(made);
    expect((await review(LOW, 'worker-b')).appeal).toBeNull();
    expect((await appeals('worker-b')).map((row) => row.id)).toEqual(['rv_70102']);
  });

  it('answers a repeated key with the first appeal, and refuses a second appeal (13042)', async () => {
    await appeal();
    const again = await appeal({ ...APPEAL, note: '再说一次' });
    expect(again.status).toBe(200);
    expect(again.body.data.appeal.note).toBe(APPEAL.note);
    const second = await appeal({ ...APPEAL, note: '再说一次' }, 'key-appeal-0000002');
    expect(second.body).toMatchObject({ code: 13042 });
    expect((await review(LOW)).appeal.note).toBe(APPEAL.note);
  });

  it('refuses a review past its deadline (13041, in the request\u2019s language) and one of more than 3 stars (13043), changing nothing', async () => {
    const past = new Date(NOW - 9 * 86_400_000);
    engine.addRecord('worker-a', 'receivedReviews', LOW, { id: 'rv_old', createdAt: beijingTime(past.getTime()), appealDeadline: beijingTime(past.getTime() + 7 * 86_400_000) });
    const late = await call('POST', '/v1/worker/reviews/appeal', { ...APPEAL, reviewId: 'rv_old' }, { key: 'key-appeal-0000003', language: 'en' });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ code: 13041, msg: 'This review is past the 7-day appeal window and can no longer be appealed' });
    expect((await review('rv_old')).appeal).toBeNull();
    const good = await appeal({ ...APPEAL, reviewId: 'rv_70388' }, 'key-appeal-0000004');
    expect(good.body).toMatchObject({ code: 13043 });
    expect((await call('POST', '/v1/worker/reviews/appeal', { ...APPEAL, reviewId: 'rv_none' }, { key: 'key-appeal-0000005' })).body).toMatchObject({ code: 13040 });
  });

  it('lets the platform decide (a test\u2019s change of the record): an upheld appeal leaves the review out of the one rating of Home, Mine and 我的评价', async () => {
    expect(await ratings()).toEqual({ list: 4.3, home: 4.3, mine: 4.3, excluded: 1, goodRate: 67 });
    await appeal();
    // Submitted, then under review: the review still counts.
    engine.changeRecord('worker-a', 'receivedReviews', LOW, { 'appeal.status': 'under_review' });
    expect((await ratings()).list).toBe(4.3);
    const decided = engine.changeRecord('worker-a', 'receivedReviews', LOW, { 'appeal.status': 'upheld', 'appeal.decidedAt': beijingTime(NOW), 'appeal.decisionNote': '打卡记录显示准时到达，该评价不计入评分。' });
    expect(decided).toMatchObject({ id: LOW, appeal: { status: 'upheld', evidence: EVIDENCE } });
    expect(await ratings()).toEqual({ list: 5, home: 5, mine: 5, excluded: 2, goodRate: 100 });
    expect(await review(LOW)).toMatchObject({ countsInScore: false, appeal: { status: 'upheld', decisionNote: '打卡记录显示准时到达，该评价不计入评分。' } });
    expect((await appeals())[0]).toMatchObject({ id: LOW, countsInScore: false, appeal: { status: 'upheld' } });
    // Another worker's world is as it was.
    expect((await call('GET', '/v1/worker/homeSummary', undefined, { token: 'worker-b' })).body.data.rating).toBe(4.3);
    expect(engine.changeRecord('worker-a', 'receivedReviews', 'rv_none', { 'appeal.status': 'upheld' })).toBeUndefined();
  });

  it('takes a reply once, shown under the review; the same key answers the first, another is refused (13045)', async () => {
    const reply = (content: string, key: string) => call('POST', '/v1/worker/reviews/reply', { reviewId: 'rv_70388', content }, { key });
    const first = await reply('谢谢您的好评！', 'key-reply-00000001');
    expect(first.body.data.reply).toEqual({ content: '谢谢您的好评！', createdAt: beijingTime(NOW) });
    expect((await reply('再次感谢', 'key-reply-00000001')).body.data.reply.content).toBe('谢谢您的好评！');
    expect((await reply('再次感谢', 'key-reply-00000002')).body).toMatchObject({ code: 13045 });
    expect((await review('rv_70388')).reply.content).toBe('谢谢您的好评！');
    expect((await call('POST', '/v1/worker/reviews/reply', { reviewId: 'rv_70415', content: '再回复' }, { key: 'key-reply-00000003' })).body).toMatchObject({ code: 13045 });
  });

  it('lists the recording of the order a review names, the evidence an appeal may attach', async () => {
    const rows = (await call('GET', '/v1/order/recordings?orderId=so_202611200016&pageIndex=1&pageSize=20')).body.data.rows as { id: string }[];
    expect(rows.map((row) => row.id)).toEqual(['rec_20261121007']);
    expect((await call('GET', '/v1/order/recordings?orderId=so_202611220002&pageIndex=1&pageSize=20')).body.data.rows).toEqual([]);
  });
});
