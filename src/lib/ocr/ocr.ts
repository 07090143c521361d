// ID-card OCR (getBaiduOcrAccessToken, then recognizeIdCard): a Baidu access token from the cloud, cached on the phone for
// 2 590 000 000 ms; Baidu's error 110 (token invalid) clears the cache and the call is tried once more.
import { getBaiduOcrAccessToken, recognizeIdCard } from '@generated/api/system/system';
import type { SystemBaiduIdcardResult } from '@generated/api/model';
import { readStored, removeStored, storedKeys, writeStored } from '@/lib/storage/storage';

const OCR_TOKEN_LIFETIME_MS = 2_590_000_000;
const INVALID_TOKEN = 110;

// The app's token, not the worker's (src/lib/storage, `ocrToken`): a session's end keeps it.
function cachedToken(now: number): string | null {
  const value = readStored(storedKeys.ocrToken);
  return value && value.expiresAt > now ? value.token : null;
}

const clearOcrToken = () => removeStored(storedKeys.ocrToken);

export async function ocrToken(now = Date.now()): Promise<string> {
  const cached = cachedToken(now);
  if (cached) return cached;
  const { access_token } = await getBaiduOcrAccessToken({});
  writeStored(storedKeys.ocrToken, { token: access_token, expiresAt: now + OCR_TOKEN_LIFETIME_MS });
  return access_token;
}

export class OcrError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'OcrError';
  }
}

/** Reads an ID card photo (base64 without the data-URL prefix); `side` defaults to the front. */
export async function readIdCard(imageBase64: string, side: 'front' | 'back' = 'front', retried = false): Promise<SystemBaiduIdcardResult> {
  const token = await ocrToken();
  const result = await recognizeIdCard({ image: imageBase64, id_card_side: side }, { access_token: token });
  if ('error_code' in result) {
    if (result.error_code === INVALID_TOKEN) {
      clearOcrToken();
      if (!retried) return readIdCard(imageBase64, side, true);
    }
    throw new OcrError(result.error_code, result.error_msg);
  }
  return result;
}
