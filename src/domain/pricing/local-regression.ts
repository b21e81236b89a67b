/**
 * A local, robust, log-linear regression: how much a year, a doubling of mileage or ten
 * square metres move prices among this listing's comparables, learnt from those
 * comparables. Every comparable's price is then carried over to the subject's facts
 * ("this 2011 Golf with 140,000 km would ask about X as a 2013 with 90,000 km").
 *
 * - Features are differences from the subject (0 = like the subject), so the intercept
 *   is the log price of a listing exactly like it.
 * - Each slope is pulled towards a prior (ridge), as strongly as a few comparables would
 *   pull it: with five comparables the prior decides, with two hundred the data.
 * - Junk asking prices (1 €, 123456 €, a monthly rent typed as weekly) get no say: the
 *   fit is reweighted with Tukey's biweight on the residuals, three times.
 */

export interface RegressionPoint {
  logPrice: number;
  /** Differences from the subject, one per slope. */
  features: number[];
  /** Similarity to the subject, 0–1. */
  weight: number;
}

export interface Slope {
  prior: number;
  /** How many average comparables' worth of evidence the prior is worth. */
  strength: number;
  /** A typical size of this feature's difference, so that strengths compare across features. */
  scale: number;
}

export interface RegressionFit {
  slopes: number[];
  /** Each point's log price carried over to the subject's facts. */
  adjusted: number[];
  /** Similarity × robustness: 0 for a point judged junk. */
  weights: number[];
}

const BIWEIGHT_C = 4.685;
const ROBUST_PASSES = 3;

export function fitLocalRegression(points: RegressionPoint[], slopes: Slope[]): RegressionFit {
  const k = slopes.length;
  let beta = slopes.map((s) => s.prior);
  let robust = points.map(() => 1);
  const adjust = (b: number[]) => points.map((p) => p.logPrice - p.features.reduce((sum, x, j) => sum + x * b[j]!, 0));

  for (let pass = 0; pass <= ROBUST_PASSES; pass += 1) {
    // Robustness weights from the residuals of the current fit (the priors' at first).
    const adjusted = adjust(beta);
    const weights = points.map((p, i) => p.weight * robust[i]!);
    const centre = weightedQuantile(adjusted, weights, 0.5);
    const mad = weightedQuantile(
      adjusted.map((a) => Math.abs(a - centre)),
      weights,
      0.5,
    );
    // A floor on the scale: identical prices would otherwise make every other price junk.
    const scale = Math.max(mad * 1.4826, 0.05);
    robust = adjusted.map((a) => {
      const u = (a - centre) / (BIWEIGHT_C * scale);
      return Math.abs(u) >= 1 ? 0 : (1 - u * u) ** 2;
    });
    if (pass === ROBUST_PASSES || k === 0) break;
    beta = solveWeighted(points, robust, slopes) ?? beta;
  }
  const weights = points.map((p, i) => p.weight * robust[i]!);
  return { slopes: beta, adjusted: adjust(beta), weights };
}

/**
 * Weighted least squares with an unpenalised intercept and ridge penalties towards the
 * priors: minimises Σ wᵢ (yᵢ − a − xᵢ·b)² + Σ λⱼ (bⱼ − priorⱼ)².
 */
function solveWeighted(points: RegressionPoint[], robust: number[], slopes: Slope[]): number[] | null {
  const k = slopes.length;
  const n = k + 1;
  const a = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const rhs = new Array<number>(n).fill(0);
  let total = 0;
  points.forEach((p, i) => {
    const w = p.weight * robust[i]!;
    if (w <= 0) return;
    total += w;
    const x = [1, ...p.features];
    for (let r = 0; r < n; r += 1) {
      rhs[r]! += w * x[r]! * p.logPrice;
      for (let c = 0; c < n; c += 1) a[r]![c]! += w * x[r]! * x[c]!;
    }
  });
  if (total <= 0) return null;
  // The average weight stands for "one comparable".
  const unit = total / Math.max(1, points.filter((_, i) => robust[i]! > 0).length);
  slopes.forEach((s, j) => {
    const lambda = s.strength * unit * s.scale * s.scale;
    a[j + 1]![j + 1]! += lambda;
    rhs[j + 1]! += lambda * s.prior;
  });
  const solution = solveLinear(a, rhs);
  return solution ? solution.slice(1) : null;
}

/** Gaussian elimination with partial pivoting; null for a singular system. */
export function solveLinear(matrix: number[][], vector: number[]): number[] | null {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    if (Math.abs(a[pivot]![col]!) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let row = col + 1; row < n; row += 1) {
      const factor = a[row]![col]! / a[col]![col]!;
      for (let c = col; c <= n; c += 1) a[row]![c]! -= factor * a[col]![c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row -= 1) {
    let sum = a[row]![n]!;
    for (let c = row + 1; c < n; c += 1) sum -= a[row]![c]! * x[c]!;
    x[row] = sum / a[row]![row]!;
  }
  return x;
}

/** The q-quantile of values where each counts by its weight (0.5: the weighted median). */
export function weightedQuantile(values: number[], weights: number[], q: number): number {
  const order = values.map((_, i) => i).filter((i) => weights[i]! > 0);
  if (order.length === 0) return Number.NaN;
  order.sort((i, j) => values[i]! - values[j]!);
  const total = order.reduce((sum, i) => sum + weights[i]!, 0);
  let running = 0;
  for (const i of order) {
    running += weights[i]!;
    if (running >= total * q) return values[i]!;
  }
  return values[order.at(-1)!]!;
}

/** Kish's effective sample size: how many equally weighted comparables the weights amount to. */
export function effectiveCount(weights: number[]): number {
  const sum = weights.reduce((s, w) => s + w, 0);
  const squares = weights.reduce((s, w) => s + w * w, 0);
  return squares > 0 ? (sum * sum) / squares : 0;
}
