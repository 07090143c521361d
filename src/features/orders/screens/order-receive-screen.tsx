// pages/order/receive?id=: an offer with all it says, a live countdown, accept or decline with a
// reason. When the countdown ends (or the server says the offer is gone) the buttons stop.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card } from '@/components/card';
import { useBack, useStillHere } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { formatCountdown } from '@/lib/format/time';
import { errorCode, ORDER_ERRORS, useRefreshOrderLists } from '@/features/orders/api/use-orders';
import { useAcceptOrder } from '@/features/orders/api/use-order-steps';
import { ActionBar, ActionButton } from '@/features/orders/components/action-bar';
import { DeclineSheet } from '@/features/orders/components/decline-sheet';
import { OrderNotice, OrderPage, useOrderOfPage } from '@/features/orders/components/order-page';
import { AddressSection, CustomerSection, NotesSection, ServiceSection } from '@/features/orders/components/order-sections';
import { orderLink } from '@/features/orders/utils/order-links';
import '@/features/orders/orders.css';
import { showError, showToast } from '@/lib/ui/feedback';
import { useCountdown } from '@/lib/ui/use-countdown';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';

export function OrderReceiveScreen() {
  const { t } = useTranslation('orders');
  const page = useOrderOfPage();
  const { id, detail } = page;
  const navigate = useNavigate();
  const leave = useBack(`${paths.orders}?tab=pending_accept`);
  const stillHere = useStillHere();
  const accept = useAcceptOrder();
  const refreshLists = useRefreshOrderLists();
  const [declineOpen, setDeclineOpen] = useState(false);
  /** The server's word that the offer can no longer be taken (expired, taken by another worker). */
  const [gone, setGone] = useState<string | null>(null);
  const acceptance = useOneAtATime();

  const order = detail.data;
  const offer = order?.status === 'pending_accept';
  const remaining = useCountdown(offer ? order.acceptRemainingSeconds : null, detail.dataUpdatedAt);
  const expired = remaining === 0;
  const closed = expired || gone !== null;

  // An expired offer leaves the worker's lists: refresh them and the counts.
  useEffect(() => {
    if (expired) void refreshLists();
  }, [expired, refreshLists]);

  const onAccept = () => {
    if (closed) return;
    void acceptance.run(async () => {
      try {
        await accept.mutateAsync({ data: { id } });
      } catch (error) {
        const code = errorCode(error);
        if (code === ORDER_ERRORS.offerExpired || code === ORDER_ERRORS.alreadyTaken) setGone((error as Error).message);
        void showError(error);
        return false;
      }
      void showToast(t('receive.accepted'));
      // Into the order, unless the worker has moved on while the answer came.
      if (stillHere()) navigate(orderLink('orderDetail', id), { replace: true });
      return true;
    });
  };

  const onDeclineError = (error: unknown) => {
    const code = errorCode(error);
    if (code === ORDER_ERRORS.offerExpired) {
      setDeclineOpen(false);
      setGone(error instanceof Error ? error.message : t('receive.gone'));
    }
    void showError(error);
  };

  return (
    <OrderPage page={page} title={t('receive.title')} withActions={offer} refreshable loadingLines={8}>
      {(order) => (
        <>
          {offer ? (
            <Card className={`order-countdown${closed ? ' order-countdown--closed' : ''}`} titleId="receive-countdown">
              <h2 id="receive-countdown" className="order-countdown__label">
                {t('receive.countdown')}
              </h2>
              <p className="order-countdown__clock" role="timer" aria-labelledby="receive-countdown">
                {formatCountdown(remaining ?? 0)}
              </p>
              {closed && (
                <p className="order-countdown__closed" role="alert">
                  {gone ?? t('receive.expired')}
                </p>
              )}
            </Card>
          ) : (
            <OrderNotice id={id} text={t('receive.notOffer')} />
          )}
          <ServiceSection order={order} />
          <NotesSection order={order} />
          <AddressSection order={order} />
          <CustomerSection order={order} />
          {offer && (
            <>
              <ActionBar>
                <ActionButton primary={false} onClick={() => setDeclineOpen(true)} disabled={closed || accept.isPending}>
                  {t('receive.decline')}
                </ActionButton>
                <ActionButton onClick={onAccept} busy={accept.isPending} busyText={t('receive.accepting')} disabled={closed}>
                  {t('receive.accept')}
                </ActionButton>
              </ActionBar>
              <DeclineSheet
                orderId={id}
                visible={declineOpen && !closed}
                onClose={() => setDeclineOpen(false)}
                onDeclined={() => {
                  setDeclineOpen(false);
                  void showToast(t('receive.declined'));
                  leave();
                }}
                onError={onDeclineError}
              />
            </>
          )}
        </>
      )}
    </OrderPage>
  );
}
