// pages/order/photos?id=: service photos from the camera or the album, each compressed and uploaded
// with its own progress; a failed one is retried alone, any one can be removed; then saved, or sent
// with the finish call (1 to 9 photos), and back to the detail.
import { Card } from '@/components/card';
import { RemoteImage } from '@/components/remote-image';
import { explainBeforePicking } from '@/lib/native/permissions';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBack } from '@/components/stack-page';
import { type ServiceOrder } from '@/features/orders/api/use-orders';
import { useFinishOrder, useSaveOrderPhotos } from '@/features/orders/api/use-order-steps';
import { ActionBar, ActionButton } from '@/features/orders/components/action-bar';
import { OrderFormPage } from '@/features/orders/components/order-page';
import { orderLink } from '@/features/orders/utils/order-links';
import { secondsLeft } from '@/features/orders/utils/timer';
import { confirmStep } from '@/features/orders/utils/step-guard';
import { UploadProgress } from '@/components/upload-progress';
import { usePhotoUploads } from '@/lib/media/use-photo-uploads';
import '@/features/orders/orders.css';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';

const MAX_PHOTOS = 9;
/** Photos are taken once the worker has arrived, and sent with the finish while in service. */
const EDITABLE = new Set<ServiceOrder['status']>(['arrived', 'in_service']);

function PhotosForm({ id, order, loadedAt }: { id: string; order: ServiceOrder; loadedAt: number }) {
  const { t } = useTranslation('orders');
  const back = useBack(orderLink('orderDetail', id));
  const photos = usePhotoUploads({ folder: 'order/service', initial: order.servicePhotos });
  const finish = useFinishOrder();
  const save = useSaveOrderPhotos();
  const canFinish = order.status === 'in_service';
  const sending = finish.isPending || save.isPending;
  const room = MAX_PHOTOS - photos.items.length;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const taken = files.slice(0, Math.max(0, room));
    if (files.length > taken.length) void showToast(t('photos.max', { n: files.length - taken.length }));
    if (taken.length > 0) photos.add(taken);
  };

  // One submission at a time, and none after success (the screen is on its way back).
  const submission = useOneAtATime();

  // The photos not up yet (still going, failed, or no network at all: a dead one says it is online)
  // go with the submission, kept on the phone as taken: the tap never waits for an upload.
  const kept = photos.items.filter((item) => item.file && item.status !== 'done');

  const submit = (kind: 'finish' | 'save') => {
    const count = photos.urls.length + kept.length;
    const problem = count === 0 ? 'photos.needOne' : null;
    if (problem) {
      void showToast(t(problem));
      return;
    }
    const mutation = kind === 'finish' ? finish : save;
    const files = kept.map((item, i) => ({ field: 'photos', blob: item.file as File, folder: 'order/service', name: item.file?.name || `photo-${i + 1}.jpg` }));
    // Awaited rather than mutate callbacks: the answer changes the order's status, and this
    // screen must still say so and go back.
    void submission.run(async () => {
      // The finish is asked first (the step guard); before the booked time is up, with the minutes left.
      if (kind === 'finish') {
        const left = order.timer ? secondsLeft(order.timer, loadedAt) : 0;
        if (!(await confirmStep(t, 'finish', { secondsLeft: left }))) return false;
      }
      const data = { id, photos: photos.urls.slice(0, MAX_PHOTOS - files.length) };
      const sent = await sendStep(mutation.mutateAsync({ data, files }), t(kind === 'finish' ? 'photos.finished' : 'photos.saved'));
      if (sent) back();
      return sent;
    });
  };

  return (
    <>
      <Card titleId="photos-title" title={t('photos.title')}>
        <p className="order-muted">{t('photos.hint')}</p>
        <p className="order-muted" aria-live="polite">
          {t('photos.count', { n: photos.items.length })}
        </p>
        {kept.length > 0 && (
          <p className="order-ok" role="status">
            {t('photos.keptOffline')}
          </p>
        )}
        <ul className="photo-grid">
          {photos.items.map((item, i) => {
            const index = i + 1;
            return (
              <li key={item.key} className={`photo-tile photo-tile--${item.status}`}>
                {item.preview ? (
                  <RemoteImage className="photo-tile__img" src={item.preview} alt={t('photos.photoAlt', { index })} loading="lazy" />
                ) : (
                  <span className="photo-tile__blank">{index}</span>
                )}
                {item.status === 'uploading' && (
                  <UploadProgress
                    className="order-progress"
                    percent={item.progress}
                    label={t('photos.progressLabel', { index })}
                    text={t('photos.uploading', { percent: item.progress })}
                  />
                )}
                {/* One message per photo: a photo on the phone goes with the step (said above the grid), so its failed upload is not said again. */}
                {item.status === 'failed' && (
                  <div className={`centred-overlay${item.file ? '' : ' photo-tile__failed'}`} role={item.file ? undefined : 'alert'}>
                    {!item.file && <span>{t('photos.failed')}</span>}
                    <button type="button" className="photo-tile__retry" onClick={() => photos.retry(item.key)} aria-label={t('photos.retry', { index })}>
                      {t('position.retry')}
                    </button>
                  </div>
                )}
                <button
                  type="button"
                  className="photo-tile__remove"
                  onClick={() => photos.remove(item.key)}
                  aria-label={t('photos.remove', { index })}
                  disabled={sending}
                >
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
        {room > 0 && (
          <div className="photo-pickers">
            <label className="order-file-button" onClick={explainBeforePicking('camera')}>
              <input type="file" accept="image/*" capture="environment" className="visually-hidden" onChange={onFiles} disabled={sending} />
              {t('photos.camera')}
            </label>
            <label className="order-file-button" onClick={explainBeforePicking('album')}>
              <input type="file" accept="image/*" multiple className="visually-hidden" onChange={onFiles} disabled={sending} />
              {t('photos.album')}
            </label>
          </div>
        )}
      </Card>
      <ActionBar>
        {canFinish ? (
          <>
            <ActionButton primary={false} onClick={() => submit('save')} busy={save.isPending} busyText={t('photos.saving')} disabled={sending}>
              {t('photos.save')}
            </ActionButton>
            <ActionButton onClick={() => submit('finish')} busy={finish.isPending} busyText={t('photos.finishing')} disabled={sending}>
              {t('photos.finish')}
            </ActionButton>
          </>
        ) : (
          <ActionButton onClick={() => submit('save')} busy={save.isPending} busyText={t('photos.saving')} disabled={sending}>
            {t('photos.save')}
          </ActionButton>
        )}
      </ActionBar>
    </>
  );
}

export function OrderPhotosScreen() {
  const { t } = useTranslation('orders');
  return <OrderFormPage title={t('photos.title')} allowed={(order) => EDITABLE.has(order.status)} notAllowed={t('photos.notAllowed')} form={PhotosForm} />;
}
