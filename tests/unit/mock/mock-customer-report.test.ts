// The development mock keeps a report of a customer (createCustomerReport's x-mock) for the session:
// only a completed order's customer, once per order; the order detail shows it from then on; a retry
// with the same Idempotency-Key answers the first report. The engine runs on the real contract;
// Prism is played by a stand-in that serves the named example (as in mock-engine.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { beijingTime, createEngine } from '../../../mock/engine';
import { examplesOf, NOW, operations } from '../../support/mock-engine';


let engine: ReturnType<typeof createEngine>;
beforeEach(() => {
  engine = createEngine({ operations, now: () => NOW, forward: async (request, prefer) => examplesOf(request, prefer) });
});

async function call(method: string, url: string, body?: unknown, { token = 'worker-a', key }: { token?: string; key?: string } = {}) {
  const { pathname, searchParams } = new URL(url, 'http://mock');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key };
  const answer = await engine.handle({ method, path: pathname, query: searchParams, headers, body, raw: Buffer.from(body === undefined ? '' : JSON.stringify(body)) });
  return { status: answer.status, body: JSON.parse(answer.body.toString()) };
}
const detail = async (id: string, token?: string) => (await call('GET', `/v1/order/detail?id=${id}`, undefined, { token })).body.data;
const report = (body: object, options?: { token?: string; key?: string }) => call('POST', '/v1/safety/customerReports', body, { key: 'key-0000000000000001', ...options });

const COMPLETED = 'so_202611200016';
const SENT = { orderId: COMPLETED, reason: 'harassment', note: '顾客言语辱骂', block: true };
const REPORTED = { id: `cr_${COMPLETED}`, reason: 'harassment', note: '顾客言语辱骂', blocked: true, recordingId: null, status: 'pending_review', createdAt: beijingTime(NOW) };

describe('a report of a customer on the mock', () => {
  it('answers the completed order with its report, which the order detail then shows, in that session only', async () => {
    expect((await detail(COMPLETED)).customerReport).toBeUndefined();
    const { status, body } = await report(SENT);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: COMPLETED, status: 'completed', customerReport: REPORTED });
    expect((await detail(COMPLETED)).customerReport).toEqual(REPORTED);
    expect((await detail(COMPLETED, 'worker-b')).customerReport).toBeUndefined();
  });

  it("keeps the recording a report points to (issue 40)", async () => {
    const { status } = await report({ ...SENT, recordingId: 'rec_20261121007' });
    expect(status).toBe(200);
    expect((await detail(COMPLETED)).customerReport).toEqual({ ...REPORTED, recordingId: 'rec_20261121007' });
  });

  it('refuses a second report of the same order (13032) and keeps the first; the same key answers the first', async () => {
    await report(SENT);
    const again = await report({ ...SENT, reason: 'abuse', block: false }, { key: 'key-0000000000000002' });
    expect([again.status, again.body.code]).toEqual([400, 13032]);
    expect((await detail(COMPLETED)).customerReport).toEqual(REPORTED);
    const retry = await report(SENT);
    expect([retry.status, retry.body.data.customerReport]).toEqual([200, REPORTED]);
  });

  it("refuses an order that is not completed (13031) and an unknown one (the order's \"gone\" error), recording nothing", async () => {
    const active = await report({ ...SENT, orderId: 'so_202611220005' });
    expect([active.status, active.body.code]).toEqual([400, 13031]);
    expect((await detail('so_202611220005')).customerReport).toBeUndefined();
    const unknown = await report({ ...SENT, orderId: 'so_nothing' }, { key: 'key-0000000000000003' });
    expect([unknown.status, unknown.body.code]).toEqual([400, 20001]);
  });

  it('keeps a report without a note or a block as sent', async () => {
    const { body } = await report({ orderId: COMPLETED, reason: 'false_information', block: false });
    expect(body.data.customerReport).toMatchObject({ reason: 'false_information', note: null, blocked: false, status: 'pending_review' });
  });
});
