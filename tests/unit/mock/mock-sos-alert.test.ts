// The development mock follows an SOS alert as the backend does (issue 41): the alert the session
// sent answers getSosAlert; 我已安全 / 误报，撤回 past the cancel window (resolveSosAlert) stays on it,
// still `sent` (the desk still calls back), once per key; an alert cancelled is closed and refuses it
// (13013). The engine runs on the real contract; Prism is played by a stand-in that serves the named
// example (as in mock-engine.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { createEngine } from '../../../mock/engine';
import { callerOf, examplesOf, NOW, operations } from '../../support/mock-engine';

let call: ReturnType<typeof callerOf>;
beforeEach(() => {
  call = callerOf(createEngine({ operations, now: () => NOW, forward: async (request, prefer) => examplesOf(request, prefer) }));
});

let keys = 0;
const key = () => `key-${String(++keys).padStart(16, '0')}`;
const send = async () => (await call('POST', '/v1/safety/sos', { occurredAt: '2026-11-22T14:29:00+08:00' }, { key: key() })).body.data as { id: string };
const alertOf = async (id: string) => (await call('GET', `/v1/safety/sos/detail?id=${id}`)).body;

describe('an SOS alert on the mock', () => {
  it('answers the alert the session sent, then what the worker said of it past the window, still being handled', async () => {
    const { id } = await send();
    expect((await alertOf(id)).data).toMatchObject({ id, status: 'sent' });
    const said = await call('POST', '/v1/safety/sos/resolve', { id, resolution: 'safe', occurredAt: '2026-11-22T14:29:40+08:00' }, { key: key() });
    expect(said.status).toBe(200);
    expect(said.body.data).toMatchObject({ id, status: 'sent', resolution: 'safe', resolvedAt: '2026-11-22T14:29:40+08:00' });
    expect((await alertOf(id)).data).toMatchObject({ id, status: 'sent', resolution: 'safe' });
    // Said again: the latest word stands.
    await call('POST', '/v1/safety/sos/resolve', { id, resolution: 'mistake' }, { key: key() });
    expect((await alertOf(id)).data).toMatchObject({ status: 'sent', resolution: 'mistake' });
  });

  it('answers a repeated key with the first result (the outbox sent it again)', async () => {
    const { id } = await send();
    const same = key();
    const first = await call('POST', '/v1/safety/sos/resolve', { id, resolution: 'safe' }, { key: same });
    await call('POST', '/v1/safety/sos/resolve', { id, resolution: 'mistake' }, { key: key() });
    const again = await call('POST', '/v1/safety/sos/resolve', { id, resolution: 'safe' }, { key: same });
    expect(again.body).toEqual(first.body);
    expect((await alertOf(id)).data).toMatchObject({ resolution: 'mistake' });
  });

  it('refuses it for an alert already cancelled (13013), and leaves the alert as it was', async () => {
    const { id } = await send();
    expect((await call('POST', '/v1/safety/sos/cancel', { id }, { key: key() })).status).toBe(200);
    const refused = await call('POST', '/v1/safety/sos/resolve', { id, resolution: 'safe' }, { key: key() });
    expect([refused.status, refused.body.code]).toEqual([400, 13013]);
    expect((await alertOf(id)).data).toMatchObject({ status: 'cancelled' });
    expect((await alertOf(id)).data.resolution ?? null).toBeNull();
  });
});
