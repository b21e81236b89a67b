/**
 * Price intelligence: is this asking price a deal, fair, or too high? Estimated from
 * comparable public listings matched on what the thing is (a car's make and model, a
 * flat's city, neighbourhood and bedrooms, a phone's brand, model and storage), their
 * prices carried over to this listing's facts by a local regression (year, mileage,
 * floor area…), with statistics that junk prices cannot move (ADR 015). The confidence
 * is a measured probability that the true price is within ±20 % of the estimate; with
 * too little evidence it says so: a wrong badge is worse than none.
 */
import { z } from 'zod';
import type { Db } from '../../db/client';
import { extractAttributes } from '../attributes/extract-attributes';
import { itemTypeOf } from '../attributes/item-type';
import { impliedPriceUnit } from '../taxonomy/price-units';
import { FAMILY_COMPARISONS, type ComparedListing } from './compare-listings';
import { explainEstimate, describeExplanation, type PriceExplanation, priceExplanationSchema } from './explain-estimate';
import { candidateKey, findCandidates, type CandidateRow } from './find-comparables';
import { effectiveCount, fitLocalRegression, weightedQuantile } from './local-regression';
import { calibratedConfidence, intervalScaleOf, type EstimateEvidence } from './price-calibration';
import { pricingFactsOf, pricingFamilyOf, soldForParts, type AttributesLike, type PricingFacts, type PricingFamily } from './pricing-facts';

export const PRICE_STATUSES = ['excellent_deal', 'good_deal', 'fair_price', 'overpriced', 'significantly_overpriced'] as const;
export type PriceStatus = (typeof PRICE_STATUSES)[number];

export const priceAnalysisSchema = z.object({
  status: z.enum([...PRICE_STATUSES, 'insufficient_data']),
  currentPrice: z.number().nullable(),
  marketAverage: z.number().nullable().describe('The robust estimate of the market price (a weighted median)'),
  currency: z.string(),
  percentOff: z.number().int().nullable().describe('How far below the market a deal is, in percent'),
  confidence: z.number().min(0).max(1),
  marketData: z.object({
    totalSamples: z.number().int(),
    q1: z.number().nullable(),
    median: z.number().nullable(),
    q3: z.number().nullable(),
    /** Comparable prices (at most 40) for a small chart. */
    prices: z.array(z.number()),
    /** The cities the comparables are from (subdomains, the listing's own first); absent in verdicts stored before it was kept. */
    cities: z.array(z.string()).optional().describe("The cities of the comparables (city subdomains), the listing's own first"),
  }),
  recommendations: z.object({ reason: z.string() }),
  interval: z
    .object({
      low: z.number(),
      high: z.number(),
      coverage: z.number().describe('The share of true prices such intervals held when measured (0.8)'),
    })
    .nullable()
    .optional()
    .describe('Where the market price of a listing like this one lies, 80 % of the time'),
  explanation: priceExplanationSchema.nullable().optional().describe('What the comparables were, in terms of their attributes'),
});
export type PriceAnalysis = z.infer<typeof priceAnalysisSchema>;

/** Fewer comparables than this and no verdict is given. */
export const MIN_COMPARABLES = 5;

/** Ratio of asking price to market estimate → verdict. */
export function classifyRatio(ratio: number): PriceStatus {
  if (ratio <= 0.75) return 'excellent_deal';
  if (ratio <= 0.9) return 'good_deal';
  if (ratio < 1.15) return 'fair_price';
  if (ratio < 1.4) return 'overpriced';
  return 'significantly_overpriced';
}

/**
 * The estimator's own probability that the true price is within ±20 % of its estimate,
 * before calibration: residual spread `spread` (log scale) of the comparables after
 * adjustment, widened for the uncertainty of an estimate from `samples` of them.
 */
export function rawConfidenceOf(options: { samples: number; spread: number }): number {
  if (options.samples <= 0) return 0;
  const sigma = Math.max(0.03, options.spread) * Math.sqrt(1 + 1.5 / options.samples);
  // ±20 % around the estimate is ln(1.2) up and ln(1/0.8) down; the narrower side, to err low.
  return erf(Math.log(1.2) / (sigma * Math.SQRT2));
}

/** Abramowitz–Stegun 7.1.26, accurate to 1.5e-7: plenty for a probability shown as a percentage. */
function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return x >= 0 ? y : -y;
}

export interface PriceSubject {
  id?: string;
  title: string;
  description: string;
  category: string;
  subcategory: string | null;
  condition: string | null;
  currency: string;
  city: string | null;
  price: string | number | null;
  /** What the price is per; absent: the unit its category implies (a draft being priced). */
  priceUnit?: string | null;
  /** The local area within the city: for homes, where matters as much as what. */
  neighborhood?: string | null;
  /** Decides km or miles, m² or sq ft when a text read for facts names no unit. */
  countryCode?: string | null;
  /** The listing's typed facts (listings.attributes); absent or empty: read from its text. */
  attributes?: AttributesLike | null;
}

const STATUS_WORDS: Record<PriceStatus, string> = {
  excellent_deal: 'an excellent deal',
  good_deal: 'a good deal',
  fair_price: 'a fair price',
  overpriced: 'above the market',
  significantly_overpriced: 'well above the market',
};

function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${Math.round(amount)} ${currency}`;
  }
}

/** Fewer effective comparables than this (after weighing) and no estimate is given. */
const MIN_EFFECTIVE = 3;
/** Comparables lighter than this (of the heaviest's weight) are left out of the evidence. */
const NEGLIGIBLE = 0.02;
/** The z-score of an 80 % two-sided interval. */
export const Z80 = 1.2816;

export interface PriceEstimate {
  family: PricingFamily;
  facts: PricingFacts;
  /** The market price of a listing like this one. */
  estimate: number;
  interval: { low: number; high: number };
  /** Measured probability that the true price is within ±20 % of the estimate. */
  confidence: number;
  /** The estimator's probability before calibration (what the calibration table maps). */
  rawConfidence: number;
  /** The log-scale spread of a price like this one's around the estimate, before the interval's calibration. */
  sigma: number;
  /** Comparables that count (not junk, not negligible). */
  samples: number;
  /** Their prices carried over to this listing's facts, ascending. */
  adjustedPrices: number[];
  /** The cities those comparables are from, the listing's own first. */
  cities: string[];
  explanation: PriceExplanation;
  /** What the confidence is judged on (see price-calibration.ts). */
  evidence: EstimateEvidence;
}

/** Too little to go on: how many comparables there were, and the facts they were sought on. */
export interface InsufficientEvidence {
  family: PricingFamily;
  facts: PricingFacts;
  estimate: null;
  samples: number;
}

/** The subject's attributes: as stored, or what its text says when it has none. */
export function subjectAttributesOf(subject: PriceSubject): AttributesLike {
  if (subject.attributes && Object.keys(pricingFactsOf(subject.attributes)).length > 0) return subject.attributes;
  return {
    ...extractAttributes(`${subject.title}\n${subject.description}`, {
      category: subject.category,
      subcategory: subject.subcategory,
      countryCode: subject.countryCode,
    }),
  };
}

/** The market estimate for a listing like `subject`, or how little there was to go on. */
export async function estimatePrice(db: Db, subject: PriceSubject): Promise<PriceEstimate | InsufficientEvidence> {
  const family = pricingFamilyOf(subject.category, subject.subcategory);
  const attributes = subjectAttributesOf(subject);
  const facts = factsWithText(attributes, `${subject.title}\n${subject.description}`);
  const unit = subject.priceUnit === undefined ? impliedPriceUnit(subject.category, subject.subcategory) : subject.priceUnit;
  const neighborhood = subject.neighborhood?.trim() || null;
  const rows = await findCandidates(db, {
    id: subject.id,
    family,
    facts,
    title: subject.title,
    description: subject.description,
    category: subject.category,
    subcategory: subject.subcategory,
    currency: subject.currency,
    city: subject.city,
    neighborhood,
    priceUnit: unit ?? null,
    itemType: itemTypeOf(subject.category, subject.subcategory, attributes),
  });
  const comparison = FAMILY_COMPARISONS[family];
  const self: ComparedListing = { facts, condition: subject.condition, neighborhood, city: subject.city };
  const maxRank = Math.max(0, ...rows.map((r) => r.textRank));
  const seen = new Set<string>();
  const points: { row: CandidateRow; facts: PricingFacts; logPrice: number; features: number[]; weight: number }[] = [];
  for (const row of rows) {
    const price = Number(row.price);
    const key = candidateKey(row);
    if (!(price > 0) || seen.has(key)) continue;
    seen.add(key);
    const other = {
      facts: factsWithText(row.attributes, `${row.title}\n${row.description}`),
      condition: row.condition,
      neighborhood: row.neighborhood,
      city: row.city,
    };
    const { features, similarity } = comparison.compare(self, other);
    // Title likeness refines what the facts cannot tell (a GTI from a 1.4, a road bike from a kid's bike);
    // it decides alone when there are no facts to compare.
    const text = maxRank > 0 ? row.textRank / maxRank : 0.5;
    const likeness = family === 'other' ? 0.1 + 0.9 * text * text : 0.6 + 0.4 * text;
    points.push({ row, facts: other.facts, logPrice: Math.log(price), features, weight: similarity * likeness });
  }
  const heaviest = Math.max(0, ...points.map((p) => p.weight));
  const kept = points.filter((p) => p.weight >= heaviest * NEGLIGIBLE);
  if (kept.length < MIN_EFFECTIVE) return { family, facts, estimate: null, samples: kept.length };

  const fit = fitLocalRegression(kept, comparison.slopes);
  const centre = comparison.centre === 'mean' ? weightedMean(fit.adjusted, fit.weights) : weightedQuantile(fit.adjusted, fit.weights, 0.5);
  const samples = fit.weights.filter((w) => w > 0).length;
  const effective = effectiveCount(fit.weights);
  if (samples < MIN_EFFECTIVE || effective < MIN_EFFECTIVE || !Number.isFinite(centre)) return { family, facts, estimate: null, samples };
  const spread =
    1.4826 *
    weightedQuantile(
      fit.adjusted.map((a) => Math.abs(a - centre)),
      fit.weights,
      0.5,
    );
  const rawConfidence = rawConfidenceOf({ samples: effective, spread });
  const kind = comparison.kindFeature;
  const totalWeight = fit.weights.reduce((sum, w) => sum + w, 0);
  const evidenceOf: EstimateEvidence = {
    raw: rawConfidence,
    effective,
    spread,
    sameKind: kind === undefined ? 1 : kept.reduce((sum, p, i) => sum + (p.features[kind] === 0 ? fit.weights[i]! : 0), 0) / totalWeight,
    closeness: kept.reduce((sum, p, i) => sum + p.weight * fit.weights[i]!, 0) / totalWeight,
    samples,
    factsKnown:
      comparison.keyFacts.length === 0 ? 1 : comparison.keyFacts.filter((key) => facts[key] !== undefined).length / comparison.keyFacts.length,
  };
  const sigma = Math.max(0.03, spread) * Math.sqrt(1 + 1.5 / effective);
  const halfWidth = Z80 * sigma * intervalScaleOf(family);
  const estimate = Math.exp(centre);
  const evidence = kept.filter((_, i) => fit.weights[i]! > 0);
  const evidenceWeights = fit.weights.filter((w) => w > 0);
  return {
    family,
    facts,
    estimate: roundPrice(estimate),
    interval: { low: roundPrice(estimate * Math.exp(-halfWidth)), high: roundPrice(estimate * Math.exp(halfWidth)) },
    confidence: calibratedConfidence(family, evidenceOf),
    rawConfidence,
    evidence: evidenceOf,
    sigma,
    samples,
    adjustedPrices: fit.adjusted
      .filter((_, i) => fit.weights[i]! > 0)
      .map((a) => roundPrice(Math.exp(a)))
      .sort((a, b) => a - b),
    cities: citiesOf(evidence.map((p) => p.row.city), subject.city),
    explanation: explainEstimate({
      family,
      facts,
      neighborhood,
      comparables: evidence.map((p, i) => ({ facts: p.facts, neighborhood: p.row.neighborhood, weight: evidenceWeights[i]! })),
      units: unitsOf(attributes),
    }),
  };
}

/** Distinct cities, the subject's own first, then by how many comparables each gave. */
function citiesOf(cities: (string | null)[], own: string | null): string[] {
  const counts = new Map<string, number>();
  for (const city of cities) if (city) counts.set(city, (counts.get(city) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => Number(b === own) - Number(a === own) || counts.get(b)! - counts.get(a)! || a.localeCompare(b));
}

function weightedMean(values: number[], weights: number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return total > 0 ? values.reduce((sum, v, i) => sum + v * weights[i]!, 0) / total : Number.NaN;
}

function factsWithText(attributes: AttributesLike, text: string): PricingFacts {
  const facts = pricingFactsOf(attributes);
  return soldForParts(text) ? { ...facts, forParts: true } : facts;
}

/** The units the seller used, so the explanation speaks in them. */
function unitsOf(attributes: AttributesLike): { mileageUnit?: 'km' | 'mi'; floorAreaUnit?: 'm2' | 'sqft' } {
  const units: { mileageUnit?: 'km' | 'mi'; floorAreaUnit?: 'm2' | 'sqft' } = {};
  if (attributes.mileageUnit === 'km' || attributes.mileageUnit === 'mi') units.mileageUnit = attributes.mileageUnit;
  if (attributes.floorAreaUnit === 'm2' || attributes.floorAreaUnit === 'sqft') units.floorAreaUnit = attributes.floorAreaUnit;
  return units;
}

/** Whole units: nobody asks 8,993.47 € for a car. */
function roundPrice(value: number): number {
  return value >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

export async function analysePrice(db: Db, subject: PriceSubject): Promise<PriceAnalysis> {
  const price = subject.price === null || subject.price === '' ? null : Number(subject.price);
  const base = { currentPrice: price, currency: subject.currency };
  const result = await estimatePrice(db, subject);

  if (result.estimate === null || result.samples < MIN_COMPARABLES) {
    return {
      ...base,
      status: 'insufficient_data',
      marketAverage: null,
      percentOff: null,
      confidence: 0,
      marketData: { totalSamples: result.samples, q1: null, median: null, q3: null, prices: result.estimate === null ? [] : result.adjustedPrices },
      recommendations: { reason: `Not enough similar listings yet to judge this price (${result.samples} found).` },
      interval: null,
      explanation: null,
    };
  }

  const { estimate, confidence, adjustedPrices: prices } = result;
  const q1 = roundPrice(quantileOf(prices, 0.25));
  const median = roundPrice(quantileOf(prices, 0.5));
  const q3 = roundPrice(quantileOf(prices, 0.75));
  const marketData = { totalSamples: result.samples, q1, median, q3, prices: sampleForChart(prices), cities: result.cities };
  const similar = describeExplanation(result.explanation);
  const extra = { interval: { ...result.interval, coverage: 0.8 }, explanation: result.explanation };
  const range = `${money(result.interval.low, subject.currency)}–${money(result.interval.high, subject.currency)}`;

  if (price === null || price <= 0) {
    return {
      ...base,
      status: 'insufficient_data',
      marketAverage: estimate,
      percentOff: null,
      confidence,
      marketData,
      recommendations: { reason: `${capitalise(similar)} go for about ${money(estimate, subject.currency)} (most ${range}).` },
      ...extra,
    };
  }

  const ratio = price / estimate;
  const status = classifyRatio(ratio);
  const percentOff = status === 'excellent_deal' || status === 'good_deal' ? Math.round((1 - ratio) * 100) : null;
  const difference = Math.round(Math.abs(ratio - 1) * 100);
  return {
    ...base,
    status,
    marketAverage: estimate,
    percentOff,
    confidence,
    marketData,
    recommendations: {
      reason:
        status === 'fair_price'
          ? `This is a fair price: ${similar} go for about ${money(estimate, subject.currency)} (most ${range}).`
          : `This is ${STATUS_WORDS[status]}: ${difference}% ${ratio < 1 ? 'below' : 'above'} the ${money(estimate, subject.currency)} that ${similar} go for.`,
    },
    ...extra,
  };
}

function quantileOf(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function sampleForChart(prices: number[]): number[] {
  if (prices.length <= 40) return prices;
  const step = prices.length / 40;
  return Array.from({ length: 40 }, (_, i) => prices[Math.floor(i * step)]!);
}
