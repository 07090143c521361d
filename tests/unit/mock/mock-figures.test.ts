// The development mock computes the figures from the session's records, as the backend would
// (`figures` in the contract's x-mock): the order tabs' counts are their lists' lengths, Home's and the
// wallet's today's income are one sum that a completed order moves (with the frozen money), the
// reviews' summary counts the reviews (its score those that count); the online state the worker chose stays; a privacy number is
// valid for 3 minutes from the call. The engine runs on the real contract; Prism is played by a
// stand-in that serves the named example.
import { beforeEach, describe, expect, it } from 'vitest';
import { beijingTime, createEngine } from '../../../mock/engine';
import { callerOf, examplesOf, NOW, operations } from '../../support/mock-engine';

let call: ReturnType<typeof callerOf>;
beforeEach(() => {
  call = callerOf(createEngine({ operations, now: () => NOW, forward: async (request, prefer) => examplesOf(request, prefer) }));
});

const get = async (url: string, token?: string) => (await call('GET', url, undefined, { token })).body.data;
const IN_SERVICE = 'so_202611220002';
const finish = () => call('POST', '/v1/order/finish', { id: IN_SERVICE, photos: ['https://cdn.example-massage.cn/worker/2026/11/22/svc_1.jpg'] }, { key: 'key-finish-00000001' });

describe('the figures on the mock', () => {
  it("counts each order tab as its list's length, before and after an order is completed", async () => {
    const tabs = { pendingAccept: 'pending_accept', active: 'active', completed: 'completed', cancelled: 'cancelled' };
    const lengths = async () => Object.fromEntries(await Promise.all(Object.entries(tabs).map(async ([key, status]) => [key, (await get(`/v1/order/list?status=${status}`)).rows.length])));
    expect(await get('/v1/order/counts')).toEqual(await lengths());
    expect((await finish()).status).toBe(200);
    expect(await get('/v1/order/counts')).toEqual(await lengths());
    expect((await get('/v1/order/counts')).completed).toBe(3);
  });

  it("gives Home and the wallet one today's income, which a completed order raises by its income, with the frozen money", async () => {
    const home = await get('/v1/worker/homeSummary');
    const wallet = await get('/v1/worker/myAccount');
    expect(home.today.incomeCents).toBe(wallet.todayIncomeCents);
    const { totalIncomeCents } = await get(`/v1/order/detail?id=${IN_SERVICE}`);
    await finish();
    const homeAfter = await get('/v1/worker/homeSummary');
    const walletAfter = await get('/v1/worker/myAccount');
    expect(homeAfter.today.incomeCents).toBe(home.today.incomeCents + totalIncomeCents);
    expect(walletAfter.todayIncomeCents).toBe(homeAfter.today.incomeCents);
    expect(homeAfter.today.completedCount).toBe(home.today.completedCount + 1);
    expect(walletAfter.frozenCents).toBe(wallet.frozenCents + totalIncomeCents);
    expect(homeAfter.date).toBe(beijingTime(NOW).slice(0, 10));
    // A retry of the same completion adds nothing; another session's figures did not move.
    await finish();
    expect((await get('/v1/worker/myAccount')).frozenCents).toBe(walletAfter.frozenCents);
    expect((await get('/v1/worker/myAccount', 'worker-b')).frozenCents).toBe(wallet.frozenCents);
  });

  it('gives Home, Mine and 我的评价 one rating, the reviews’ average, in the examples too; an applicant none', async () => {
    const { summary } = await get('/v1/worker/reviews');
    const home = await get('/v1/worker/homeSummary');
    const worker = (await call('POST', '/v1/worker/getInfo')).body.data;
    expect([home.rating, worker.rating]).toEqual([summary.average, summary.average]);
    // Prism's examples, as a request that asks for them sees them, say the same.
    const example = (operationId: string) => Object.values([...operations.values()].find((op) => op.operationId === operationId)!.examples['200']!)[0] as { data: Record<string, unknown> };
    expect([example('getWorkerHomeSummary').data.rating, example('getWorkerInfo').data.rating, (example('loginByPassword').data.worker as { rating: number }).rating]).toEqual([summary.average, summary.average, summary.average]);
    const applicant = (await call('POST', '/v1/login/login', { mobile: '13912342046', password: 'abc_123456', agreed: true }, { token: '' })).body.data.token;
    expect((await call('POST', '/v1/worker/getInfo', undefined, { token: applicant })).body.data.rating).toBe(0);
  });

  it("summarises the reviews the list holds: the counts of every review, the score of those that count", async () => {
    const { rows, total, summary } = await get('/v1/worker/reviews');
    expect([total, summary.totalCount]).toEqual([rows.length, rows.length]);
    const stars = rows.map((row: { stars: number }) => row.stars);
    // Issue 51: an upheld appeal leaves its review out of the score (the examples' rv_70102), not out of the list.
    const counted = rows.filter((row: { countsInScore: boolean }) => row.countsInScore).map((row: { stars: number }) => row.stars);
    expect(counted.length).toBe(rows.length - 1);
    expect(summary).toMatchObject({
      goodCount: stars.filter((n: number) => n >= 4).length,
      mediumCount: stars.filter((n: number) => n === 3).length,
      badCount: stars.filter((n: number) => n <= 2).length,
      withPhotosCount: rows.filter((row: { photos: string[] }) => row.photos.length).length,
      excludedCount: 1,
      average: 4.3,
      // Rounded to the nearest: 2 good reviews of the 3 that count are 67 %.
      goodRate: Math.round((counted.filter((n: number) => n >= 4).length * 100) / counted.length),
    });
    expect(summary.goodRate).toBe(67);
  });

  it('keeps the online state the worker chose for the session; the same key answers the first change', async () => {
    expect((await get('/v1/worker/homeSummary')).onlineState).toBe('accepting');
    const resting = await call('POST', '/v1/worker/setOnlineState', { state: 'resting' }, { key: 'key-state-00000001' });
    expect(resting.body.data).toEqual({ state: 'resting', since: beijingTime(NOW) });
    expect((await get('/v1/worker/homeSummary')).onlineState).toBe('resting');
    expect((await call('POST', '/v1/worker/setOnlineState', { state: 'offline' }, { key: 'key-state-00000002' })).body.msg).toBe('已下线');
    expect((await call('POST', '/v1/worker/setOnlineState', { state: 'offline' }, { key: 'key-state-00000001' })).body.data.state).toBe('resting');
    expect((await get('/v1/worker/homeSummary')).onlineState).toBe('offline');
    expect((await get('/v1/worker/homeSummary', 'worker-b')).onlineState).toBe('accepting');
  });

  it('answers a privacy number valid for 3 minutes from the call', async () => {
    const { body } = await call('POST', '/v1/order/privacyCall', { id: 'so_202611220005' });
    expect(body.data.expiresAt).toBe(beijingTime(NOW + 3 * 60_000));
  });
});
