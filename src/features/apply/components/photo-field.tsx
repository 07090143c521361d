// One kind of photo on the photos step: the saved ones, the ones on their way up (progress, a
// retry when they failed after the automatic tries), a button to add (camera or album).
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { explainBeforePicking } from '@/lib/native/permissions';
import { uploadApplyPhoto, useUploaderWhenIdle } from '../api/upload-photo';

type Pending = {
  key: number;
  file: File;
  preview: string;
  progress: number;
  failed?: string;
};

export function PhotoField({
  id,
  label,
  hint,
  urls,
  max,
  onAdd,
  onRemove,
  onPicked,
  disabled,
}: {
  id: string;
  label: string;
  hint?: string;
  /** The uploaded photos (URLs). */
  urls: string[];
  max: number;
  /** A photo uploaded (a single photo replaces the one there). */
  onAdd: (url: string) => void;
  onRemove: (url: string) => void;
  /** A photo chosen, before it is uploaded (the ID card's OCR reads it). */
  onPicked?: (file: File) => void;
  disabled?: boolean;
}) {
  useUploaderWhenIdle();
  const { t } = useTranslation('apply');
  const [pending, setPending] = useState<Pending[]>([]);
  const next = useRef(0);
  const controllers = useRef(new Map<number, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const patch = (key: number, change: Partial<Pending>) => setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const start = (item: Pending) => {
    const controller = new AbortController();
    controllers.current.set(item.key, controller);
    patch(item.key, { progress: 0, failed: undefined });
    uploadApplyPhoto(item.file, {
      signal: controller.signal,
      onProgress: (progress) => patch(item.key, { progress }),
    }).then(
      (url) => {
        controllers.current.delete(item.key);
        setPending((list) => list.filter((p) => p.key !== item.key));
        if (item.preview) URL.revokeObjectURL(item.preview);
        onAdd(url);
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          patch(item.key, {
            failed: error instanceof Error ? error.message : String(error),
          });
      },
    );
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(1, max - urls.length));
    event.target.value = '';
    for (const file of files) {
      next.current += 1;
      const item: Pending = {
        key: next.current,
        file,
        progress: 0,
        preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '',
      };
      setPending((list) => (max === 1 ? [item] : [...list, item]));
      onPicked?.(file);
      start(item);
    }
  };

  const full = max > 1 && urls.length + pending.length >= max;
  return (
    <fieldset className="apply-photos" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="apply-photos__label">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="apply-muted">
          {hint}
        </p>
      )}
      <ul className="apply-photos__list">
        {urls.map((url, index) => (
          <li key={url} className="apply-photos__item">
            {/* Low priority: the step's text, fields and button come before the thumbnails of photos already sent. */}
            <img src={url} alt={t('image.photoAlt', { label, n: index + 1 })} className="apply-photos__img" fetchPriority="low" />
            {!disabled && (
              <button type="button" className="apply-photos__remove" aria-label={t('image.remove', { label, n: index + 1 })} onClick={() => onRemove(url)}>
                ×
              </button>
            )}
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.key} className="apply-photos__item">
            {item.preview && <img src={item.preview} alt="" className="apply-photos__img" />}
            {item.failed ? (
              <div className="apply-photos__failed" role="alert">
                <span>{t('image.failed')}</span>
                <button type="button" className="apply-link-button" onClick={() => start(item)}>
                  {t('actions.retry')}
                </button>
              </div>
            ) : (
              <div
                role="progressbar"
                aria-label={t('image.uploading', { label })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.progress}
                className="apply-photos__progress"
              >
                <span style={{ width: `${item.progress}%` }} />
              </div>
            )}
          </li>
        ))}
        {!full && !disabled && (
          <li className="apply-photos__item">
            <label className="apply-photos__add" onClick={explainBeforePicking('album')}>
              <span aria-hidden="true">＋</span>
              <span className="visually-hidden">{t('image.add', { label })}</span>
              <input id={id} type="file" accept="image/*" multiple={max > 1} className="visually-hidden" onChange={pick} />
            </label>
          </li>
        )}
      </ul>
    </fieldset>
  );
}
