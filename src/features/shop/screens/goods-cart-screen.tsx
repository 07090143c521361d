// pages/goods/goods-cart: the cart alone (the goods detail's cart button opens it). Public; the
// cart is the phone's until there is a session (api/cart-store.ts).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { CartPanel } from '../components/cart-panel';
import '../shop.css';

export function GoodsCartScreen() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  return (
    <StackPage title={t('cart.title')} className="shop" backTo={paths.cart}>
      <CartPanel onBrowse={() => navigate(paths.cart)} />
    </StackPage>
  );
}
