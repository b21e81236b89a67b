/**
 * What a price estimate's confidence means, measured: the probability that the true
 * asking price lies within ±20 % of the estimate. The estimator's own guess (`raw`, from
 * the comparables' residual spread and how many there are) is mapped through a monotone
 * table fitted on leave-one-out runs of the evaluation files — `npm run eval:price --
 * FILE --fit` prints the table for a family. The interval scale likewise makes the
 * stated 80 % interval hold 80 % of true prices on those runs.
 *
 * Families without an evaluation file never claim more than LOW_EVIDENCE_CAP: nobody
 * has measured how often they are right.
 */
import type { PricingFamily } from './pricing-facts';
import { solveLinear } from './local-regression';

/**
 * What an estimate's confidence is judged on: the estimator's own guess and the evidence
 * behind it. The residual spread alone cannot tell a flat compared with its own
 * neighbourhood's flats from one compared with the whole city's, nor a Golf compared with
 * Golfs from one compared with Polos; these can.
 */
export interface EstimateEvidence {
  /** The estimator's probability before calibration (normal approximation). */
  raw: number;
  /** Kish's effective number of comparables. */
  effective: number;
  /** The comparables' robust log-scale spread around the estimate, after adjustment. */
  spread: number;
  /** The share of the weight on comparables of the very same kind (model, neighbourhood). */
  sameKind: number;
  /** How alike the comparables are to the subject on average (0–1, weight-weighted). */
  closeness: number;
  /** How many comparables count (not junk, not negligible). */
  samples: number;
  /** The share of its family's key facts the subject states (a flat's bedrooms and floor area…). */
  factsKnown: number;
}

/** The evidence as the features of the confidence model, in this order. */
export function evidenceFeatures(e: EstimateEvidence): number[] {
  const raw = Math.min(0.999, Math.max(0.001, e.raw));
  const effective = Math.log(Math.max(1, e.effective));
  // The square: a handful of near-identical comparables (one building's flats) and a crowd
  // are both better evidence than a dozen loosely alike ones.
  return [
    Math.log(raw / (1 - raw)),
    effective,
    effective * effective,
    Math.log(Math.max(0.01, e.spread)),
    e.sameKind,
    e.closeness,
    e.factsKnown,
    Math.log(Math.max(1, e.samples)),
  ];
}

export interface FamilyCalibration {
  /**
   * Logistic model of "within ±20 %" on the evidence: intercept, then one coefficient per
   * evidenceFeatures entry. Absent: the raw confidence is the score.
   */
  model?: readonly number[];
  /** [score, measured share within ±20 %] pairs, score ascending; interpolated linearly. */
  hitRate: readonly (readonly [number, number])[];
  /** Multiplies the residual spread so that the 80 % interval covers 80 %. */
  intervalScale: number;
  /** Where the table comes from. */
  source: string;
}

export const LOW_EVIDENCE_CAP = 0.6;

export const PRICE_CALIBRATION: Readonly<Partial<Record<PricingFamily, FamilyCalibration>>> = {
  // Even the tightest comparables of a used car leave a fifth of its asking price to
  // things no attribute states (trim, care, the seller): few cars reach 0.7.
  vehicle: {
    model: [-6.037, -0.084, 1.102, -0.143, -1.304, 0.392, 0.084, 0.761, 0.2],
    hitRate: [
      [0.189, 0.263],
      [0.326, 0.286],
      [0.418, 0.38],
      [0.494, 0.435],
      [0.573, 0.615],
      [0.655, 0.69],
      [0.747, 0.77],
    ],
    intervalScale: 1.66,
    source: 'npm run eval:price -- prices-cars-de-dev.jsonl --sample 2000 --fit (1,868 estimates, listings 2,001–4,000 of seed 1)',
  },
  home: {
    model: [-10.787, -0.064, -0.056, -0.141, -1.283, -1.443, 2.921, 0.476, 2.388],
    hitRate: [
      [0.495, 0.477],
      [0.64, 0.675],
      [0.707, 0.68],
      [0.758, 0.685],
      [0.793, 0.805],
      [0.822, 0.835],
      [0.854, 0.87],
      [0.89, 0.905],
      [0.926, 0.94],
      [0.971, 0.98],
    ],
    intervalScale: 1.03,
    source: 'npm run eval:price -- prices-apartments-dev.jsonl --sample 2000 --fit (1,999 estimates, listings 2,001–4,000 of seed 1)',
  },
};

/** What the calibration table maps: the family's model of the evidence, or the raw confidence. */
export function confidenceScore(family: PricingFamily, evidence: EstimateEvidence): number {
  const model = PRICE_CALIBRATION[family]?.model;
  return model ? logistic(model, evidenceFeatures(evidence)) : evidence.raw;
}

/** The measured probability that the true price is within ±20 % of the estimate. */
export function calibratedConfidence(family: PricingFamily, evidence: EstimateEvidence): number {
  const calibration = PRICE_CALIBRATION[family];
  if (!calibration || calibration.hitRate.length === 0) return round(Math.min(LOW_EVIDENCE_CAP, evidence.raw));
  return round(interpolate(calibration.hitRate, confidenceScore(family, evidence)));
}

/** A logistic model's probability for the evidence (the score a calibration table maps). */
export function scoreWith(model: readonly number[], evidence: EstimateEvidence): number {
  return logistic(model, evidenceFeatures(evidence));
}

function logistic(model: readonly number[], features: number[]): number {
  const z = features.reduce((sum, x, j) => sum + x * (model[j + 1] ?? 0), model[0] ?? 0);
  return 1 / (1 + Math.exp(-z));
}

/**
 * Logistic regression of hits on features by Newton's method (IRLS), with a small ridge
 * so that a feature that happens to separate a few observations cannot run off to
 * infinity. Returns the intercept then one coefficient per feature. Used by the
 * evaluation (`--fit`) on listings it does not report on.
 */
export function fitLogisticModel(observations: { features: number[]; hit: boolean }[], ridge = 1): number[] {
  const k = (observations[0]?.features.length ?? 0) + 1;
  let beta = new Array<number>(k).fill(0);
  for (let iteration = 0; iteration < 25; iteration += 1) {
    const hessian = Array.from({ length: k }, (_, r) => Array.from({ length: k }, (_, c) => (r === c && r > 0 ? ridge : 0)));
    const gradient = beta.map((b, j) => (j > 0 ? -ridge * b : 0));
    for (const o of observations) {
      const x = [1, ...o.features];
      const p = 1 / (1 + Math.exp(-x.reduce((sum, v, j) => sum + v * beta[j]!, 0)));
      const w = Math.max(1e-6, p * (1 - p));
      for (let r = 0; r < k; r += 1) {
        gradient[r]! += ((o.hit ? 1 : 0) - p) * x[r]!;
        for (let c = 0; c < k; c += 1) hessian[r]![c]! += w * x[r]! * x[c]!;
      }
    }
    const step = solveLinear(hessian, gradient);
    if (!step) break;
    beta = beta.map((b, j) => b + step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-6) break;
  }
  return beta.map((b) => Math.round(b * 1000) / 1000);
}

export function intervalScaleOf(family: PricingFamily): number {
  return PRICE_CALIBRATION[family]?.intervalScale ?? 1.5;
}

function interpolate(table: readonly (readonly [number, number])[], x: number): number {
  const first = table[0]!;
  const last = table.at(-1)!;
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < table.length; i += 1) {
    const [x1, y1] = table[i]!;
    const [x0, y0] = table[i - 1]!;
    if (x <= x1) return x1 === x0 ? y1 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return last[1];
}

const round = (value: number) => Math.round(Math.min(0.99, Math.max(0, value)) * 100) / 100;

/**
 * The monotone table from measurements: observations sorted by raw score, cut into
 * `bins` of equal count (so no knot rests on a handful), each bin's mean raw score and
 * hit rate, then pool-adjacent-violators so that more raw confidence never means less.
 * Used by the evaluation (`--fit`) to refit PRICE_CALIBRATION.
 */
export function fitHitRateTable(observations: { raw: number; hit: boolean }[], bins = 10): [number, number][] {
  const sorted = [...observations].sort((a, b) => a.raw - b.raw);
  const blocks: { hits: number; count: number; rawSum: number }[] = [];
  for (let b = 0; b < bins; b += 1) {
    const slice = sorted.slice(Math.floor((b * sorted.length) / bins), Math.floor(((b + 1) * sorted.length) / bins));
    if (slice.length === 0) continue;
    blocks.push({ hits: slice.filter((o) => o.hit).length, count: slice.length, rawSum: slice.reduce((sum, o) => sum + o.raw, 0) });
    // Pool adjacent violators: a bin no better than the one below merges with it.
    while (blocks.length > 1 && blocks.at(-2)!.hits / blocks.at(-2)!.count >= blocks.at(-1)!.hits / blocks.at(-1)!.count) {
      const last = blocks.pop()!;
      const previous = blocks.at(-1)!;
      previous.hits += last.hits;
      previous.count += last.count;
      previous.rawSum += last.rawSum;
    }
  }
  return blocks.map((b) => [Math.round((b.rawSum / b.count) * 1000) / 1000, Math.round((b.hits / b.count) * 1000) / 1000]);
}
