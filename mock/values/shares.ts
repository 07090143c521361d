// Shares that add up: a whole apportioned among parts by the largest remainder (Hamilton's method),
// as a backend rounds the shares it shows together (the income by service item adds to 100 %, not
// 99.9 % or 100.1 %).

/**
 * `total` (an integer: 10 000 basis points) apportioned in proportion to the weights: each part its
 * quota rounded down, then one more to the parts with the largest remainders (the larger weight
 * first, then the earlier) until the parts add to `total`; all 0 when the weights add to nothing.
 */
export function apportion(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) return weights.map(() => 0);
  const quotas = weights.map((weight) => (weight * total) / sum);
  const parts = quotas.map(Math.floor);
  const order = quotas.map((quota, index) => ({ index, remainder: quota - Math.floor(quota), weight: weights[index]! }));
  order.sort((a, b) => b.remainder - a.remainder || b.weight - a.weight || a.index - b.index);
  for (let left = total - parts.reduce((a, b) => a + b, 0), i = 0; left > 0; left--, i++) parts[order[i % order.length]!.index]! += 1;
  return parts;
}
