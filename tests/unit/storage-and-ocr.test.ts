import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAllowedUploadHost, uploadWithPolicy, type UploadPolicy } from '@/lib/api/storage-upload';
import { OcrError, readIdCard } from '@/lib/ocr/ocr';
import { storedKeys } from '@/lib/storage/storage';

afterEach(() => vi.unstubAllGlobals());

const policy: UploadPolicy = {
  host: 'https://upload.example-oss.cn',
  key: 'worker/2026/11/22/a.jpg',
  policy: 'p',
  signature: 's',
  accessKeyId: 'k',
  url: 'https://cdn.example-massage.cn/worker/2026/11/22/a.jpg',
};

describe('object-storage upload', () => {
  it('goes only to whitelisted https hosts', () => {
    expect(isAllowedUploadHost('https://upload.example-oss.cn', ['upload.example-oss.cn'])).toBe(true);
    expect(isAllowedUploadHost('http://upload.example-oss.cn', ['upload.example-oss.cn'])).toBe(false);
    expect(isAllowedUploadHost('https://evil.example', ['upload.example-oss.cn'])).toBe(false);
  });

  it('refuses another host with the upload-domain message and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadWithPolicy(new Blob(['x']), { ...policy, host: 'https://evil.example' }, ['upload.example-oss.cn'])).rejects.toThrow(
      '上传域名未在白名单中',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the signed fields with the file last, and takes 201 as success', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response('<PostResponse/>', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadWithPolicy(new Blob(['x']), policy, ['upload.example-oss.cn'])).resolves.toBe(policy.url);
    const form = fetchMock.mock.calls[0][1].body as FormData;
    expect([...form.keys()]).toEqual(['key', 'policy', 'OSSAccessKeyId', 'signature', 'success_action_status', 'file']);
  });

  it('fails on any other status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 403 })));
    await expect(uploadWithPolicy(new Blob(['x']), policy, ['upload.example-oss.cn'])).rejects.toMatchObject({ kind: 'http', status: 403 });
  });
});

describe('ID-card OCR', () => {
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const words = { log_id: 1, words_result_num: 0, words_result: {} };

  it('reuses the cached access token', async () => {
    localStorage.setItem(storedKeys.ocrToken.name, JSON.stringify({ token: 'cached', expiresAt: Date.now() + 60_000 }));
    const fetchMock = vi.fn(async () => json(words));
    vi.stubGlobal('fetch', fetchMock);
    await readIdCard('aGVsbG8=').catch(() => undefined);
    const urls = fetchMock.mock.calls.map((c) => String((c as unknown[])[0]));
    expect(urls.some((u) => u.includes('getAccessToken'))).toBe(false);
    expect(urls[0]).toContain('access_token=cached');
  });

  it('on error 110 clears the cached token, fetches a new one and tries once more', async () => {
    localStorage.setItem(storedKeys.ocrToken.name, JSON.stringify({ token: 'stale', expiresAt: Date.now() + 60_000 }));
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('getAccessToken')
        ? json({ code: 0, msg: 'ok', access_token: 'fresh', expires_in: 2592000 })
        : json({ error_code: 110, error_msg: 'Access token invalid or no longer valid' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const error = await readIdCard('aGVsbG8=').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OcrError);
    const ocrCalls = fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/ocr/'));
    expect(ocrCalls).toHaveLength(2);
    expect(ocrCalls[1]).toContain('access_token=fresh');
    expect(localStorage.getItem(storedKeys.ocrToken.name)).toBeNull();
  });
});
