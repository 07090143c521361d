// The one next step an order's status allows, in the bar at the bottom of the detail page:
// accept (on the receive page), depart, start, finish (on the photos page), review the customer.
// Arriving has its own card (check-in photo), see check-in.tsx.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type ServiceOrder } from '@/features/orders/api/use-orders';
import { useDepartOrder, useStartOrder } from '@/features/orders/api/use-order-steps';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { sendStep } from '@/lib/ui/feedback';
import { ActionBar, ActionButton } from './action-bar';
import { orderLink } from '@/features/orders/utils/order-links';
import { useLocatedStep } from '../utils/use-located-step';
import { confirmStep } from '../utils/step-guard';

function DepartAction({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const depart = useDepartOrder();
  const step = useLocatedStep(
    (position, amend) => sendStep(depart.mutateAsync({ data: { id: orderId, ...position }, amend }), t('detail.departed')),
    () => confirmStep(t, 'depart'),
  );
  return (
    <ActionBar>
      <ActionButton onClick={() => void step.run()} busy={depart.isPending} busyText={t('detail.departing')}>
        {t('detail.depart')}
      </ActionButton>
    </ActionBar>
  );
}

function StartAction({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const start = useStartOrder();
  const step = useOneAtATime();
  // Asked first (the step guard), inside the one run; shut once sent: the order is in service and
  // this button goes away.
  const run = () =>
    step.run(async () => (await confirmStep(t, 'start')) && sendStep(start.mutateAsync({ data: { id: orderId } }), t('detail.started')));
  return (
    <ActionBar>
      <ActionButton onClick={() => void run()} busy={start.isPending} busyText={t('detail.starting')}>
        {t('detail.start')}
      </ActionButton>
    </ActionBar>
  );
}

function LinkAction({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <ActionBar>
      <ActionButton onClick={() => navigate(to)}>{label}</ActionButton>
    </ActionBar>
  );
}

/**
 * The action for the order's status; null when there is nothing left to do. `id` is the page's
 * order id, which every call and link uses.
 */
export function NextAction({ id, order }: { id: string; order: ServiceOrder }) {
  const { t } = useTranslation('orders');
  switch (order.status) {
    case 'pending_accept':
      return <LinkAction to={orderLink('orderReceive', id)} label={t('detail.goAccept')} />;
    case 'accepted':
      return <DepartAction orderId={id} />;
    case 'arrived':
      return <StartAction orderId={id} />;
    case 'in_service':
      return <LinkAction to={orderLink('orderPhotos', id)} label={t('detail.finish')} />;
    case 'completed':
      return order.canAppraise ? <LinkAction to={orderLink('orderAppraise', id)} label={t('detail.appraise')} /> : null;
    default:
      // departed: the check-in card carries the arrive button; cancelled: nothing to do.
      return null;
  }
}

export const hasActionBar = (order: ServiceOrder) =>
  order.status !== 'cancelled' && !(order.status === 'completed' && !order.canAppraise);
