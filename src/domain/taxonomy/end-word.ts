/**
 * The word for how an ad ends, by what it offers: an item is sold, a flat is let, a job
 * is filled, a service, gig or community offer is taken. Only words change with it: the
 * listing's status (and the API's `sold`, `/unsold`) stays `sold` whatever the category.
 * Pages, toasts and mails read their sentences under `listing.ended.<word>.*`.
 */
import type { CategorySlug } from './categories';

export const END_WORDS = ['sold', 'let', 'filled', 'taken'] as const;

export type EndWord = (typeof END_WORDS)[number];

const BY_CATEGORY: Readonly<Record<CategorySlug, EndWord>> = {
  'for-sale': 'sold',
  housing: 'let',
  jobs: 'filled',
  gigs: 'filled',
  services: 'taken',
  community: 'taken',
};

/** Subcategories that end otherwise than their category: property bought outright; things given away or sought. */
const BY_SUBCATEGORY: Readonly<Record<string, EndWord>> = {
  'housing/real-estate-sales': 'sold',
  'for-sale/free-stuff': 'taken',
  'for-sale/wanted': 'taken',
};

export function endWordFor(category: string | null | undefined, subcategory?: string | null): EndWord {
  if (!category) return 'sold';
  return BY_SUBCATEGORY[`${category}/${subcategory ?? ''}`] ?? BY_CATEGORY[category as CategorySlug] ?? 'sold';
}

/** The sentences under one word (listing.ended.<word>.<name> in every catalogue). */
export type EndedText =
  | 'badge'
  | 'state'
  | 'banner'
  | 'markAs'
  | 'markShort'
  | 'on'
  | 'body'
  | 'toastTitle'
  | 'toast'
  | 'confirmTitle'
  | 'confirmBody'
  | 'undo'
  | 'undoUntil'
  | 'undoneTitle'
  | 'undone'
  | 'notice'
  | 'eventToYou'
  | 'eventMarked'
  | 'eventToOther'
  | 'statusBuyer'
  | 'statusSeller'
  | 'closedBuyer'
  | 'closedSeller'
  | 'markToPerson'
  | 'markToPersonTitle'
  | 'markToPersonBody'
  | 'markToPersonConfirm'
  | 'toPerson'
  // Who writes about the ad (buyers, interested people, applicants), on its pages.
  | 'writeIntro'
  | 'writeEmpty'
  | 'person'
  // "A buyer", "An applicant"…: the unnamed writer in a mail ("A buyer wrote about your ad").
  | 'aPerson'
  | 'personHeading'
  | 'block'
  | 'blockTitle'
  | 'blockedEvent'
  | 'blockedStatus'
  | 'reportReason'
  | 'yourAd';

/** The catalogue key of one sentence for a word: endedKey('let', 'markAs') → 'listing.ended.let.markAs'. */
export function endedKey(word: EndWord, text: EndedText): string {
  return `listing.ended.${word}.${text}`;
}
