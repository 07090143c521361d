// The outbox (src/lib/outbox): a change is kept at the tap, goes in the order of the taps, once per
// intent with its Idempotency-Key and the time of the tap, waits without a network, survives a
// restart, and a refusal stays until it is seen. IndexedDB is an in-memory map here (happy-dom has
// none); the calls are stand-ins that record what they were sent.
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { clearSession, saveSession } from '@/lib/session/session';

const disk = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  entries: async () => [...disk.entries()].map(([k, v]) => [k, structuredClone(v)]),
  set: async (key: string, value: unknown) => void disk.set(key, structuredClone(value)),
  del: async (key: string) => void disk.delete(key),
}));

type Sent = { kind: string; body: Record<string, unknown>; key: string };
const sent: Sent[] = [];
/** What the stand-in server does with the next call of a kind: answer, refuse, or not answer at all. */
const behaviour: Record<string, 'ok' | 'refuse' | 'network'> = {};
const uploads: string[] = [];

vi.mock('@/lib/outbox/senders', () => {
  const sender = (kind: string) => ({
    send: async (body: Record<string, unknown>, headers: Record<string, string>) => {
      const mode = behaviour[kind] ?? 'ok';
      if (mode === 'network') throw new ApiError('network', 'no network');
      sent.push({ kind, body, key: headers['Idempotency-Key'] });
      if (mode === 'refuse') throw new ApiError('business', '订单状态已变化，请刷新后重试', { code: 20002 });
      return { code: 200, msg: 'ok', data: { id: body.id, kind } };
    },
    answered: (client: QueryClient, _intent: unknown, answer: unknown) => client.setQueryData(['answered', kind], answer),
  });
  return { SENDERS: Object.fromEntries(['departServiceOrder', 'arriveServiceOrder', 'startServiceOrder', 'acceptServiceOrder', 'createSosAlert'].map((k) => [k, sender(k)])) };
});

vi.mock('@/lib/media/uploader', () => ({
  loadUploader: async () => ({
    uploadPhoto: async (file: File) => {
      if (behaviour.upload === 'network') throw new ApiError('network', 'no network');
      uploads.push(file.name);
      return `https://cdn.example-massage.cn/worker/${file.name}`;
    },
  }),
}));

const outbox = await import('@/lib/outbox/outbox');

let online = true;
/** The app closed and opened again: what it held in memory is gone (as at a session's end), the phone's store is kept. */
const restart = async () => {
  const kept = new Map(disk);
  await outbox.clearOutbox();
  for (const [key, value] of kept) disk.set(key, value);
  outbox.startOutbox(new QueryClient());
};

beforeEach(async () => {
  disk.clear();
  sent.length = 0;
  uploads.length = 0;
  for (const k of Object.keys(behaviour)) delete behaviour[k];
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  await restart();
});

const settle = async () => {
  await outbox.flush();
  await outbox.flush();
};

describe('the outbox', () => {
  it('sends a change at once when online, with a key and the time of the tap, and keeps nothing after', async () => {
    const outcome = await outbox.submit('departServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    expect(outcome.state).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0].body.occurredAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(disk.size).toBe(0);
    expect(outbox.currentIntents()).toEqual([]);
  });

  it('offline, keeps the changes in the order of the taps and sends none; online, sends each once, in order, with its own key', async () => {
    online = false;
    const depart = await outbox.submit('departServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    const arrive = await outbox.submit('arriveServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    expect(depart.state).toBe('queued');
    expect(arrive.state).toBe('queued');
    expect(sent).toHaveLength(0);
    expect(disk.size).toBe(2);
    expect(outbox.currentIntents().map((i) => i.kind)).toEqual(['departServiceOrder', 'arriveServiceOrder']);
    const keys = outbox.currentIntents().map((i) => i.key);
    const taps = outbox.currentIntents().map((i) => i.body.occurredAt);

    online = true;
    await settle();
    await settle();
    expect(sent.map((s) => s.kind)).toEqual(['departServiceOrder', 'arriveServiceOrder']);
    expect(sent.map((s) => s.key)).toEqual(keys);
    expect(sent.map((s) => s.body.occurredAt)).toEqual(taps);
    expect(new Set(keys).size).toBe(2);
    expect(disk.size).toBe(0);
  });

  it('a change that got no answer is sent again with the same key, and the ones after it wait their turn', async () => {
    behaviour.departServiceOrder = 'network';
    const first = await outbox.submit('departServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    const second = await outbox.submit('arriveServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    expect(first.state).toBe('queued');
    expect(second.state).toBe('queued');
    expect(sent).toHaveLength(0);
    const key = outbox.currentIntents()[0].key;
    expect(outbox.currentIntents()[0].tries).toBeGreaterThan(0);

    delete behaviour.departServiceOrder;
    await settle();
    expect(sent.map((s) => [s.kind, s.key])).toEqual([
      ['departServiceOrder', key],
      ['arriveServiceOrder', outbox.currentIntents()[0]?.key ?? sent[1].key],
    ]);
    expect(sent.filter((s) => s.key === key)).toHaveLength(1);
  });

  it('survives a restart in the middle: what was kept goes after the next start, once', async () => {
    online = false;
    await outbox.submit('departServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    await outbox.submit('startServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    const keys = outbox.currentIntents().map((i) => i.key);

    await restart(); // the app was closed; the phone kept the store
    online = true;
    expect(await outbox.keptIntents()).toHaveLength(2);
    await settle();
    expect(sent.map((s) => s.key)).toEqual(keys);
    await restart();
    await settle();
    expect(sent).toHaveLength(2);
  });

  it('a refusal is kept with what the server said, shown until dismissed, and does not stop the changes after it', async () => {
    online = false;
    await outbox.submit('departServiceOrder', { id: 'so_gone' }, { orderId: 'so_gone' });
    await outbox.submit('departServiceOrder', { id: 'so_2' }, { orderId: 'so_2' });
    behaviour.departServiceOrder = 'refuse';
    online = true;
    await outbox.flush();
    const refused = outbox.currentIntents().filter((i) => i.state === 'refused');
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]).toMatchObject({ orderId: 'so_gone', error: '订单状态已变化，请刷新后重试', code: 20002 });
    expect(sent).toHaveLength(2); // each sent once; neither sent again
    await settle();
    expect(sent).toHaveLength(2);
    await outbox.dismiss(refused[0].key);
    expect(outbox.currentIntents().some((i) => i.key === refused[0].key)).toBe(false);
  });

  it('a submit online rejects with the refusal the server gave, so the screen says it', async () => {
    behaviour.departServiceOrder = 'refuse';
    await expect(outbox.submit('departServiceOrder', { id: 'so_1' }, { orderId: 'so_1' })).rejects.toMatchObject({ code: 20002 });
  });

  it('uploads a photo kept as a blob once, puts its URL in the body, then sends the step', async () => {
    online = false;
    const photo = new File(['jpeg'], 'door.jpg', { type: 'image/jpeg' });
    await outbox.submit('arriveServiceOrder', { id: 'so_1' }, { orderId: 'so_1', files: [{ field: 'checkInPhoto', blob: photo, folder: 'order/checkin', name: 'door.jpg' }] });
    online = true;
    behaviour.arriveServiceOrder = 'network';
    await settle();
    expect(uploads).toEqual(['door.jpg']);
    delete behaviour.arriveServiceOrder;
    await settle();
    expect(uploads).toEqual(['door.jpg']); // not uploaded again: its URL was kept
    expect(sent[0].body.checkInPhoto).toBe('https://cdn.example-massage.cn/worker/door.jpg');
  });

  it('an SOS alert goes before every change kept before it', async () => {
    online = false;
    await outbox.submit('departServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    await outbox.submit('createSosAlert', { orderId: 'so_1' }, { first: true });
    online = true;
    await settle();
    expect(sent.map((s) => s.kind)).toEqual(['createSosAlert', 'departServiceOrder']);
  });

  it('a change that only makes sense now (accepting an offer) is never kept: offline it fails and says why', async () => {
    online = false;
    await expect(outbox.submit('acceptServiceOrder', { id: 'so_1' }, { keep: false })).rejects.toMatchObject({ kind: 'network' });
    expect(disk.size).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('a session that ends without the sign-out button (a 401, the token expired) clears what is kept too', async () => {
    saveSession('tok-outbox', Date.now() + 60_000);
    await restart();
    online = false;
    await outbox.submit('departServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    expect(disk.size).toBe(1);
    clearSession();
    await vi.waitFor(() => expect(disk.size).toBe(0));
    online = true;
    await settle();
    expect(sent).toHaveLength(0);
  });

  it('sign-out clears what is kept', async () => {
    online = false;
    await outbox.submit('departServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    await outbox.clearOutbox();
    expect(disk.size).toBe(0);
    online = true;
    await settle();
    expect(sent).toHaveLength(0);
  });
});
