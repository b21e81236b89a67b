/**
 * What a seller can do with their listing: read it whatever its state, mark it sold,
 * renew it for another lifetime, or delete it (editing: edit-listing.ts).
 */
import { and, arrayOverlaps, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listings, mediaUploads } from '../../db/schema';
import { uploadFolder, uploadKey } from '../media/media-keys';
import type { MediaStorage } from '../media/media-storage';
import { moderationStatusOf } from '../moderation/moderation-status';
import { AppError } from '../shared/errors';
import { findManagedListing, type ListingManager } from './listing-access';
import { listingExpiry } from './listing-constants';
import { heldStatusSchema, listingSchema, moderationStatusSchema } from './listing-schemas';
import { heldStatusOf, isExpired, isPublicRow } from './listing-visibility';
import { toListing } from './to-listing';

export const managedListingSchema = listingSchema.extend({
  contactEmail: z.string(),
  moderationStatus: moderationStatusSchema,
  /** The answers of the visibility rule, so the seller's page never restates it. */
  heldStatus: heldStatusSchema.nullable().describe('Why only the seller sees the listing (pending, review, rejected); null when approved'),
  expired: z.boolean().describe('Past its expiry date: off the public site until renewed'),
  isPublic: z.boolean().describe('Anyone can see it now: approved and not expired'),
  expiresAt: z.string().nullable(),
});
export type ManagedListing = z.infer<typeof managedListingSchema>;

export async function getManagedListing(db: Db, options: { id: string; manager: ListingManager }): Promise<ManagedListing> {
  const row = await findManagedListing(db, options);
  const now = new Date();
  return {
    ...toListing(row),
    contactEmail: row.contactEmail,
    moderationStatus: moderationStatusOf(row.moderationStatus),
    heldStatus: heldStatusOf(row),
    expired: isExpired(row, now),
    isPublic: isPublicRow(row, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
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
  if (row.status === 'sold') throw new AppError('conflict', 'errors.listing.soldNotRenewable');
  await db
    .update(listings)
    .set({ expiresAt: listingExpiry(options.now ?? new Date()) })
    .where(eq(listings.id, row.id));
  return getManagedListing(db, options);
}

/**
 * Deletes the listing and the image files uploaded for it. An upload is attached to one
 * listing only (attach-listing-images.ts); one that another listing still shows all the
 * same (attached before that rule) passes to that listing instead of being deleted.
 */
export async function deleteListing(
  db: Db,
  options: { id: string; manager: ListingManager; storage: MediaStorage },
): Promise<void> {
  const row = await findManagedListing(db, options);
  const doomed = await db.transaction(async (tx) => {
    const uploads = await tx.select({ id: mediaUploads.id }).from(mediaUploads).where(eq(mediaUploads.listingId, row.id));
    const uploadOfUrl = new Map(uploads.map((upload) => [options.storage.urlOf(uploadKey(upload.id)), upload.id]));
    const urls = [...uploadOfUrl.keys()];
    const others =
      urls.length === 0
        ? []
        : await tx
            .select({ id: listings.id, images: listings.images })
            .from(listings)
            .where(and(ne(listings.id, row.id), arrayOverlaps(listings.images, urls)));
    const keptBy = new Map<string, string>();
    for (const other of others) {
      for (const url of other.images) {
        const id = uploadOfUrl.get(url);
        if (id && !keptBy.has(id)) keptBy.set(id, other.id);
      }
    }
    for (const [uploadId, listingId] of keptBy) {
      await tx.update(mediaUploads).set({ listingId }).where(eq(mediaUploads.id, uploadId));
    }
    const deleted = uploads.filter((upload) => !keptBy.has(upload.id)).map((upload) => upload.id);
    if (deleted.length > 0) await tx.delete(mediaUploads).where(inArray(mediaUploads.id, deleted));
    await tx.delete(listings).where(eq(listings.id, row.id));
    return deleted;
  });
  // Files go only once the rows are gone: a failed transaction leaves every photo in place.
  await Promise.all(doomed.map((id) => options.storage.remove(uploadFolder(id))));
}
