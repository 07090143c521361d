// The parts of an order that the receive page and the detail page both show: the service and the
// money, when, who, where (with the map), and the customer's notes with health notes first.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { RemoteImage } from '@/components/remote-image';
import { formatMoney } from '@/lib/format/money';
import { formatDateTime } from '@/lib/format/time';
import { locationOpenUrl } from '@/lib/location/location-pages';
import type { ServiceOrder } from '@/features/orders/api/use-orders';
import { formatDistance } from '@/features/orders/utils/format';

export function ServiceSection({ order }: { order: ServiceOrder }) {
  const { t, i18n } = useTranslation('orders');
  const money = (cents: number) => formatMoney(cents);
  return (
    <Card titleId="order-service" title={t('detail.service')}>
      <div className="order-service">
        <RemoteImage className="order-thumb" src={order.service.image} alt="" width={64} height={64} loading="lazy" />
        <div>
          <p className="order-service__name">{t('order.service', { name: order.service.name, minutes: order.service.durationMinutes })}</p>
          <p className="order-service__time">
            {t('detail.appointment')}{' '}
            <time dateTime={order.appointmentAt}>{formatDateTime(order.appointmentAt, i18n.language)}</time>
          </p>
        </div>
      </div>
      {order.extensions.length > 0 && (
        <ul className="order-extensions" aria-label={t('detail.extensions')}>
          {order.extensions.map((ext) => (
            <li key={ext.id}>{t('detail.extensionLine', { minutes: ext.minutes, price: money(ext.priceCents) })}</li>
          ))}
        </ul>
      )}
      <dl className="order-money">
        <div>
          <dt>{t('detail.price')}</dt>
          <dd>{money(order.totalPriceCents)}</dd>
        </div>
        <div className="order-money__income">
          <dt>{t('detail.income')}</dt>
          <dd>{money(order.totalIncomeCents)}</dd>
        </div>
      </dl>
    </Card>
  );
}

export function NotesSection({ order }: { order: ServiceOrder }) {
  const { t } = useTranslation('orders');
  const none = order.healthNotes.length === 0 && !order.customerRemark;
  return (
    <Card titleId="order-notes" title={t('detail.notes')}>
      {order.healthNotes.length > 0 && (
        <div className="order-health" role="note" aria-labelledby="order-health-title">
          <h3 id="order-health-title" className="order-health__title">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M12 3l10 18H2L12 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              <path d="M12 10v5M12 17.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {t('detail.healthNotes')}
          </h3>
          <ul>
            {order.healthNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
      {order.customerRemark && (
        <div className="order-remark">
          <h3 className="order-remark__title">{t('detail.remark')}</h3>
          <p>{order.customerRemark}</p>
        </div>
      )}
      {none && <p className="order-muted">{t('detail.noNotes')}</p>}
    </Card>
  );
}

export function AddressSection({ order, extra }: { order: ServiceOrder; extra?: ReactNode }) {
  const { t } = useTranslation('orders');
  const { address } = order;
  return (
    <Card titleId="order-address" title={t('detail.address')}>
      <p className="order-address__region">{address.region}</p>
      <p className="order-address__detail">{address.detail}</p>
      {address.roomHidden && <p className="order-muted">{t('receive.roomHidden')}</p>}
      {order.distanceMeters != null && <p className="order-muted">{t('detail.distance', { distance: formatDistance(order.distanceMeters, t) })}</p>}
      {/* The location page offers the map apps (and the native shell's opener). */}
      <Link
        className="order-link-button"
        to={locationOpenUrl({ latitude: address.latitude, longitude: address.longitude, name: address.detail, address: `${address.region}${address.detail}` })}
      >
        {t('detail.navigate')}
      </Link>
      {extra}
    </Card>
  );
}

export function CustomerSection({ order, call }: { order: ServiceOrder; call?: ReactNode }) {
  const { t } = useTranslation('orders');
  return (
    <Card titleId="order-customer" title={t('detail.customer')}>
      <div className="order-customer">
        {order.customer.avatar ? (
          <RemoteImage className="order-avatar" src={order.customer.avatar} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className="order-avatar" aria-hidden="true">
            {order.customer.nickname.slice(0, 1)}
          </span>
        )}
        <div>
          <p className="order-customer__name">{order.customer.nickname}</p>
          <p className="order-muted">
            {t('detail.mobile')} {order.customer.mobile}
          </p>
        </div>
      </div>
      {call}
    </Card>
  );
}
