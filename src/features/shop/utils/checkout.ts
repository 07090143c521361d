// The checkout's estimate, as the contract describes the server's rules: a coupon, on the goods it
// applies to (scope_goods_ids; null: all) (reduce: amount off once their minimum is reached;
// discount: their total times discount/10), points (worth
// points_per_yuan a yuan, at most max_deduct_percent of the goods total, not below min_points), then
// freight. The server prices the order; the pay sheet shows its figure.
import type { ShopIntegralRule, ShopMyCoupon } from '@generated/api/model';

type CouponLike = Pick<ShopMyCoupon, 'type' | 'amount_cents' | 'discount' | 'min_spend_cents' | 'status' | 'start_time' | 'end_time'>;
type Line = { goods_id: string; price: number; buy_num: number };

/** The total of the lines a coupon applies to (its scope_goods_ids; none given: every line), in cents. */
export function scopedGoodsCents(coupon: { scope_goods_ids?: string[] | null }, lines: readonly Line[]): number {
  const scope = coupon.scope_goods_ids;
  return lines.filter((l) => !scope || scope.includes(l.goods_id)).reduce((s, l) => s + l.price * l.buy_num, 0);
}

/** Why a coupon cannot be chosen for these lines now, or null when it can. */
export type CouponRefusal = 'used' | 'notYet' | 'expired' | 'noGoods' | 'minSpend';
export function couponRefusal(coupon: CouponLike & { scope_goods_ids?: string[] | null }, lines: readonly Line[], nowMs = Date.now()): CouponRefusal | null {
  if (coupon.status !== 'unused') return 'used';
  if (Date.parse(coupon.start_time) > nowMs) return 'notYet';
  if (Date.parse(coupon.end_time) < nowMs) return 'expired';
  const base = scopedGoodsCents(coupon, lines);
  if (base === 0) return 'noGoods';
  return base >= coupon.min_spend_cents ? null : 'minSpend';
}

/** Whether a coupon applies to this total of the goods it covers now. */
export function couponApplies(coupon: CouponLike, goodsCents: number, nowMs = Date.now()): boolean {
  if (coupon.status !== 'unused') return false;
  if (Date.parse(coupon.start_time) > nowMs || Date.parse(coupon.end_time) < nowMs) return false;
  return goodsCents >= coupon.min_spend_cents;
}

/** What a coupon takes off the total of the goods it applies to, in cents (never more than that total). */
export function couponDiscountCents(coupon: CouponLike | null | undefined, goodsCents: number): number {
  if (!coupon || goodsCents < coupon.min_spend_cents) return 0;
  if (coupon.type === 'reduce') return Math.min(goodsCents, coupon.amount_cents ?? 0);
  if (coupon.discount === null || coupon.discount === undefined || coupon.discount <= 0 || coupon.discount >= 10) return 0;
  // 8.5折 of 100.01 pays 85.01 (rounded to the cent), so 15.00 off.
  return goodsCents - Math.round((goodsCents * Math.round(coupon.discount * 10)) / 100);
}

/** The points spent and what they take off, in cents. */
export function integralDeduction(rule: ShopIntegralRule | null | undefined, balance: number, baseCents: number): { points: number; cents: number } {
  if (!rule || balance < rule.min_points || balance <= 0 || baseCents <= 0) return { points: 0, cents: 0 };
  const cap = Math.floor((baseCents * rule.max_deduct_percent) / 100);
  const worth = Math.floor((balance * 100) / rule.points_per_yuan);
  const cents = Math.min(cap, worth);
  return { points: Math.ceil((cents * rule.points_per_yuan) / 100), cents };
}

type Estimate = { goodsCents: number; couponCents: number; integral: { points: number; cents: number }; freightCents: number; payCents: number };

export function estimate({
  goodsCents,
  couponBaseCents = goodsCents,
  coupon,
  useIntegral,
  rule,
  balance,
  freightCents,
}: {
  goodsCents: number;
  /** The total of the goods the coupon applies to (scopedGoodsCents); default all of them. */
  couponBaseCents?: number;
  coupon: CouponLike | null;
  useIntegral: boolean;
  rule: ShopIntegralRule | null | undefined;
  balance: number;
  freightCents: number;
}): Estimate {
  const couponCents = couponDiscountCents(coupon, couponBaseCents);
  const integral = useIntegral ? integralDeduction(rule, balance, goodsCents - couponCents) : { points: 0, cents: 0 };
  const payCents = Math.max(0, goodsCents - couponCents - integral.cents) + freightCents;
  return { goodsCents, couponCents, integral, freightCents, payCents };
}

/** What the checkout hands the order it placed (the navigation's state): the amount it showed to pay. */
export type ShopOrderOpened = { shownPayCents: number };

/** The amount a checkout showed, from a navigation's state (none when the order was opened otherwise). */
export const shownPayCents = (state: unknown): number | undefined => {
  const cents = (state as Partial<ShopOrderOpened> | null)?.shownPayCents;
  return typeof cents === 'number' && Number.isInteger(cents) ? cents : undefined;
};
