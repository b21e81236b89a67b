/**
 * What the other person in a conversation is called when they gave no name: "the seller",
 * or whoever writes about this kind of ad, in its words (a buyer, someone interested in a
 * flat, an applicant: `listing.ended.<word>.person`).
 */
import type { TFunction } from '../../../i18n/i18n';
import { endedKey } from '../../../domain/taxonomy/end-word';
import type { Thread } from './thread-types';

type Parties = Pick<Thread, 'other' | 'listing'>;

/** "Buyer", "Applicant"… or "Seller". */
export function otherRole(t: TFunction, thread: Parties): string {
  return thread.other.role === 'buyer' ? t(endedKey(thread.listing.endWord, 'person')) : t('conversation.role.seller');
}

/** "Conversation with the buyer", "…with the applicant"… or "…with the seller". */
export function otherHeading(t: TFunction, thread: Parties): string {
  return thread.other.role === 'buyer' ? t(endedKey(thread.listing.endWord, 'personHeading')) : t('conversation.heading.seller');
}
