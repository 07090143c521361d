// Photos on their way up, each on its own: compress, upload with progress, retry the one that
// failed, remove one. Uploads still running are cancelled when the screen closes. What is chosen
// stays until the screen goes, so a call that fails after the uploads loses no photo. The order
// pages (check-in, service photos), Mine's pages (album, feedback, real name) and the application's
// (photos, real name) use it; the photo field (src/components/photo-field.tsx) shows it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '@/lib/i18n/i18n';
import { showToast } from '@/lib/ui/feedback';
import { fileTypeFromName } from '@/lib/validation/file-type';
import { loadUploader, useUploaderWhenIdle } from './uploader';

type PhotoItem = {
  key: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0-100 while uploading. */
  progress: number;
  /** The server URL once uploaded (or a photo saved before). */
  url?: string;
  /** What to show: a local preview of the chosen file, else the server URL. */
  preview: string;
  file?: File;
  error?: string;
};

/**
 * Whether a chosen file is a photo: `accept="image/*"` is only a hint, and a phone's file picker
 * still hands over a text file or a PDF, which would upload as a broken photo. By its type, or, from
 * a picker that gives none, by its name's suffix (lib/validation's fileTypeFromName). Never an
 * SVG: it is a document, not a photo, and can carry script.
 */
export function isPicture(file: File) {
  if (file.type) return file.type.startsWith('image/') && file.type !== 'image/svg+xml';
  return /\.[^.]+$/.test(file.name) && fileTypeFromName(file.name).type === 'image' && fileTypeFromName(file.name).suffix !== 'svg';
}

/** The pictures among `files`; when any was not one, the worker is told, in words. */
function picturesOf(files: File[]) {
  const pictures = files.filter(isPicture);
  if (pictures.length < files.length) void showToast(i18n.t('errors:notAPicture'), 'fail');
  return pictures;
}

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

export function usePhotoUploads({
  folder,
  initial = [],
  retries = 0,
  onUrls,
}: {
  folder: string;
  /** Photos saved before (their URLs). */
  initial?: string[];
  /** Tries after a failure before the photo shows it failed (the application's: a lift, a basement). */
  retries?: number;
  /** The uploaded URLs changed (a photo done or removed): for a form that keeps them elsewhere (the application's draft). */
  onUrls?: (urls: string[]) => void;
}) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((url, i) => ({ key: `saved-${i}`, status: 'done', progress: 100, url, preview: url })),
  );
  useUploaderWhenIdle();
  const next = useRef(0);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  const update = useCallback((key: string, patch: Partial<PhotoItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      controllers.current.get(key)?.abort();
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { status: 'uploading', progress: 0, error: undefined });
      loadUploader()
        .then(({ uploadPhoto }) => uploadPhoto(file, { folder, retries, signal: controller.signal, onProgress: (progress) => update(key, { progress }) }))
        .then(
          (url) => {
            if (!controller.signal.aborted) update(key, { status: 'done', progress: 100, url });
          },
          (error: unknown) => {
            if (!controller.signal.aborted) update(key, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
          },
        );
    },
    [folder, retries, update],
  );

  const add = useCallback(
    (chosen: File[]) => {
      const added = picturesOf(chosen).map((file) => {
        next.current += 1;
        const preview = previewOf(file);
        if (preview) previews.current.add(preview);
        return { key: `new-${next.current}`, status: 'uploading' as const, progress: 0, preview, file };
      });
      setItems((list) => [...list, ...added]);
      added.forEach((item) => start(item.key, item.file));
    },
    [start],
  );

  const drop = useCallback((item: PhotoItem) => {
    controllers.current.get(item.key)?.abort();
    controllers.current.delete(item.key);
    if (item.file && previews.current.has(item.preview)) {
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
  }, []);

  const remove = useCallback(
    (key: string) => {
      const item = items.find((i) => i.key === key);
      if (item) drop(item);
      setItems((list) => list.filter((i) => i.key !== key));
    },
    [items, drop],
  );

  /** Everything goes (the photos were sent). */
  const clear = useCallback(() => {
    items.forEach(drop);
    setItems([]);
  }, [items, drop]);

  /** A single photo (an ID card side, the check-in): the new one replaces whatever was there. */
  const replace = useCallback(
    (file: File) => {
      // A file that is not a picture leaves the photo there was.
      if (picturesOf([file]).length === 0) return;
      items.forEach(drop);
      setItems([]);
      add([file]);
    },
    [items, add, drop],
  );

  const retry = useCallback(
    (key: string) => {
      const item = items.find((i) => i.key === key);
      if (item?.file) start(key, item.file);
    },
    [items, start],
  );

  useEffect(() => {
    const running = controllers.current;
    const urls = previews.current;
    return () => {
      running.forEach((c) => c.abort());
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, []);

  const urls = [...new Set(items.filter((i) => i.status === 'done' && i.url).map((i) => i.url as string))];
  // Told once a change has rendered, not from inside a state update; the photos saved before are not a change.
  const urlsKey = urls.join('\n');
  const told = useRef(urlsKey);
  const tell = useRef(onUrls);
  useEffect(() => {
    tell.current = onUrls;
  });
  useEffect(() => {
    if (urlsKey === told.current) return;
    told.current = urlsKey;
    tell.current?.(urlsKey ? urlsKey.split('\n') : []);
  }, [urlsKey]);
  return {
    items,
    add,
    replace,
    retry,
    remove,
    clear,
    /** Uploaded URLs in order, without duplicates (the calls want unique items). */
    urls,
    uploading: items.some((i) => i.status === 'uploading'),
    failed: items.some((i) => i.status === 'failed'),
  };
}

/** What usePhotoUploads gives a screen (and the photo field shows). */
export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
