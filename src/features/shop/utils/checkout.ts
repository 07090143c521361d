// The checkout's estimate, as the contract describes the server's rules: a coupon (reduce: amount
// off once the minimum is reached; discount: the goods total times discount/10), points (worth
// points_per_yuan a yuan, at most max_deduct_percent of the goods total, not below min_points), then
// freight. The server prices the order; the pay sheet shows its figure.
import type { ShopIntegralRule, ShopMyCoupon } from '@generated/api/model';

type CouponLike = Pick<ShopMyCoupon, 'type' | 'amount_cents' | 'discount' | 'min_spend_cents' | 'status' | 'start_time' | 'end_time'>;

/** Whether a coupon applies to this goods total now. */
export function couponApplies(coupon: CouponLike, goodsCents: number, nowMs = Date.now()): boolean {
  if (coupon.status !== 'unused') return false;
  if (Date.parse(coupon.start_time) > nowMs || Date.parse(coupon.end_time) < nowMs) return false;
  return goodsCents >= coupon.min_spend_cents;
}

/** What a coupon takes off a goods total, in cents (never more than the total). */
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
  coupon,
  useIntegral,
  rule,
  balance,
  freightCents,
}: {
  goodsCents: number;
  coupon: CouponLike | null;
  useIntegral: boolean;
  rule: ShopIntegralRule | null | undefined;
  balance: number;
  freightCents: number;
}): Estimate {
  const couponCents = couponDiscountCents(coupon, goodsCents);
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
