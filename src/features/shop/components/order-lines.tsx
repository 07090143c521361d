// The lines of a shop order (the order detail, the checkout): each goods' picture, name, SKU, price
// and number.
import { useTranslation } from 'react-i18next';
import type { ShopOrderLine } from '../api/use-shop-orders';
import { formatMoney } from '@/lib/format/money';

export function OrderLines({ items }: { items: ShopOrderLine[] }) {
  const { t } = useTranslation('shop');
  return (
    <ul className="order-lines" aria-label={t('orders.lines')}>
      {items.map((l) => (
        <li key={l.sku_id} className="order-line">
          <img src={l.image} alt="" width={56} height={56} loading="lazy" />
          <span className="order-line__name">
            {l.goods_name}
            <span className="order-line__sku">{l.sku_name}</span>
          </span>
          <span className="order-line__num">
            {formatMoney(l.price)} × {l.buy_num}
          </span>
        </li>
      ))}
    </ul>
  );
}
