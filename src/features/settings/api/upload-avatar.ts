// The cropped avatar's upload, apart from the other calls: only the cropper page loads it.
import { uploadFile } from '@/lib/api/upload';

/** A cropped avatar on its way: uploaded with progress to the avatar folder; resolves with its URL. */
export async function uploadAvatar(blob: Blob, { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {}) {
  const suffix = blob.type === 'image/png' ? 'png' : 'jpg';
  const uploaded = await uploadFile({ file: blob, fileName: `avatar.${suffix}`, folder: 'worker/avatar', suffix, onProgress, signal });
  return uploaded.url;
}
