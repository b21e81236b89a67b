/**
 * A reviewer's decision on one or more listings: approve (public) or reject (hidden for
 * good). All listings of one decision change together in a transaction. The decision is
 * recorded as SPEC's finalDecision, reviewedBy and reviewedAt on the listing's latest
 * AI-moderation record — one is created when screening left none — and that record no
 * longer asks for a person.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { aiModerations, listings } from '../../db/schema';
import { moderationStatusSchema } from '../listings/listing-schemas';
import { notFound } from '../shared/errors';
import type { DecidedStatus } from './moderation-status';
import { LISTING_CONTENT } from './open-reports';

export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Most listings one decision may cover. */
export const MAX_LISTINGS_PER_DECISION = 100;

export const reviewDecisionInputSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'errors.moderation.idNotListing' }), { error: 'errors.moderation.idsNotList' })
    .min(1, 'errors.moderation.chooseListing')
    .max(MAX_LISTINGS_PER_DECISION, 'errors.moderation.tooManyListings'),
  decision: z.enum(REVIEW_DECISIONS, { error: 'errors.moderation.decisionInvalid' }),
});
export type ReviewDecisionInput = z.infer<typeof reviewDecisionInputSchema>;

const decidedStatusSchema = moderationStatusSchema.extract(['approved', 'rejected']);

export const reviewDecisionResultSchema = z.object({
  finalDecision: decidedStatusSchema,
  reviewedBy: z.string(),
  reviewedAt: z.string(),
  listings: z.array(z.object({ id: z.uuid(), moderationStatus: decidedStatusSchema })),
});
export type ReviewDecisionResult = z.infer<typeof reviewDecisionResultSchema>;

const STATUS_OF: Record<ReviewDecision, DecidedStatus> = { approve: 'approved', reject: 'rejected' };

export async function decideListings(
  db: Db,
  options: { input: ReviewDecisionInput; reviewer: string; now?: Date },
): Promise<ReviewDecisionResult> {
  const ids = [...new Set(options.input.ids.map((id) => id.toLowerCase()))];
  const status = STATUS_OF[options.input.decision];
  const reviewedAt = options.now ?? new Date();
  const reviewedBy = options.reviewer;

  await db.transaction(async (tx) => {
    // Locks the rows so a concurrent edit or decision waits for this one.
    const found = await tx.select({ id: listings.id }).from(listings).where(inArray(listings.id, ids)).for('update');
    const known = new Set(found.map((row) => row.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) {
      throw missing.length === 1
        ? notFound('errors.moderation.noListing', { id: missing[0]! })
        : notFound('errors.moderation.noListings', { ids: missing.join(', ') });
    }
    await tx.update(listings).set({ moderationStatus: status }).where(inArray(listings.id, ids));

    const latest = await tx
      .selectDistinctOn([aiModerations.contentId], { id: aiModerations.id, contentId: aiModerations.contentId })
      .from(aiModerations)
      .where(and(eq(aiModerations.contentType, LISTING_CONTENT), inArray(aiModerations.contentId, ids)))
      .orderBy(aiModerations.contentId, desc(aiModerations.createdAt), desc(aiModerations.id));
    const decided = { finalDecision: status, reviewedBy, reviewedAt, humanReviewRequired: false };
    if (latest.length > 0) {
      await tx
        .update(aiModerations)
        .set(decided)
        .where(inArray(aiModerations.id, latest.map((row) => row.id)));
    }
    const screened = new Set(latest.map((row) => row.contentId));
    const unscreened = ids.filter((id) => !screened.has(id));
    if (unscreened.length > 0) {
      await tx.insert(aiModerations).values(
        unscreened.map((id) => ({
          contentId: id,
          contentType: LISTING_CONTENT,
          moderationResult: { source: 'reviewer', note: 'No automatic screening was recorded; a reviewer decided' },
          createdAt: reviewedAt,
          ...decided,
        })),
      );
    }
  });

  return {
    finalDecision: status,
    reviewedBy,
    reviewedAt: reviewedAt.toISOString(),
    listings: ids.map((id) => ({ id, moderationStatus: status })),
  };
}
