/**
 * A listing's photos, by one rule wherever they are set (posting an ad, PUT
 * /api/listings/{id}/images): each is a finished upload of the seller's, at most 8, and
 * an upload belongs to one listing only. Deleting a listing deletes its uploads' files,
 * so an upload shared by two listings would vanish from the other one; the second
 * listing is refused instead, and the seller uploads the photo again for it (or removes
 * it from the first listing: a photo no listing shows is free for another).
 */
import { and, arrayOverlaps, eq, inArray, isNull, notExists, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listings, mediaUploads } from '../../db/schema';
import { uploadIdOfImageUrl } from '../media/media-keys';
import { AppError, invalid } from '../shared/errors';
import { findManagedListing, type ListingManager } from './listing-access';
import { LISTING_LIMITS } from './listing-schemas';

export const attachImagesSchema = z.object({
  imageURLs: z
    .array(z.string().max(300), { error: 'errors.images.notList' })
    .max(LISTING_LIMITS.imagesMax, `A listing can have at most ${LISTING_LIMITS.imagesMax} images`),
});

export interface ListingImagesOptions {
  imageURLs: string[];
  /** Whose uploads may be used: the seller, and the visitor managing the listing. */
  uploaderIds: string[];
  /** The listing the images are for; null before it exists (checking a new ad). */
  listingId: string | null;
  /** The request field the URLs came in, for field errors ("imageURLs", "images"). */
  field: string;
  /** Where our images are served from (media-keys.ts `mediaUrlPrefixes` of the storage): any other URL is not ours. */
  mediaPrefixes: readonly string[];
}

const NOT_OURS = 'errors.listing.imageNotUploaded';
const NOT_YOURS = 'errors.images.notYours';
const TAKEN = 'errors.images.taken';

/**
 * Checks image URLs without changing anything: every one a finished upload of the
 * uploaders' that no other listing uses. Returns them without repeats, in order.
 * Posting checks before the ad exists, so a bad photo creates nothing.
 */
export async function checkListingImages(db: Db, options: ListingImagesOptions): Promise<CheckedImages> {
  const { urls, uploadIds } = parseImageUrls(options);
  if (uploadIds.length === 0) return { urls, uploadIds };
  const rows = await db
    .select({ id: mediaUploads.id, userId: mediaUploads.userId, status: mediaUploads.status, listingId: mediaUploads.listingId })
    .from(mediaUploads)
    .where(inArray(mediaUploads.id, uploadIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const holders = [...new Set(rows.flatMap((row) => (row.listingId && row.listingId !== options.listingId ? [row.listingId] : [])))];
  // A photo its listing has since removed is free again (that listing no longer shows it).
  const shownBy = holders.length
    ? new Map((await db.select({ id: listings.id, images: listings.images }).from(listings).where(inArray(listings.id, holders))).map((l) => [l.id, l.images]))
    : new Map<string, string[]>();
  uploadIds.forEach((id, index) => {
    const row = byId.get(id);
    const field = fieldOf(options, urls[index]!);
    if (!row || row.status !== 'ready' || !options.uploaderIds.includes(row.userId)) {
      throw invalid('errors.images.someNotYours', [{ field, message: NOT_YOURS }]);
    }
    if (row.listingId && row.listingId !== options.listingId && shownBy.get(row.listingId)?.includes(urls[index]!)) {
      throw new AppError('conflict', TAKEN, [{ field, message: TAKEN }]);
    }
  });
  return { urls, uploadIds };
}

export interface CheckedImages {
  /** The URLs without repeats, in order. */
  urls: string[];
  uploadIds: string[];
}

/**
 * Sets a listing's images (in the given order), claiming each upload for it, in one
 * transaction: the claim only takes uploads no other listing holds, so two listings
 * racing for one upload cannot both get it. Returns the stored list.
 */
export async function setListingImages(db: Db, options: ListingImagesOptions & { listingId: string }): Promise<string[]> {
  const { urls, uploadIds } = await checkListingImages(db, options);
  return db.transaction(async (tx) => {
    if (uploadIds.length > 0) {
      const claimed = await tx
        .update(mediaUploads)
        .set({ listingId: options.listingId })
        .where(
          and(
            inArray(mediaUploads.id, uploadIds),
            inArray(mediaUploads.userId, options.uploaderIds),
            eq(mediaUploads.status, 'ready'),
            or(
              isNull(mediaUploads.listingId),
              eq(mediaUploads.listingId, options.listingId),
              // Held by a listing that no longer shows it: free again.
              notExists(
                tx
                  .select({ id: listings.id })
                  .from(listings)
                  .where(and(eq(listings.id, mediaUploads.listingId), arrayOverlaps(listings.images, urls))),
              ),
            ),
          ),
        )
        .returning({ id: mediaUploads.id });
      const claimedIds = new Set(claimed.map((row) => row.id));
      const lost = uploadIds.findIndex((id) => !claimedIds.has(id));
      // Taken between the check and the claim: the transaction is undone, nothing changes.
      if (lost >= 0) throw new AppError('conflict', TAKEN, [{ field: fieldOf(options, urls[lost]!), message: TAKEN }]);
    }
    await tx.update(listings).set({ images: urls }).where(eq(listings.id, options.listingId));
    return urls;
  });
}

/** PUT /api/listings/{id}/images: the listing's manager sets its photos. */
export async function attachListingImages(
  db: Db,
  options: { listingId: string; manager: ListingManager; imageURLs: string[]; mediaPrefixes: readonly string[] },
): Promise<{ images: string[] }> {
  const listing = await findManagedListing(db, { id: options.listingId, manager: options.manager });
  const images = await setListingImages(db, {
    listingId: listing.id,
    imageURLs: options.imageURLs,
    uploaderIds: [listing.userId, options.manager.visitorId],
    field: 'imageURLs',
    mediaPrefixes: options.mediaPrefixes,
  });
  return { images };
}

function parseImageUrls(options: ListingImagesOptions): { urls: string[]; uploadIds: string[] } {
  const urls = [...new Set(options.imageURLs)];
  // The schemas hold this too; checked here so no caller can skip it.
  if (urls.length > LISTING_LIMITS.imagesMax) {
    throw invalid('errors.listing.tooManyImages', [{ field: options.field, message: 'errors.images.atMost', values: { maximum: LISTING_LIMITS.imagesMax } }], {
      maximum: LISTING_LIMITS.imagesMax,
    });
  }
  const uploadIds = urls.map((url) => uploadIdOfImageUrl(url, options.mediaPrefixes));
  const bad = uploadIds.findIndex((id) => !id);
  if (bad >= 0) throw invalid('errors.images.notOurs', [{ field: fieldOf(options, urls[bad]!), message: NOT_OURS }]);
  return { urls, uploadIds: uploadIds as string[] };
}

/** The field of a URL as the client sent it ("images.3"), repeats and all. */
function fieldOf(options: ListingImagesOptions, url: string): string {
  return `${options.field}.${options.imageURLs.indexOf(url)}`;
}
