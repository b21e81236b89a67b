/**
 * Finding what a mailed link points at: a saved search by its confirmation link or its
 * unsubscribe token, an address by its manage token. Every wrong token counts against the
 * visitor's wrong-link limit (link-token-limit.ts) when limits are given.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertAddresses, savedSearches, type SavedSearchRow } from '../../db/schema';
import { acceptLinkToken } from '../limits/link-token-limit';
import type { Limits } from '../limits/rate-limiter';
import { AppError, notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { hashSecretToken, secretTokenMatches } from '../shared/secret-token';

/** What a derived token looks like (base64url of a SHA-256): anything else is not looked up. */
const DERIVED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function savedSearchById(db: Db, id: string): Promise<SavedSearchRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

/** The address a manage token belongs to. */
export async function addressOfManageToken(db: Db, token: string, limits?: Limits): Promise<string> {
  const [row] = DERIVED_TOKEN.test(token)
    ? await db
        .select()
        .from(alertAddresses)
        .where(eq(alertAddresses.manageTokenHash, hashSecretToken(token)))
    : [];
  const matches = () => !!row && secretTokenMatches(token, row.manageTokenHash);
  // Known by its token alone: a guess is at every alert address's link at once.
  const accepted = limits ? await acceptLinkToken(limits, matches, 'alert-manage') : matches();
  if (!row || !accepted) throw notFound('errors.alerts.manageLinkInvalid');
  return row.email;
}

/** The saved search an unsubscribe token belongs to. */
export async function savedSearchOfUnsubscribeToken(db: Db, token: string, limits?: Limits): Promise<SavedSearchRow> {
  const [row] = DERIVED_TOKEN.test(token)
    ? await db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.unsubscribeTokenHash, hashSecretToken(token)))
    : [];
  const matches = () => !!row && secretTokenMatches(token, row.unsubscribeTokenHash);
  const accepted = limits ? await acceptLinkToken(limits, matches, 'alert-unsubscribe') : matches();
  if (!row || !accepted) throw notFound('errors.alerts.unsubscribeLinkInvalid');
  return row;
}

/** The saved search of a confirmation link, and whether it is confirmed; an expired link of an unconfirmed one is "gone". */
export async function checkConfirmationLink(
  db: Db,
  { id, token, limits, now = new Date() }: { id: string; token: string; limits?: Limits; now?: Date },
): Promise<{ row: SavedSearchRow; confirmed: boolean }> {
  const row = await savedSearchById(db, id);
  const matches = () => !!row && secretTokenMatches(token, row.confirmTokenHash);
  const accepted = limits ? await acceptLinkToken(limits, matches, `saved-search:${id}`) : matches();
  if (!row || !accepted) throw notFound('errors.alerts.confirmLinkInvalid');
  const confirmed = row.confirmedAt !== null;
  if (!confirmed && row.confirmExpiresAt && row.confirmExpiresAt <= now) {
    throw new AppError('gone', 'errors.alerts.confirmLinkExpired');
  }
  return { row, confirmed };
}
