// The outbox's lanes, case by case (the model-based test runs them over random schedules): an
// order's steps never wait for a recording going up, nor for another order; a try hung in a dead
// network is given up as soon as another call is answered, and goes again at once with its key; a
// step whose photo IndexedDB would not take goes from the page's memory, and says so.
import { describe, expect, it } from 'vitest';
import { createOutbox, type Sender, STALE_TRY_MS } from '@/lib/outbox/engine';
import type { FileStore } from '@/lib/outbox/files';
import { createJournal } from '@/lib/outbox/journal';

type Call = { kind: string; key: string; body: Record<string, unknown> };

function field({ filesRefused = false } = {}) {
  let text: string | null = null;
  const blobs = new Map<string, Blob[]>();
  const files: FileStore = {
    put: async (key, list) => {
      blobs.set(key, list);
      if (filesRefused) return 'memory';
    },
    get: async (key) => blobs.get(key),
    drop: async (key) => void blobs.delete(key),
    legacy: async () => [],
    clear: async () => blobs.clear(),
  };
  const journal = createJournal({ read: () => text, write: (t) => ((text = t), true) });
  const calls: Call[] = [];
  /** Calls that hang until released or given up, by kind. */
  const hanging = new Set<string>();
  const release: (() => void)[] = [];
  let clock = 0;
  const hang = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      release.push(resolve);
      signal?.addEventListener('abort', () => reject(new DOMException('given up', 'AbortError')), { once: true });
    });
  const sender = (kind: string): Sender => ({
    send: async (body, headers, signal) => {
      calls.push({ kind, key: headers['Idempotency-Key'], body });
      if (hanging.has(kind)) await hang(signal);
      return { code: 200, data: { id: `${kind}-1` } };
    },
  });
  const uploads: string[] = [];
  const outbox = createOutbox({
    journal,
    files,
    sender,
    upload: async (file, folder, _progress, signal) => {
      if (folder === 'order/recording') await hang(signal);
      uploads.push(file.name);
      return `https://cdn.example-massage.cn/${folder}/${file.name}`;
    },
    online: () => true,
    owner: () => 'w1',
    now: () => clock,
  });
  const tick = async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  };
  return { outbox, journal, calls, hanging, release, uploads, tick, later: (ms: number) => (clock += ms) };
}

const part = (n: number) => ({ field: 'parts', blob: new Blob([`part ${n}`], { type: 'audio/webm' }), folder: 'order/recording', name: `part-${n}.webm` });
const photo = { field: 'photos', blob: new Blob(['jpeg'], { type: 'image/jpeg' }), folder: 'order/service', name: 'p.jpg' };

describe('the outbox lanes', () => {
  it('sends the finish of a service while its recording is still going up', async () => {
    const { outbox, calls, tick } = field();
    outbox.submit('attachServiceOrderRecording', { id: 'so_1', parts: [] }, { orderId: 'so_1', lane: 'media', files: [part(1), part(2)] });
    outbox.submit('finishServiceOrder', { id: 'so_1', photos: [] }, { orderId: 'so_1', files: [photo] });
    await tick();
    expect(calls.map((c) => c.kind)).toEqual(['finishServiceOrder']);
  });

  it('sends one order’s step while another order’s step has no answer', async () => {
    const { outbox, calls, hanging, tick } = field();
    hanging.add('departServiceOrder');
    outbox.submit('departServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    outbox.submit('arriveServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    outbox.submit('startServiceOrder', { id: 'so_2' }, { orderId: 'so_2' });
    await tick();
    // so_1's arrive waits for its depart (the order of the taps); so_2 does not wait for so_1.
    expect(calls.map((c) => `${c.kind} ${c.body.id}`)).toEqual(['departServiceOrder so_1', 'startServiceOrder so_2']);
  });

  it('gives up a try hung in a dead network once another call is answered, and sends it again at once with its key', async () => {
    const { outbox, calls, hanging, tick, later } = field();
    hanging.add('departServiceOrder');
    outbox.submit('departServiceOrder', { id: 'so_1' }, { orderId: 'so_1' });
    await tick();
    expect(calls).toHaveLength(1);
    // An answer heard a moment later changes nothing: a slow server is not a dead network.
    later(STALE_TRY_MS / 4);
    outbox.hurry();
    await tick();
    expect(calls).toHaveLength(1);
    // The network is back (another call was answered) and this try has heard nothing for long.
    hanging.delete('departServiceOrder');
    later(STALE_TRY_MS);
    outbox.hurry();
    await tick();
    expect(calls).toHaveLength(2);
    expect(calls[1].key).toBe(calls[0].key);
  });

  it('sends a step whose photo IndexedDB would not take from the page’s memory, and marks it so', async () => {
    const { outbox, journal, calls, uploads, tick, hanging } = field({ filesRefused: true });
    hanging.add('arriveServiceOrder');
    const { key } = outbox.submit('arriveServiceOrder', { id: 'so_1' }, { orderId: 'so_1', files: [{ ...photo, field: 'checkInPhoto' }] });
    await tick();
    expect(journal.get(key)?.filesInMemory).toBe(true);
    expect(journal.get(key)?.state).toBe('pending');
    expect(uploads).toEqual(['p.jpg']);
    expect(calls[0].body.checkInPhoto).toBe('https://cdn.example-massage.cn/order/service/p.jpg');
  });

  it('keeps a followed change as sent, with its receipt, until the worker closes it', async () => {
    const { outbox, journal, tick } = field();
    const { key } = outbox.submit('createSosAlert', {}, { lane: 'sos', follow: true });
    await tick();
    expect(journal.get(key)).toMatchObject({ state: 'sent', receipt: {} });
    outbox.dismiss(key);
    expect(journal.get(key)).toBeUndefined();
  });
});
