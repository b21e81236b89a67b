/** Statistics that a few junk asking prices ("1", "123456") cannot drag around. */

export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

export interface Sample {
  price: number;
  weight: number;
}

/** The weighted median: half of the weight lies on either side. */
export function weightedMedian(samples: Sample[]): number {
  const sorted = [...samples].sort((a, b) => a.price - b.price);
  const total = sorted.reduce((sum, s) => sum + s.weight, 0);
  let running = 0;
  for (const sample of sorted) {
    running += sample.weight;
    if (running >= total / 2) return sample.price;
  }
  return sorted.at(-1)?.price ?? Number.NaN;
}

/**
 * Drops junk and outliers: first anything a factor of 5 away from the median (placeholder
 * prices, a monthly rent typed as weekly), then Tukey's fences on what is left.
 */
export function withoutOutliers(samples: Sample[]): Sample[] {
  if (samples.length < 4) return samples;
  const median = quantile(samples.map((s) => s.price).sort((a, b) => a - b), 0.5);
  const sane = samples.filter((s) => s.price >= median / 5 && s.price <= median * 5);
  const prices = sane.map((s) => s.price).sort((a, b) => a - b);
  const q1 = quantile(prices, 0.25);
  const q3 = quantile(prices, 0.75);
  const fence = 1.5 * (q3 - q1);
  return sane.filter((s) => s.price >= q1 - fence && s.price <= q3 + fence);
}
