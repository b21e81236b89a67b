// The confirmation page's preview (GET): the search a confirmation link is for, and whether it is confirmed already; it confirms nothing.
import type { Db } from '../../db/client';
import type { Limits } from '../limits/rate-limiter';
import { checkConfirmationLink } from './alert-link-lookups';
import type { SavedSearchView } from './alert-schemas';
import { toSavedSearchView } from './saved-search-view';

export async function findAlertConfirmation(
  deps: { db: Db },
  input: { id: string; token: string; limits?: Limits; now?: Date },
): Promise<{ alert: SavedSearchView; confirmed: boolean }> {
  const { row, confirmed } = await checkConfirmationLink(deps.db, input);
  return { alert: toSavedSearchView(row), confirmed };
}
