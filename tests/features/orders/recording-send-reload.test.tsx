// 上传 on a recording kept on the phone, then a reload (service proof, issue 40): the tap is the worker's intent,
// kept in the outbox before anything is awaited (its key the recording's id), so a reload while its
// parts are still being read loses nothing: the next start sends it once, with that key, its parts
// taken from the draft. The recorder's code is not needed to send (offline, its chunk may be absent),
// and a recording whose sound is gone says so.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceRecording } from '@/features/orders/components/service-recording';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';
import { renderScreen, stubApi } from '../../support/render';

const phone = vi.hoisted(() => ({
  disk: new Map<string, unknown>(),
  /** While set, reading a part waits for ever (the page goes before IndexedDB answers). */
  holdParts: false,
  recorderLoaded: 0,
  sent: [] as { key: string; body: Record<string, unknown> }[],
  uploaded: [] as string[],
}));

vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  entries: async () => [...phone.disk.entries()],
  keys: async () => [...phone.disk.keys()],
  get: (key: string) => (phone.holdParts && key.startsWith('part:') ? new Promise(() => undefined) : Promise.resolve(phone.disk.get(key))),
  set: async (key: string, value: unknown) => void phone.disk.set(key, value),
  del: async (key: string) => void phone.disk.delete(key),
  delMany: async (keys: string[]) => keys.forEach((key) => phone.disk.delete(key)),
}));

vi.mock('@/lib/media/recorder', async (original) => {
  phone.recorderLoaded += 1;
  return original();
});

vi.mock('@/lib/outbox/senders', () => ({
  SENDERS: {
    attachServiceOrderRecording: {
      send: async (body: Record<string, unknown>, headers: Record<string, string>) => {
        phone.sent.push({ key: headers['Idempotency-Key'], body });
        return { code: 200, msg: '操作成功', data: { id: 'rec_n1' } };
      },
    },
  },
  RENAMED_KINDS: {},
}));

vi.mock('@/lib/media/uploader', () => ({
  loadUploader: async () => ({
    uploadBlob: async (file: File) => {
      phone.uploaded.push(file.name);
      return `https://cdn.example-massage.cn/order/recording/${file.name}`;
    },
  }),
}));

const ORDER = 'so_202611220002';
const user = userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  localStorage.clear();
  phone.disk.clear();
  phone.holdParts = false;
  phone.recorderLoaded = 0;
  phone.sent.length = 0;
  phone.uploaded.length = 0;
  saveSession('test-token', Date.now() + 86_400_000, 'w_10024');
  // The recordings' database is on this phone (the fresh start's module sees it by its name).
  vi.stubGlobal('indexedDB', { databases: async () => [{ name: 'worker-recordings' }] });
  stubApi({ listServiceOrderRecordings: { body: { ...contractExample<Record<string, unknown>>('listServiceOrderRecordings'), data: { rows: [], total: 0 } } } });
});

afterEach(() => cleanup());

/** A minute recorded on the order by this worker, stopped, not sent; `parts` false: its sound is gone (storage cleared). */
async function recorded({ parts = true } = {}) {
  const { addPart, createDraft, finishDraft } = await import('@/lib/media/recordings');
  await createDraft({ id: 'rec-1', orderId: ORDER, owner: 'w_10024', startedAt: Date.now() - 120_000, mediaType: 'audio/webm' });
  await addPart('rec-1', new Blob(['sound'], { type: 'audio/webm' }), 60_000);
  await finishDraft('rec-1', 60_000);
  if (!parts) [...phone.disk.keys()].filter((k) => k.startsWith('part:')).forEach((k) => phone.disk.delete(k));
}

const journal = () => (JSON.parse(localStorage.getItem('worker_outbox') ?? '{"intents":[]}') as { intents: { key: string; kind: string }[] }).intents;

async function tapSend() {
  renderScreen(<ServiceRecording orderId={ORDER} canRecord />);
  const draft = (await screen.findByText('已保存在手机上，未上传')).closest('li')!;
  await user.click(within(draft as HTMLElement).getByRole('button', { name: '上传' }));
}

describe('上传 on a recording kept on the phone, then a reload', () => {
  it('is kept in the outbox before its parts are read: a reload then loses nothing, and the next start sends it once with its id as key', async () => {
    await recorded();
    phone.holdParts = true;
    await tapSend();
    // The parts are still being read; the page goes now (a reload): the outbox already holds the tap.
    await waitFor(() => expect(journal()).toEqual([expect.objectContaining({ key: 'rec-1', kind: 'attachServiceOrderRecording' })]));
    cleanup();
    vi.resetModules();
    phone.holdParts = false;

    // The next start.
    const outbox = await import('@/lib/outbox/outbox');
    outbox.startOutbox(new QueryClient());
    await outbox.whenSent('rec-1');
    expect(phone.uploaded).toEqual(['part-1.webm']);
    expect(phone.sent).toEqual([{ key: 'rec-1', body: expect.objectContaining({ id: ORDER, mediaType: 'audio/webm', parts: ['https://cdn.example-massage.cn/order/recording/part-1.webm'] }) }]);
    // Nothing of it left on the phone: not in the outbox, not among the drafts.
    expect(journal()).toEqual([]);
    await waitFor(() => expect([...phone.disk.keys()].filter((k) => k.includes('rec-1'))).toEqual([]));
  });

});
