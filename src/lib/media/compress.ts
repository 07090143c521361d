// Photos are compressed on the phone before upload (compressorjs: ~5 KB, canvas-based, keeps EXIF
// orientation right), so a service photo costs ~200 KB on a mobile network instead of 4 MB. The
// library loads when the first photo is picked, not with the screens that take photos (4.6 KB gzip
// of their first load).
import { CHUNK_TIMEOUT_MS, within } from '@/lib/loading/deadline';

type CompressOptions = { maxWidth?: number; maxHeight?: number; quality?: number };

export async function compressImage(file: File | Blob, { maxWidth = 1600, maxHeight = 1600, quality = 0.72 }: CompressOptions = {}): Promise<Blob> {
  let Compressor: typeof import('compressorjs').default;
  try {
    Compressor = (await within(import('compressorjs'), CHUNK_TIMEOUT_MS, 'compressorjs')).default;
  } catch {
    // The library did not arrive (the network went, or not within the chunk time limit): the photo goes as it is.
    return file;
  }
  return new Promise((resolve) => {
    new Compressor(file, {
      maxWidth,
      maxHeight,
      quality,
      mimeType: 'image/jpeg',
      convertSize: 0,
      success: (result) => resolve(result.size < file.size ? result : file),
      // An image the browser cannot decode is sent as it is; the server decides.
      error: () => resolve(file),
    });
  });
}
