// pages/order/photos?id=: service photos from the camera or the album, each compressed and uploaded
// with its own progress; a failed one is retried alone, any one can be removed; then saved, or sent
// with the finish call (1 to 9 photos), and back to the detail.
import { explainBeforePicking } from '../../../lib/native/permissions';
import { Button } from 'antd-mobile';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBack } from '../../../components/stack-page';
import { type ServiceOrder, useFinishOrder, useSaveOrderPhotos } from '../api/use-orders';
import { ActionBar } from '../components/action-bar';
import { OrderImage } from '../components/order-image';
import { OrderNotice, OrderPage, useOrderOfPage } from '../components/order-page';
import { orderLink } from '../utils/order-links';
import { sendStep } from '../utils/step-feedback';
import { UploadProgress } from '../components/upload-progress';
import { usePhotoUploads } from '../components/use-photo-uploads';
import '../orders.css';
import { showToast } from '../../../lib/ui/feedback';
import { useOneAtATime } from '../../../lib/ui/use-one-at-a-time';

const MAX_PHOTOS = 9;

function PhotosForm({ id, order }: { id: string; order: ServiceOrder }) {
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

  const submit = (kind: 'finish' | 'save') => {
    const problem = photos.uploading ? 'photos.wait' : photos.failed ? 'photos.hasFailed' : photos.urls.length === 0 ? 'photos.needOne' : null;
    if (problem) {
      void showToast(t(problem));
      return;
    }
    const mutation = kind === 'finish' ? finish : save;
    // Awaited rather than mutate callbacks: the answer changes the order's status, and this
    // screen must still say so and go back.
    void submission.run(async () => {
      const sent = await sendStep(mutation.mutateAsync({ data: { id, photos: photos.urls.slice(0, MAX_PHOTOS) } }), t(kind === 'finish' ? 'photos.finished' : 'photos.saved'));
      if (sent) back();
      return sent;
    });
  };

  return (
    <>
      <section className="card" aria-labelledby="photos-title">
        <h2 id="photos-title" className="order-section__title">
          {t('photos.title')}
        </h2>
        <p className="order-muted">{t('photos.hint')}</p>
        <p className="order-muted" aria-live="polite">
          {t('photos.count', { n: photos.items.length })}
        </p>
        <ul className="photo-grid">
          {photos.items.map((item, i) => {
            const index = i + 1;
            return (
              <li key={item.key} className={`photo-tile photo-tile--${item.status}`}>
                {item.preview ? (
                  <OrderImage className="photo-tile__img" src={item.preview} alt={t('photos.photoAlt', { index })} />
                ) : (
                  <span className="photo-tile__blank">{index}</span>
                )}
                {item.status === 'uploading' && (
                  <UploadProgress
                    percent={item.progress}
                    label={t('photos.progressLabel', { index })}
                    text={t('photos.uploading', { percent: item.progress })}
                  />
                )}
                {item.status === 'failed' && (
                  <div className="photo-tile__failed" role="alert">
                    <span>{t('photos.failed')}</span>
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
      </section>
      <ActionBar>
        {canFinish ? (
          <>
            <Button block size="large" onClick={() => submit('save')} disabled={sending} loading={save.isPending} loadingText={t('photos.saving')}>
              {t('photos.save')}
            </Button>
            <Button
              block
              size="large"
              color="primary"
              onClick={() => submit('finish')}
              disabled={sending}
              loading={finish.isPending}
              loadingText={t('photos.finishing')}
            >
              {t('photos.finish')}
            </Button>
          </>
        ) : (
          <Button block size="large" color="primary" onClick={() => submit('save')} disabled={sending} loading={save.isPending} loadingText={t('photos.saving')}>
            {t('photos.save')}
          </Button>
        )}
      </ActionBar>
    </>
  );
}

export function OrderPhotosScreen() {
  const { t } = useTranslation('orders');
  const page = useOrderOfPage();
  const { id, detail } = page;
  // Once the form is open it stays while its answer (a completed order) comes back.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const order = detail.data;
  const editable = order !== undefined && (order.status === 'arrived' || order.status === 'in_service');
  if (editable && openFor !== id) setOpenFor(id);

  return (
    <OrderPage page={page} title={t('photos.title')} withActions>
      {(order) =>
        editable || openFor === id ? <PhotosForm key={id} id={id} order={order} /> : <OrderNotice id={id} text={t('photos.notAllowed')} />
      }
    </OrderPage>
  );
}
