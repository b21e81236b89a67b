import { listings, type ListingRow } from '../../db/schema';
import { isPriceUnit } from '../taxonomy/price-units';
import type { Listing } from './listing-schemas';
import { itemFieldsFor } from '../taxonomy/item-fields';

/**
 * The columns the public shape is made of, and what a page's keyset cursor reads: what
 * list queries select, so they never carry the search vector, the contact email or the
 * management hash out of the database.
 */
export const PUBLIC_LISTING_COLUMNS = {
  id: listings.id,
  title: listings.title,
  description: listings.description,
  price: listings.price,
  priceUnit: listings.priceUnit,
  currency: listings.currency,
  category: listings.category,
  subcategory: listings.subcategory,
  condition: listings.condition,
  neighborhood: listings.neighborhood,
  images: listings.images,
  deliveryAvailable: listings.deliveryAvailable,
  priceNegotiable: listings.priceNegotiable,
  city: listings.city,
  country: listings.country,
  countryCode: listings.countryCode,
  region: listings.region,
  isVerifiedUser: listings.isVerifiedUser,
  status: listings.status,
  soldAt: listings.soldAt,
  attributes: listings.attributes,
  attributesSource: listings.attributesSource,
  priceStatus: listings.priceStatus,
  pricePercentOff: listings.pricePercentOff,
  priceConfidence: listings.priceConfidence,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
} as const;

export type PublicListingRow = Pick<ListingRow, keyof typeof PUBLIC_LISTING_COLUMNS>;

/**
 * Database row → the public shape. The contact email is never part of it: buyers get
 * it by asking (reveal-contact.ts), so pages and lists cannot be scraped for it.
 */
export function toListing(row: PublicListingRow): Listing {
  // Listings posted before condition and delivery were kept to items may still carry them.
  const fields = itemFieldsFor(row.category, row.subcategory);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    priceUnit: isPriceUnit(row.priceUnit) ? row.priceUnit : null,
    currency: row.currency,
    category: row.category,
    subcategory: row.subcategory,
    condition: fields.condition ? row.condition : null,
    neighborhood: row.neighborhood,
    images: row.images,
    deliveryAvailable: fields.delivery && row.deliveryAvailable,
    priceNegotiable: row.priceNegotiable,
    city: row.city,
    country: row.country,
    countryCode: row.countryCode,
    region: row.region,
    isVerifiedUser: row.isVerifiedUser,
    status: row.status === 'sold' ? 'sold' : 'active',
    soldAt: row.soldAt?.toISOString() ?? null,
    attributes: row.attributes,
    attributesSource: row.attributesSource === 'seller' || row.attributesSource === 'extracted' ? row.attributesSource : null,
    priceAnalysis: row.priceStatus
      ? { status: row.priceStatus, percentOff: row.pricePercentOff, confidence: Number(row.priceConfidence ?? 0) }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
