// The mock's test-only control (mock/records.ts): a record from outside the worker's calls (an offer a
// customer's booking made) joins that session's lists and answers its detail, and no other session's.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../mock/engine';
import { callerOf, examplesOf, NOW, operations } from '../../support/mock-engine';

const LIKE = 'so_202611220008';

function setUp() {
  const engine = createEngine({ operations, now: () => NOW, forward: async (request, prefer) => examplesOf(request, prefer) });
  return { engine, call: callerOf(engine) };
}

describe('the mock adds a record for a test (POST /__mock/records)', () => {
  it('shows a new offer first in that session, with its detail, and nowhere else', async () => {
    const { engine, call } = setUp();
    const made = engine.addRecord('worker-a', 'serviceOrders', LIKE, { id: 'so_new_1', distanceMeters: 3100 });
    expect(made).toMatchObject({ id: 'so_new_1', status: 'pending_accept', serviceName: '足底反射疗法' });

    const offers = await call('GET', '/v1/order/offers?pageIndex=1&pageSize=20');
    expect(offers.body.data.rows.map((r: { id: string }) => r.id)).toContain('so_new_1');
    expect(offers.body.data.total).toBe(offers.body.data.rows.length);
    const detail = await call('GET', '/v1/order/detail?id=so_new_1');
    expect(detail.body.data).toMatchObject({ id: 'so_new_1', status: 'pending_accept', customer: expect.anything() });

    const other = await call('GET', '/v1/order/offers?pageIndex=1&pageSize=20', undefined, { token: 'worker-b' });
    expect(other.body.data.rows.map((r: { id: string }) => r.id)).not.toContain('so_new_1');
  });

  it('makes nothing from a record no example has', () => {
    const { engine } = setUp();
    expect(engine.addRecord('worker-a', 'serviceOrders', 'so_none', { id: 'x' })).toBeUndefined();
  });
});
