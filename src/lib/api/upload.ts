// File uploads with progress (fetch cannot report upload progress, so this one call uses XHR),
// through the same headers, token, timeouts and error catalogue as every other call.
import { inTime } from '@/lib/loading/deadline';
import { i18n } from '@/lib/i18n/i18n';
import { ApiError } from './errors';
import { resolveUrl } from './call';
import { prepareHeaders, readAnswer, UPLOAD_TIMEOUT_MS } from './request';

const UPLOAD_PATH = '/v1/common/uploadToPath';

type UploadResult = { url: string; name: string; size: number };

export type UploadOptions = {
  file: Blob;
  fileName: string;
  /** Server folder, e.g. `worker/order-photos`. */
  folder: string;
  suffix: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

export function uploadFile({ file, fileName, folder, suffix, onProgress, signal }: UploadOptions): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('path', folder);
  form.append('suffix', suffix);
  const headers = prepareHeaders(UPLOAD_PATH, undefined, form);

  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', resolveUrl(UPLOAD_PATH));
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      readAnswer(UPLOAD_PATH, xhr.status, xhr.responseText, () => inTime(import('@generated/response-schemas/uploadFileToPath'), 'uploadFileToPath'), {
        get: (name) => xhr.getResponseHeader(name),
      }).then((body) => {
        onProgress?.(100);
        resolve((body as { data: UploadResult }).data);
      }, reject);
    };
    xhr.ontimeout = () => reject(new ApiError('timeout', i18n.t('errors:timeout')));
    xhr.onerror = () => reject(new ApiError('network', i18n.t('errors:network')));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
