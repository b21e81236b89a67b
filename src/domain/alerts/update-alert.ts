// Changing one alert from the manage page (frequency, language, stop or resume); only a confirmed alert may be resumed.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema';
import type { Limits } from '../limits/rate-limiter';
import { invalid, notFound } from '../shared/errors';
import { addressOfManageToken, savedSearchById } from './alert-link-lookups';
import type { SavedSearchView, UpdateAlertInput } from './alert-schemas';
import { toSavedSearchView } from './saved-search-view';

export async function updateAlert(
  deps: { db: Db },
  input: { token: string; id: string; changes: UpdateAlertInput; limits?: Limits; now?: Date },
): Promise<SavedSearchView> {
  const { db } = deps;
  const { id, changes } = input;
  const email = await addressOfManageToken(db, input.token, input.limits);
  const row = await savedSearchById(db, id);
  if (!row || row.email !== email) throw notFound('errors.alerts.notFound');
  if (changes.status === 'active' && !row.confirmedAt) {
    throw invalid('errors.alerts.awaitingConfirmation', [{ field: 'status', message: 'errors.alerts.confirmFirst' }]);
  }
  const now = input.now ?? new Date();
  // Only what differs is written: pressing Stop twice, or sending nothing to change, is
  // not an error, it leaves the alert as it is.
  const values = {
    ...(changes.frequency && changes.frequency !== row.frequency ? { frequency: changes.frequency } : {}),
    ...(changes.language && changes.language !== row.language ? { language: changes.language } : {}),
    ...(changes.status && changes.status !== row.status
      ? { status: changes.status, unsubscribedAt: changes.status === 'unsubscribed' ? now : null }
      : {}),
  };
  if (Object.keys(values).length === 0) return toSavedSearchView(row);
  const [updated] = await db.update(savedSearches).set(values).where(eq(savedSearches.id, id)).returning();
  return toSavedSearchView(updated ?? row);
}
