// Arriving at the door (status departed): a check-in photo taken with the camera, compressed and
// uploaded with progress, then the position and its distance from the address; all go with the
// arrive call. Beyond the platform's radius (the order's doorRules) one question, why, replaces the
// step's guard, and she arrives anyway (issue 49): the platform decides on the reason.
import { Card } from '@/components/card';
import { explainBeforePicking } from '@/lib/native/permissions';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Fix, lastKnownPosition, positionWithoutAsking } from '@/lib/location/position';
import type { KeepOptions } from '@/lib/outbox';
import type { ServiceOrder } from '@/features/orders/api/use-orders';
import { useArriveOrder } from '@/features/orders/api/use-order-steps';
import { sendStep, showToast } from '@/lib/ui/feedback';
import { ActionBar, ActionButton } from './action-bar';
import { UploadProgress } from '@/components/upload-progress';
import { type FarAnswer, FarSheet } from './far-sheet';
import { useLocatedStep } from '../utils/use-located-step';
import { confirmStep } from '../utils/step-guard';
import { beyondRadius, metresFromAddress } from '../utils/door';
import { formatDistance } from '../utils/format';
import { usePhotoUploads } from '@/lib/media/use-photo-uploads';

type Amend = NonNullable<KeepOptions['amend']>;

export function CheckIn({ orderId, order }: { orderId: string; order: ServiceOrder }) {
  const { t } = useTranslation('orders');
  const photo = usePhotoUploads({ folder: 'order/checkin' });
  const arrive = useArriveOrder();
  const item = photo.items[0];
  // A photo not up yet (still going, failed, or no network at all: a dead one says it is online)
  // goes with the step, kept on the phone as it was taken: the tap never waits for the upload.
  const keptOffline = Boolean(item?.file) && (item?.status === 'failed' || item?.status === 'uploading');
  // Where the phone is, read at the door before the tap (GPS needs no network; nothing is asked: she
  // was asked at the departure), so that the tap's distance is today's, not the departure's.
  const [fix, setFix] = useState<Fix | null>(() => lastKnownPosition());
  const refreshFix = () => void positionWithoutAsking().then((fresh) => fresh && setFix(fresh));
  useEffect(refreshFix, []);
  const metres = metresFromAddress(order, fix);
  // The question beyond the radius, and its answer, which the step then carries.
  const [far, setFar] = useState<number | null>(null);
  const farAnswer = useRef<FarAnswer | null>(null);

  // The distance goes with the position, the fresh one's too (the platform measures its own).
  const withDistance = (position: Partial<Fix>) => {
    const distanceMeters = metresFromAddress(order, position);
    return { ...position, ...(distanceMeters !== undefined ? { distanceMeters } : {}), ...farAnswer.current };
  };
  const amended = (amend: Amend): Amend => ({ ...amend, fields: amend.fields.then((fields) => fields && withDistance(fields)) });
  const step = useLocatedStep(
    async (position, amend) => {
      const data = { id: orderId, ...withDistance(position) };
      if (item?.url) return sendStep(arrive.mutateAsync({ data: { ...data, checkInPhoto: item.url }, amend: amended(amend) }), t('checkIn.arrived'));
      if (!item?.file) return false;
      const files = [{ field: 'checkInPhoto', blob: item.file, folder: 'order/checkin', name: item.file.name || 'checkin.jpg' }];
      return sendStep(arrive.mutateAsync({ data, files, amend: amended(amend) }), t('checkIn.arrived'));
    },
    // The far question was the confirmation: asked once.
    () => (farAnswer.current ? Promise.resolve(true) : confirmStep(t, 'arrive')),
  );

  const confirm = () => {
    if (!item?.url && !item?.file) {
      void showToast(t('checkIn.needPhoto'));
      return;
    }
    // Judged on the position the tap would send (the last known one): the rule's figure is the platform's.
    const here = metresFromAddress(order, lastKnownPosition());
    farAnswer.current = null;
    if (beyondRadius(order, here)) {
      setFar(here!);
      return;
    }
    void step.run();
  };

  const arriveFar = (answer: FarAnswer) => {
    farAnswer.current = answer;
    setFar(null);
    void step.run();
  };

  return (
    <Card titleId="order-checkin-title" title={t('checkIn.title')} className="order-checkin">
      <p className="order-muted">{t('checkIn.hint')}</p>
      {metres !== undefined && <p className="order-muted">{t('checkIn.distance', { distance: formatDistance(metres, t) })}</p>}
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
            // A photo at the door: where the phone is now.
            if (file) refreshFix();
          }}
        />
        {item ? t('checkIn.retake') : t('checkIn.take')}
      </label>
      <ActionBar>
        <ActionButton onClick={() => confirm()} busy={arrive.isPending} busyText={t('checkIn.confirming')}>
          {t('checkIn.confirm')}
        </ActionButton>
      </ActionBar>
      {far !== null && order.doorRules && <FarSheet metres={far} radius={order.doorRules.arrivalRadiusMeters} onArrive={arriveFar} onClose={() => setFar(null)} />}
    </Card>
  );
}
