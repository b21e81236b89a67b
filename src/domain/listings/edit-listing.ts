/**
 * A seller edits their listing: the new fields, a fresh screening when what screening
 * reads has changed, the price verdict for the new price, and the verified mark for the
 * (maybe new) contact email.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { attributesAfterEdit } from '../attributes/listing-attributes';
import { filterRegionOf } from '../geo/city-region';
import { findCity } from '../geo/find-city';
import { screenListing } from '../moderation/screen-listing';
import { refreshPriceVerdict } from '../pricing/price-verdicts';
import { refreshSellerVerification } from '../verification/email-verification';
import { setListingImages } from './attach-listing-images';
import { sellerFields } from './create-listing';
import { findManagedListing, type ListingManager } from './listing-access';
import type { ListingInput } from './listing-schemas';
import { getManagedListing, type ManagedListing } from './manage-listing';

/** The seller's fields scam screening reads; an edit of any of them is screened again. */
const SCREENED_FIELDS = ['title', 'description', 'price', 'category', 'contactEmail'] as const;

export async function editListing(
  db: Db,
  options: { id: string; manager: ListingManager; input: ListingInput; mediaPrefixes: readonly string[] },
): Promise<ManagedListing> {
  const row = await findManagedListing(db, options);
  // The city (and so the currency) is where the ad was posted; an edit cannot move it.
  const city = findCity(row.city);
  const fields = sellerFields(options.input, row.countryCode);
  // What screening reads changed: the new text is hidden until it has been screened again.
  const rescreen = SCREENED_FIELDS.some((field) => fields[field] !== row[field]);
  await db
    .update(listings)
    .set({
      ...fields,
      ...attributesAfterEdit(options.input, row, row.countryCode),
      region: city ? filterRegionOf(city) : row.region,
      ...(rescreen && row.moderationStatus === 'approved' ? { moderationStatus: 'pending' } : {}),
    })
    .where(eq(listings.id, row.id));
  // Photos sent with the edit replace the listing's, by the rule of PUT …/images; none sent, none changed.
  if (options.input.images !== undefined) {
    await setListingImages(db, {
      listingId: row.id,
      imageURLs: options.input.images,
      uploaderIds: [row.userId, options.manager.visitorId],
      field: 'images',
      mediaPrefixes: options.mediaPrefixes,
    });
  }
  if (rescreen) await screenListing(db, { listingId: row.id });
  await refreshPriceVerdict(db, row.id);
  // A changed contact email is verified only once that address is confirmed.
  await refreshSellerVerification(db, row.id);
  return getManagedListing(db, options);
}
