// pages/shop/order-list (a path of ours: the spec names none): the worker's shop orders by tab (all,
// to pay, to ship, to receive, to review, refunds), each with its buyer-facing status text (lib/format/shop.ts), its
// lines and amount; pull to refresh and load more.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PagedList } from '@/components/paged-list';
import { SegmentTabs } from '@/components/segment-tabs';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { formatDateTime } from '@/lib/format/time';
import { ORDER_TABS, type OrderTab, type ShopOrderSummary, useShopOrders } from '../api/use-shop-orders';
import { OrderStatus } from '../components/order-status';
import '../shop.css';

export function ShopOrdersScreen() {
  const { t, i18n } = useTranslation('shop');
  const navigate = useNavigate();
  const [tab, setTab] = useState<OrderTab>('all');
  const list = useShopOrders(tab);
  const tabs = (Object.keys(ORDER_TABS) as OrderTab[]).map((key) => ({ key, label: t(`orders.tabs.${key}`) }));
  return (
    <StackPage title={t('orders.title')} className="shop" backTo={paths.cart}>
      <SegmentTabs id="shop-orders" label={t('orders.title')} tabs={tabs} value={tab} onChange={setTab}>
        <PagedList<ShopOrderSummary>
          label={t('orders.label')}
          list={list.list}
          isPending={list.isPending}
          isError={list.isError}
          error={list.error}
          hasNextPage={list.hasNextPage}
          refresh={list.refresh}
          loadMore={list.loadMore}
          emptyText={t('orders.empty')}
          getKey={(o) => o._id}
          renderItem={(o) => (
            // The card's look on the button itself, not the shared Card: the whole card is the one tap target that
            // opens the order (Card is never a button), and a button inside a Card would lose the card's padding to taps.
            <button type="button" className="card order-row" onClick={() => navigate(`${paths.shopOrderDetail}?_id=${encodeURIComponent(o._id)}`)}>
              <span className="order-row__head">
                <time dateTime={o.add_time}>{formatDateTime(o.add_time, i18n.language)}</time>
                <OrderStatus status={o.status} />
              </span>
              {o.items.map((l) => (
                <span key={l.sku_id} className="order-row__line">
                  <img src={l.image} alt="" width={48} height={48} loading="lazy" />
                  <span className="order-line__name">
                    {l.goods_name}
                    <span className="order-line__sku">
                      {l.sku_name} × {l.buy_num}
                    </span>
                  </span>
                </span>
              ))}
              <span className="order-row__sum">{t('orders.sum', { n: o.goods_count, amount: formatMoney(o.need_pay_cents) })}</span>
            </button>
          )}
        />
      </SegmentTabs>
    </StackPage>
  );
}
