// An application photo on its way to the server (src/lib/media): compressed on the phone, uploaded
// with progress, tried again by itself after a failure (a lift, a basement) before the applicant is asked.
import { uploadBlob, uploadPhoto } from '@/lib/media/upload-photo';

export const UPLOAD_FOLDER = 'worker/apply';
export const AUTO_RETRIES = 2;

type Progress = { onProgress?: (p: number) => void; signal?: AbortSignal };

/** Uploads a blob as it is (a signature PNG), retrying; answers its URL. */
export const uploadWithRetry = (blob: Blob, { retries = AUTO_RETRIES, ...options }: Progress & { fileName: string; suffix: string; retries?: number }) =>
  uploadBlob(blob, { ...options, folder: UPLOAD_FOLDER, retries });

/** Compresses a photo and uploads it, retrying. */
export const uploadApplyPhoto = (file: File, options: Progress = {}) => uploadPhoto(file, { ...options, folder: UPLOAD_FOLDER, retries: AUTO_RETRIES });
