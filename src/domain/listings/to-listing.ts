import type { ListingRow } from '../../db/schema';
import type { Listing, ListingDetail } from './listing-schemas';

/** Database row → the public shape. Contact email is left out of list answers. */
export function toListing(row: ListingRow): Listing {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toListingDetail(row: ListingRow): ListingDetail {
  return { ...toListing(row), contactEmail: row.contactEmail };
}
