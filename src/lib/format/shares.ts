// Shares shown together add up to 100 %: each part's percent at the precision shown, rounded by the
// largest remainder (the parts' quotas rounded down, one more unit each to the largest remainders),
// so 36.33 %, 27.34 %, 24.59 % and 11.74 % read 36.3, 27.3, 24.6 and 11.8, not a 99.9 % that rounding
// each alone would make.

/** The percents of the parts (any weights: basis points, cents) with `decimals` decimals, adding to exactly 100; all 0 for nothing. */
export function percentShares(parts: number[], decimals = 1): number[] {
  const unit = 10 ** decimals;
  const whole = 100 * unit;
  const sum = parts.reduce((a, b) => a + Math.max(0, b), 0);
  if (!(sum > 0)) return parts.map(() => 0);
  const quotas = parts.map((part) => (Math.max(0, part) * whole) / sum);
  const units = quotas.map(Math.floor);
  const byRemainder = quotas.map((quota, index) => ({ index, remainder: quota - Math.floor(quota) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = whole - units.reduce((a, b) => a + b, 0);
  for (const { index } of byRemainder) {
    if (left-- <= 0) break;
    units[index]! += 1;
  }
  return units.map((n) => n / unit);
}
