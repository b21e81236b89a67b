// The unsubscribe page's preview (GET): the alert an unsubscribe link is for; it changes nothing.
import type { Db } from '../../db/client';
import type { Limits } from '../limits/rate-limiter';
import { savedSearchOfUnsubscribeToken } from './alert-link-lookups';
import type { SavedSearchView } from './alert-schemas';
import { toSavedSearchView } from './saved-search-view';

export async function findAlertUnsubscribe(deps: { db: Db }, input: { token: string; limits?: Limits }): Promise<SavedSearchView> {
  return toSavedSearchView(await savedSearchOfUnsubscribeToken(deps.db, input.token, input.limits));
}
