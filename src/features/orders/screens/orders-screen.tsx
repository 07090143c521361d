// pages/index/category: the worker's orders by status (pending, active, completed, cancelled), each
// tab a paged list with its count; pull to refresh, load more, tap a card to open the order.
import { type KeyboardEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataAge } from '@/components/data-age';
import { PagedList } from '@/components/paged-list';
import { on } from '@/lib/events/events';
import { useOrderCounts } from '@/features/orders/api/use-order-counts';
import { ORDER_TABS, type OrderTab, orderTabOf, useOrderList, useRefreshOrderLists } from '@/features/orders/api/use-orders';
import { OrderCard } from '@/features/orders/components/order-card';
import '@/features/orders/orders.css';

/** The first calls of this screen, started with its code (its route's `calls`). */
export { prefetchOrders as prefetch } from '@/features/orders/api/use-orders';

const COUNT_KEY = { pending_accept: 'pendingAccept', active: 'active', completed: 'completed', cancelled: 'cancelled' } as const;

function OrderList({ status, onRefresh }: { status: OrderTab; onRefresh: () => Promise<unknown> }) {
  const { t } = useTranslation('orders');
  const list = useOrderList(status);
  return (
    <>
      <DataAge query={list} />
      <PagedList
        list={list.list}
        isPending={list.isPending}
        isError={list.isError}
        error={list.error}
        hasNextPage={list.hasNextPage}
        refresh={async () => {
          await Promise.all([list.refresh(), onRefresh()]);
        }}
        loadMore={list.loadMore}
        renderItem={(order) => <OrderCard order={order} />}
        getKey={(order) => order.id}
        emptyText={t(`list.empty.${status}`)}
        label={t('list.listLabel', { tab: t(`list.tab.${status}`) })}
      />
    </>
  );
}

export function OrdersScreen() {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const tab = orderTabOf(params.get('tab'));
  const counts = useOrderCounts();
  const refreshLists = useRefreshOrderLists();

  // The platform asks for fresh orders (a push, the session changing).
  useEffect(() => on('refreshOrders', () => void refreshLists()), [refreshLists]);

  // The tab lives in the URL, so coming back from an order shows the same tab.
  const choose = (next: OrderTab) => setParams({ tab: next }, { replace: true });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = ORDER_TABS[(ORDER_TABS.indexOf(tab) + step + ORDER_TABS.length) % ORDER_TABS.length];
    choose(next);
    document.getElementById(`orders-tab-${next}`)?.focus();
  };

  return (
    <div className="orders">
      <h1 className="orders__title">{t('list.title')}</h1>
      <div role="tablist" aria-label={t('list.tabsLabel')} className="orders-tabs" onKeyDown={onKeyDown}>
        {ORDER_TABS.map((key) => {
          const selected = key === tab;
          const count = counts.data?.[COUNT_KEY[key]];
          return (
            <button
              key={key}
              type="button"
              role="tab"
              id={`orders-tab-${key}`}
              aria-selected={selected}
              aria-controls={selected ? 'orders-panel' : undefined}
              tabIndex={selected ? 0 : -1}
              className="orders-tabs__tab"
              onClick={() => choose(key)}
            >
              {t(`list.tab.${key}`)}
              {count !== undefined && count > 0 && <span className="orders-tabs__count"> {count}</span>}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="orders-panel" aria-labelledby={`orders-tab-${tab}`} className="orders__panel">
        <OrderList key={tab} status={tab} onRefresh={() => counts.refetch()} />
      </div>
    </div>
  );
}
