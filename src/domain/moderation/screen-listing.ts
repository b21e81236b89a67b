/**
 * Screens a stored listing before it is public: gathers what the scorer needs from the
 * database (the market price from price intelligence, near-duplicate text posted by
 * others or in other cities, the poster's last hour), scores it, records the screening
 * in spam_detections and ai_moderations, and moves the listing to approved, review
 * (waits for a person in the moderation queue) or rejected.
 */
import { and, count, desc, eq, gt, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiModerations, listings, spamDetections, type ListingRow } from '../../db/schema';
import { analysePrice } from '../pricing/analyse-price';
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

/** Market, duplicates and velocity for one listing; each lookup is one indexed query. */
export async function screeningContextOf(db: Db, row: ListingRow, now: Date = new Date()): Promise<ScreeningContext> {
  const [market, duplicates, recent] = await Promise.all([
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
  ]);
  return {
    market: market && market.marketAverage !== null ? { estimate: market.marketAverage, confidence: market.confidence } : null,
    duplicates: {
      count: duplicates.length,
      cities: new Set(duplicates.map((d) => d.city ?? '')).size,
      rejected: duplicates.filter((d) => d.moderationStatus === 'rejected').length,
    },
    recentPosts: recent[0]?.n ?? 0,
  };
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

export async function screenListing(db: Db, options: { listingId: string; now?: Date }): Promise<ScreenListingResult> {
  const [row] = await db.select().from(listings).where(eq(listings.id, options.listingId)).limit(1);
  if (!row) throw new Error(`No listing ${options.listingId} to screen`);
  const context = await screeningContextOf(db, row, options.now);
  const result = scoreListing(row, context);
  const keepRejected = row.moderationStatus === 'rejected' && (await rejectedByReviewer(db, row.id));
  const moderationStatus: ScreenedStatus = keepRejected ? 'rejected' : STATUS_FOR_ACTION[result.action];
  const reviewRequired = result.action === 'review';
  const reasons = result.reasons.map((r) => r.reason);

  await db.transaction(async (tx) => {
    await tx.insert(spamDetections).values({ userId: row.userId, listingId: row.id, spamScore: result.spamScore, reasons, action: result.action, reviewRequired });
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
