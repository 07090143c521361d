// Freight from the goods' freight rule (spec section 3): up to first_weight costs first_weight_price;
// every started continuous_weight above it adds continuous_weight_price; above max_weight the parcel
// cannot go in one (the server says the same with freight-overweight). Weights in kg, prices in cents.
import type { ShopFreightRule } from '@generated/api/model';

/** The spec's default max package weight: no limit in practice. */
export const DEFAULT_MAX_WEIGHT = 1e9;

export type FreightResult = { ok: true; cents: number } | { ok: false; reason: 'overweight' };

// Weights such as 0.6 x 3 are not exact in binary: compare in grams (thousandths of a kg).
const grams = (kg: number) => Math.round(kg * 1000);

export function freightCents(rule: ShopFreightRule | null | undefined, weightKg: number): FreightResult {
  if (!rule || weightKg <= 0) return { ok: true, cents: 0 };
  const weight = grams(weightKg);
  if (weight > grams(rule.max_weight || DEFAULT_MAX_WEIGHT)) return { ok: false, reason: 'overweight' };
  const first = grams(rule.first_weight);
  if (weight <= first) return { ok: true, cents: rule.first_weight_price };
  const step = Math.max(1, grams(rule.continuous_weight));
  const steps = Math.ceil((weight - first) / step);
  return { ok: true, cents: rule.first_weight_price + steps * rule.continuous_weight_price };
}

/** The weight of lines (kg), exact to the gram. */
export const totalWeight = (lines: { weight: number; buy_num: number }[]) => lines.reduce((sum, l) => sum + grams(l.weight) * l.buy_num, 0) / 1000;
