import type { ListingRow } from '../../db/schema';
import { isPriceUnit } from '../taxonomy/price-units';
import type { Listing } from './listing-schemas';

/**
 * Database row → the public shape. The contact email is never part of it: buyers get
 * it by asking (reveal-contact.ts), so pages and lists cannot be scraped for it.
 */
export function toListing(row: ListingRow): Listing {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    priceUnit: isPriceUnit(row.priceUnit) ? row.priceUnit : null,
    currency: row.currency,
    category: row.category,
    subcategory: row.subcategory,
    condition: row.condition,
    neighborhood: row.neighborhood,
    images: row.images,
    deliveryAvailable: row.deliveryAvailable,
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
