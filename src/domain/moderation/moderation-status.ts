/**
 * Where a listing stands with scam screening and reviewers, and the scores that put it
 * there. Browser-safe (no Zod, no database): the seller's pages and the reviewers' queue
 * read it too. The Zod enums are in listings/listing-schemas.ts.
 */

export const MODERATION_STATUSES = ['pending', 'approved', 'review', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** The one status a listing can be public in (listings/listing-visibility.ts adds expiry). */
export const PUBLIC_STATUS = 'approved' satisfies ModerationStatus;

/** Every other status holds a listing back: only its seller sees it, and is told why. */
export type HeldStatus = Exclude<ModerationStatus, typeof PUBLIC_STATUS>;

/**
 * The status stored on a row (the column is plain text). Only the domain writes it, from
 * these constants; anything else is a bug, so it fails loudly instead of showing as held.
 */
export function moderationStatusOf(value: string): ModerationStatus {
  const status = MODERATION_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`Unknown moderation status: ${value}`);
  return status;
}

export function isHeldStatus(status: ModerationStatus): status is HeldStatus {
  return status !== PUBLIC_STATUS;
}

/** What screening leaves a listing in: it never stays pending. */
export type ScreenedStatus = Exclude<ModerationStatus, 'pending'>;

/** What a reviewer's decision leaves a listing in. */
export type DecidedStatus = Extract<ModerationStatus, 'approved' | 'rejected'>;

export const SCREENING_ACTIONS = ['approve', 'review', 'reject'] as const;
export type ScreeningAction = (typeof SCREENING_ACTIONS)[number];

/**
 * Production thresholds on the 0–100 spam score (see the README's eval:scam figures):
 * from `review` a person looks before the listing goes public, from `reject` it is refused.
 */
export const SCREENING_THRESHOLDS = { review: 50, reject: 90 } as const;

/** What screening does with a score (the reviewers' queue colours scores by it too). */
export function actionFor(score: number, thresholds: { review: number; reject: number } = SCREENING_THRESHOLDS): ScreeningAction {
  if (score >= thresholds.reject) return 'reject';
  if (score >= thresholds.review) return 'review';
  return 'approve';
}
