// Arriving at the door (status departed): a check-in photo taken with the camera, compressed and
// uploaded with progress, then the position; both go with the arrive call.
import { Card } from '@/components/card';
import { explainBeforePicking } from '@/lib/native/permissions';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useArriveOrder } from '@/features/orders/api/use-order-steps';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { ActionBar, ActionButton } from './action-bar';
import { UploadProgress } from '@/components/upload-progress';
import { useLocatedStep } from '../utils/use-located-step';
import { confirmStep } from '../utils/step-guard';
import { usePhotoUploads } from '@/lib/media/use-photo-uploads';

export function CheckIn({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const photo = usePhotoUploads({ folder: 'order/checkin' });
  const arrive = useArriveOrder();
  const item = photo.items[0];
  // A photo not up yet (still going, failed, or no network at all: a dead one says it is online)
  // goes with the step, kept on the phone as it was taken: the tap never waits for the upload.
  const keptOffline = Boolean(item?.file) && (item?.status === 'failed' || item?.status === 'uploading');
  const step = useLocatedStep(async (position, amend) => {
    if (item?.url) return sendStep(arrive.mutateAsync({ data: { id: orderId, ...position, checkInPhoto: item.url }, amend }), t('checkIn.arrived'));
    if (!item?.file) return false;
    const files = [{ field: 'checkInPhoto', blob: item.file, folder: 'order/checkin', name: item.file.name || 'checkin.jpg' }];
    return sendStep(arrive.mutateAsync({ data: { id: orderId, ...position }, files, amend }), t('checkIn.arrived'));
  }, () => confirmStep(t, 'arrive'));

  const confirm = () => {
    if (!item?.url && !item?.file) {
      void showToast(t('checkIn.needPhoto'));
      return;
    }
    void step.run();
  };

  return (
    <Card titleId="order-checkin-title" title={t('checkIn.title')} className="order-checkin">
      <p className="order-muted">{t('checkIn.hint')}</p>
      {item && (
        <div className="order-checkin__photo">
          {item.preview && <img src={item.preview} alt={t('checkIn.photoAlt')} />}
          {item.status === 'uploading' && (
            <UploadProgress className="order-progress" percent={item.progress} label={t('checkIn.photoAlt')} text={t('checkIn.uploading', { percent: item.progress })} />
          )}
          {item.status === 'done' && (
            <p className="order-ok" role="status">
              {t('checkIn.uploaded')}
            </p>
          )}
          {/* One message per photo: kept on the phone (it goes with the step), or failed; never both. */}
          {keptOffline && (
            <p className="order-ok" role="status">
              {t('checkIn.keptOffline')}
            </p>
          )}
          {keptOffline && item.status === 'failed' && (
            <Button size="small" fill="none" color="primary" onClick={() => photo.retry(item.key)}>
              {t('checkIn.retry')}
            </Button>
          )}
          {item.status === 'failed' && !keptOffline && (
            <div role="alert" className="order-failed">
              <p>{t('checkIn.failed', { message: item.error })}</p>
              <Button size="small" color="primary" fill="outline" onClick={() => photo.retry(item.key)}>
                {t('checkIn.retry')}
              </Button>
            </div>
          )}
        </div>
      )}
      <label className="order-file-button" onClick={explainBeforePicking('camera')}>
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="visually-hidden"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) photo.replace(file);
          }}
        />
        {item ? t('checkIn.retake') : t('checkIn.take')}
      </label>
      <ActionBar>
        <ActionButton onClick={() => confirm()} busy={arrive.isPending} busyText={t('checkIn.confirming')}>
          {t('checkIn.confirm')}
        </ActionButton>
      </ActionBar>
    </Card>
  );
}
