// An application photo on its way to the server: compressed on the phone, uploaded with progress,
// tried again by itself after a failure (a lift, a basement) before the applicant is asked.
import { uploadFile } from '@/lib/api/upload';
import { compressImage } from '@/lib/media/compress';

export const UPLOAD_FOLDER = 'worker/apply';
export const AUTO_RETRIES = 2;
const RETRY_DELAY_MS = 1_500;

const SUFFIX_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
};

export const photoSuffix = (blob: Blob, fileName: string) =>
  SUFFIX_BY_TYPE[blob.type] ?? /\.(png|jpe?g|webp|gif|bmp)$/i.exec(fileName)?.[1].toLowerCase() ?? 'png';

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(new DOMException('aborted', 'AbortError'))), { once: true });
  });

/** Uploads a blob as it is (a signature PNG), retrying; answers its URL. */
export async function uploadWithRetry(
  blob: Blob,
  {
    fileName,
    suffix,
    onProgress,
    signal,
    retries = AUTO_RETRIES,
  }: {
    fileName: string;
    suffix: string;
    onProgress?: (p: number) => void;
    signal?: AbortSignal;
    retries?: number;
  },
): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (
        await uploadFile({
          file: blob,
          fileName,
          folder: UPLOAD_FOLDER,
          suffix,
          onProgress,
          signal,
        })
      ).url;
    } catch (error) {
      if (signal?.aborted || attempt >= retries) throw error;
      onProgress?.(0);
      await wait(RETRY_DELAY_MS * (attempt + 1), signal);
    }
  }
}

/** Compresses a photo and uploads it, retrying. */
export async function uploadApplyPhoto(file: File, options: { onProgress?: (p: number) => void; signal?: AbortSignal } = {}): Promise<string> {
  const blob = await compressImage(file);
  if (options.signal?.aborted) throw new DOMException('aborted', 'AbortError');
  const suffix = photoSuffix(blob, file.name);
  return uploadWithRetry(blob, {
    fileName: `photo.${suffix}`,
    suffix,
    ...options,
  });
}
