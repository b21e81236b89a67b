/**
 * The moderation queue: listings waiting for a person. Two kinds arrive here —
 * listings held for review (by screening, or hidden after several reports) and public
 * listings with reports nobody has looked at yet. A report counts as open until a
 * reviewer decides on the listing after it was made (ai_moderations.reviewed_at).
 *
 * Oldest first, keyset-paginated on (created_at, id), so the longest wait is seen first.
 */
import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { aiModerations, listingReports, listings, spamDetections } from '../../db/schema';
import { moderationStatusSchema } from '../listings/listing-schemas';
import { isPublicListing, isPublicRow } from '../listings/listing-visibility';
import { moderationStatusOf } from './moderation-status';
import { isOpenReport, LISTING_CONTENT } from './open-reports';
import { reviewCursorCodec, reviewPageQuerySchema } from './review-cursor';

export const reviewQueueQuerySchema = reviewPageQuerySchema;
export type ReviewQueueQuery = z.input<typeof reviewQueueQuerySchema>;

export const reviewItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  price: z.string().nullable(),
  currency: z.string(),
  category: z.string(),
  subcategory: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  neighborhood: z.string(),
  contactEmail: z.string(),
  images: z.array(z.string()),
  moderationStatus: moderationStatusSchema.describe("'review' when held; 'approved' when public but reported"),
  isPublic: z.boolean(),
  createdAt: z.string(),
  /** The score kept on the listing (the latest screening's). */
  spamScore: z.number().int(),
  screening: z
    .object({
      spamScore: z.number().int(),
      reasons: z.array(z.string()),
      action: z.string().nullable(),
      screenedAt: z.string(),
    })
    .nullable()
    .describe('The latest spam-detection record of the listing, if it was screened'),
  reports: z
    .object({
      count: z.number().int(),
      reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
      details: z.array(z.string()).describe("What reporters wrote, newest first (up to 5)"),
    })
    .describe('Reports made since the last decision on the listing'),
  lastDecision: z
    .object({ finalDecision: z.string().nullable(), reviewedBy: z.string().nullable(), reviewedAt: z.string() })
    .nullable(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewQueueSchema = z.object({
  items: z.array(reviewItemSchema),
  total: z.number().int().describe('Listings waiting, on every page'),
  nextCursor: z.string().nullable(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

const cursors = reviewCursorCodec(1, 'errors.moderation.lists.queue');
export const encodeQueueCursor = cursors.encode;
export const decodeQueueCursor = cursors.decode;

const hasOpenReports = sql`exists (select 1 from ${listingReports} where ${listingReports.listingId} = ${listings.id} and ${isOpenReport})`;

/** The queue's rule: held for review, or public with reports not yet looked at. */
export function isWaitingForReview(now: Date): SQL {
  return or(eq(listings.moderationStatus, 'review'), and(isPublicListing(now), hasOpenReports)) as SQL;
}

export async function listReviewQueue(db: Db, options: { query?: ReviewQueueQuery; now?: Date } = {}): Promise<ReviewQueue> {
  const query = reviewQueueQuerySchema.parse(options.query ?? {});
  const now = options.now ?? new Date();
  const cursor = query.cursor ? decodeQueueCursor(query.cursor) : null;
  const waiting = isWaitingForReview(now);
  const after = cursor ? sql`(${listings.createdAt}, ${listings.id}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)` : undefined;

  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(listings)
      .where(and(waiting, after))
      .orderBy(listings.createdAt, listings.id)
      .limit(query.limit + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(listings).where(waiting),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeQueueCursor({ createdAt: last.createdAt, id: last.id }) : null;
  if (page.length === 0) return { items: [], total: counted?.total ?? 0, nextCursor: null };

  const ids = page.map((row) => row.id);
  const [detections, decisions, reports] = await Promise.all([
    db
      .selectDistinctOn([spamDetections.listingId])
      .from(spamDetections)
      .where(inArray(spamDetections.listingId, ids))
      .orderBy(spamDetections.listingId, desc(spamDetections.createdAt)),
    db
      .selectDistinctOn([aiModerations.contentId], {
        contentId: aiModerations.contentId,
        finalDecision: aiModerations.finalDecision,
        reviewedBy: aiModerations.reviewedBy,
        reviewedAt: aiModerations.reviewedAt,
      })
      .from(aiModerations)
      .where(and(eq(aiModerations.contentType, LISTING_CONTENT), inArray(aiModerations.contentId, ids), isNotNull(aiModerations.reviewedAt)))
      .orderBy(aiModerations.contentId, desc(aiModerations.reviewedAt)),
    db
      .select({ listingId: listingReports.listingId, reason: listingReports.reason, details: listingReports.details, createdAt: listingReports.createdAt })
      .from(listingReports)
      .where(and(inArray(listingReports.listingId, ids), isOpenReport))
      .orderBy(desc(listingReports.createdAt)),
  ]);
  const detectionOf = new Map(detections.map((d) => [d.listingId, d]));
  const decisionOf = new Map(decisions.map((d) => [d.contentId, d]));

  const items = page.map((row): ReviewItem => {
    const detection = detectionOf.get(row.id);
    const decision = decisionOf.get(row.id);
    const open = reports.filter((r) => r.listingId === row.id);
    const byReason = new Map<string, number>();
    for (const report of open) byReason.set(report.reason, (byReason.get(report.reason) ?? 0) + 1);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      price: row.price,
      currency: row.currency,
      category: row.category,
      subcategory: row.subcategory,
      city: row.city,
      country: row.country,
      countryCode: row.countryCode,
      neighborhood: row.neighborhood,
      contactEmail: row.contactEmail,
      images: row.images,
      moderationStatus: moderationStatusOf(row.moderationStatus),
      isPublic: isPublicRow(row, now),
      createdAt: row.createdAt.toISOString(),
      spamScore: row.spamScore,
      screening: detection
        ? { spamScore: detection.spamScore, reasons: detection.reasons, action: detection.action, screenedAt: detection.createdAt.toISOString() }
        : null,
      reports: {
        count: open.length,
        reasons: [...byReason].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
        details: open.flatMap((r) => (r.details ? [r.details] : [])).slice(0, 5),
      },
      lastDecision: decision?.reviewedAt
        ? { finalDecision: decision.finalDecision, reviewedBy: decision.reviewedBy, reviewedAt: decision.reviewedAt.toISOString() }
        : null,
    };
  });
  return { items, total: counted?.total ?? 0, nextCursor };
}
