/**
 * Screens a stored listing before it is public: gathers what the scorer needs from the
 * database (the market price from price intelligence, near-duplicate text posted by
 * others or in other cities, its photos on other people's listings, its contact address
 * in other cities, the poster's rejected listings and held messages, the poster's last
 * hour), scores it, records the screening in spam_detections and ai_moderations, and
 * moves the listing to approved, review (waits for a person in the moderation queue) or
 * rejected.
 */
import { and, count, desc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiModerations, listings, mediaUploads, messages, spamDetections, type ListingRow } from '../../db/schema';
import { analysePrice } from '../pricing/analyse-price';
import { normalizeEmail } from '../verification/email-verification';
import type { ScreenedStatus, ScreeningAction } from './moderation-status';
import { LISTING_CONTENT } from './open-reports';
import { scoreListing, type ScreeningContext, type ScreeningResult } from './score-listing';

/** The listing state each screening action leads to. */
export const STATUS_FOR_ACTION: Record<ScreeningAction, ScreenedStatus> = {
  approve: 'approved',
  review: 'review',
  reject: 'rejected',
};

/** Texts at least this alike (pg_trgm similarity of the descriptions) count as the same ad. */
const DUPLICATE_SIMILARITY = 0.6;
const HOUR_MS = 60 * 60 * 1000;

export interface ScreenListingResult extends ScreeningResult {
  moderationStatus: ScreenedStatus;
}

export interface ContextOptions {
  now?: Date;
  /**
   * Uploads the listing is about to show, when screening runs before they are attached
   * (posting screens first, then claims the photos); the listing's own uploads and image
   * URLs are read in any case.
   */
  uploadIds?: readonly string[];
}

/** Market, duplicates, reuse, history and velocity for one listing; each lookup is one indexed query. */
export async function screeningContextOf(db: Db, row: ListingRow, options: ContextOptions | Date = {}): Promise<ScreeningContext> {
  const { now = new Date(), uploadIds = [] } = options instanceof Date ? { now: options } : options;
  const [market, duplicates, recent, photos, contact, poster] = await Promise.all([
    row.price !== null && Number(row.price) > 0 ? analysePrice(db, row) : null,
    db
      .select({ city: listings.city, moderationStatus: listings.moderationStatus })
      .from(listings)
      .where(
        and(
          ne(listings.id, row.id),
          // The title's trigram index finds candidates; the descriptions decide.
          sql`${listings.title} % ${row.title}`,
          sql`similarity(${listings.description}, ${row.description}) >= ${DUPLICATE_SIMILARITY}`,
          // A seller's own copies in their city are reposts; a copy of a rejected listing always counts.
          or(ne(listings.userId, row.userId), sql`${listings.city} is distinct from ${row.city}`, eq(listings.moderationStatus, 'rejected')),
        ),
      )
      .limit(20),
    db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.userId, row.userId), ne(listings.id, row.id), gt(listings.createdAt, new Date(now.getTime() - HOUR_MS)))),
    photoReuseOf(db, row, uploadIds),
    contactReuseOf(db, row),
    posterHistoryOf(db, row),
  ]);
  return {
    market: market && market.marketAverage !== null ? { estimate: market.marketAverage, confidence: market.confidence } : null,
    duplicates: {
      count: duplicates.length,
      cities: new Set(duplicates.map((d) => d.city ?? '')).size,
      rejected: duplicates.filter((d) => d.moderationStatus === 'rejected').length,
    },
    recentPosts: recent[0]?.n ?? 0,
    photos,
    contact,
    poster,
  };
}

const sameContact = (row: ListingRow) => sql`lower(${listings.contactEmail}) = lower(${row.contactEmail})`;

/**
 * The listing's photos (by perceptual hash) on listings of someone else: another visitor
 * with another contact address, since a seller re-posting their own photo from a new
 * browser is no scam. The listing's photos are its image URLs (what it shows) and the
 * uploads it is about to show, looked up by id; exact hash matches, which the hash index
 * finds (re-saved and resized copies hash the same: infrastructure/images/process-image.test.ts).
 */
async function photoReuseOf(db: Db, row: ListingRow, uploadIds: readonly string[]): Promise<NonNullable<ScreeningContext['photos']>> {
  // The listing's photos: the uploads it claimed (setListingImages), and those about to be claimed by a new ad.
  const ids = [...new Set(uploadIds)];
  const mine = ids.length > 0 ? or(eq(mediaUploads.listingId, row.id), inArray(mediaUploads.id, ids)) : eq(mediaUploads.listingId, row.id);
  const own = await db
    .select({ hash: mediaUploads.perceptualHash })
    .from(mediaUploads)
    .where(and(mine, isNotNull(mediaUploads.perceptualHash)));
  const hashes = [...new Set(own.map((upload) => upload.hash).filter((hash): hash is string => hash !== null))];
  if (hashes.length === 0) return { listings: 0, otherCities: 0, rejected: 0 };
  const others = await db
    .selectDistinct({ id: listings.id, city: listings.city, moderationStatus: listings.moderationStatus })
    .from(mediaUploads)
    .innerJoin(listings, eq(listings.id, mediaUploads.listingId))
    .where(
      and(inArray(mediaUploads.perceptualHash, hashes), ne(listings.id, row.id), ne(listings.userId, row.userId), sql`not (${sameContact(row)})`),
    )
    .limit(50);
  return {
    listings: others.length,
    otherCities: new Set(others.filter((o) => o.city !== null && o.city !== row.city).map((o) => o.city)).size,
    rejected: others.filter((o) => o.moderationStatus === 'rejected').length,
  };
}

/** Other listings with the same contact address, and in how many other cities (lower(contact_email) is indexed). */
async function contactReuseOf(db: Db, row: ListingRow): Promise<NonNullable<ScreeningContext['contact']>> {
  const others = await db
    .select({ city: listings.city })
    .from(listings)
    .where(and(sameContact(row), ne(listings.id, row.id)))
    .limit(200);
  return { listings: others.length, otherCities: new Set(others.filter((o) => o.city !== null && o.city !== row.city).map((o) => o.city)).size };
}

/** The poster's rejected listings (by visitor or contact address) and their messages held or refused in conversations. */
async function posterHistoryOf(db: Db, row: ListingRow): Promise<NonNullable<ScreeningContext['poster']>> {
  const [rejected, held] = await Promise.all([
    db
      .select({ n: count() })
      .from(listings)
      .where(and(or(eq(listings.userId, row.userId), sameContact(row)), ne(listings.id, row.id), eq(listings.moderationStatus, 'rejected'))),
    db
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          or(
            eq(messages.senderVisitorId, row.userId),
            inArray(messages.senderEmail, [...new Set([row.contactEmail, normalizeEmail(row.contactEmail)])]),
          ),
          inArray(messages.state, ['held', 'refused']),
        ),
      ),
  ]);
  return { rejectedListings: rejected[0]?.n ?? 0, heldMessages: held[0]?.n ?? 0 };
}

/** Whether a person in the moderation queue rejected this listing: an edit does not undo that. */
async function rejectedByReviewer(db: Db, listingId: string): Promise<boolean> {
  const [latest] = await db
    .select({ finalDecision: aiModerations.finalDecision })
    .from(aiModerations)
    .where(and(eq(aiModerations.contentType, LISTING_CONTENT), eq(aiModerations.contentId, listingId), isNotNull(aiModerations.reviewedAt)))
    .orderBy(desc(aiModerations.reviewedAt))
    .limit(1);
  return latest?.finalDecision === 'rejected';
}

export async function screenListing(db: Db, options: { listingId: string; now?: Date; uploadIds?: readonly string[] }): Promise<ScreenListingResult> {
  const [row] = await db.select().from(listings).where(eq(listings.id, options.listingId)).limit(1);
  if (!row) throw new Error(`No listing ${options.listingId} to screen`);
  const context = await screeningContextOf(db, row, { now: options.now, uploadIds: options.uploadIds });
  const result = scoreListing(row, context);
  const keepRejected = row.moderationStatus === 'rejected' && (await rejectedByReviewer(db, row.id));
  const moderationStatus: ScreenedStatus = keepRejected ? 'rejected' : STATUS_FOR_ACTION[result.action];
  const reviewRequired = result.action === 'review';
  const reasons = result.reasons.map((r) => r.reason);

  await db.transaction(async (tx) => {
    await tx
      .insert(spamDetections)
      .values({ userId: row.userId, listingId: row.id, spamScore: result.spamScore, reasons, action: result.action, reviewRequired });
    await tx.insert(aiModerations).values({
      contentId: row.id,
      contentType: LISTING_CONTENT,
      moderationResult: { ...result, context },
      humanReviewRequired: reviewRequired,
    });
    await tx.update(listings).set({ spamScore: result.spamScore, moderationStatus }).where(eq(listings.id, row.id));
  });
  return { ...result, moderationStatus };
}
