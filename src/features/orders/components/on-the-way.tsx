// On the way (issue 49): after departure, the platform's estimate of the arrival (how far, when), renewed
// about every minute while the page shows it and the phone is online; offline the last one, with its
// age. When it is later than the booked time, the way to tell the customer (kept like a step: offline
// too, once), then what the customer read, in the platform's words.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { DataAge } from '@/components/data-age';
import { formatTime } from '@/lib/format/time';
import type { Intent } from '@/lib/outbox';
import { useOrderEta } from '@/features/orders/api/use-order-eta';
import type { ServiceOrder } from '@/features/orders/api/use-orders';
import { formatDistance } from '@/features/orders/utils/format';
import { LateSheet } from './late-sheet';

export function OnTheWay({ orderId, order, intents }: { orderId: string; order: ServiceOrder; intents: Intent[] }) {
  const { t } = useTranslation('orders');
  const eta = useOrderEta(orderId, true);
  const [telling, setTelling] = useState(false);
  const estimate = eta.data;
  const notice = order.lateNotice;
  const kept = intents.some((intent) => intent.kind === 'notifyServiceOrderLate' && intent.state === 'pending');
  const late = estimate?.lateMinutes ?? 0;
  // Offered while the estimate is late and the customer was not told as much already (a notice on the
  // phone waits to go: one is enough).
  const offer = late > 0 && !kept && late > (notice?.lateMinutes ?? 0);

  return (
    <Card titleId="order-way-title" title={t('way.title')} className="order-way">
      <DataAge query={eta} />
      {estimate ? (
        <>
          <p className="order-way__summary">
            {t('way.summary', { distance: formatDistance(estimate.distanceMeters, t), time: formatTime(estimate.arriveAt) })}
          </p>
          <p className={late > 0 ? 'order-way__late' : 'order-muted'}>
            {late > 0 ? t('way.late', { minutes: late, time: formatTime(order.appointmentAt) }) : t('way.onTime')}
          </p>
        </>
      ) : (
        <p className="order-muted" role="status">
          {eta.isError ? t('way.unavailable', { message: eta.error instanceof Error ? eta.error.message : String(eta.error) }) : t('way.loading')}
        </p>
      )}
      {notice && (
        <div className="order-way__notice">
          <p>{t('way.lateSent', { minutes: notice.lateMinutes })}</p>
          <p className="order-muted">{t('way.customerSees', { text: notice.customerText })}</p>
        </div>
      )}
      {kept && (
        <p className="order-ok" role="status">
          {t('way.lateKept')}
        </p>
      )}
      {offer && (
        <Button block color="warning" fill="outline" className="order-way__tell" onClick={() => setTelling(true)}>
          {t('way.tellLate')}
        </Button>
      )}
      {telling && <LateSheet orderId={orderId} minutes={late} visible onClose={() => setTelling(false)} />}
    </Card>
  );
}
