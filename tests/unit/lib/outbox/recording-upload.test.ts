// A service recording through the outbox (issue 40): its parts go up first, each once (its URL kept
// at once), then the recording with its Idempotency-Key; a 500 keeps it all on the phone, and it
// goes later with the same key, its parts not again; once the server has it, its parts leave the
// phone. Upload progress is reported as the parts go.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { createOutbox } from '@/lib/outbox/engine';
import type { FileStore } from '@/lib/outbox/files';
import { createJournal } from '@/lib/outbox/journal';

function phone() {
  let text: string | null = null;
  const blobs = new Map<string, Blob[]>();
  const files: FileStore = {
    put: async (key, list) => void blobs.set(key, list),
    get: async (key) => blobs.get(key),
    drop: async (key) => void blobs.delete(key),
    legacy: async () => [],
    clear: async () => blobs.clear(),
  };
  const journal = () => createJournal({ read: () => text, write: (t) => ((text = t), true) });
  return { blobs, files, journal };
}

/** The server: uploads stored by name, recordings attached once per key; `failing` answers 500. */
function server() {
  const state = { failing: false, uploads: [] as string[], attachTries: [] as string[], attached: new Map<string, Record<string, unknown>>() };
  const upload = async (file: File, _folder: string, onProgress?: (percent: number) => void) => {
    onProgress?.(50);
    if (state.failing) throw new ApiError('http', 'HTTP 500', { status: 500 });
    state.uploads.push(file.name);
    onProgress?.(100);
    return `https://cdn.example-massage.cn/order/recording/${file.name}`;
  };
  const sender = {
    send: async (body: Record<string, unknown>, headers: Record<string, string>) => {
      const key = headers['Idempotency-Key'];
      state.attachTries.push(key);
      if (state.failing) throw new ApiError('http', 'HTTP 500', { status: 500 });
      if (!state.attached.has(key)) state.attached.set(key, body);
      return { code: 200, data: { id: 'rec_n1' } };
    },
  };
  return { state, upload, sender };
}

const timers = () => {
  const due: (() => void)[] = [];
  return { setTimer: (run: () => void) => due.push(run), clearTimer: () => undefined, fire: () => due.splice(0).forEach((run) => run()) };
};

const parts = () => [new Blob(['part one'], { type: 'audio/webm' }), new Blob(['part two'], { type: 'audio/webm' })];
const body = { id: 'so_202611220002', startedAt: '2026-11-22T13:01:05+08:00', durationSeconds: 75, mediaType: 'audio/webm', sizeBytes: 16, parts: [] };
const files = (blobs: Blob[]) => blobs.map((blob, i) => ({ field: 'parts', blob, folder: 'order/recording', name: `part-${i + 1}.webm` }));

describe('a recording through the outbox', () => {
  it('goes once per key: parts first, then the recording with their URLs; its parts then leave the phone', async () => {
    const { files: store, blobs, journal } = phone();
    const { state, upload, sender } = server();
    const progress: number[] = [];
    const outbox = createOutbox({ journal: journal(), files: store, sender: () => sender, upload, online: () => true, owner: () => 'w1', onUploadProgress: (_key, f) => progress.push(f), ...timers() });
    const { key, outcome } = outbox.submit('attachServiceOrderRecording', body, { key: 'rec-key-1', orderId: 'so_202611220002', files: files(parts()) });
    expect(await outcome).toMatchObject({ state: 'sent' });
    expect(key).toBe('rec-key-1');
    expect(state.uploads).toEqual(['part-1.webm', 'part-2.webm']);
    expect(state.attachTries).toEqual(['rec-key-1']);
    expect(state.attached.get('rec-key-1')?.parts).toEqual(['https://cdn.example-massage.cn/order/recording/part-1.webm', 'https://cdn.example-massage.cn/order/recording/part-2.webm']);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toContain(0.25);
    await Promise.resolve();
    expect(blobs.has('rec-key-1')).toBe(false);
  });

  it('kept on a 500 (through a reload), sent later with the same key, each part uploaded once', async () => {
    const { files: store, blobs, journal } = phone();
    const { state, upload, sender } = server();
    const clock = timers();
    // The first part goes up, then the platform fails.
    let uploads = 0;
    const flaky = async (file: File, folder: string, onProgress?: (percent: number) => void) => {
      uploads += 1;
      if (uploads === 2) state.failing = true;
      return upload(file, folder, onProgress);
    };
    const phoneOutbox = createOutbox({ journal: journal(), files: store, sender: () => sender, upload: flaky, online: () => true, owner: () => 'w1', ...clock });
    const { outcome } = phoneOutbox.submit('attachServiceOrderRecording', body, { key: 'rec-key-2', orderId: 'so_202611220002', files: files(parts()) });
    expect(await outcome).toEqual({ state: 'queued' });
    expect(state.uploads).toEqual(['part-1.webm']);
    expect(state.attached.size).toBe(0);
    expect(blobs.get('rec-key-2')).toHaveLength(2);

    // A reload: a new outbox over the same phone, the platform back.
    phoneOutbox.dispose();
    state.failing = false;
    const again = createOutbox({ journal: journal(), files: store, sender: () => sender, upload, online: () => true, owner: () => 'w1', ...clock });
    const pending = journal().get('rec-key-2');
    expect(pending?.files?.map((f) => Boolean(f.url))).toEqual([true, false]);
    await again.flush();
    expect(state.uploads).toEqual(['part-1.webm', 'part-2.webm']);
    expect([...state.attached.keys()]).toEqual(['rec-key-2']);
    expect(journal().get('rec-key-2')).toBeUndefined();
  });
});
