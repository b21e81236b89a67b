/**
 * The seller's email is not printed into pages for scrapers to harvest: a visitor's
 * click asks for it, and each visitor may ask only so often.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { notFound } from '../shared/errors';
import { consumeRateLimit, type RateLimitRule } from '../shared/rate-limit';
import { isUuid } from './listing-cursor';
import { isPublicListing } from './listing-visibility';

export const CONTACT_REVEAL_LIMIT: RateLimitRule = {
  action: 'reveal_contact',
  limit: 30,
  windowSeconds: 60 * 60,
  message: 'You have contacted many sellers in a short time. Please wait a while and try again.',
};

export async function revealContact(db: Db, options: { id: string; visitorId: string }): Promise<{ email: string }> {
  if (!isUuid(options.id)) throw notFound('Listing not found');
  await consumeRateLimit(db, { userId: options.visitorId, rule: CONTACT_REVEAL_LIMIT });
  const [row] = await db
    .select({ email: listings.contactEmail })
    .from(listings)
    .where(and(eq(listings.id, options.id), isPublicListing()))
    .limit(1);
  if (!row) throw notFound('Listing not found');
  return { email: row.email };
}
