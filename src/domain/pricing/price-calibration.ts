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

export interface FamilyCalibration {
  /** [raw, measured share within ±20 %] pairs, raw ascending; interpolated linearly. */
  hitRate: readonly (readonly [number, number])[];
  /** Multiplies the residual spread so that the 80 % interval covers 80 %. */
  intervalScale: number;
  /** Where the table comes from. */
  source: string;
}

export const LOW_EVIDENCE_CAP = 0.6;

export const PRICE_CALIBRATION: Readonly<Partial<Record<PricingFamily, FamilyCalibration>>> = {
  // Even the tightest comparables of a used car leave a fifth of its asking price to
  // things no attribute states (trim, care, the seller): cars top out below 0.7.
  vehicle: {
    hitRate: [
      [0.242, 0.247],
      [0.332, 0.294],
      [0.445, 0.358],
      [0.598, 0.5],
      [0.693, 0.572],
      [0.798, 0.658],
      [0.918, 0.663],
      [0.995, 0.684],
    ],
    intervalScale: 1.68,
    source: 'npm run eval:price -- prices-cars-de-dev.jsonl --sample 2000 --fit (1,868 estimates, listings 2,001–4,000 of seed 1)',
  },
  home: {
    hitRate: [
      [0.421, 0.523],
      [0.531, 0.64],
      [0.623, 0.735],
      [0.687, 0.745],
      [0.746, 0.75],
      [0.802, 0.84],
      [0.867, 0.855],
      [0.932, 0.895],
      [0.987, 0.91],
      [1, 0.96],
    ],
    intervalScale: 1.03,
    source: 'npm run eval:price -- prices-apartments-dev.jsonl --sample 2000 --fit (1,999 estimates, listings 2,001–4,000 of seed 1)',
  },
};

/** The measured probability that the true price is within ±20 % of the estimate. */
export function calibratedConfidence(family: PricingFamily, raw: number): number {
  const calibration = PRICE_CALIBRATION[family];
  if (!calibration || calibration.hitRate.length === 0) return round(Math.min(LOW_EVIDENCE_CAP, raw));
  return round(interpolate(calibration.hitRate, raw));
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
