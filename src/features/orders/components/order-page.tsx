// The frame every order page shares: the order of the URL's `id` (without one, the Orders tab),
// its skeleton and its error with a retry, the stack page that goes back to the Orders tab, and
// room for the action bar; and the pages that hold a form the order's status allows.
import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { PullRefresh } from '@/components/pull-refresh';
import { QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { useSettled } from '@/lib/ui/settled';
import { type ServiceOrder, useOrderDetail } from '@/features/orders/api/use-orders';
import { orderLink } from '@/features/orders/utils/order-links';
import { withPending } from '@/features/orders/utils/pending';
import { useOrderIntents } from '@/lib/outbox';
import { PendingNotice } from './pending-notice';

/**
 * The page's order id, its detail query, and the order as the worker left it: the server's answer
 * with the steps still on the phone laid over it (utils/pending.ts); a page reads them before it
 * renders its frame.
 */
export function useOrderOfPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useOrderDetail(id);
  const intents = useOrderIntents(id);
  const { data, dataUpdatedAt } = detail;
  // A start laid over the answer measures its time left when the answer arrived, as the server's
  // timer is (service-timer.tsx counts on from dataUpdatedAt).
  const order = useMemo(() => data && withPending(data, intents, dataUpdatedAt), [data, intents, dataUpdatedAt]);
  return { id, detail, order, intents };
}

type Props = {
  page: ReturnType<typeof useOrderOfPage>;
  title: string;
  /** The page has the action bar at the bottom: the content leaves room for it. */
  withActions: boolean;
  /** Pull to refresh reloads the order. */
  refreshable?: boolean;
  loadingLines?: number;
  children: (order: ServiceOrder) => ReactNode;
};

export function OrderPage({ page: { id, detail, order, intents }, title, withActions, refreshable = false, loadingLines, children }: Props) {
  // The order's first answer renders in a transition (lib/ui/settled.ts).
  const settled = useSettled(!detail.isPending);
  if (!id) return <Navigate to={paths.orders} replace />;

  const body = (
    <QueryState
      query={{ isPending: detail.isPending, isError: detail.isError, error: detail.error, data: order, refetch: detail.refetch, dataUpdatedAt: detail.dataUpdatedAt, isPaused: detail.isPaused }}
      loading={!settled}
      lines={loadingLines}
    >
      {(shown) => (
        <>
          <PendingNotice intents={intents} />
          {children(shown)}
        </>
      )}
    </QueryState>
  );

  const content = <div className={withActions ? 'order-page order-page--with-actions' : 'order-page'}>{body}</div>;
  return (
    <StackPage title={title} backTo={paths.orders}>
      {refreshable ? <PullRefresh onRefresh={() => detail.refetch()}>{content}</PullRefresh> : content}
    </StackPage>
  );
}

/** Why the page has nothing to do for this order (its status moved on), and the way to its detail. */
export function OrderNotice({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation('orders');
  return (
    <Card className="order-notice" role="status">
      <p>{text}</p>
      <Link className="order-link-button order-link-button--primary" to={orderLink('orderDetail', id)} replace>
        {t('receive.openDetail')}
      </Link>
    </Card>
  );
}

/**
 * A page with a form the order's status allows (photos, the review): the form, or why not with
 * the way to the detail. Once shown, the form stays while its own answer moves the order on (a
 * review sent, the service finished), so that it can say so and go back.
 */
export function OrderFormPage({
  title,
  allowed,
  notAllowed,
  form: Form,
}: {
  title: string;
  allowed: (order: ServiceOrder) => boolean;
  notAllowed: string;
  /** Mounted afresh for another order. */
  form: ComponentType<{ id: string; order: ServiceOrder; loadedAt: number }>;
}) {
  const page = useOrderOfPage();
  const { id, order, detail } = page;
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = order !== undefined && allowed(order);
  if (open && openFor !== id) setOpenFor(id);
  return (
    <OrderPage page={page} title={title} withActions>
      {(order) => (open || openFor === id ? <Form key={id} id={id} order={order} loadedAt={detail.dataUpdatedAt} /> : <OrderNotice id={id} text={notAllowed} />)}
    </OrderPage>
  );
}
