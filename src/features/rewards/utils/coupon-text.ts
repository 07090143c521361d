// What a coupon is worth and when it applies, as the worker reads it: 10 yuan off, or 9折;
// the minimum spend in yuan from cents (0: none); its validity, fixed dates or days after receiving.
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/format/money';
import { discountText } from '@/lib/format/shop';
import { formatDate } from '@/lib/format/time';

type CouponValue = { type: 'reduce' | 'discount'; amount_cents: number | null; discount: number | null; min_spend_cents: number };

/** The big figure: ¥10.00 off, or the discount in 折 as the shop writes it (8.5 -> 8.5折). */
export function couponValueText(c: CouponValue): string {
  if (c.type === 'reduce') return formatMoney(c.amount_cents ?? 0);
  const discount = discountText(c.discount ?? 10);
  return discount.ok ? discount.text : discount.error;
}

export const couponConditionText = (c: CouponValue, t: TFunction<'rewards'>) =>
  c.min_spend_cents > 0 ? t('coupon.minSpend', { amount: formatMoney(c.min_spend_cents) }) : t('coupon.noMin');

type Validity = { start_time: string | null; end_time: string | null; valid_mode?: 'fixed' | 'days'; valid_days?: number | null };

/** 2026/11/01 至 2026/12/31, or 领取后 30 天内有效. */
export function couponValidityText(c: Validity, t: TFunction<'rewards'>, language: string): string {
  if (c.valid_mode === 'days' || !c.start_time || !c.end_time) return t('coupon.validDays', { days: c.valid_days ?? 0 });
  return t('coupons.valid', { start: formatDate(c.start_time, language), end: formatDate(c.end_time, language) });
}
