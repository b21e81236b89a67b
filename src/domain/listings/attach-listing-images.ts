import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listings, mediaUploads } from '../../db/schema';
import { uploadIdOfImageUrl } from '../media/media-keys';
import { invalid } from '../shared/errors';
import { findManagedListing, type ListingManager } from './listing-access';
import { LISTING_LIMITS } from './listing-schemas';

export const attachImagesSchema = z.object({
  imageURLs: z
    .array(z.string().max(300), { error: 'imageURLs must be a list of image URLs' })
    .max(LISTING_LIMITS.imagesMax, `A listing can have at most ${LISTING_LIMITS.imagesMax} images`),
});

/**
 * Sets a listing's images (in the given order) from uploads made by the listing's
 * seller. Anything else — another visitor's upload, a foreign URL, an unfinished
 * upload — is refused.
 */
export async function attachListingImages(
  db: Db,
  options: { listingId: string; manager: ListingManager; imageURLs: string[] },
): Promise<{ images: string[] }> {
  const listing = await findManagedListing(db, { id: options.listingId, manager: options.manager });

  const urls = [...new Set(options.imageURLs)];
  const ids = urls.map((url) => uploadIdOfImageUrl(url));
  const badIndex = ids.findIndex((id) => !id);
  if (badIndex >= 0) {
    throw invalid('Images must be uploaded through Cityboard first', [
      { field: `imageURLs.${badIndex}`, message: 'Not an image uploaded to Cityboard' },
    ]);
  }
  const uploadIds = ids as string[];
  if (uploadIds.length > 0) {
    const owned = await db
      .select({ id: mediaUploads.id })
      .from(mediaUploads)
      .where(and(inArray(mediaUploads.id, uploadIds), inArray(mediaUploads.userId, [listing.userId, options.manager.visitorId]), eq(mediaUploads.status, 'ready')));
    const ownedIds = new Set(owned.map((row) => row.id));
    const missing = uploadIds.findIndex((id) => !ownedIds.has(id));
    if (missing >= 0) {
      throw invalid('Some images were not uploaded by you or are not finished uploading', [
        { field: `imageURLs.${missing}`, message: 'Not one of your finished uploads' },
      ]);
    }
    await db.update(mediaUploads).set({ listingId: options.listingId }).where(inArray(mediaUploads.id, uploadIds));
  }
  await db.update(listings).set({ images: urls }).where(eq(listings.id, options.listingId));
  return { images: urls };
}
