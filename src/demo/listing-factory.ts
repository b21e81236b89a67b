/**
 * The one listing factory, shared by the demo data and the tests: a fixture written
 * here is exactly what a seller could have posted, so tests exercise realistic ads and
 * the demo site shows what tests cover.
 *
 * Ads are written per subcategory from small template pools (listing-templates.ts,
 * demo-phrases.ts), lightly localised for the languages people in those cities would
 * post in (German, French, Spanish, Italian, Japanese); every other city gets English,
 * which is also what expats post in. write-ad.ts writes one ad; this file makes it a
 * listing row or a POST body. Nothing here reads the evaluation data: every text is
 * written for the demo.
 */
import type { NewListingRow } from '../db/schema';
import { withCanonicalUnits } from '../domain/attributes/attribute-definitions';
import { attributesToStore } from '../domain/attributes/listing-attributes';
import type { City } from '../domain/geo/cities';
import { filterRegionOf } from '../domain/geo/city-region';
import { findCity } from '../domain/geo/find-city';
import { LISTING_LIFETIME_MS } from '../domain/listings/listing-constants';
import type { ListingFormValues } from '../domain/listings/listing-schemas';
import { DAY_MS } from '../domain/shared/time';
import type { CategorySlug } from '../domain/taxonomy/categories';
import { impliedPriceUnit } from '../domain/taxonomy/price-units';
import type { ForSaleItem } from './listing-templates';
import { createRng, int, type Rng } from './random';
import { writeAd } from './write-ad';

/** Demo ads are spread over the last 25 days, inside the listing lifetime. */
const DEMO_SPREAD_MS = 25 * DAY_MS;
/**
 * Enough sellers per city that each has a handful of ads, as on a real site. Sellers are
 * local: one address posting in ten cities is what screening reads as a scam network.
 */
const DEMO_SELLER_COUNT = 150;

export const DEMO_USER_PREFIX = 'demo-seller-';

export interface DemoListingOptions {
  city: City;
  now: Date;
  /** Forces a category, so a seeder can guarantee every category in a city. */
  category?: CategorySlug;
  /** Forces the neighbourhood, e.g. a regional Victorian town for a melbourne ad. */
  neighborhood?: string;
  /** Forces the item (a cluster of comparable ads, so the price check has evidence). */
  item?: ForSaleItem;
}

/** A realistic, approved listing row of a city, posted some time in the last 25 days. */
export function buildDemoListing(rng: Rng, options: DemoListingOptions): NewListingRow {
  const { city, now } = options;
  const ad = writeAd(rng, { city, now, category: options.category, neighborhood: options.neighborhood, item: options.item });
  const seller = int(rng, 1, DEMO_SELLER_COUNT);
  // Whole milliseconds: the column keeps millisecond precision and the keyset cursor relies on it.
  const createdAt = new Date(now.getTime() - 60_000 - Math.floor(rng() * DEMO_SPREAD_MS));
  return {
    // What the seller entered, or what the text states (marked as extracted), as a posted ad gets.
    ...(ad.attributes ? { attributes: withCanonicalUnits(ad.attributes), attributesSource: 'seller' } : attributesToStore(ad, city.countryCode)),
    title: ad.title,
    description: ad.description,
    price: ad.price,
    // Rent per month, nightly rates, pay per hour or year: what the category implies, as for a posted ad.
    priceUnit: ad.price === null ? null : impliedPriceUnit(ad.category, ad.subcategory),
    currency: city.currency,
    category: ad.category,
    subcategory: ad.subcategory,
    condition: ad.condition,
    neighborhood: ad.neighborhood,
    contactEmail: `seller${seller}.${city.subdomain}@example.com`,
    images: [],
    // A third of the demo sellers confirmed their email (seeded with a verification record).
    isVerifiedUser: seller % 3 === 0,
    deliveryAvailable: ad.deliveryAvailable,
    priceNegotiable: ad.priceNegotiable,
    userId: `${DEMO_USER_PREFIX}${city.subdomain}-${seller}`,
    city: city.subdomain,
    country: city.country,
    countryCode: city.countryCode,
    region: filterRegionOf(city),
    // Demo ads are clean but not spotless, like real approved posts.
    spamScore: int(rng, 0, 12),
    moderationStatus: 'approved',
    createdAt,
    expiresAt: new Date(createdAt.getTime() + LISTING_LIFETIME_MS),
  };
}

/** Without an rng each call still differs, yet a test run is reproducible. */
let defaultSeed = 1;

/** The city a body is posted in when a test names none: every listing has a city (English, USD). */
export const DEFAULT_INPUT_CITY = 'newyork';

/**
 * A valid body for POST /api/listings. Overrides win; when `city` is overridden the ad
 * is written for that city (language, currency scale, neighbourhood). Without one it is
 * posted in DEFAULT_INPUT_CITY; `city: undefined` sends none (which the API refuses).
 */
export function buildListingInput(overrides: Partial<ListingFormValues> = {}, rng: Rng = createRng(defaultSeed++)): ListingFormValues {
  const city = findCity(overrides.city ?? undefined);
  const ad = writeAd(rng, {
    city,
    now: new Date(),
    category: overrides.category,
    subcategory: overrides.subcategory ?? undefined,
    neighborhood: typeof overrides.neighborhood === 'string' ? overrides.neighborhood : undefined,
  });
  const seller = int(rng, 1000, 9999);
  const base: ListingFormValues = {
    title: ad.title,
    description: ad.description,
    // The form sends what a person types: "1200", "12.5", "0", or nothing.
    price: ad.price === null ? '' : String(Number(ad.price)),
    category: ad.category,
    subcategory: ad.subcategory,
    condition: ad.condition ?? '',
    neighborhood: ad.neighborhood,
    contactEmail: `seller${seller}@example.com`,
    deliveryAvailable: ad.deliveryAvailable,
    priceNegotiable: ad.priceNegotiable,
    city: city?.subdomain ?? DEFAULT_INPUT_CITY,
  };
  return { ...base, ...overrides };
}
