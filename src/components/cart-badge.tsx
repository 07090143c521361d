// The cart's piece count beside a way into the materials page (spec: the cart badge shows the cart
// item total), read from what the shop last saw (lib/shop/cart-count.ts): no call of its own.
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { cartBadgeText, useCartCount } from '@/lib/shop/cart-count';
import './cart-badge.css';

/** Shows the badge when `to` opens the materials page and the cart holds something. */
export function CartBadge({ to }: { to: string }) {
  const { t } = useTranslation('common');
  const count = useCartCount();
  if (to.split(/[?#]/, 1)[0] !== paths.cart || count === 0) return null;
  return (
    <span className="cart-badge">
      <span aria-hidden="true">{cartBadgeText(count)}</span>
      <span className="visually-hidden">{t('cartBadge', { n: count })}</span>
    </span>
  );
}
