// pages/shop/order-detail?_id= (a path of ours: the spec names none): a shop order with its status
// text (lib/format/shop.ts), lines, amounts, address, shipments and times; an unpaid one is paid here
// (checkout opens it, unpaid, with its pay sheet) or cancelled; a shipped one is confirmed
// received; a paid one (1-5) may ask for a refund, and a received one (5) reviews its goods.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { EmptyState, LoadingBlock, QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { formatDateTime } from '@/lib/format/time';
import { CHUNK_TIMEOUT_MS, within, inTime } from '@/lib/loading/deadline';
import { confirmDialog, showToast } from '@/lib/ui/feedback';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { whenIdleAfterLoad } from '@/lib/ui/yield';
import { useCancelOrder, useConfirmReceipt, useShopOrder } from '../api/use-shop-orders';
import { OrderLines } from '../components/order-lines';
import { OrderStatus } from '../components/order-status';
import { PaySheet } from '../components/pay-sheet';
import { shownPayCents } from '../utils/checkout';
import '../shop.css';

// The after-sale forms (a refund asked, the goods reviewed): only a paid order offers them, the refund's only
// after a tap. Their code (the form primitive, the text area with its count) arrives once the page is idle, or
// with an order that shows one, which waits for it whole rather than moving down as it comes.
const loadAfterSale = () => inTime(import('../components/order-after-sale'), 'order-after-sale');
const RefundForm = lazy(() => within(loadAfterSale(), CHUNK_TIMEOUT_MS, 'after-sale').then(({ RefundForm }) => ({ default: RefundForm })));
const ReviewForm = lazy(() => within(loadAfterSale(), CHUNK_TIMEOUT_MS, 'after-sale').then(({ ReviewForm }) => ({ default: ReviewForm })));

export function ShopOrderDetailScreen() {
  const { t, i18n } = useTranslation('shop');
  useEffect(() => whenIdleAfterLoad(() => void loadAfterSale().catch(() => undefined)), []);
  // The order whose refund form is open: another order shown by the same page opens with its button.
  const [refundingId, setRefundingId] = useState<string | null>(null);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('_id') ?? '';
  // Opened by the checkout that placed it: the amount that page showed.
  const shownCents = shownPayCents(useLocation().state);
  const order = useShopOrder(id);
  const cancel = useCancelOrder();
  const receive = useConfirmReceipt();
  const action = useOneAtATime();

  const act = (kind: 'cancel' | 'receive') =>
    action.run(async () => {
      // Named actions: 取消 / 确定 under "cancel this order?" left the worker guessing which one cancels.
      const yes = await confirmDialog({
        content: t(`detailOrder.${kind}Confirm`),
        confirmText: t(`detailOrder.${kind}`),
        cancelText: t(kind === 'cancel' ? 'detailOrder.cancelKeep' : 'detailOrder.receiveNotYet'),
      });
      if (!yes) return false;
      try {
        await (kind === 'cancel' ? cancel : receive).mutateAsync(id);
        void showToast(t(`detailOrder.${kind}Done`), 'success');
      } catch (error) {
        void showToast(error instanceof Error ? error.message : String(error), 'fail');
      }
      return false;
    });

  const body = !id ? (
    <EmptyState title={t('detailOrder.missing')} />
  ) : (
    <QueryState query={order} lines={8}>
      {(o) => {
        const fact = (label: string, value: string | null | undefined) =>
          value ? (
            <div>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null;
        const time = (v: string | null | undefined) => (v ? formatDateTime(v, i18n.language) : null);
        return (
          <>
            <Card className="order-head">
              <h2 className="order-head__status">
                <OrderStatus status={o.status} />
              </h2>
              {o.status === 0 && o.expire_time && <p className="order-head__note">{t('detailOrder.payBy', { time: time(o.expire_time) })}</p>}
              {o.refund && <p className="order-head__note">{t('detailOrder.refund', { reason: o.refund.reason, amount: formatMoney(o.refund.refund_cents) })}</p>}
            </Card>
            {o.status === 0 && <PaySheet orderId={o._id} needPayCents={o.need_pay_cents} shownCents={shownCents} onPaid={() => void order.refetch()} />}
            {o.address && (
              <Card title={t('checkout.address')} level={3}>
                <p className="checkout-address__who">
                  {o.address.receiver_name} {o.address.receiver_mobile}
                </p>
                <p className="checkout-address__where">{o.address.full_address}</p>
              </Card>
            )}
            <Card>
              <OrderLines items={o.items} />
              <dl className="order-sums">
                {fact(t('checkout.goodsTotal'), formatMoney(o.goods_total_cents))}
                {fact(t('checkout.freight'), formatMoney(o.freight_cents))}
                {o.coupon_discount_cents > 0 && fact(o.coupon_name ?? t('checkout.couponOff'), `-${formatMoney(o.coupon_discount_cents)}`)}
                {o.integral_discount_cents > 0 && fact(t('checkout.integralOff', { n: o.integral_used }), `-${formatMoney(o.integral_discount_cents)}`)}
                {/* 实付 only for money that was paid: a cancelled or closed order never paid shows what it came to. */}
                {fact(o.status === 0 ? t('checkout.toPay') : o.pay_time ? t('detailOrder.paid') : t('detailOrder.unpaidTotal'), formatMoney(o.need_pay_cents))}
              </dl>
            </Card>
            {o.shipments.length > 0 && (
              <Card title={t('detailOrder.shipments')} level={3}>
                <ul className="order-shipments">
                  {o.shipments.map((s) => (
                    <li key={s.tracking_no}>
                      {s.express_company} {s.tracking_no} · {time(s.ship_time)}
                    </li>
                  ))}
                </ul>
              </Card>
            )}
            <Card>
              <dl className="order-facts">
                {fact(t('detailOrder.number'), o.order_no)}
                {fact(t('detailOrder.placed'), time(o.add_time))}
                {fact(t('detailOrder.payType'), o.pay_type ? t(`payType.${o.pay_type}`) : null)}
                {fact(t('detailOrder.payTime'), time(o.pay_time))}
                {fact(t('detailOrder.receiveTime'), time(o.receive_time))}
                {fact(t('detailOrder.completeTime'), time(o.complete_time))}
                {fact(t('detailOrder.cancelTime'), time(o.cancel_time))}
                {fact(t('checkout.remark'), o.remark)}
              </dl>
            </Card>
            {(o.status === 0 || o.status === 3 || o.status === 4) && (
              <div className="order-actions">
                {o.status === 0 && (
                  <button type="button" className="app-button" disabled={action.running} onClick={() => void act('cancel')}>
                    {t('detailOrder.cancel')}
                  </button>
                )}
                {(o.status === 3 || o.status === 4) && (
                  <button type="button" className="app-button app-button--primary" disabled={action.running} onClick={() => void act('receive')}>
                    {t('detailOrder.receive')}
                  </button>
                )}
              </div>
            )}
            <Suspense fallback={<LoadingBlock lines={3} />}>
              {o.status === 5 && <ReviewForm orderId={o._id} items={o.items} />}
              {o.status >= 1 && o.status <= 5 && (
                <div className="order-actions">
                  {refundingId === o._id ? (
                    <RefundForm orderId={o._id} onDone={() => setRefundingId(null)} />
                  ) : (
                    <button type="button" className="app-button" onClick={() => setRefundingId(o._id)}>
                      {t('afterSale.refund')}
                    </button>
                  )}
                </div>
              )}
            </Suspense>
          </>
        );
      }}
    </QueryState>
  );

  return (
    <StackPage
      title={t('detailOrder.title')}
      className="shop"
      backTo={paths.shopOrders}
      right={
        <button type="button" className="shop__link" onClick={() => navigate(paths.shopOrders)}>
          {t('orders.title')}
        </button>
      }
    >
      <PullRefresh
        onRefresh={async () => {
          await order.refetch();
        }}
      >
        {body}
      </PullRefresh>
    </StackPage>
  );
}
