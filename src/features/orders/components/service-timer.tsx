// The service timer of an order in service: counts down from the server's remaining seconds, measured
// when its answer arrived (`loadedAt`), so a reload or a restored cache never starts it again from the
// booked time; the booked time and the extensions (加钟) that lengthened it.
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { useCountdown } from '@/lib/ui/use-countdown';
import { formatCountdown } from '@/lib/format/time';
import type { ServiceOrder } from '@/features/orders/api/use-orders';

export function ServiceTimer({ timer, loadedAt }: { timer: NonNullable<ServiceOrder['timer']>; loadedAt?: number }) {
  const { t } = useTranslation('orders');
  // Never more than the booked time: a start still on the phone is measured from its tap's whole second.
  const remaining = Math.min(useCountdown(timer.remainingSeconds, loadedAt, loadedAt) ?? 0, (timer.bookedMinutes + timer.extensionMinutes) * 60);
  return (
    <Card titleId="order-timer-title" title={t('timer.title')} className="order-timer">
      <p className="order-timer__label">{t('timer.remaining')}</p>
      <p className="order-timer__clock" role="timer" aria-labelledby="order-timer-title">
        {formatCountdown(remaining)}
      </p>
      {remaining === 0 && (
        <p className="order-timer__up" role="status">
          {t('timer.timeUp')}
        </p>
      )}
      <p className="order-muted">
        {t('timer.booked', { minutes: timer.bookedMinutes })}
        {timer.extensionMinutes > 0 && ` · ${t('timer.extended', { minutes: timer.extensionMinutes })}`}
      </p>
    </Card>
  );
}
