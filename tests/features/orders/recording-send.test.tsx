// 上传 on a recording kept on the phone (service proof, issue 40): the recorder's code is not needed
// to send (offline, its chunk may be absent), and a recording whose sound is gone says so, on its
// card too, once the outbox set its send aside. Then a reload right after the tap: the tap is the
// worker's intent, kept in the outbox before anything is awaited (naming the recording's draft), so a
// reload while its parts are still being read loses nothing: the next start sends it once, with its
// key, its parts taken from the draft. One file for both: the reload's vi.resetModules() gives every
// module a fresh copy, a shared support module's state included, while the mocks below keep reading
// this file's `phone`.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceRecording } from '@/features/orders/components/service-recording';
import { registerSenders } from '@/lib/outbox';
import { appJournal, type Intent } from '@/lib/outbox/journal';
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

/** The platform's side of a recording: what it was sent, by key (registered before the orders feature's own, so it is the one found). */
const platform = {
  attachServiceOrderRecording: {
    send: async (body: Record<string, unknown>, headers: Record<string, string>) => {
      phone.sent.push({ key: headers['Idempotency-Key'], body });
      return { code: 200, msg: '操作成功', data: { id: 'rec_n1' } };
    },
    asideText: { filesLost: 'outbox:aside.recordingLost' },
  },
};

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
  appJournal().reread();
  registerSenders(platform);
  saveSession('test-token', Date.now() + 86_400_000, 'w_10024');
  stubApi({ listServiceOrderRecordings: { body: { ...contractExample<Record<string, unknown>>('listServiceOrderRecordings'), data: { rows: [], total: 0 } } } });
});

afterEach(() => cleanup());

/** A minute recorded on the order by this worker, stopped, not sent; `parts` false: its sound is gone (storage cleared). Each test's its own id: the outbox's module outlives a test. */
async function recorded({ id = 'rec-1', parts = true, ms = 60_000 } = {}) {
  const { addPart, createDraft, finishDraft } = await import('@/lib/media/recordings');
  await createDraft({ id, orderId: ORDER, owner: 'w_10024', startedAt: Date.now() - 120_000, mediaType: 'audio/webm' });
  await addPart(id, new Blob(['sound'], { type: 'audio/webm' }), ms);
  await finishDraft(id, ms);
  if (!parts) [...phone.disk.keys()].filter((k) => k.startsWith('part:')).forEach((k) => phone.disk.delete(k));
}

/** The outbox's list as the phone keeps it (what a reload reads). */
const journal = () => (JSON.parse(localStorage.getItem('worker_outbox') ?? '{"intents":[]}') as { intents: { key: string; kind: string; filesFrom?: string; error?: string }[] }).intents;

async function tapSend() {
  renderScreen(<ServiceRecording orderId={ORDER} canRecord />);
  const draft = (await screen.findByText('已保存在手机上，未上传')).closest('li')!;
  await user.click(within(draft as HTMLElement).getByRole('button', { name: '上传' }));
}

describe('上传 on a recording kept on the phone', () => {
  it('sends without loading the recorder', async () => {
    await recorded();
    await tapSend();
    await waitFor(() => expect(phone.sent).toHaveLength(1));
    expect(phone.sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(phone.recorderLoaded).toBe(0);
  });

  it('tells the platform the length its card said: 12.6 s is 00:12 before the upload and 12 s sent (issue 52: 13 s, 00:13 after)', async () => {
    await recorded({ id: 'rec-len', ms: 12_600 });
    renderScreen(<ServiceRecording orderId={ORDER} canRecord />);
    const draft = (await screen.findByText('已保存在手机上，未上传')).closest('li')!;
    expect(draft).toHaveTextContent('00:12');
    await user.click(within(draft as HTMLElement).getByRole('button', { name: '上传' }));
    await waitFor(() => expect(phone.sent).toHaveLength(1));
    expect(phone.sent[0]!.body.durationSeconds).toBe(12);
  });

  it('says so when its sound is no longer on the phone', async () => {
    await recorded({ id: 'rec-2', parts: false });
    await tapSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('这段录音已不在手机上（手机存储可能已被清理），无法上传。');
    expect(phone.sent).toEqual([]);
    // Its card says so too, and what the worker can do, not that it is uploading (it never will).
    const card = screen.getByRole('list', { name: '录音列表' });
    await waitFor(() => expect(card).toHaveTextContent('这段录音已不在手机上（手机存储可能已被清理），无法上传。'));
    expect(card).toHaveTextContent('它不会再自动上传：可以点击页面顶部的“无法发送”提示删除这一项；服务仍在进行时，可以重新录音。');
    expect(card).not.toHaveTextContent('录音上传中');
    expect(within(card).queryByRole('progressbar')).toBeNull();
    // The outbox's list (无法发送) gives a recording's reason, not a photo's.
    expect(journal().find((i) => i.filesFrom === 'rec-2')?.error).toBe('录音没有保存在手机上，无法上传；服务仍在进行时，可以重新录音');
  });

  /** The card of an order whose recording the outbox holds in `state` (set aside, refused). */
  const showKept = (intent: Pick<Intent, 'key' | 'state' | 'error' | 'tries'> & Partial<Intent>) => {
    appJournal().put({ v: 2, kind: 'attachServiceOrderRecording', body: { id: ORDER, occurredAt: new Date().toISOString() }, orderId: ORDER, seq: 1, lane: 'main', owner: 'w_10024', ...intent });
    renderScreen(<ServiceRecording orderId={ORDER} canRecord />);
  };

  it('says why a send set aside for another reason will not go, and where to try it again', async () => {
    showKept({ key: 'rec-4', state: 'aside', aside: 'broken', error: '发送时出错', tries: 0 });
    const card = await screen.findByRole('list', { name: '录音列表' });
    expect(card).toHaveTextContent('录音无法上传：发送时出错');
    expect(card).toHaveTextContent('它不会再自动上传：可以点击页面顶部的“无法发送”提示重试或删除。');
    expect(card).not.toHaveTextContent('录音上传中');
  });

  it('says the platform refused a recording, in its words, and where to see it, not that it is uploading', async () => {
    showKept({ key: 'rec-5', state: 'refused', error: '订单已结束，不能再上传录音', code: 40901, tries: 1 });
    const card = await screen.findByRole('list', { name: '录音列表' });
    expect(card).toHaveTextContent('平台没有接受这段录音：订单已结束，不能再上传录音');
    expect(card).toHaveTextContent('它不会再上传：可以点击页面顶部的“未能同步”提示查看；服务仍在进行时，可以重新录音。');
    expect(card).not.toHaveTextContent('录音上传中');
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });
});

// Last in the file: after its vi.resetModules(), the modules imported above are no longer the ones a
// fresh import gets.
describe('上传 on a recording kept on the phone, then a reload', () => {
  beforeEach(() => {
    // The recordings' database is on this phone (the fresh start's module sees it by its name).
    vi.stubGlobal('indexedDB', { databases: async () => [{ name: 'worker-recordings' }] });
  });

  it('is kept in the outbox before its parts are read: a reload then loses nothing, and the next start sends it once with its key', async () => {
    await recorded({ id: 'rec-5' });
    phone.holdParts = true;
    await tapSend();
    // The parts are still being read; the page goes now (a reload): the outbox already holds the tap.
    await waitFor(() => expect(journal()).toEqual([expect.objectContaining({ filesFrom: 'rec-5', kind: 'attachServiceOrderRecording' })]));
    const [{ key }] = journal();
    cleanup();
    await (await import('@/lib/outbox')).disposeOutbox();
    vi.resetModules();
    phone.holdParts = false;

    // The next start.
    const outbox = await import('@/lib/outbox');
    outbox.registerSenders(platform);
    outbox.startOutbox(new QueryClient());
    await outbox.flushOutbox();
    await outbox.whenSent(key);
    expect(phone.uploaded).toEqual(['part-1.webm']);
    expect(phone.sent).toEqual([{ key, body: expect.objectContaining({ id: ORDER, mediaType: 'audio/webm', parts: ['https://cdn.example-massage.cn/order/recording/part-1.webm'] }) }]);
    // Nothing of it left on the phone: not in the outbox, not among the drafts.
    expect(journal()).toEqual([]);
    await waitFor(() => expect([...phone.disk.keys()].filter((k) => k.includes('rec-5'))).toEqual([]));
  });
});
