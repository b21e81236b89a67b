// The manage page: every alert of the address a manage link belongs to, newest first.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema';
import type { Limits } from '../limits/rate-limiter';
import { addressOfManageToken } from './alert-link-lookups';
import type { SavedSearchView } from './alert-schemas';
import { toSavedSearchView } from './saved-search-view';

export async function listAddressAlerts(
  deps: { db: Db },
  input: { token: string; limits?: Limits },
): Promise<{ email: string; alerts: SavedSearchView[] }> {
  const email = await addressOfManageToken(deps.db, input.token, input.limits);
  const rows = await deps.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.email, email))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return { email, alerts: rows.map(toSavedSearchView) };
}
