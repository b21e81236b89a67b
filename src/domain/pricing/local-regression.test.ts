import { describe, expect, it } from 'vitest';
import { createRng } from '../../demo/random';
import { effectiveCount, fitLocalRegression, weightedQuantile, type RegressionPoint, type Slope } from './local-regression';

const yearSlope: Slope = { prior: 0.05, strength: 3, scale: 3 };

/** Comparables priced at 10,000 × e^(0.12 × year difference), with a little noise. */
function market(count: number, options: { junk?: number; seed?: number } = {}): RegressionPoint[] {
  const rng = createRng(options.seed ?? 1);
  const points: RegressionPoint[] = [];
  for (let i = 0; i < count; i += 1) {
    const year = Math.round(rng() * 10 - 5);
    points.push({ logPrice: Math.log(10_000) + 0.12 * year + (rng() - 0.5) * 0.1, features: [year], weight: 1 });
  }
  for (let i = 0; i < (options.junk ?? 0); i += 1) {
    // Placeholder prices: 1, 123456, 99999999.
    points.push({ logPrice: Math.log([1, 123_456, 99_999_999][i % 3]!), features: [Math.round(rng() * 10 - 5)], weight: 1 });
  }
  return points;
}

const centreOf = (points: RegressionPoint[], slopes: Slope[]) => {
  const fit = fitLocalRegression(points, slopes);
  return { fit, estimate: Math.exp(weightedQuantile(fit.adjusted, fit.weights, 0.5)) };
};

describe('fitLocalRegression', () => {
  it('learns the local slope from plenty of comparables, away from its prior', () => {
    const { fit, estimate } = centreOf(market(200), [yearSlope]);
    expect(fit.slopes[0]).toBeCloseTo(0.12, 1);
    expect(Math.abs(estimate - 10_000) / 10_000).toBeLessThan(0.03);
  });

  it('keeps to the prior with a handful of comparables', () => {
    const { fit } = centreOf(market(4), [yearSlope]);
    expect(Math.abs(fit.slopes[0]! - 0.05)).toBeLessThan(Math.abs(fit.slopes[0]! - 0.12));
  });

  it('gives junk prices no weight, even a fifth of the sample', () => {
    const { fit, estimate } = centreOf(market(40, { junk: 10 }), [yearSlope]);
    expect(fit.weights.slice(40).every((w) => w === 0)).toBe(true);
    expect(fit.weights.slice(0, 40).filter((w) => w > 0).length).toBeGreaterThanOrEqual(38);
    expect(Math.abs(estimate - 10_000) / 10_000).toBeLessThan(0.05);
  });

  it('copes with identical prices and with no slopes at all', () => {
    const same = Array.from({ length: 6 }, () => ({ logPrice: Math.log(500), features: [0], weight: 1 }));
    const { estimate, fit } = centreOf(same, [yearSlope]);
    expect(estimate).toBeCloseTo(500, 6);
    expect(fit.weights.every((w) => w > 0)).toBe(true);
    const flat = fitLocalRegression(
      same.map((p) => ({ ...p, features: [] })),
      [],
    );
    expect(flat.adjusted.every((a) => Math.abs(a - Math.log(500)) < 1e-9)).toBe(true);
  });
});

describe('weighted statistics', () => {
  it('takes the weighted median and counts effective comparables', () => {
    expect(weightedQuantile([1, 2, 3, 100], [1, 1, 1, 1], 0.5)).toBe(2);
    expect(weightedQuantile([1, 2, 3, 100], [0, 0, 1, 5], 0.5)).toBe(100);
    expect(weightedQuantile([], [], 0.5)).toBeNaN();
    expect(effectiveCount([1, 1, 1, 1])).toBe(4);
    expect(effectiveCount([1, 0.01, 0.01])).toBeLessThan(1.1);
    expect(effectiveCount([])).toBe(0);
  });
});
