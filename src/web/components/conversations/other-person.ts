/**
 * What the other person in a conversation is called when they gave no name, in the words
 * of what the ad offers: whoever writes about it (a buyer, someone interested in a flat, an
 * applicant: `listing.ended.<word>.person`), or whoever posted it (the seller, the
 * employer, the provider, the advertiser: domain/taxonomy/advertiser-word.ts).
 */
import type { TFunction } from '../../../i18n/i18n';
import { advertiserKey } from '../../../domain/taxonomy/advertiser-word';
import { endedKey } from '../../../domain/taxonomy/end-word';
import type { Thread } from './thread-types';

type Parties = Pick<Thread, 'other' | 'listing'>;

/** "Buyer", "Applicant"… or "Seller", "Employer"… */
export function otherRole(t: TFunction, thread: Parties): string {
  return thread.other.role === 'buyer' ? t(endedKey(thread.listing.endWord, 'person')) : t(advertiserKey(thread.listing.advertiserWord, 'role'));
}

/** "Conversation with the buyer", "…with the applicant"… or "…with the seller", "…with the employer"… */
export function otherHeading(t: TFunction, thread: Parties): string {
  return thread.other.role === 'buyer' ? t(endedKey(thread.listing.endWord, 'personHeading')) : t(advertiserKey(thread.listing.advertiserWord, 'heading'));
}
