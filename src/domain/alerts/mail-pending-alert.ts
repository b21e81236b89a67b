/**
 * The alert-mail job: mails one saved search what it has not been mailed yet, if its
 * frequency allows it now (an instant one too soon is queued again for when it may).
 * Only listings still public are sent; one held, expired or sold since it matched is
 * dropped. Idempotent: what was mailed is marked, so a retry mails nothing twice.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alertMatches, listings, savedSearches, type SavedSearchRow } from '../../db/schema';
import { isPublicRow } from '../listings/listing-visibility';
import { listingPath } from '../reach/public-paths';
import { isUuid } from '../shared/ids';
import { absoluteUrl, type AlertDeps } from './alert-deps';
import { alertMail, MAX_LISTINGS_PER_MAIL, type AlertMailLinks, type AlertMailListing } from './alert-mail';
import { digestDue, instantWait, queueAlertMail } from './alert-mail-timing';
import { alertManagePath, alertOneClickPath, alertResultsPath, alertUnsubscribePath } from './alert-paths';
import type { AlertFrequency } from './alert-schemas';
import { alertManageToken, alertUnsubscribeToken } from './alert-tokens';
import { alertLanguageOf, describeSearch, searchOf } from './saved-search-view';

export type AlertMailDeps = Pick<AlertDeps, 'db' | 'mailer' | 'publicUrl' | 'secret' | 'jobs'>;

function linksFor(deps: AlertMailDeps, row: SavedSearchRow): AlertMailLinks {
  const unsubscribe = alertUnsubscribeToken(deps.secret, row.id);
  return {
    resultsUrl: absoluteUrl(deps.publicUrl, alertResultsPath(searchOf(row))),
    manageUrl: absoluteUrl(deps.publicUrl, alertManagePath(alertManageToken(deps.secret, row.email))),
    unsubscribePageUrl: absoluteUrl(deps.publicUrl, alertUnsubscribePath(unsubscribe)),
    oneClickUrl: absoluteUrl(deps.publicUrl, alertOneClickPath(unsubscribe)),
  };
}

export async function mailPendingAlert(deps: AlertMailDeps, input: { savedSearchId: string; now?: Date }): Promise<{ sent: number }> {
  const { db } = deps;
  const { savedSearchId } = input;
  const now = input.now ?? new Date();
  const [found] = isUuid(savedSearchId)
    ? await db
        .select({ row: savedSearches, due: digestDue(now) })
        .from(savedSearches)
        .where(eq(savedSearches.id, savedSearchId))
    : [];
  if (!found || found.row.status !== 'active') return { sent: 0 };
  const row = found.row;
  if (row.frequency === 'daily' && !found.due) return { sent: 0 };
  if (row.frequency === 'instant') {
    const wait = instantWait(row, now);
    if (wait > 0) {
      // Never two mails within the window: come back when it is over.
      await queueAlertMail(deps, row.id, wait);
      return { sent: 0 };
    }
  }
  const pending = await db
    .select({ matchedAt: alertMatches.matchedAt, listing: listings })
    .from(alertMatches)
    .innerJoin(listings, eq(listings.id, alertMatches.listingId))
    .where(and(eq(alertMatches.savedSearchId, row.id), isNull(alertMatches.mailedAt)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(1000);
  const shown = pending.filter(({ listing }) => isPublicRow(listing, now) && listing.status === 'active');
  const dropped = pending.filter((p) => !shown.includes(p)).map((p) => p.listing.id);
  if (dropped.length > 0) {
    await db.delete(alertMatches).where(and(eq(alertMatches.savedSearchId, row.id), inArray(alertMatches.listingId, dropped)));
  }
  if (shown.length === 0) return { sent: 0 };
  const language = alertLanguageOf(row.language);
  const listed: AlertMailListing[] = shown.slice(0, MAX_LISTINGS_PER_MAIL).map(({ listing }) => ({
    id: listing.id,
    title: listing.title,
    price: listing.price,
    currency: listing.currency,
    city: listing.city,
    url: absoluteUrl(deps.publicUrl, listingPath(listing)),
    photoUrl: listing.images[0] ? absoluteUrl(deps.publicUrl, listing.images[0]) : null,
    verdict:
      listing.priceStatus && listing.priceConfidence !== null
        ? { status: listing.priceStatus, percentOff: listing.pricePercentOff, confidence: listing.priceConfidence }
        : null,
  }));
  await deps.mailer.send(
    alertMail({
      to: row.email,
      language,
      timeZone: row.timeZone,
      city: row.city,
      frequency: row.frequency as AlertFrequency,
      what: describeSearch(searchOf(row), language),
      listings: listed,
      more: shown.length - listed.length,
      links: linksFor(deps, row),
    }),
  );
  const sentIds = shown.map(({ listing }) => listing.id);
  await db
    .update(alertMatches)
    .set({ mailedAt: now })
    .where(and(eq(alertMatches.savedSearchId, row.id), inArray(alertMatches.listingId, sentIds)));
  await db.update(savedSearches).set({ lastMailedAt: now }).where(eq(savedSearches.id, row.id));
  return { sent: sentIds.length };
}
