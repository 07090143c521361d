// Photos a Mine form sends (feedback, the ID card): each compressed and uploaded as soon as it is
// chosen, with its own progress; a failed one is retried alone, any one removed. From the album or
// the camera, after the permission's explanation.
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { explainBeforePicking } from '@/lib/native/permissions';
import type { usePhotoUploads } from '@/lib/media/use-photo-uploads';
import { UploadProgress } from '@/components/upload-progress';

type Uploads = ReturnType<typeof usePhotoUploads>;

type Props = {
  photos: Uploads;
  /** The field's name (a label, also in each photo's name). */
  label: string;
  max: number;
  disabled?: boolean;
  /** One photo (an ID card side): a new one replaces it. */
  single?: boolean;
  id: string;
};

export function PhotoField({ photos, label, max, disabled = false, single = false, id }: Props) {
  const { t } = useTranslation('mine-pages');
  const room = single ? 1 : max - photos.items.length;
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (single) {
      photos.replace(files[0]);
      return;
    }
    photos.add(files.slice(0, Math.max(0, room)));
  };
  return (
    <div className="photo-field" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="profile-field__label">
        {label}
        {!single && <span className="profile-field__hint"> {t('photos.count', { n: photos.items.length, max })}</span>}
      </p>
      <ul className="photo-field__grid">
        {photos.items.map((item, i) => {
          const name = single ? label : t('photos.name', { label, index: i + 1 });
          return (
            <li key={item.key} className="photo-field__tile">
              {item.preview ? <img src={item.preview} alt={name} /> : <span className="photo-field__blank">{i + 1}</span>}
              {item.status === 'uploading' && (
                <UploadProgress className="photo-progress" percent={item.progress} label={t('photos.progress', { name })} text={t('photos.uploading', { percent: item.progress })} />
              )}
              {item.status === 'failed' && (
                <div className="photo-field__failed" role="alert">
                  <span>{t('photos.failed')}</span>
                  <button type="button" className="photo-field__retry" onClick={() => photos.retry(item.key)} aria-label={t('photos.retryName', { name })}>
                    {t('photos.retry')}
                  </button>
                </div>
              )}
              <button type="button" className="photo-field__remove" onClick={() => photos.remove(item.key)} aria-label={t('photos.remove', { name })} disabled={disabled}>
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          );
        })}
        {room > 0 && (!single || photos.items.length === 0) && (
          <li className="photo-field__tile">
            <label className="photo-field__add" onClick={explainBeforePicking('album')}>
              <input type="file" accept="image/*" multiple={!single} className="visually-hidden" onChange={onFiles} disabled={disabled} />
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span>{single ? t('photos.choose') : t('photos.add')}</span>
              <span className="visually-hidden">{label}</span>
            </label>
          </li>
        )}
      </ul>
      {single && photos.items.length > 0 && (
        <label className="profile-link-button" onClick={explainBeforePicking('album')}>
          <input type="file" accept="image/*" className="visually-hidden" onChange={onFiles} disabled={disabled} />
          {t('photos.change', { label })}
        </label>
      )}
    </div>
  );
}
