// `upload` (mock/rules/upload.ts, mock/files.ts): each file a worker uploads is kept under a URL of
// its own in the folder asked, and that URL serves the very file: two service photos are two
// pictures, not the example's one avatar.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../../mock/engine';
import { PICTURE_HOST } from '../../../../mock/pictures';
import { examplesOf, NOW, operations } from '../../../support/mock-engine';

/** The upload as the app sends it (src/lib/api/upload.ts): a multipart form with the file, its folder and suffix. */
async function uploadOf(bytes: Uint8Array<ArrayBuffer>, type: string, folder: string, suffix: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), `photo.${suffix}`);
  form.append('path', folder);
  form.append('suffix', suffix);
  const request = new Request('http://mock/v1/common/uploadToPath', { method: 'POST', body: form });
  const raw = Buffer.from(await request.arrayBuffer());
  return { method: 'POST', path: '/v1/common/uploadToPath', query: new URLSearchParams(), headers: { authorization: 'Bearer worker-a', 'content-type': request.headers.get('content-type')! }, body: undefined, raw };
}

describe('upload: each file is kept as it came', () => {
  it('answers each upload with a URL of its own in the folder asked, and keeps the file there', async () => {
    const engine = createEngine({ operations, now: () => NOW, forward: async (request, prefer) => examplesOf(request, prefer) });
    const towels = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const oils = new Uint8Array([137, 80, 78, 71, 9, 9, 9, 9]);
    const answers = [];
    for (const bytes of [towels, oils]) answers.push(JSON.parse((await engine.handle(await uploadOf(bytes, 'image/png', 'order/service', 'png'))).body.toString()).data);
    const [first, second] = answers as { url: string; name: string; size: number }[];
    expect(first.url).not.toBe(second.url);
    expect(first.url).toBe(`https://${PICTURE_HOST}/order/service/2026/11/22/${first.name}`);
    expect(first.name).toMatch(/\.png$/);
    expect([first.size, second.size]).toEqual([towels.length, oils.length]);
    const kept = (url: string) => engine.files.get(url.slice(`https://${PICTURE_HOST}/`.length));
    expect(kept(first.url)).toEqual({ type: 'image/png', body: Buffer.from(towels) });
    expect(kept(second.url)?.body).toEqual(Buffer.from(oils));
  });
});
