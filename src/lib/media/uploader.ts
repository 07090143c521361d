// The upload code (compression, the upload with progress, its retries) is not part of a page's
// first load: a page shows its photo fields, and the code arrives once the page is idle, before a
// worker picks a photo; a pick that comes first loads it then.
import { inTime } from '@/lib/loading/deadline';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api/errors';
import { i18n } from '@/lib/i18n/i18n';
import { whenIdleAfterLoad } from '@/lib/ui/yield';

type Uploader = typeof import('./upload-photo');
let loading: Promise<Uploader> | null = null;

/** The upload code; when it does not arrive, a network error (the photo can be tried again). */
export function loadUploader(): Promise<Uploader> {
  loading ??= inTime(import('./upload-photo'), 'upload-photo').catch(() => {
    loading = null;
    throw new ApiError('network', i18n.t('errors:network'));
  });
  return loading;
}

/** Fetches the upload code once the page has loaded and the browser is idle. */
export function useUploaderWhenIdle() {
  useEffect(() => whenIdleAfterLoad(() => void loadUploader().catch(() => undefined)), []);
}
