/**
 * An estimate explained in terms of the comparables' facts: "similar 2010–2014
 * Volkswagen Golfs with 80,000–120,000 km", "similar 2-bedroom homes of 650–800 sq ft in
 * Mission District". Ranges are the middle 80 % of the comparables' weight, so one odd
 * comparable does not stretch them; a name (model, neighbourhood) is only claimed when
 * most of the weight shares it.
 */
import { z } from 'zod';
import { weightedQuantile } from './local-regression';
import { sameName, type PricingFacts, type PricingFamily } from './pricing-facts';

const range = z.object({ from: z.number(), to: z.number() });

export const priceExplanationSchema = z.object({
  family: z.enum(['vehicle', 'home', 'device', 'other']),
  comparables: z.number().int().describe('Comparables the estimate rests on'),
  make: z.string().optional(),
  model: z.string().optional(),
  brand: z.string().optional(),
  year: range.optional(),
  mileageKm: range.optional(),
  bedrooms: range.optional(),
  floorAreaM2: range.optional(),
  storageGb: range.optional(),
  neighborhood: z.string().optional().describe('When most comparables are in the listing’s own neighbourhood'),
  /** The units the subject's seller used, for showing the ranges. */
  mileageUnit: z.enum(['km', 'mi']).optional(),
  floorAreaUnit: z.enum(['m2', 'sqft']).optional(),
});
export type PriceExplanation = z.infer<typeof priceExplanationSchema>;

export interface ExplainedComparable {
  facts: PricingFacts;
  neighborhood: string | null;
  weight: number;
}

const MOST = 0.5;

export function explainEstimate(options: {
  family: PricingFamily;
  facts: PricingFacts;
  neighborhood: string | null;
  comparables: ExplainedComparable[];
  units?: { mileageUnit?: 'km' | 'mi'; floorAreaUnit?: 'm2' | 'sqft' };
}): PriceExplanation {
  const { family, facts, comparables } = options;
  const total = comparables.reduce((sum, c) => sum + c.weight, 0);
  const share = (match: (c: ExplainedComparable) => boolean) =>
    total > 0 ? comparables.filter(match).reduce((sum, c) => sum + c.weight, 0) / total : 0;
  const spanOf = (read: (f: PricingFacts) => number | undefined) => {
    const known = comparables.filter((c) => read(c.facts) !== undefined);
    // A range read off a handful of the comparables would misdescribe the rest.
    if (known.length === 0 || known.reduce((s, c) => s + c.weight, 0) < total * MOST) return undefined;
    const values = known.map((c) => read(c.facts)!);
    const weights = known.map((c) => c.weight);
    return { from: weightedQuantile(values, weights, 0.1), to: weightedQuantile(values, weights, 0.9) };
  };
  const explanation: PriceExplanation = { family, comparables: comparables.length, ...options.units };
  if (family === 'vehicle') {
    if (facts.make && share((c) => sameName(c.facts.make, facts.make)) >= MOST) {
      explanation.make = facts.make;
      if (facts.model && share((c) => sameName(c.facts.model, facts.model)) >= MOST) explanation.model = facts.model;
    }
    explanation.year = spanOf((f) => f.year);
    explanation.mileageKm = spanOf((f) => f.mileageKm);
  } else if (family === 'home') {
    explanation.bedrooms = spanOf((f) => f.bedrooms);
    explanation.floorAreaM2 = spanOf((f) => f.floorAreaM2);
    if (options.neighborhood && share((c) => sameName(c.neighborhood ?? undefined, options.neighborhood!)) >= MOST) {
      explanation.neighborhood = options.neighborhood;
    }
  } else if (family === 'device') {
    if (facts.brand && share((c) => sameName(c.facts.brand, facts.brand)) >= MOST) {
      explanation.brand = facts.brand;
      if (facts.model && share((c) => sameName(c.facts.model, facts.model)) >= MOST) explanation.model = facts.model;
    }
    explanation.storageGb = spanOf((f) => f.storageGb);
  }
  return Object.fromEntries(Object.entries(explanation).filter(([, value]) => value !== undefined)) as PriceExplanation;
}

const number = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);

function span(value: { from: number; to: number }, format: (n: number) => string = number): string {
  return value.from === value.to ? format(value.from) : `${format(value.from)}–${format(value.to)}`;
}

/** Rounds a mileage range outwards to whole thousands ("80,000–120,000 km"). */
function roundedSpan(value: { from: number; to: number }, step: number): { from: number; to: number } {
  return { from: Math.floor(value.from / step) * step, to: Math.ceil(value.to / step) * step };
}

const SQFT_PER_M2 = 10.7639;
const KM_PER_MILE = 1.609344;

/** The explanation in English, as the reason of a verdict: "similar 2010–2014 Volkswagen Golfs with 80,000–120,000 km". */
export function describeExplanation(explanation: PriceExplanation): string {
  const parts: string[] = ['similar'];
  if (explanation.family === 'vehicle') {
    if (explanation.year) parts.push(span(explanation.year, String));
    const name = [explanation.make, explanation.model].filter(Boolean).join(' ');
    parts.push(name ? (explanation.model && /[a-z]$/i.test(explanation.model) ? `${name}s` : `${name} vehicles`) : 'vehicles');
    if (explanation.mileageKm) {
      const miles = explanation.mileageUnit === 'mi';
      const km = explanation.mileageKm;
      const value = miles ? { from: km.from / KM_PER_MILE, to: km.to / KM_PER_MILE } : km;
      parts.push(`with ${span(roundedSpan(value, 5000))} ${miles ? 'miles' : 'km'}`);
    }
  } else if (explanation.family === 'home') {
    if (explanation.bedrooms) {
      const { from, to } = explanation.bedrooms;
      parts.push(to === 0 ? 'studio' : `${from === 0 ? `studio–${to}` : span(explanation.bedrooms)}-bedroom`);
    }
    parts.push('homes');
    if (explanation.floorAreaM2) {
      const sqft = explanation.floorAreaUnit === 'sqft';
      const m2 = explanation.floorAreaM2;
      const value = sqft ? { from: m2.from * SQFT_PER_M2, to: m2.to * SQFT_PER_M2 } : m2;
      parts.push(`of ${span(roundedSpan(value, sqft ? 50 : 5))} ${sqft ? 'sq ft' : 'm²'}`);
    }
    if (explanation.neighborhood) parts.push(`in ${explanation.neighborhood}`);
  } else if (explanation.family === 'device') {
    const name = [explanation.brand, explanation.model].filter(Boolean).join(' ');
    parts.push(name ? `${name} devices` : 'devices');
    if (explanation.storageGb) parts.push(`with ${span(explanation.storageGb)} GB`);
  } else {
    parts.push('listings');
  }
  return `${explanation.comparables} ${parts.join(' ')}`;
}
