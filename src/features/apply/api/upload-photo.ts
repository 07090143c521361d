// Where the application's photos and signature go (src/lib/media), and how often an upload is tried
// again by itself after a failure (a lift, a basement) before the applicant is asked.
import { loadUploader } from '@/lib/media/uploader';

export { useUploaderWhenIdle } from '@/lib/media/uploader';

export const UPLOAD_FOLDER = 'worker/apply';
export const AUTO_RETRIES = 2;

type Progress = { onProgress?: (p: number) => void; signal?: AbortSignal };

/** Uploads a blob as it is (a signature PNG), retrying; answers its URL. */
export const uploadWithRetry = async (blob: Blob, { retries = AUTO_RETRIES, ...options }: Progress & { fileName: string; suffix: string; retries?: number }) =>
  (await loadUploader()).uploadBlob(blob, { ...options, folder: UPLOAD_FOLDER, retries });
