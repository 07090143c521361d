// pages/shop/checkout (a path of ours: the spec names none): the cart's checked lines, the address
// (none for virtual goods only), the freight the server prices, a coupon and points as the contract
// gives them, a remark; placing the order carries one Idempotency-Key per intent, reused on a retry,
// then the bought lines leave the cart and the order opens to be paid, with the amount shown here (its
// pay sheet says when the server's differs). Input stays when a call fails.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card } from '@/components/card';
import { TextInput } from '@/components/text-input';
import { EmptyState, ErrorState, LoadingBlock, QueryState } from '@/components/query-state';
import { StackPage } from '@/components/stack-page';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format/money';
import { contractLengths } from '@/lib/validation';
import { discountText } from '@/lib/format/shop';
import { useOneAtATime } from '@/lib/ui/use-one-at-a-time';
import { changeCart, cartState, flushCart, useCart } from '../api/cart-store';
import { useAddresses, useCreateOrder, useFreight, useMyCoupons, useMyIntegral } from '../api/use-checkout';
import { OrderLines } from '../components/order-lines';
import { checkedLines, removeLines } from '../utils/cart';
import { couponRefusal, estimate, integralDeduction, scopedGoodsCents, type ShopOrderOpened } from '../utils/checkout';
import '../shop.css';

export function CheckoutScreen() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const ids = useId();
  const cart = useCart();
  const lines = checkedLines(cart.lines);
  const needsAddress = lines.some((l) => l.goods_type !== 1);
  const addresses = useAddresses();
  const [addressChoice, setAddressChoice] = useState<string | null>(null);
  const address = needsAddress ? (addresses.data?.find((a) => a.id === addressChoice) ?? addresses.data?.find((a) => a.isDefault) ?? addresses.data?.[0] ?? null) : null;
  const items = useMemo(() => lines.map((l) => ({ sku_id: l.sku_id, buy_num: l.buy_num })), [lines]);
  const freight = useFreight(items, address?.id ?? null, !needsAddress || !!address);
  const coupons = useMyCoupons();
  const integral = useMyIntegral();
  const [couponId, setCouponId] = useState('');
  const [useIntegral, setUseIntegral] = useState(false);
  const [remark, setRemark] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateOrder();
  const submission = useOneAtATime();

  const goodsCents = lines.reduce((s, l) => s + l.price * l.buy_num, 0);
  // Every coupon held shows, with what it applies to; one that cannot be used for these lines (none
  // of its goods here, its minimum not reached) shows why and cannot be chosen.
  const held = (coupons.data ?? []).map((c) => ({ coupon: c, refusal: couponRefusal(c, lines) }));
  const usable = held.filter((h) => h.refusal === null).map((h) => h.coupon);
  const coupon = usable.find((c) => c._id === couponId) ?? null;
  const figures = estimate({
    goodsCents,
    couponBaseCents: coupon ? scopedGoodsCents(coupon, lines) : goodsCents,
    coupon,
    useIntegral,
    rule: integral.data?.rule,
    balance: integral.data?.balance ?? 0,
    freightCents: freight.data?.freight_cents ?? 0,
  });

  const pointsPossible = integralDeduction(integral.data?.rule, integral.data?.balance ?? 0, goodsCents - figures.couponCents).points > 0;

  const place = () =>
    submission.run(async () => {
      setFailure(null);
      // The cart the server holds is the one the order is made from.
      await flushCart();
      try {
        const answer = await create.mutateAsync({
          items,
          address_id: address?.id ?? null,
          ...(coupon ? { coupon_id: coupon._id } : {}),
          use_integral: useIntegral && figures.integral.points > 0,
          ...(remark.trim() ? { remark: remark.trim() } : {}),
        });
        changeCart(removeLines(cartState().lines, items.map((i) => i.sku_id)));
        // The order opens with what this page showed to pay: its pay sheet says so if the server's differs.
        const state: ShopOrderOpened = { shownPayCents: figures.payCents };
        navigate(`${paths.shopOrderDetail}?_id=${encodeURIComponent(answer.order_id)}`, { replace: true, state });
        return true;
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
        return false;
      }
    });

  // The first time, the page waits for the addresses, coupons, points and freight together: each
  // arriving on its own moved the sums below it. Later changes (another address) update in place.
  const freightPending = freight.isPending && freight.fetchStatus !== 'idle';
  const allIn = !(needsAddress && addresses.isPending) && !coupons.isPending && !integral.isPending && !freightPending;
  const [settled, setSettled] = useState(false);
  if (allIn && !settled) setSettled(true);

  const body = (() => {
    if (cart.status === 'idle' || cart.status === 'loading' || (lines.length > 0 && !settled && !allIn)) return <LoadingBlock lines={6} />;
    if (cart.status === 'error') return <ErrorState error={cart.error} onRetry={() => void cart.reload()} />;
    if (lines.length === 0)
      return (
        <EmptyState title={t('checkout.nothing')}>
          <button type="button" className="app-button app-button--primary" onClick={() => navigate(paths.cart, { replace: true })}>
            {t('checkout.toCart')}
          </button>
        </EmptyState>
      );
    const freightBlocked = freight.isError;
    return (
      <>
        {needsAddress && (
          <Card titleId={`${ids}-address`} title={t('checkout.address')}>
            <QueryState query={addresses} lines={2}>
              {(list) =>
                list.length === 0 ? (
                  <button type="button" className="app-button" onClick={() => navigate(paths.addressEdit)}>
                    {t('checkout.addAddress')}
                  </button>
                ) : (
                  <div className="checkout-addresses" role="radiogroup" aria-labelledby={`${ids}-address`}>
                    {list.map((a) => (
                      <label key={a.id} className={a.id === address?.id ? 'checkout-address checkout-address--on' : 'checkout-address'}>
                        <input type="radio" name="address" checked={a.id === address?.id} onChange={() => setAddressChoice(a.id)} />
                        <span>
                          <span className="checkout-address__who">
                            {a.contactName} {a.mobile}
                          </span>
                          <span className="checkout-address__where">
                            {a.province}
                            {a.city === a.province ? '' : a.city}
                            {a.district}
                            {a.detail}
                          </span>
                        </span>
                      </label>
                    ))}
                  </div>
                )
              }
            </QueryState>
          </Card>
        )}
        <Card titleId={`${ids}-lines`} title={t('checkout.lines', { n: lines.reduce((s, l) => s + l.buy_num, 0) })}>
          <OrderLines items={lines} />
        </Card>
        <Card className="checkout-options">
          <label className="checkout-field">
            <span>{t('checkout.coupon')}</span>
            <select value={couponId} onChange={(e) => setCouponId(e.target.value)} disabled={held.length === 0}>
              <option value="">{usable.length ? t('checkout.noCoupon') : t('checkout.noUsableCoupon')}</option>
              {held.map(({ coupon: c, refusal }) => {
                const off = c.type === 'discount' && c.discount !== null ? discountText(c.discount) : null;
                return (
                  <option key={c._id} value={c._id} disabled={refusal !== null}>
                    {c.name}
                    {off?.ok ? ` (${off.text})` : ''}
                    {` · ${c.scope_text}`}
                    {refusal && ` · ${t(`checkout.couponRefused.${refusal}`, { amount: formatMoney(c.min_spend_cents) })}`}
                  </option>
                );
              })}
            </select>
          </label>
          {coupon && <p className="checkout-field__hint">{t('checkout.couponScope', { scope: coupon.scope_text })}</p>}
          {integral.data && (
            <label className="checkout-field checkout-field--check">
              <input type="checkbox" checked={useIntegral} disabled={!pointsPossible} onChange={(e) => setUseIntegral(e.target.checked)} />
              <span>{t('checkout.integral', { n: integral.data.balance })}</span>
            </label>
          )}
          <label className="checkout-field">
            <span>{t('checkout.remark')}</span>
            <TextInput maxLength={contractLengths.shopRemark.max} value={remark} onChange={setRemark} placeholder={t('checkout.remarkHint')} />
          </label>
        </Card>
        <Card titleId={`${ids}-sum`} title={t('checkout.summary')}>
          <dl className="order-sums">
            <div>
              <dt>{t('checkout.goodsTotal')}</dt>
              <dd>{formatMoney(figures.goodsCents)}</dd>
            </div>
            <div>
              <dt>{t('checkout.freight')}</dt>
              <dd>{freight.isPending && freight.fetchStatus !== 'idle' ? t('checkout.pricing') : freight.isError ? t('checkout.freightFailed') : formatMoney(figures.freightCents)}</dd>
            </div>
            {figures.couponCents > 0 && (
              <div>
                <dt>{t('checkout.couponOff')}</dt>
                <dd>-{formatMoney(figures.couponCents)}</dd>
              </div>
            )}
            {figures.integral.cents > 0 && (
              <div>
                <dt>{t('checkout.integralOff', { n: figures.integral.points })}</dt>
                <dd>-{formatMoney(figures.integral.cents)}</dd>
              </div>
            )}
          </dl>
          {freight.isError && (
            <p className="form-error" role="alert">
              {freight.error instanceof Error ? freight.error.message : t('checkout.freightFailed')}{' '}
              <button type="button" className="shop__link" onClick={() => void freight.refetch()}>
                {t('checkout.retry')}
              </button>
            </p>
          )}
        </Card>
        {failure && (
          <Card as="p" className="form-error" role="alert">
            {failure}
          </Card>
        )}
        <div className="goods-bar">
          <p className="checkout-pay">
            {t('checkout.toPay')} <strong>{formatMoney(figures.payCents)}</strong>
          </p>
          <button
            type="button"
            className="app-button app-button--primary"
            disabled={submission.running || freightBlocked || (needsAddress && !address) || (freight.isPending && freight.fetchStatus !== 'idle')}
            onClick={() => void place()}
          >
            {submission.running ? t('checkout.placing') : t('checkout.place')}
          </button>
        </div>
      </>
    );
  })();

  return (
    <StackPage title={t('checkout.title')} className="shop" backTo={paths.cart}>
      {body}
    </StackPage>
  );
}
