// Texts of the materials shop: goods validity, discounts, order statuses.
import { i18n } from '@/lib/i18n/i18n';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'shop-format', ...options });

type GoodsValidity = {
  exp_time_mode?: number | null;
  exp_time_range?: (string | null)[] | null;
  exp_time_rule?: { start_after_days?: number | null; valid_days?: number | null } | null;
};

/**
 * How long a virtual goods (type 1) is valid: a fixed range (mode 1), "effective N days after
 * purchase" with 0 = the same day (mode 2), or long-term (mode 3 or nothing set).
 */
export function goodsValidityText(goods: GoodsValidity): string {
  if (goods.exp_time_mode === 1 && goods.exp_time_range?.[0] && goods.exp_time_range[1]) {
    return t('validity.range', { from: goods.exp_time_range[0], to: goods.exp_time_range[1] });
  }
  if (goods.exp_time_mode === 2 && goods.exp_time_rule) {
    const after = goods.exp_time_rule.start_after_days ?? 0;
    const start = after === 0 ? t('validity.sameDay') : t('validity.afterDays', { n: after });
    return goods.exp_time_rule.valid_days ? t('validity.forDays', { start, n: goods.exp_time_rule.valid_days }) : start;
  }
  return t('validity.longTerm');
}

type DiscountResult = { ok: true; text: string } | { ok: false; error: string };

/** A discount in 折 (0-10): 8.5 -> "8.5折"; above 10 or below 0 gives the spec's two errors. */
export function discountText(discount: number): DiscountResult {
  if (discount > 10) return { ok: false, error: t('discount.aboveOriginal') };
  if (discount < 0) return { ok: false, error: t('discount.belowZero') };
  if (discount === 10) return { ok: true, text: t('discount.none') };
  return { ok: true, text: t('discount.text', { value: Number(discount.toFixed(2)) }) };
}

/** The buyer-facing text of a shop order status (listShopOrders' `status`); 1-2 and 3-4 share theirs. */
export function shopOrderStatusText(status: number): string {
  const key: Record<number, string> = {
    [-4]: 'closed',
    [-3]: 'refunded',
    [-2]: 'refundRequested',
    [-1]: 'cancelled',
    0: 'unpaid',
    1: 'awaitingShipment',
    2: 'awaitingShipment',
    3: 'awaitingReceipt',
    4: 'awaitingReceipt',
    5: 'awaitingReview',
    6: 'completed',
  };
  return key[status] ? t(`orderStatus.${key[status]}`) : t('orderStatus.unknown', { status });
}
