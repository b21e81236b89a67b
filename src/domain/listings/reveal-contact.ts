/**
 * The seller's email is not printed into pages for scrapers to harvest: a visitor's
 * click asks for it, and each visitor may ask only so often.
 */
import type { Db } from '../../db/client';
import { consumeRateLimit, type RateLimitRule } from '../shared/rate-limit';
import { findPublicListingRow } from './get-listing';

export const CONTACT_REVEAL_LIMIT: RateLimitRule = {
  action: 'reveal_contact',
  limit: 30,
  windowSeconds: 60 * 60,
  message: 'You have contacted many sellers in a short time. Please wait a while and try again.',
};

export async function revealContact(db: Db, options: { id: string; visitorId: string }): Promise<{ email: string }> {
  await consumeRateLimit(db, { userId: options.visitorId, rule: CONTACT_REVEAL_LIMIT });
  const row = await findPublicListingRow(db, options.id);
  return { email: row.contactEmail };
}
