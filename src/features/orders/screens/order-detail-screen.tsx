// pages/order/detail?id=: an order at any status with the one next step it allows, the customer's
// notes (health first), the map, the privacy call, the money, the timer while in service, the
// cancellation and its compensation, after completion the review of the customer and its report,
// and customer service. On the way, the arrival's estimate and the late notice; at the door, the wait,
// the calls and the no-show report (issue 49).
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { RemoteImage } from '@/components/remote-image';
import { paths } from '@/config/paths';
import { CHUNK_TIMEOUT_MS, within, inTime } from '@/lib/loading/deadline';
import { CustomerService } from '@/components/customer-service';
import { LoadingBlock } from '@/components/query-state';
import { whenIdleAfterLoad } from '@/lib/ui/yield';
import { formatMoney } from '@/lib/format/money';
import { formatDateTime } from '@/lib/format/time';
import type { ServiceOrder } from '@/features/orders/api/use-orders';
import { hasActionBar, NextAction } from '@/features/orders/components/next-action';
import { OrderPage, useOrderOfPage } from '@/features/orders/components/order-page';
import { AddressSection, CustomerSection, NotesSection, ServiceSection } from '@/features/orders/components/order-sections';
import { PrivacyCall } from '@/features/orders/components/privacy-call';
import { BAD_REVIEW_TAGS, REVIEW_TAG_KEYS } from '@/features/orders/utils/review-tags';
import { ServiceTimer } from '@/features/orders/components/service-timer';
import { StatusTag } from '@/features/orders/components/status-tag';
import '@/features/orders/orders.css';

/** The first calls of this screen, started with its code (its route's `calls`). */
export { prefetchOrderDetail as prefetch } from '@/features/orders/api/use-orders';

const CALLABLE = new Set(['accepted', 'departed', 'arrived', 'in_service']);

function StatusBanner({ order }: { order: ServiceOrder }) {
  const { t } = useTranslation('orders');
  return (
    <Card className="order-banner" titleId="order-banner-title">
      <h2 id="order-banner-title" className="order-banner__title">
        <StatusTag status={order.status} />
      </h2>
      <p className="order-banner__next">{t(`detail.next.${order.status}`)}</p>
    </Card>
  );
}

function CancellationSection({ cancellation }: { cancellation: NonNullable<ServiceOrder['cancellation']> }) {
  const { t, i18n } = useTranslation('orders');
  // A no-show the platform took on the worker's report: its compensation is income, waiting for
  // settlement like any (the wallet's frozen money, today's income, the running bill count it).
  const noShow = cancellation.noShow === true;
  return (
    <Card titleId="order-cancellation" title={noShow ? t('detail.noShow') : t('detail.cancelled')} className="order-cancellation">
      <dl className="order-facts">
        <div>
          <dt>{t('detail.cancelledBy.' + cancellation.by)}</dt>
          <dd>{formatDateTime(cancellation.cancelledAt, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('detail.cancelReason')}</dt>
          <dd>{cancellation.reason}</dd>
        </div>
        <div>
          <dt>{noShow ? t('detail.noShowCompensation') : t('detail.compensation')}</dt>
          <dd className="order-facts__money">
            {cancellation.compensationCents > 0 ? formatMoney(cancellation.compensationCents) : t('detail.noCompensation')}
          </dd>
        </div>
      </dl>
      {noShow && cancellation.compensationCents > 0 && (
        <p className="order-ok" role="status">
          {t('detail.toSettle', { amount: formatMoney(cancellation.compensationCents) })}
        </p>
      )}
    </Card>
  );
}

function CheckInRecord({ checkIn }: { checkIn: NonNullable<ServiceOrder['checkIn']> }) {
  const { t, i18n } = useTranslation('orders');
  return (
    <Card titleId="order-checkin-record" title={t('detail.checkIn')}>
      <div className="order-checkin-record">
        <RemoteImage className="order-photo" src={checkIn.photo} alt={t('detail.checkInPhotoAlt')} width={80} height={80} loading="lazy" />
        <div>
          <p>{formatDateTime(checkIn.at, i18n.language)}</p>
          <p className="order-muted">{t('detail.checkInDistance', { meters: checkIn.distanceMeters })}</p>
          {checkIn.farReason && (
            <p className="order-muted">{t('detail.farReason', { reason: checkIn.farNote ? `${t(`far.reason.${checkIn.farReason}`)} · ${checkIn.farNote}` : t(`far.reason.${checkIn.farReason}`) })}</p>
          )}
        </div>
      </div>
    </Card>
  );
}

function PhotosRecord({ order }: { order: ServiceOrder }) {
  const { t } = useTranslation('orders');
  return (
    <Card titleId="order-photos" title={t('detail.photos')}>
      <ul className="order-photo-grid">
        {order.servicePhotos.map((url, i) => (
          <li key={url}>
            <RemoteImage className="order-photo" src={url} alt={t('detail.photoAlt', { index: i + 1 })} loading="lazy" />
          </li>
        ))}
      </ul>
      {order.finishRemark && (
        <p>
          <span className="order-muted">{t('detail.finishRemark')}：</span>
          {order.finishRemark}
        </p>
      )}
    </Card>
  );
}

function ReviewRecord({ review }: { review: NonNullable<ServiceOrder['customerReview']> }) {
  const { t } = useTranslation('orders');
  return (
    <Card titleId="order-review" title={t('detail.review')}>
      <p className="order-review__stars">
        <span aria-hidden="true">{'★'.repeat(review.stars) + '☆'.repeat(5 - review.stars)}</span>
        <span className="visually-hidden">{t('detail.stars', { n: review.stars })}</span>
      </p>
      {review.tags.length > 0 && (
        <ul className="order-chips">
          {review.tags.map((tag) => (
            <li key={tag} className={BAD_REVIEW_TAGS.has(tag) ? 'order-chips__bad' : undefined}>
              {t(`appraise.tag.${REVIEW_TAG_KEYS[tag]}`)}
            </li>
          ))}
        </ul>
      )}
      {review.content && <p>{review.content}</p>}
    </Card>
  );
}

/** The orders where the worker goes to or is at a stranger's door: the way to the safety centre. */
const WITH_SAFETY = new Set(['accepted', 'departed', 'arrived', 'in_service', 'completed']);

/** The way to the safety centre for this order (a page of the route table: the orders feature knows nothing of safety). */
function SafetyLink({ id }: { id: string }) {
  const { t } = useTranslation('orders');
  return (
    <Card titleId="order-safety-title" title={t('detail.safety')}>
      <p className="order-muted">{t('detail.safetyHint')}</p>
      <Link className="order-link-button" to={`${paths.safety}?orderId=${encodeURIComponent(id)}`}>
        {t('detail.safety')}
      </Link>
    </Card>
  );
}

/**
 * A finished order's customer: the report made (its review status, the block), or the way to report
 * and block them (a page of the route table, the safety area's).
 */
function CustomerReportSection({ order }: { order: ServiceOrder }) {
  const { t } = useTranslation('orders');
  const report = order.customerReport;
  return (
    <Card titleId="order-report-title" title={t('report.title')}>
      {report ? (
        <p className="order-report">
          <strong>{t(`report.status.${report.status}`)}</strong>
          {report.blocked && <span className="order-muted">{t('report.blocked')}</span>}
        </p>
      ) : (
        <p className="order-muted">{t('report.hint')}</p>
      )}
      <Link className="order-link-button" to={`${paths.safetyReport}?orderId=${encodeURIComponent(order.id)}`}>
        {report ? t('report.view') : t('report.entry')}
      </Link>
    </Card>
  );
}

function Timeline({ order }: { order: ServiceOrder }) {
  const { t, i18n } = useTranslation('orders');
  const steps = (
    [
      ['orderNo', order.orderNo],
      ['createdAt', order.createdAt],
      ['acceptedAt', order.acceptedAt],
      ['departedAt', order.departedAt],
      ['arrivedAt', order.arrivedAt],
      // The service's start is the timer's (the contract keeps it there, in service and after).
      ['startedAt', order.timer?.startedAt],
      ['completedAt', order.completedAt],
    ] as const
  ).filter(([, value]) => value);
  return (
    <Card titleId="order-timeline" title={t('detail.timeline')}>
      <dl className="order-facts">
        {steps.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`detail.${key}`)}</dt>
            <dd>{key === 'orderNo' ? value : formatDateTime(value as string, i18n.language)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

// The check-in (door photo, position) only a departed order shows: its code (the photo upload's,
// the position's) arrives once the page is idle, or with a departed order, which waits for it
// whole rather than moving down as it comes.
const loadCheckIn = () => inTime(import('@/features/orders/components/check-in'), 'check-in');
const CheckIn = lazy(() => within(loadCheckIn(), CHUNK_TIMEOUT_MS, 'check-in').then(({ CheckIn }) => ({ default: CheckIn })));

// Service proof (issue 40): the recorder's control and the order's recordings, at the customer's and
// after; its code (the drafts' store, the player) comes when such an order shows, never with the page.
const RECORDABLE = new Set(['arrived', 'in_service']);
const WITH_RECORDINGS = new Set(['arrived', 'in_service', 'completed']);
// On the way and at the door (issue 49): the arrival's estimate and the late notice after departure,
// the wait, the calls and the no-show report after arrival; their code comes with such an order,
// never with the page.
const OnTheWay = lazy(() => within(import('@/features/orders/components/on-the-way'), CHUNK_TIMEOUT_MS, 'on-the-way').then(({ OnTheWay }) => ({ default: OnTheWay })));
const DoorWait = lazy(() => within(import('@/features/orders/components/door-wait'), CHUNK_TIMEOUT_MS, 'door-wait').then(({ DoorWait }) => ({ default: DoorWait })));

const ServiceRecording = lazy(() =>
  within(import('@/features/orders/components/service-recording'), CHUNK_TIMEOUT_MS, 'service-recording').then(({ ServiceRecording }) => ({ default: ServiceRecording })),
);

export function OrderDetailScreen() {
  const { t } = useTranslation('orders');
  useEffect(() => whenIdleAfterLoad(() => void loadCheckIn().catch(() => undefined)), []);
  const page = useOrderOfPage();
  const { id, detail, order, intents } = page;
  return (
    <OrderPage page={page} title={t('detail.title')} withActions={order !== undefined && hasActionBar(order)} refreshable loadingLines={8}>
      {(order) => (
        <Suspense fallback={<LoadingBlock lines={8} />}>
          <StatusBanner order={order} />
          {order.cancellation && <CancellationSection cancellation={order.cancellation} />}
          {order.status === 'in_service' && order.timer && <ServiceTimer timer={order.timer} loadedAt={detail.dataUpdatedAt} />}
          {order.status === 'departed' && <OnTheWay key={`way-${id}`} orderId={id} order={order} intents={intents} />}
          {order.status === 'departed' && <CheckIn key={id} orderId={id} order={order} />}
          {order.status === 'arrived' && <DoorWait key={`door-${id}`} orderId={id} order={order} intents={intents} />}
          <NotesSection order={order} />
          <ServiceSection order={order} />
          <AddressSection order={order} />
          {/* At the door the call is the door card's, which notes each dial. */}
          <CustomerSection order={order} call={CALLABLE.has(order.status) && order.status !== 'arrived' ? <PrivacyCall orderId={id} /> : undefined} />
          {order.checkIn && <CheckInRecord checkIn={order.checkIn} />}
          {order.servicePhotos.length > 0 && <PhotosRecord order={order} />}
          {WITH_RECORDINGS.has(order.status) && (
            <Suspense fallback={null}>
              <ServiceRecording key={id} orderId={id} canRecord={RECORDABLE.has(order.status)} />
            </Suspense>
          )}
          {order.customerReview && <ReviewRecord review={order.customerReview} />}
          {WITH_SAFETY.has(order.status) && <SafetyLink id={id} />}
          {order.status === 'completed' && <CustomerReportSection order={order} />}
          <CustomerService id="order-service" />
          <Timeline order={order} />
          <NextAction id={id} order={order} />
        </Suspense>
      )}
    </OrderPage>
  );
}
