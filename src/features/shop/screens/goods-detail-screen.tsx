// pages/goods/goods-detail?_id=: a goods with its pictures, price, SKUs, stock, views, validity (a
// virtual goods), freight rule and description; add a SKU to the cart (capped at its stock), open
// the reviews, share the page (the native bridge in the app). Public (docs/decisions.md, "The materials shop").
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { EmptyState, QueryState } from '@/components/query-state';
import { RichText } from '@/components/rich-text';
import { StackPage } from '@/components/stack-page';
import { isShareablePath, paths } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { contractDateTime } from '@/lib/format/contract-time';
import { goodsValidityText } from '@/lib/format/shop';
import { sharePage } from '@/lib/native/share';
import { cartBadgeText, useCartCount } from '@/lib/shop/cart-count';
import { showToast } from '@/lib/ui/feedback';
import { cartState, changeCart, loadCart } from '../api/cart-store';
import { useGoodsDetail } from '../api/use-goods';
import { QuantityStepper } from '../components/quantity-stepper';
import { addToCart, clampQuantity, toastName } from '../utils/cart';
import '@/components/cart-badge.css';
import '../shop.css';

export function GoodsDetailScreen() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const id = params.get('_id') ?? '';
  const goods = useGoodsDetail(id);
  const count = useCartCount();
  const [skuId, setSkuId] = useState<string | null>(null);
  const [quantity, setQuantityState] = useState(1);
  const [adding, setAdding] = useState(false);

  const data = goods.data;
  const sku = data?.skus.find((s) => s._id === skuId) ?? data?.skus.find((s) => s.stock > 0) ?? data?.skus[0];
  const rule = data?.cart_rule ?? { min_buy_num: 1, max_buy_num: 0 };
  const most = sku ? clampQuantity({ stock: sku.stock, cart_rule: rule }, Number.MAX_SAFE_INTEGER) : 1;

  const add = async () => {
    if (adding) return;
    setAdding(true);
    try {
      if (cartState().status !== 'ready') await loadCart();
      // The server's cart still unread (no network, an error): an add now would save this one line as the
      // whole cart. The worker tries again once it can be read.
      if (cartState().status !== 'ready') {
        void showToast(t('detail.cartUnread'), 'fail');
        return;
      }
      const result = addToCart(cartState().lines, data, sku, quantity, contractDateTime());
      if (!result.ok) {
        void showToast(t(`detail.refused.${result.reason}`), 'fail');
        return;
      }
      changeCart(result.cart);
      void showToast(t('detail.added', { name: toastName(data!.name) }), 'success');
    } finally {
      setAdding(false);
    }
  };

  const share = async () => {
    if (!data) return;
    const outcome = await sharePage(location.pathname, { title: data.name, url: window.location.href, image: data.image });
    if (outcome === 'copied') void showToast(t('detail.shareCopied'));
    else if (outcome === 'unavailable' || outcome === 'notAllowed') void showToast(t('detail.shareUnavailable'), 'fail');
  };

  const body = !id ? (
    <EmptyState title={t('detail.missing')} />
  ) : (
    <QueryState query={goods} lines={8}>
      {(data) => {
        const freight = data.freight;
        return (
          <>
            {/* Scrolled sideways: keyboards reach it too. */}
            <ul className="goods-pics" aria-label={t('detail.pictures')} tabIndex={0}>
              {data.images.map((src, index) => (
                <li key={src + index} className="goods-pics__item">
                  <img src={src} alt={t('detail.picture', { n: index + 1, name: data.name })} width={360} height={360} loading={index === 0 ? 'eager' : 'lazy'} />
                </li>
              ))}
            </ul>
            <Card className="goods-head">
              <p className="goods-head__price">
                <strong>{formatMoney(sku?.price ?? data.price)}</strong>
                {(sku?.market_price ?? data.market_price) ? <s className="goods-card__market">{formatMoney((sku?.market_price ?? data.market_price)!)}</s> : null}
              </p>
              <h2 className="goods-head__name">{data.name}</h2>
              {data.sub_title && <p className="goods-head__sub">{data.sub_title}</p>}
              <dl className="goods-facts">
                <div>
                  <dt>{t('detail.views')}</dt>
                  <dd>{data.view_count}</dd>
                </div>
                <div>
                  <dt>{t('detail.sales')}</dt>
                  <dd>{data.sales_count}</dd>
                </div>
                <div>
                  <dt>{t('detail.stock')}</dt>
                  <dd>{sku?.stock ?? data.stock}</dd>
                </div>
              </dl>
              {data.type === 1 && <p className="goods-head__validity">{t('detail.validity', { text: goodsValidityText(data) })}</p>}
              {freight && (
                <p className="goods-head__freight">
                  {t('detail.freight', { first: freight.first_weight, firstPrice: formatMoney(freight.first_weight_price), step: freight.continuous_weight, stepPrice: formatMoney(freight.continuous_weight_price) })}
                </p>
              )}
              {!data.on_sale && (
                <p className="goods-head__off" role="status">
                  {t('detail.offShelf')}
                </p>
              )}
            </Card>
            <Card>
              <fieldset className="goods-skus">
                <legend className="goods-section-title">{t('detail.skus')}</legend>
                {data.skus.map((s) => (
                  <label key={s._id} className={s._id === sku?._id ? 'goods-sku goods-sku--on' : 'goods-sku'}>
                    <input
                      type="radio"
                      name="sku"
                      value={s._id}
                      checked={s._id === sku?._id}
                      disabled={s.stock <= 0}
                      onChange={() => {
                        setSkuId(s._id);
                        setQuantityState((q) => clampQuantity({ stock: s.stock, cart_rule: rule }, q));
                      }}
                    />
                    <span>{s.sku_name}</span>
                    <span className="goods-sku__stock">{s.stock > 0 ? t('detail.left', { n: s.stock }) : t('goods.soldOut')}</span>
                  </label>
                ))}
              </fieldset>
              {sku && sku.stock > 0 && (
                <div className="goods-qty">
                  <span id="goods-qty-label">{t('detail.quantity')}</span>
                  <QuantityStepper value={quantity} min={Math.max(1, rule.min_buy_num)} max={most} label={`${data.name} ${sku.sku_name}`} onChange={setQuantityState} />
                </div>
              )}
            </Card>
            {/* The card's look on the button itself, not the shared Card: the whole card is the one tap target that opens
                the reviews (Card is never a button), and a button inside a Card would lose the card's padding to taps. */}
            <button type="button" className="card goods-reviews" onClick={() => navigate(`${paths.goodsComment}?goods_id=${encodeURIComponent(data._id)}`)}>
              <span>{t('detail.reviews', { n: data.comment_count })}</span>
              <span>{t('detail.goodRate', { n: data.good_rate })}</span>
            </button>
            <Card title={t('detail.description')} level={3}>
              <RichText className="goods-detail__html" html={data.detail} />
            </Card>
            <div className="goods-bar">
              {/* Named by its visible word and the count said in full (the badge shows 99+), not by an
                  aria-label: a label that does not hold the visible text confuses voice control. */}
              <button type="button" className="goods-bar__cart" onClick={() => navigate(paths.goodsCart)}>
                <span>{t('cart.title')}</span>
                {count > 0 && (
                  <>
                    <span className="cart-badge" aria-hidden="true">
                      {cartBadgeText(count)}
                    </span>
                    <span className="visually-hidden">{t('detail.cartCount', { n: count })}</span>
                  </>
                )}
              </button>
              <button type="button" className="app-button app-button--primary goods-bar__add" disabled={!data.on_sale || !sku || sku.stock <= 0 || adding} onClick={() => void add()}>
                {t('detail.addToCart')}
              </button>
            </div>
          </>
        );
      }}
    </QueryState>
  );

  return (
    <StackPage
      title={t('detail.title')}
      className="shop goods-detail"
      backTo={paths.cart}
      right={
        data && isShareablePath(location.pathname) ? (
          <button type="button" className="shop__link" onClick={() => void share()}>
            {t('detail.share')}
          </button>
        ) : null
      }
    >
      {body}
    </StackPage>
  );
}
