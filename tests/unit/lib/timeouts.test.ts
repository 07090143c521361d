// The spec's time limits (sections 8 and 9) on what is not a JSON call: the contract PDF, a download,
// gets 60 s; the pieces screens load lazily (pdf.js, uPlot, the payment keypad, the set-payword form,
// the check-in, the photo compressor, the avatar cropper) get the code chunk's 120 s and fail with
// 'Loading chunk {id} failed', which the route's error page reads (issue 30).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPdfJs } from '@/components/pdf-viewer';
import { fetchContractPdf } from '@/features/apply/api/use-apply';
import type { ApiError } from '@/lib/api/errors';
import { CHUNK_TIMEOUT_MS } from '@/lib/loading/deadline';
import { compressImage } from '@/lib/media/compress';

// Code that never arrives (a network that hangs).
vi.mock('compressorjs', () => new Promise(() => {}));
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => new Promise(() => {}));
vi.mock('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url', () => ({ default: '/pdf.worker.js' }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** fetch that answers nothing until its signal aborts. */
const hangingFetch = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))),
  );

describe('time limits beyond the JSON calls', () => {
  it('gives the contract PDF download 60 s, not the 30 s of a JSON call', async () => {
    vi.useFakeTimers();
    hangingFetch();
    let settled: unknown = 'pending';
    const pending = fetchContractPdf('ct_2001').then(
      () => (settled = 'answered'),
      (error: ApiError) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(45_000);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(15_000);
    await pending;
    expect(settled).toMatchObject({ kind: 'timeout' });
  });

  it('gives up on pdf.js after the chunk time limit, with the spec message', async () => {
    vi.useFakeTimers();
    const loading = loadPdfJs().catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    expect(((await loading) as Error).message).toBe(`Loading chunk pdfjs failed. (timeout: ${CHUNK_TIMEOUT_MS} ms)`);
  });

  it('sends a photo as it is when the compressor does not arrive within the chunk time limit', async () => {
    vi.useFakeTimers();
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    let result: Blob | undefined;
    void compressImage(photo).then((blob) => (result = blob));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(photo);
  });

  it("loads every lazy piece of a screen within the chunk time limit (uPlot, keypad, set-payword form, check-in, cropper)", () => {
    const root = join(import.meta.dirname, '..', '..', '..', 'src', 'features');
    const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
    const lazies = files(root)
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        // Each lazy(...) statement, also when written over several lines.
        [...readFileSync(file, 'utf8').matchAll(/\blazy\([\s\S]*?\);/g)].map((m) => ({ file: file.slice(root.length + 1), line: m[0].replace(/\s+/g, ' ') })),
      );
    expect(lazies.map((l) => l.file)).toEqual(
      expect.arrayContaining(['settle/components/income-chart.tsx', 'wallet/screens/withdraw-screen.tsx', 'settings/screens/update-payword-screen.tsx', 'orders/screens/order-detail-screen.tsx']),
    );
    expect(lazies.filter((l) => !/within\(.*CHUNK_TIMEOUT_MS, '[\w-]+'\)/.test(l.line))).toEqual([]);
  });
});
