// The app's outbox through its one public face (src/lib/outbox/index.ts) as the screens use it, with
// the phone's real journal (local storage) and a stand-in IndexedDB, and senders registered as the
// features register theirs, stand-ins that record what they were sent. Each case documents one rule
// that the model-based test (outbox-model.test.ts) checks over random runs, or one piece of the wiring
// the model does not see: the senders' code loading, a restart of the app (fresh modules over the
// same phone), an older version's intents, the session.
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session/session';

const disk = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  entries: async () => [...disk.entries()].map(([k, v]) => [k, structuredClone(v)]),
  get: async (key: string) => structuredClone(disk.get(key)),
  set: async (key: string, value: unknown) => void disk.set(key, structuredClone(value)),
  del: async (key: string) => void disk.delete(key),
}));

type Sent = { kind: string; body: Record<string, unknown>; key: string; token: string | null };
const sent: Sent[] = [];
/** What the stand-in server does with the next calls of a kind. */
const behaviour: Record<string, 'ok' | 'refuse' | 'network' | 'server' | 'unauthorized' | 'hang'> = {};
let release: () => void = () => undefined;

function stand(kind: string) {
  return {
  send: async (body: Record<string, unknown>, headers: Record<string, string>) => {
    // The errors of the app's modules as they are now (a restart loads them anew).
    const { ApiError } = await import('@/lib/api/errors');
    const mode = behaviour[kind] ?? 'ok';
    if (mode === 'network') throw new ApiError('network', 'no network');
    if (mode === 'hang') await new Promise<void>((resolve) => (release = resolve));
    sent.push({ kind, body, key: headers['Idempotency-Key'], token: localStorage.getItem('uni_id_token') });
    if (mode === 'server') throw new ApiError('http', 'HTTP 503', { status: 503 });
    if (mode === 'unauthorized') {
      // As the request wrapper does: the token goes at once.
      localStorage.removeItem('uni_id_token');
      throw new ApiError('unauthorized', '登录已过期');
    }
    if (mode === 'refuse') throw new ApiError('business', '订单状态已变化，请刷新后重试', { code: 20002 });
    return { code: 200, msg: 'ok', data: { id: body.id, kind } };
  },
  };
}

const senders = () => Object.fromEntries(['departServiceOrder', 'arriveServiceOrder', 'startServiceOrder', 'finishServiceOrder'].map((k) => [k, stand(k)]));
const sosSenders = () => ({ createSosAlert: stand('createSosAlert') });

vi.mock('@/lib/media/uploader', () => ({
  loadUploader: async () => ({ uploadPhoto: async (file: File) => `https://cdn.example-massage.cn/worker/${file.name}` }),
}));

type OutboxModule = typeof import('@/lib/outbox');
let outbox: OutboxModule;
let online = true;

/**
 * The app started (again): fresh modules over the same phone (local storage and IndexedDB kept), the
 * SOS's senders registered at once (as its code does), the others by a loader (as the shell does).
 */
async function start(loadSenders: () => Promise<Record<string, ReturnType<typeof stand>>> = async () => senders()): Promise<OutboxModule> {
  // The page before is gone: its engine stops (its journal in memory would write over the phone's).
  await outbox?.disposeOutbox();
  vi.resetModules();
  outbox = await import('@/lib/outbox');
  outbox.registerSenders(sosSenders());
  outbox.registerSenders(loadSenders, { departOrder: 'departServiceOrder' });
  outbox.startOutbox(new QueryClient());
  return outbox;
}

/** What the phone holds, every worker's (the journal itself: a session's view hides another's, and a 401's). */
const kept = async () => (await import('@/lib/outbox/journal')).appJournal().all();
const settle = async () => {
  for (let i = 0; i < 4; i += 1) await outbox.flushOutbox();
};
const submit = (kind: string, body: Record<string, unknown>, options: Parameters<OutboxModule['change']>[2] = {}) => outbox.change(kind, body, options);
const signIn = (worker: string) => saveSession(`token-of-${worker}`, Date.now() + 3_600_000, worker);

beforeEach(async () => {
  disk.clear();
  sent.length = 0;
  for (const k of Object.keys(behaviour)) delete behaviour[k];
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  localStorage.clear();
  signIn('w_1');
  await start();
});

describe('the outbox', () => {
  it('keeps a tap on the phone before anything is awaited, then sends it once with its key and the time of the tap', async () => {
    const { key, outcome } = submit('departServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    // Synchronously: a reload right now finds it.
    expect(JSON.parse(localStorage.getItem('worker_outbox')!).intents.map((i: { key: string }) => i.key)).toEqual([key]);
    expect((await outcome).state).toBe('sent');
    expect(sent).toEqual([expect.objectContaining({ kind: 'departServiceOrder', key, token: 'token-of-w_1' })]);
    expect(sent[0].body.occurredAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(await kept()).toEqual([]);
  });

  it('offline keeps the taps in order and sends none; back online, each goes once, in order, with its own key', async () => {
    online = false;
    const depart = submit('departServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    const arrive = submit('arriveServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    expect((await depart.outcome).state).toBe('queued');
    expect((await arrive.outcome).state).toBe('queued');
    expect(sent).toHaveLength(0);
    expect((await kept()).map((i) => [i.kind, i.wait])).toEqual([
      ['departServiceOrder', 'offline'],
      ['arriveServiceOrder', 'offline'],
    ]);
    online = true;
    await settle();
    expect(sent.map((s) => s.key)).toEqual([depart.key, arrive.key]);
  });

  it('survives a restart: what was kept goes after the next start, once', async () => {
    online = false;
    const keys = [submit('departServiceOrder', { id: 'so_1' }).key, submit('startServiceOrder', { id: 'so_1' }).key];
    online = true;
    await start();
    await settle();
    expect(sent.map((s) => s.key)).toEqual(keys);
    await start();
    await settle();
    expect(sent).toHaveLength(2);
  });

  it("a sender's code that failed to load once is asked for again: the change goes at the next try", async () => {
    let arrives = false;
    await start(async () => {
      if (!arrives) throw new TypeError('Failed to fetch dynamically imported module');
      return senders();
    });
    const { outcome } = submit('departServiceOrder', { id: 'so_1' });
    expect((await outcome).state).toBe('queued');
    expect((await kept())[0]).toMatchObject({ state: 'pending', wait: 'network' });
    // The chunk arrives at the next try (the network back, a deploy finished).
    arrives = true;
    await settle();
    expect(sent.map((s) => s.kind)).toEqual(['departServiceOrder']);
    expect(await kept()).toEqual([]);
  });

  it('a 401 pauses: nothing is deleted, another worker signing in never sends it, the same worker does', async () => {
    behaviour.departServiceOrder = 'unauthorized';
    const { key, outcome } = submit('departServiceOrder', { id: 'so_1' });
    expect((await outcome).state).toBe('queued');
    expect(await kept()).toEqual([expect.objectContaining({ key, owner: 'w_1', wait: 'session', state: 'pending' })]);
    delete behaviour.departServiceOrder;
    sent.length = 0;

    signIn('w_2');
    await settle();
    expect(sent).toEqual([]);
    expect((await kept()).map((i) => i.key)).toEqual([key]);

    signIn('w_1');
    await settle();
    expect(sent).toEqual([expect.objectContaining({ key, token: 'token-of-w_1' })]);
    expect(await kept()).toEqual([]);
  });

  it('a server failure waits and says so (not "offline"); the next try goes with the same key', async () => {
    behaviour.departServiceOrder = 'server';
    const { key } = submit('departServiceOrder', { id: 'so_1' });
    await settle();
    expect((await kept())[0]).toMatchObject({ key, state: 'pending', wait: 'server' });
    delete behaviour.departServiceOrder;
    await settle();
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((s) => s.key))).toEqual(new Set([key]));
    expect(await kept()).toEqual([]);
  });

  it('a change of a kind this version does not know is set aside with its data, and the ones after it go', async () => {
    online = false;
    const unknown = submit('retiredKind', { id: 'so_1', note: '门口等候' }).key;
    const depart = submit('departServiceOrder', { id: 'so_2' }).key;
    online = true;
    await settle();
    expect(sent.map((s) => s.key)).toEqual([depart]);
    expect(await kept()).toEqual([expect.objectContaining({ key: unknown, state: 'aside', aside: 'unknownKind', body: expect.objectContaining({ note: '门口等候' }) })]);
    // The worker's choice: it goes, data and all.
    outbox.dismiss(unknown);
    await settle();
    expect(await kept()).toEqual([]);
  });

  it('a kind renamed in a later version still finds its sender', async () => {
    submit('departOrder', { id: 'so_1' });
    await settle();
    expect(sent.map((s) => s.kind)).toEqual(['departServiceOrder']);
  });

  it('takes over the intents an older version kept whole in IndexedDB, photos included', async () => {
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    disk.set('k-old', {
      key: 'k-old',
      kind: 'arriveServiceOrder',
      body: { id: 'so_1', occurredAt: '2026-11-28T09:00:00+08:00' },
      files: [{ field: 'checkInPhoto', blob, folder: 'order/checkin', name: 'door.jpg' }],
      orderId: 'so_1',
      seq: 1,
      state: 'pending',
      tries: 2,
    });
    await start();
    await settle();
    expect(sent).toEqual([expect.objectContaining({ key: 'k-old', body: expect.objectContaining({ checkInPhoto: 'https://cdn.example-massage.cn/worker/door.jpg' }) })]);
    expect(disk.has('k-old')).toBe(false);
  });

  it('a fresh position that comes in time replaces the last known one in the kept body; a late one is not waited for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let fix!: (value: Record<string, unknown>) => void;
      const fresh = new Promise<Record<string, unknown>>((resolve) => (fix = resolve));
      submit('departServiceOrder', { id: 'so_1', latitude: 31.1, longitude: 121.4, positionAgeSeconds: 3600 }, { amend: { fields: fresh, waitMs: 15_000 } });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(sent).toHaveLength(0);
      fix({ latitude: 31.2, longitude: 121.5, positionAgeSeconds: 0 });
      await vi.advanceTimersByTimeAsync(10);
      expect(sent[0].body).toMatchObject({ latitude: 31.2, longitude: 121.5, positionAgeSeconds: 0 });

      const never = new Promise<Record<string, unknown>>(() => undefined);
      submit('arriveServiceOrder', { id: 'so_1', latitude: 31.1, longitude: 121.4, positionAgeSeconds: 3600 }, { amend: { fields: never, waitMs: 15_000 } });
      await vi.advanceTimersByTimeAsync(15_010);
      expect(sent[1].body).toMatchObject({ latitude: 31.1, positionAgeSeconds: 3600 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an answer heard from another call retries a waiting change at once, without waiting for its timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.now() });
    try {
      behaviour.departServiceOrder = 'network';
      submit('departServiceOrder', { id: 'so_1' });
      await vi.advanceTimersByTimeAsync(2_500);
      expect(sent).toHaveLength(0);
      delete behaviour.departServiceOrder;
      (await import('@/lib/network/heard')).noteAnswerHeard();
      await vi.advanceTimersByTimeAsync(10);
      expect(sent).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a change discarded while its request was on the wire leaves nothing when the answer comes: no kept record, no patch of the next session's cache", async () => {
    const patched: string[] = [];
    outbox.registerSenders({
      followedStep: { ...stand('followedStep'), answered: (client: QueryClient) => void patched.push(String(client.getQueryData(['whose']))), receipt: () => ({}) },
    });
    behaviour.followedStep = 'hang';
    const before = release;
    submit('followedStep', { id: 'so_1' }, { follow: true });
    // Its request is on the wire.
    await vi.waitFor(() => expect(release).not.toBe(before));
    // The worker signs out choosing to drop it, and the next session's app hands over its own cache.
    await outbox.discardIntents();
    const next = new QueryClient();
    next.setQueryData(['whose'], 'the next worker');
    outbox.startOutbox(next);
    release();
    await settle();
    expect(sent.map((s) => s.kind)).toEqual(['followedStep']);
    expect(await kept()).toEqual([]);
    expect(patched).toEqual([]);
  });

  it("the SOS goes at once while another change's request hangs", async () => {
    behaviour.departServiceOrder = 'hang';
    submit('departServiceOrder', { id: 'so_1' });
    const sos = submit('createSosAlert', { orderId: 'so_1' }, { lane: 'sos' });
    expect((await sos.outcome).state).toBe('sent');
    expect(sent.map((s) => s.kind)).toEqual(['createSosAlert']);
    release();
  });

  it('an SOS the browser calls offline is tried anyway, and again every few seconds with no `online` event (a web-view may be wrong)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.now() });
    try {
      online = false;
      behaviour.createSosAlert = 'network';
      const { key, outcome } = submit('createSosAlert', { orderId: 'so_1' }, { lane: 'sos' });
      await vi.advanceTimersByTimeAsync(10);
      expect((await outcome).state).toBe('queued');
      expect(await kept()).toEqual([expect.objectContaining({ key, state: 'pending' })]);
      delete behaviour.createSosAlert;
      await vi.advanceTimersByTimeAsync(2_100);
      expect(sent.map((s) => s.key)).toEqual([key]);
      // A listener that comes after the delivery still hears it.
      expect(await outbox.whenSent(key)).toMatchObject({ data: { kind: 'createSosAlert' } });
    } finally {
      vi.useRealTimers();
    }
  });
});
