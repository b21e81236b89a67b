/**
 * What a seller can do with their listing: read it whatever its state, edit it, mark
 * it sold, renew it for another 30 days, or delete it.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listings, mediaUploads } from '../../db/schema';
import { filterRegionOf } from '../geo/city-region';
import { findCity } from '../geo/find-city';
import { uploadFolder } from '../media/media-keys';
import type { MediaStorage } from '../media/media-storage';
import { screenListing } from '../moderation/screen-listing';
import { AppError } from '../shared/errors';
import { sellerFields } from './create-listing';
import { findManagedListing, type ListingManager } from './listing-access';
import { listingExpiry } from './listing-constants';
import { listingSchema, type ListingInput } from './listing-schemas';
import { toListing } from './to-listing';

export const managedListingSchema = listingSchema.extend({
  contactEmail: z.string(),
  moderationStatus: z.string(),
  expiresAt: z.string().nullable(),
});
export type ManagedListing = z.infer<typeof managedListingSchema>;

export async function getManagedListing(db: Db, options: { id: string; manager: ListingManager }): Promise<ManagedListing> {
  const row = await findManagedListing(db, options);
  return {
    ...toListing(row),
    contactEmail: row.contactEmail,
    moderationStatus: row.moderationStatus,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The seller's fields scam screening reads; an edit of any of them is screened again. */
const SCREENED_FIELDS = ['title', 'description', 'price', 'category', 'contactEmail'] as const;

export async function updateListing(
  db: Db,
  options: { id: string; manager: ListingManager; input: ListingInput },
): Promise<ManagedListing> {
  const row = await findManagedListing(db, options);
  const { input } = options;
  // The city (and so the currency) is where the ad was posted; an edit cannot move it.
  const city = findCity(row.city);
  const fields = sellerFields(input);
  // What screening reads changed: the new text is hidden until it has been screened again.
  const rescreen = SCREENED_FIELDS.some((field) => fields[field] !== row[field]);
  await db
    .update(listings)
    .set({
      ...fields,
      region: city ? filterRegionOf(city) : row.region,
      ...(rescreen && row.moderationStatus === 'approved' ? { moderationStatus: 'pending' } : {}),
    })
    .where(eq(listings.id, row.id));
  if (rescreen) await screenListing(db, { listingId: row.id });
  return getManagedListing(db, options);
}

export async function markListingSold(db: Db, options: { id: string; manager: ListingManager; now?: Date }): Promise<ManagedListing> {
  const row = await findManagedListing(db, options);
  if (row.status !== 'sold') {
    await db.update(listings).set({ status: 'sold', soldAt: options.now ?? new Date() }).where(eq(listings.id, row.id));
  }
  return getManagedListing(db, options);
}

export async function renewListing(db: Db, options: { id: string; manager: ListingManager; now?: Date }): Promise<ManagedListing> {
  const row = await findManagedListing(db, options);
  if (row.status === 'sold') throw new AppError('conflict', 'A sold listing cannot be renewed; post a new ad instead.');
  await db
    .update(listings)
    .set({ expiresAt: listingExpiry(options.now ?? new Date()) })
    .where(eq(listings.id, row.id));
  return getManagedListing(db, options);
}

/** Deletes the listing and the image files uploaded for it. */
export async function deleteListing(
  db: Db,
  options: { id: string; manager: ListingManager; storage: MediaStorage },
): Promise<void> {
  const row = await findManagedListing(db, options);
  const uploads = await db.select({ id: mediaUploads.id }).from(mediaUploads).where(eq(mediaUploads.listingId, row.id));
  await db.delete(mediaUploads).where(eq(mediaUploads.listingId, row.id));
  await db.delete(listings).where(eq(listings.id, row.id));
  await Promise.all(uploads.map((upload) => options.storage.remove(uploadFolder(upload.id))));
}
