/**
 * What a price is per: rent per month, a holiday flat per night, pay per hour. A price
 * with a unit is only ever compared with prices of the same unit (domain/pricing), and
 * the unit is shown beside the price on cards and listing pages.
 *
 * The category decides which units make sense and which one is meant when the seller
 * says nothing; this is the one place that rule lives.
 */
import type { CategorySlug } from './categories';

export const PRICE_UNITS = ['hour', 'night', 'week', 'month', 'year'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export function isPriceUnit(value: unknown): value is PriceUnit {
  return typeof value === 'string' && (PRICE_UNITS as readonly string[]).includes(value);
}

/** Units a seller may choose per category; a category missing here takes whole prices only. */
const UNITS_BY_CATEGORY: Partial<Record<CategorySlug, readonly PriceUnit[]>> = {
  housing: ['night', 'week', 'month', 'year'],
  jobs: ['hour', 'week', 'month', 'year'],
  services: ['hour'],
  gigs: ['hour'],
};

/** The unit a price means when the seller gives none, by subcategory first. */
const IMPLIED_BY_SUBCATEGORY: Readonly<Record<string, PriceUnit>> = {
  'housing/apartments': 'month',
  'housing/houses': 'month',
  'housing/rooms': 'month',
  'housing/sublets': 'month',
  'housing/vacation-rentals': 'night',
  'housing/parking': 'month',
  'housing/storage': 'month',
  'housing/office-space': 'month',
  'jobs/full-time': 'year',
  'jobs/government': 'year',
  'jobs/nonprofit': 'year',
  'jobs/healthcare': 'year',
  'jobs/education': 'year',
  'jobs/tech': 'year',
  'jobs/part-time': 'hour',
  'jobs/contract': 'hour',
  'jobs/temporary': 'hour',
  'jobs/internship': 'hour',
};

/** A category's own default, when its subcategory names none (or none was chosen). */
const IMPLIED_BY_CATEGORY: Partial<Record<CategorySlug, PriceUnit>> = {
  jobs: 'year',
};

/** The units a seller can pick from for this category (empty: prices are whole amounts). */
export function priceUnitsFor(category: string): readonly PriceUnit[] {
  return UNITS_BY_CATEGORY[category as CategorySlug] ?? [];
}

/**
 * The unit a price in this category and subcategory means by default: housing rents by
 * the month, holiday lets by the night, part-time and temporary work by the hour,
 * salaried jobs by the year. Null where a price is a whole amount (things for sale,
 * property sales, a one-off gig).
 */
export function impliedPriceUnit(category: string, subcategory: string | null | undefined): PriceUnit | null {
  return (subcategory ? IMPLIED_BY_SUBCATEGORY[`${category}/${subcategory}`] : undefined) ?? IMPLIED_BY_CATEGORY[category as CategorySlug] ?? null;
}
