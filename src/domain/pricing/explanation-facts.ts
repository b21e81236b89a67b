/**
 * A price estimate's explanation as facts for a page in any language: the comparables'
 * make and model, year range, mileage range, bedrooms, floor area, neighbourhood. Each
 * fact has the attribute whose translated name labels it (none for a name that speaks
 * for itself) and a value written with the locale's numbers in the seller's units.
 * Browser-safe: no database, no Zod.
 */
import type { PriceExplanation } from './explain-estimate';

export interface ExplanationFact {
  /** The attribute field naming the fact (attributes.fields.*); absent for a make, model or place. */
  field?: 'year' | 'mileage' | 'bedrooms' | 'floorArea' | 'storageGb';
  value: string;
}

const SQFT_PER_M2 = 10.7639104;
const KM_PER_MILE = 1.609344;

export function explanationFacts(explanation: PriceExplanation, locale: string): ExplanationFact[] {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  const span = (range: { from: number; to: number }, format: (n: number) => string = number) =>
    range.from === range.to ? format(range.from) : `${format(range.from)}–${format(range.to)}`;
  const outwards = (range: { from: number; to: number }, step: number) => ({
    from: Math.floor(range.from / step) * step,
    to: Math.ceil(range.to / step) * step,
  });
  const facts: ExplanationFact[] = [];
  const name = [explanation.make ?? explanation.brand, explanation.model].filter(Boolean).join(' ');
  if (name) facts.push({ value: name });
  // Years are labels, not quantities: no thousands separator.
  if (explanation.year) facts.push({ field: 'year', value: span(explanation.year, String) });
  if (explanation.mileageKm) {
    const miles = explanation.mileageUnit === 'mi';
    const km = explanation.mileageKm;
    const range = miles ? { from: km.from / KM_PER_MILE, to: km.to / KM_PER_MILE } : km;
    facts.push({ field: 'mileage', value: `${span(outwards(range, 5000))} ${miles ? 'mi' : 'km'}` });
  }
  if (explanation.bedrooms) facts.push({ field: 'bedrooms', value: span(explanation.bedrooms) });
  if (explanation.floorAreaM2) {
    const sqft = explanation.floorAreaUnit === 'sqft';
    const m2 = explanation.floorAreaM2;
    const range = sqft ? { from: m2.from * SQFT_PER_M2, to: m2.to * SQFT_PER_M2 } : m2;
    facts.push({ field: 'floorArea', value: `${span(outwards(range, sqft ? 50 : 5))} ${sqft ? 'sq ft' : 'm²'}` });
  }
  if (explanation.storageGb) facts.push({ field: 'storageGb', value: span(explanation.storageGb) });
  if (explanation.neighborhood) facts.push({ value: explanation.neighborhood });
  return facts;
}
