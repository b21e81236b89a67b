/**
 * Price intelligence: is this asking price a deal, fair, or too high? Estimated from
 * comparable public listings — same category and currency, the same city first, similar
 * titles, compatible facts (bedrooms, year, mileage) — with statistics that junk prices
 * cannot move. With too little evidence it says so: a wrong badge is worse than none.
 */
import { and, eq, gt, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listings, type ListingRow } from '../../db/schema';
import { isPublicListing } from '../listings/listing-visibility';
import { searchTerms } from '../search/text-query';
import { foldAccents } from '../search/vocabulary';
import { impliedPriceUnit } from '../taxonomy/price-units';
import { adjustForAge, extractFeatures, featureAffinity } from './listing-features';
import { quantile, weightedMedian, withoutOutliers, type Sample } from './robust-stats';

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
  }),
  recommendations: z.object({ reason: z.string() }),
});
export type PriceAnalysis = z.infer<typeof priceAnalysisSchema>;

/** Fewer comparables than this and no verdict is given. */
export const MIN_COMPARABLES = 5;
const CANDIDATES = 400;
const KEEP = 60;

/** Ratio of asking price to market estimate → verdict. */
export function classifyRatio(ratio: number): PriceStatus {
  if (ratio <= 0.75) return 'excellent_deal';
  if (ratio <= 0.9) return 'good_deal';
  if (ratio < 1.15) return 'fair_price';
  if (ratio < 1.4) return 'overpriced';
  return 'significantly_overpriced';
}

/**
 * Confidence from the evidence: how many comparables, how tightly their prices agree,
 * and how alike they are to this listing. Capped below 1: markets surprise.
 */
export function confidenceOf(options: { samples: number; spread: number; similarity: number }): number {
  const amount = 1 - Math.exp(-options.samples / 12);
  const agreement = 1 / (1 + 2 * Math.max(0, options.spread));
  const likeness = 0.5 + 0.5 * Math.min(1, Math.max(0, options.similarity));
  return Math.round(Math.min(0.95, amount * agreement * likeness) * 100) / 100;
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

export async function analysePrice(db: Db, subject: PriceSubject): Promise<PriceAnalysis> {
  const price = subject.price === null || subject.price === '' ? null : Number(subject.price);
  const base = { currentPrice: price, currency: subject.currency };
  const comparables = await findComparables(db, subject);
  const kept = withoutOutliers(comparables);
  const prices = kept.map((s) => s.price).sort((a, b) => a - b);

  if (kept.length < MIN_COMPARABLES) {
    return {
      ...base,
      status: 'insufficient_data',
      marketAverage: null,
      percentOff: null,
      confidence: 0,
      marketData: { totalSamples: kept.length, q1: null, median: null, q3: null, prices },
      recommendations: { reason: `Not enough similar listings yet to judge this price (${kept.length} found).` },
    };
  }

  const estimate = weightedMedian(kept);
  const q1 = quantile(prices, 0.25);
  const median = quantile(prices, 0.5);
  const q3 = quantile(prices, 0.75);
  const similarity = kept.reduce((sum, s) => sum + s.weight, 0) / kept.length;
  const confidence = confidenceOf({ samples: kept.length, spread: (q3 - q1) / median, similarity });
  const marketData = { totalSamples: kept.length, q1, median, q3, prices: sampleForChart(prices) };

  if (price === null || price <= 0) {
    return {
      ...base,
      status: 'insufficient_data',
      marketAverage: estimate,
      percentOff: null,
      confidence,
      marketData,
      recommendations: {
        reason: `Similar items go for ${money(q1, subject.currency)}–${money(q3, subject.currency)}.`,
      },
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
          ? `This is a fair price: ${kept.length} similar listings go for ${money(q1, subject.currency)}–${money(q3, subject.currency)}.`
          : `This is ${STATUS_WORDS[status]}: ${difference}% ${ratio < 1 ? 'below' : 'above'} the typical ${money(estimate, subject.currency)} of ${kept.length} similar listings.`,
    },
  };
}

function sampleForChart(prices: number[]): number[] {
  if (prices.length <= 40) return prices;
  const step = prices.length / 40;
  return Array.from({ length: 40 }, (_, i) => prices[Math.floor(i * step)]!);
}

/** Candidate listings, ranked in SQL, then weighed in code on title likeness, facts and place. */
async function findComparables(db: Db, subject: PriceSubject): Promise<Sample[]> {
  const words = searchTerms(subject.title)
    .filter((word) => word.length > 2 && !/^\d+$/.test(word))
    .map(foldAccents);
  const titleQuery = words.length > 0 ? sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' | ')})` : null;
  const textRank = titleQuery ? sql<number>`ts_rank(${listings.searchVector}, ${titleQuery}, 1)` : sql<number>`(0)::real`;
  // An expression, never a bare 0: "ORDER BY 0" would name a column position.
  const sameCity = subject.city ? sql<number>`(${listings.city} = ${subject.city})::int` : sql<number>`(0)::int`;

  const conditions: SQL[] = [
    isPublicListing(),
    eq(listings.category, subject.category),
    eq(listings.currency, subject.currency),
    isNotNull(listings.price),
    gt(listings.price, '0'),
  ];
  if (subject.subcategory) conditions.push(eq(listings.subcategory, subject.subcategory));
  // A nightly rate says nothing about a monthly rent: only prices per the same unit compare.
  const unit = subject.priceUnit === undefined ? impliedPriceUnit(subject.category, subject.subcategory) : subject.priceUnit;
  conditions.push(unit ? eq(listings.priceUnit, unit) : isNull(listings.priceUnit));
  if (subject.id) conditions.push(ne(listings.id, subject.id));

  const rows = await db
    .select({
      price: listings.price,
      title: listings.title,
      description: listings.description,
      condition: listings.condition,
      sameCity,
      textRank,
    })
    .from(listings)
    .where(and(...conditions))
    .orderBy(sql`${sameCity} desc`, sql`${textRank} desc`, sql`${listings.createdAt} desc`)
    .limit(CANDIDATES);

  const target = extractFeatures(`${subject.title} ${subject.description}`);
  const maxRank = Math.max(...rows.map((r) => r.textRank), 0);
  const weighed = rows
    .map((row) => weigh(row, { target, maxRank, condition: subject.condition }))
    .filter((sample): sample is Sample => sample !== null)
    .sort((a, b) => b.weight - a.weight);
  return weighed.slice(0, KEEP);
}

function weigh(
  row: Pick<ListingRow, 'price' | 'title' | 'description' | 'condition'> & { sameCity: number; textRank: number },
  context: { target: ReturnType<typeof extractFeatures>; maxRank: number; condition: string | null },
): Sample | null {
  const features = extractFeatures(`${row.title} ${row.description}`);
  const affinity = featureAffinity(context.target, features);
  if (affinity === 0) return null;
  const text = context.maxRank > 0 ? row.textRank / context.maxRank : 0.5;
  const place = row.sameCity ? 1 : 0.6;
  const condition = context.condition && row.condition && context.condition !== row.condition ? 0.8 : 1;
  // Title likeness counts twice over: the same model matters more than anything else.
  const weight = affinity * (0.1 + 0.9 * text * text) * place * condition;
  return weight > 0.05 ? { price: adjustForAge(Number(row.price), context.target, features), weight } : null;
}
