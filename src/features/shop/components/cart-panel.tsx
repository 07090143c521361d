// The cart: its lines with a checkbox, a stepper capped at the stock and a remove button; select-all,
// the total of the checked lines in yuan, and checkout. Every change shows at once and goes to the
// server 500 ms after the last one (api/cart-store.ts); a failed save says so and tries again. A line
// read above what can be bought was brought down to it, and says so.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/query-state';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { useCart } from '../api/cart-store';
import { allChecked, checkedLines, checkedTotalCents, isBuyable, isSoldOut, maxQuantity, minQuantity, removeLines, setAllChecked, setChecked, setQuantity } from '../utils/cart';
import { QuantityStepper } from './quantity-stepper';

export function CartPanel({ onBrowse }: { onBrowse?: () => void }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const cart = useCart();
  const { lines } = cart;

  if (cart.status === 'idle' || cart.status === 'loading') return <LoadingBlock lines={5} />;
  if (cart.status === 'error') return <ErrorState error={cart.error} onRetry={() => void cart.reload()} />;
  if (lines.length === 0)
    return (
      <EmptyState title={t('cart.empty')}>
        {onBrowse && (
          <button type="button" className="app-button app-button--primary" onClick={onBrowse}>
            {t('cart.browse')}
          </button>
        )}
      </EmptyState>
    );

  const chosen = checkedLines(lines);
  const everything = allChecked(lines);
  return (
    <section className="cart" aria-label={t('cart.title')}>
      {cart.sync === 'failed' && (
        <p className="cart__sync" role="status">
          {t('cart.syncFailed')}
        </p>
      )}
      <ul className="cart__lines">
        {lines.map((line) => {
          // Sold out, or fewer in stock than the least the goods sells: shown, never checked.
          const unavailable = !isBuyable(line);
          const name = `${line.goods_name} ${line.sku_name}`;
          const capped = cart.capped[line.sku_id];
          return (
            // The card's look on the list item itself, not the shared Card: the row is the list's item (Card is never
            // an li) with its own grid and padding, and a Card inside it would add a box only to carry the class.
            <li key={line.sku_id} className="card cart-line">
              <label className="cart-line__check">
                <input type="checkbox" checked={line.action_checked && !unavailable} disabled={unavailable} onChange={(e) => cart.change(setChecked(lines, line.sku_id, e.target.checked))} />
                <span className="visually-hidden">{t('cart.choose', { name })}</span>
              </label>
              <img className="cart-line__img" src={line.image} alt="" width={72} height={72} loading="lazy" />
              <div className="cart-line__body">
                <button type="button" className="cart-line__name" onClick={() => navigate(`${paths.goodsDetail}?_id=${encodeURIComponent(line.goods_id)}`)}>
                  {line.goods_name}
                </button>
                <span className="cart-line__sku">{line.sku_name}</span>
                <span className="cart-line__price">{formatMoney(line.price)}</span>
                {unavailable ? (
                  <span className="cart-line__soldout">{isSoldOut(line) ? t('cart.soldOut') : t('cart.belowMinimum', { n: minQuantity(line) })}</span>
                ) : (
                  <>
                    <QuantityStepper
                      value={line.buy_num}
                      min={minQuantity(line)}
                      max={maxQuantity(line)}
                      label={name}
                      onChange={(n) => cart.change(setQuantity(lines, line.sku_id, n))}
                    />
                    {capped ? (
                      <span className="cart-line__limit cart-line__limit--capped">{t(capped.reason === 'stock' ? 'cart.cappedStock' : 'cart.cappedRule', { n: capped.n })}</span>
                    ) : (
                      line.buy_num >= maxQuantity(line) && <span className="cart-line__limit">{t('cart.atStock', { n: maxQuantity(line) })}</span>
                    )}
                  </>
                )}
              </div>
              <button type="button" className="cart-line__remove" aria-label={t('cart.remove', { name })} onClick={() => cart.change(removeLines(lines, [line.sku_id]))}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <div className="cart__bar">
        <label className="cart__all">
          <input type="checkbox" checked={everything} onChange={(e) => cart.change(setAllChecked(lines, e.target.checked))} />
          {t('cart.selectAll')}
        </label>
        <p className="cart__total">
          {t('cart.total')} <strong>{formatMoney(checkedTotalCents(lines))}</strong>
        </p>
        <button type="button" className="app-button app-button--primary cart__checkout" disabled={chosen.length === 0} onClick={() => navigate(paths.shopCheckout)}>
          {t('cart.checkout', { n: chosen.reduce((s, l) => s + l.buy_num, 0) })}
        </button>
      </div>
    </section>
  );
}
