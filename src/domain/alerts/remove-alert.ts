// Deleting one alert from the manage page; an alert of another address is "not found".
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema';
import type { Limits } from '../limits/rate-limiter';
import { notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { addressOfManageToken } from './alert-link-lookups';

export async function removeAlert(deps: { db: Db }, input: { token: string; id: string; limits?: Limits }): Promise<void> {
  const email = await addressOfManageToken(deps.db, input.token, input.limits);
  if (!isUuid(input.id)) throw notFound('errors.alerts.notFound');
  const deleted = await deps.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.email, email)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound('errors.alerts.notFound');
}
