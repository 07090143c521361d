// A photo on its way to the server from any screen (order check-in and service photos, album,
// feedback, real name, the application's photos): compressed on the phone, then uploaded with
// progress into the folder given, tried again by itself after a failure when asked. Returns the
// URL the calls take.
import { uploadFile } from '@/lib/api/upload';
import { compressImage } from './compress';

const SUFFIX_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/heic': 'heic',
  'image/heif': 'heif',
};
const SUFFIXES = new Set(['png', 'jpg', 'jpeg', 'webp', 'gif', 'bmp', 'heic', 'heif']);
const RETRY_DELAY_MS = 1_500;

/** The suffix the upload call takes: from the (compressed) type, else the file name, else png. */
function photoSuffix(blob: Blob, fileName: string): string {
  const byType = SUFFIX_BY_TYPE[blob.type];
  if (byType) return byType;
  const byName = fileName.split('.').pop()?.toLowerCase() ?? '';
  return SUFFIXES.has(byName) ? byName : 'png';
}

type UploadTarget = {
  folder: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Tries after a failure before the worker is told (a lift, a basement); none unless given. */
  retries?: number;
};

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(new DOMException('aborted', 'AbortError'))), { once: true });
  });

/** Uploads a blob as it is (a signature PNG, a compressed photo); answers its URL. */
export async function uploadBlob(blob: Blob, { fileName, suffix, folder, onProgress, signal, retries = 0 }: UploadTarget & { fileName: string; suffix: string }): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await uploadFile({ file: blob, fileName, folder, suffix, onProgress, signal })).url;
    } catch (error) {
      if (signal?.aborted || attempt >= retries) throw error;
      onProgress?.(0);
      await wait(RETRY_DELAY_MS * (attempt + 1), signal);
    }
  }
}

export async function uploadPhoto(file: File, target: UploadTarget): Promise<string> {
  const blob = await compressImage(file);
  // Compression cannot be cancelled; a photo removed meanwhile must not start uploading.
  if (target.signal?.aborted) throw new DOMException('aborted', 'AbortError');
  const suffix = photoSuffix(blob, file.name);
  return uploadBlob(blob, { ...target, fileName: `photo.${suffix}`, suffix });
}
