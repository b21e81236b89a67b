/**
 * The seller's email is not printed into pages for scrapers to harvest: a visitor's
 * click asks for it (and the HTTP layer limits how often: `limits/rate-limit-rules.ts`).
 */
import type { Db } from '../../db/client';
import { findPublicListingRow } from './get-listing';

export async function revealContact(db: Db, options: { id: string }): Promise<{ email: string }> {
  const row = await findPublicListingRow(db, options.id);
  return { email: row.contactEmail };
}
