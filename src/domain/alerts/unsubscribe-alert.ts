// Unsubscribing one alert by its link (the page's button or a mail client's RFC 8058 one-click POST); twice is as once.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema';
import type { Limits } from '../limits/rate-limiter';
import { savedSearchOfUnsubscribeToken } from './alert-link-lookups';
import type { SavedSearchView } from './alert-schemas';
import { toSavedSearchView } from './saved-search-view';

export async function unsubscribeAlert(deps: { db: Db }, input: { token: string; limits?: Limits; now?: Date }): Promise<SavedSearchView> {
  const row = await savedSearchOfUnsubscribeToken(deps.db, input.token, input.limits);
  if (row.status === 'unsubscribed') return toSavedSearchView(row);
  const [updated] = await deps.db
    .update(savedSearches)
    .set({ status: 'unsubscribed', unsubscribedAt: input.now ?? new Date() })
    .where(eq(savedSearches.id, row.id))
    .returning();
  return toSavedSearchView(updated ?? row);
}
