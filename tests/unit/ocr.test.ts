// The ID-card OCR's access token: cached on the phone and reused; Baidu's error 110 clears it, and the
// call is tried once more with a new one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OcrError, readIdCard } from '@/lib/ocr/ocr';
import { storedKeys } from '@/lib/storage/storage';

afterEach(() => vi.unstubAllGlobals());

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
