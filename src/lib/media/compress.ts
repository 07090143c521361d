// Photos are compressed on the phone before upload (compressorjs: ~5 KB, canvas-based, keeps EXIF
// orientation right), so a service photo costs ~200 KB on a mobile network instead of 4 MB.
import Compressor from 'compressorjs';

export type CompressOptions = { maxWidth?: number; maxHeight?: number; quality?: number };

export function compressImage(file: File | Blob, { maxWidth = 1600, maxHeight = 1600, quality = 0.72 }: CompressOptions = {}): Promise<Blob> {
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
