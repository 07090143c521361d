// The ID-card OCR goes through our backend (recognizeApplyIdCard) with the worker's token: no OCR
// credential is asked for or kept on the phone, the photo travels in the body, and a photo the
// server cannot read fails with its message. One side's reading merges over what the step holds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readIdCard } from '@/features/apply/api/read-id-card';
import { EMPTY_OCR, mergeOcr } from '@/features/apply/utils/id-card-ocr';
import { ApiError } from '@/lib/api/errors';
import { saveSession } from '@/lib/session/session';
import { contractExample } from '../../support/contract';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ID-card OCR', () => {
  it('sends the photo and its side to our backend with the worker token, and answers the fields it read', async () => {
    saveSession('tok-1', Date.now() + 60_000);
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json(contractExample('recognizeApplyIdCard')));
    vi.stubGlobal('fetch', fetchMock);
    const read = await readIdCard('aGVsbG8=', 'front');
    expect(read).toMatchObject({ name: '李秀梅', idNumber: '310104199104180427', gender: 2, birthday: '1991-04-18', validTo: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(new URL(url, 'http://app.test').pathname).toBe('/v1/apply/ocrIdCard');
    expect(url).not.toContain('access_token');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ image: 'aGVsbG8=', side: 'front' });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-1');
    // Nothing of the OCR service is kept on the phone.
    expect(Object.keys(localStorage).filter((k) => /ocr/i.test(k))).toEqual([]);
  });

  it("fails with the server's message when it cannot read the photo", async () => {
    saveSession('tok-1', Date.now() + 60_000);
    vi.stubGlobal('fetch', vi.fn(async () => json(contractExample('recognizeApplyIdCard', 'unreadable', '400'), 400)));
    const error = await readIdCard('aGVsbG8=', 'back').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 10620, message: '未能识别这张照片，请拍摄清晰、完整、无反光的身份证照片' });
  });

  it('merges one side over the other: fields read replace, fields not read keep what was there', () => {
    const front = contractExample<{ data: typeof EMPTY_OCR }>('recognizeApplyIdCard').data;
    const back = contractExample<{ data: typeof EMPTY_OCR }>('recognizeApplyIdCard', 'back').data;
    const both = mergeOcr(mergeOcr(EMPTY_OCR, front), back);
    expect(both).toEqual({ ...front, issuingAuthority: '上海市公安局徐汇分局', validFrom: '2019-05-20', validTo: '2039-05-20' });
    // A second front photo whose ID number was not read keeps the number the first one gave.
    const partly = contractExample<{ data: typeof EMPTY_OCR }>('recognizeApplyIdCard', 'partlyRead').data;
    expect(mergeOcr(both, partly).idNumber).toBe('310104199104180427');
    expect(mergeOcr(both, partly).address).toBe('上海市徐汇区漕溪北路88弄6号302室');
  });
});
