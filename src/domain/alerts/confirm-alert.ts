/**
 * Confirming a saved search by its mailed link: it becomes active, and its address gets a
 * manage link for all of its alerts. A reused link answers as the first click did; an
 * alert unsubscribed since stays so.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { alertAddresses, savedSearches } from '../../db/schema';
import type { Limits } from '../limits/rate-limiter';
import { hashSecretToken } from '../shared/secret-token';
import type { AlertDeps } from './alert-deps';
import { checkConfirmationLink } from './alert-link-lookups';
import { alertManagePath } from './alert-paths';
import type { SavedSearchView } from './alert-schemas';
import { alertManageToken } from './alert-tokens';
import { toSavedSearchView } from './saved-search-view';

export async function confirmAlert(
  deps: Pick<AlertDeps, 'db' | 'secret'>,
  input: { id: string; token: string; limits?: Limits; now?: Date },
): Promise<{ alert: SavedSearchView; managePath: string }> {
  const { db } = deps;
  const now = input.now ?? new Date();
  const { row } = await checkConfirmationLink(db, { ...input, now });
  const [updated] = await db
    .update(savedSearches)
    .set({ status: 'active', confirmedAt: now })
    .where(and(eq(savedSearches.id, row.id), isNull(savedSearches.confirmedAt)))
    .returning();
  const token = alertManageToken(deps.secret, row.email);
  await db
    .insert(alertAddresses)
    .values({ email: row.email, manageTokenHash: hashSecretToken(token) })
    .onConflictDoNothing();
  return { alert: toSavedSearchView(updated ?? row), managePath: alertManagePath(token) };
}
