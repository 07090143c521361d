// An order in the tab lists: service, time, where, money, status, a health-notes badge, and for an
// offer the time left to accept. The whole card is a link to the receive page or the detail.
// The countdown runs from when the card's page arrived (it mounts then) and restarts only when a
// refresh brings a new remainder, not when a later page is appended.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RemoteImage } from '@/components/remote-image';
import { formatMoney } from '@/lib/format/money';
import { useCountdown } from '@/lib/ui/use-countdown';
import { formatCountdown, formatDateTime } from '@/lib/format/time';
import type { ServiceOrderRow } from '@/features/orders/api/use-orders';
import { formatDistance } from '@/features/orders/utils/format';
import { orderCardLink } from '@/features/orders/utils/order-links';
import { pendingStatus } from '@/features/orders/utils/pending';
import { useOrderIntents } from '@/lib/outbox';
import { StatusTag } from './status-tag';

export function OrderCard({ order }: { order: ServiceOrderRow }) {
  const { t, i18n } = useTranslation('orders');
  const { t: tOutbox } = useTranslation('outbox');
  const offer = order.status === 'pending_accept';
  const remaining = useCountdown(offer ? order.acceptRemainingSeconds : null);
  const cancelled = order.status === 'cancelled';
  // Steps still on the phone: the card says where the worker left it, and that it waits to sync.
  const intents = useOrderIntents(order.id);
  const refused = intents.some((intent) => intent.state !== 'pending');
  return (
    <Link to={orderCardLink(order)} className="order-card">
      <div className="order-card__head">
        <time className="order-card__time" dateTime={order.appointmentAt}>
          {formatDateTime(order.appointmentAt, i18n.language)}
        </time>
        <span className="order-card__tags">
          {intents.length > 0 && (
            <span className={`order-pending__tag${refused ? ' order-pending__tag--refused' : ''}`}>{tOutbox(intents.some((intent) => intent.state === 'aside') ? 'asideTag' : refused ? 'refusedTag' : 'pendingTag')}</span>
          )}
          <StatusTag status={pendingStatus(order.status, intents)} />
        </span>
      </div>
      <div className="order-card__body">
        <RemoteImage className="order-thumb" src={order.serviceImage} alt="" width={56} height={56} loading="lazy" />
        <div className="order-card__main">
          <h2 className="order-card__service">
            {t('order.service', { name: order.serviceName, minutes: order.durationMinutes })}
            {order.extensionMinutes > 0 && <span className="order-card__ext"> {t('order.extension', { minutes: order.extensionMinutes })}</span>}
          </h2>
          <p className="order-card__line">
            {order.region} {order.addressBrief}
          </p>
          <p className="order-card__line">
            {order.customerNickname}
            {order.distanceMeters != null && ` · ${t('list.distance', { distance: formatDistance(order.distanceMeters, t) })}`}
          </p>
        </div>
      </div>
      <div className="order-card__foot">
        <div className="order-card__badges">
          {order.hasHealthNotes && <span className="order-health-badge">{t('order.healthBadge')}</span>}
          {remaining != null && (
            <span className="order-card__countdown" role="timer">
              {remaining > 0 ? t('list.remaining', { time: formatCountdown(remaining) }) : t('list.expired')}
            </span>
          )}
        </div>
        <div className="order-card__money">
          <strong>
            {cancelled
              ? t('list.compensation', { amount: formatMoney(order.compensationCents ?? 0) })
              : t('list.income', { amount: formatMoney(order.totalIncomeCents) })}
          </strong>
          <span>{t('list.price', { amount: formatMoney(order.totalPriceCents) })}</span>
        </div>
      </div>
    </Link>
  );
}
