// The development mock keeps an order's sound recordings (attachServiceOrderRecording's x-mock, issue
// 40) for the session: attached to an order at the customer's or completed, once per Idempotency-Key,
// listed by their order; refused on an order not there yet. Prism is played by a stand-in that
// serves the named example (as in mock-engine.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { createEngine } from '../../../mock/engine';
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

const IN_SERVICE = 'so_202611220002';
const ACCEPTED = 'so_202611220005';
const recording = (id: string) => ({
  id,
  startedAt: '2026-11-22T13:01:05+08:00',
  durationSeconds: 75,
  mediaType: 'audio/webm',
  sizeBytes: 2400,
  parts: ['https://cdn.example-massage.cn/order/recording/a1.webm', 'https://cdn.example-massage.cn/order/recording/a2.webm'],
});
const listed = async (orderId: string, token?: string) => (await call('GET', `/v1/order/recordings?orderId=${orderId}`, undefined, { token })).body.data.rows;

describe("an order's recordings on the mock", () => {
  it('attaches once per key and lists it on its order, in that session only', async () => {
    expect(await listed(IN_SERVICE)).toEqual([]);
    const first = await call('POST', '/v1/order/recording', recording(IN_SERVICE), { key: 'key-rec-0000000001' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ orderId: IN_SERVICE, durationSeconds: 75, mediaType: 'audio/webm', parts: recording(IN_SERVICE).parts });
    const again = await call('POST', '/v1/order/recording', recording(IN_SERVICE), { key: 'key-rec-0000000001' });
    expect(again.body.data.id).toBe(first.body.data.id);
    const rows = await listed(IN_SERVICE);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.body.data.id, orderId: IN_SERVICE, durationSeconds: 75 });
    expect(await listed(ACCEPTED)).toEqual([]);
    expect(await listed(IN_SERVICE, 'worker-b')).toEqual([]);
  });

  it('refuses an order not at the customer yet (20002) and keeps nothing', async () => {
    const refused = await call('POST', '/v1/order/recording', recording(ACCEPTED), { key: 'key-rec-0000000002' });
    expect([refused.status, refused.body.code]).toEqual([400, 20002]);
    expect(await listed(ACCEPTED)).toEqual([]);
  });
});
