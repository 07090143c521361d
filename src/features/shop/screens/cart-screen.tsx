// pages/index/cart, the materials page (not a tab): the goods on sale by category, and the cart. A
// public page (docs/decisions.md, "The materials shop"): anyone may look and fill a cart, which stays on the phone until
// there is a session; with one the cart is the server's, synced after each change. Checking out
// needs the session (the checkout page opens login and comes back).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SegmentTabs } from '@/components/segment-tabs';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { hasValidToken } from '@/lib/session/session';
import { cartBadgeText, useCartCount } from '@/lib/shop/cart-count';
import { CartPanel } from '../components/cart-panel';
import { GoodsList } from '../components/goods-list';
import '../shop.css';

type Tab = 'goods' | 'cart';

export function CartScreen() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const count = useCartCount();
  const [tab, setTab] = useState<Tab>('goods');
  const tabs = [
    { key: 'goods' as const, label: t('materials.goods') },
    { key: 'cart' as const, label: count > 0 ? t('materials.cartCount', { n: cartBadgeText(count) }) : t('materials.cart') },
  ];
  return (
    <StackPage
      title={t('materials.title')}
      className="shop"
      right={
        hasValidToken() ? (
          <button type="button" className="shop__link" onClick={() => navigate(paths.shopOrders)}>
            {t('orders.title')}
          </button>
        ) : null
      }
    >
      <SegmentTabs id="materials" label={t('materials.title')} tabs={tabs} value={tab} onChange={setTab}>
        {tab === 'goods' ? <GoodsList /> : <CartPanel onBrowse={() => setTab('goods')} />}
      </SegmentTabs>
    </StackPage>
  );
}
