// A form's photos (the application's photos and real name, Mine's feedback, album and real name):
// the photos of usePhotoUploads (src/lib/media/use-photo-uploads.ts), each uploaded as soon as it is
// chosen with its own progress, a failed one retried alone, any one removed; a button to add from the
// album or the camera, after the permission's explanation. `single`: one photo (an ID card side) that
// a new one replaces.
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPicture, type PhotoUploads } from '@/lib/media/use-photo-uploads';
import { explainBeforePicking } from '@/lib/native/permissions';
import { UploadProgress } from './upload-progress';
import './photo-field.css';

type Props = {
  photos: PhotoUploads;
  id: string;
  /** The field's name (its heading, also in each photo's name). */
  label: string;
  /** A line under the label: what the photos should show. */
  hint?: string;
  max: number;
  /** One photo (an ID card side): a new one replaces it. */
  single?: boolean;
  /** For a moment (while the form is sent): the buttons stay, and do nothing. */
  disabled?: boolean;
  /** Photos that can no longer change (an application step under review): no add, remove or change. */
  readOnly?: boolean;
  /** A photo chosen, before it is uploaded (the ID card's OCR reads it). */
  onPicked?: (file: File) => void;
};

export function PhotoField({ photos, id, label, hint, max, single = false, disabled = false, readOnly = false, onPicked }: Props) {
  const { t } = useTranslation('common', { keyPrefix: 'photos' });
  const room = readOnly ? 0 : single ? 1 : max - photos.items.length;
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const chosen = single ? files.slice(0, 1) : files.slice(0, Math.max(0, room));
    if (single) photos.replace(chosen[0]);
    else photos.add(chosen);
    if (onPicked) chosen.filter(isPicture).forEach(onPicked);
  };
  return (
    <div className="photo-field" role="group" aria-labelledby={`${id}-label`} aria-describedby={hint ? `${id}-hint` : undefined}>
      <p id={`${id}-label`} className="photo-field__label">
        {label}
        {!single && <span className="photo-field__count"> {t('count', { n: photos.items.length, max })}</span>}
      </p>
      {hint && (
        <p id={`${id}-hint`} className="photo-field__hint">
          {hint}
        </p>
      )}
      <ul className="photo-field__grid">
        {photos.items.map((item, i) => {
          const name = t('name', { label, index: i + 1 });
          return (
            <li key={item.key} className="photo-field__tile">
              {/* A photo saved before loads at low priority: the form's text, fields and button come first. */}
              {item.preview ? <img src={item.preview} alt={name} fetchPriority={item.file ? undefined : 'low'} /> : <span className="photo-field__blank">{i + 1}</span>}
              {item.status === 'uploading' && (
                <UploadProgress className="photo-progress" percent={item.progress} label={t('progress', { name })} text={t('uploading', { percent: item.progress })} />
              )}
              {item.status === 'failed' && (
                <div className="centred-overlay photo-field__failed" role="alert">
                  <span>{t('failed')}</span>
                  <button type="button" className="photo-field__retry" onClick={() => photos.retry(item.key)} aria-label={t('retryName', { name })}>
                    {t('retry')}
                  </button>
                </div>
              )}
              {!readOnly && (
                <button type="button" className="photo-field__remove" onClick={() => photos.remove(item.key)} aria-label={t('remove', { name })} disabled={disabled}>
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                  </svg>
                </button>
              )}
            </li>
          );
        })}
        {room > 0 && (!single || photos.items.length === 0) && (
          <li className="photo-field__tile">
            <label className="photo-field__add" onClick={explainBeforePicking('album')}>
              <input
                id={id}
                type="file"
                accept="image/*"
                multiple={!single}
                className="visually-hidden"
                aria-label={t('addNamed', { label })}
                onChange={onFiles}
                disabled={disabled}
              />
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span>{single ? t('choose') : t('add')}</span>
            </label>
          </li>
        )}
      </ul>
      {single && !readOnly && photos.items.length > 0 && (
        <label className="photo-field__change" onClick={explainBeforePicking('album')}>
          <input type="file" accept="image/*" className="visually-hidden" onChange={onFiles} disabled={disabled} />
          {t('change', { label })}
        </label>
      )}
    </div>
  );
}
