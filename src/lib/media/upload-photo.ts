// A photo on its way to the server from any screen (album, feedback, real-name): compressed on the
// phone, then uploaded with progress into the folder given. Returns the URL the calls take.
import { uploadFile } from '@/lib/api/upload';
import { compressImage } from './compress';

const SUFFIX_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
};
const SUFFIXES = new Set(['png', 'jpg', 'jpeg', 'webp', 'gif', 'bmp']);

/** The suffix the upload call takes: from the (compressed) type, else the file name, else png (spec 5). */
export function photoSuffix(blob: Blob, fileName: string): string {
  const byType = SUFFIX_BY_TYPE[blob.type];
  if (byType) return byType;
  const byName = fileName.split('.').pop()?.toLowerCase() ?? '';
  return SUFFIXES.has(byName) ? byName : 'png';
}

export async function uploadPhoto(
  file: File,
  { folder, onProgress, signal }: { folder: string; onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<string> {
  const blob = await compressImage(file);
  // Compression cannot be cancelled; a photo removed meanwhile must not start uploading.
  if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
  const suffix = photoSuffix(blob, file.name);
  const uploaded = await uploadFile({ file: blob, fileName: `photo.${suffix}`, folder, suffix, onProgress, signal });
  return uploaded.url;
}
