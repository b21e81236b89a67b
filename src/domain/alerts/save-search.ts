/**
 * Saving a search and mailing its confirmation link. An address keeps one alert per
 * search: saving a search it already has answers that alert (`created: false`): an
 * active one as it is, a pending or unsubscribed one with a new confirmation link mailed.
 */
import { eq, sql } from 'drizzle-orm';
import { savedSearches } from '../../db/schema';
import { attributeFiltersAsQuery, attributeMatchOf } from '../attributes/attribute-filters';
import { isoCountryCode } from '../geo/country-codes';
import { findCity } from '../geo/find-city';
import type { ConsumeLimit } from '../limits/rate-limiter';
import { listingFiltersSchema } from '../listings/listing-schemas';
import { invalid } from '../shared/errors';
import { createSecretToken, hashSecretToken } from '../shared/secret-token';
import { normalizeEmail } from '../verification/email-verification';
import { absoluteUrl, type AlertDeps } from './alert-deps';
import { confirmationMail } from './alert-mail';
import { alertConfirmPath } from './alert-paths';
import { ALERT_CONFIRMATION_HOURS, createAlertInputSchema, type CreateAlertInput, type SavedSearchView } from './alert-schemas';
import { alertUnsubscribeToken } from './alert-tokens';
import { describeSearch, sameSearchKey, savedQueryText, searchOf, toSavedSearchView } from './saved-search-view';

/** Alerts an address may have at once (not counting unsubscribed ones). */
export const MAX_ALERTS_PER_ADDRESS = 50;
const HOUR_MS = 3_600_000;

export interface SaveSearchInput extends CreateAlertInput {
  visitorId: string | null;
  consumeLimit: ConsumeLimit;
  now?: Date;
  /** The zone of the page the search is saved on: times in its mails are written in it. */
  timeZone?: string | null;
}

export async function saveSearch(
  deps: Pick<AlertDeps, 'db' | 'mailer' | 'publicUrl' | 'secret'>,
  input: SaveSearchInput,
): Promise<{ alert: SavedSearchView; created: boolean }> {
  const { db } = deps;
  const parsed = createAlertInputSchema.parse(input);
  await input.consumeLimit('save_search');
  const now = input.now ?? new Date();
  const email = normalizeEmail(parsed.email);
  const search = parsed.search;
  const city = findCity(search.city);
  if (search.city && !city) {
    throw invalid('errors.city.unknown', [{ field: 'search.city', message: 'errors.city.noSite', values: { city: search.city } }]);
  }
  // The search as it is stored, so it compares with the address's saved ones.
  const key = sameSearchKey({
    ...search,
    city: city?.subdomain ?? null,
    neighborhood: search.neighborhood?.toLowerCase() ?? null,
    country: search.country ? isoCountryCode(search.country) : null,
  });
  const queryText = search.search ? savedQueryText(search.search) : null;
  const secretToken = createSecretToken();
  const confirmExpiresAt = new Date(now.getTime() + ALERT_CONFIRMATION_HOURS * HOUR_MS);
  const saved = await db.transaction(async (tx) => {
    // One alert per address and search, even when the same search is saved twice at once.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`cityboard-alert:${email}`}))`);
    const ofAddress = await tx.select().from(savedSearches).where(eq(savedSearches.email, email));
    const existing = ofAddress.find((row) => sameSearchKey(searchOf(row)) === key);
    if (existing?.status === 'active') return { row: existing, created: false, mailed: false };
    const counted = ofAddress.filter((row) => row.status !== 'unsubscribed').length;
    if (existing?.status !== 'pending' && counted >= MAX_ALERTS_PER_ADDRESS) {
      throw invalid(
        'errors.alerts.tooMany',
        [{ field: 'email', message: 'errors.alerts.addressFull', values: { max: MAX_ALERTS_PER_ADDRESS } }],
        { max: MAX_ALERTS_PER_ADDRESS },
      );
    }
    if (existing) {
      // Pending (the first mail lost or expired) or unsubscribed: the same alert, confirmed again by a new link.
      const [row] = await tx
        .update(savedSearches)
        .set({
          status: 'pending',
          language: parsed.language,
          timeZone: input.timeZone ?? existing.timeZone,
          frequency: parsed.frequency,
          confirmTokenHash: secretToken.hash,
          confirmExpiresAt,
          confirmedAt: null,
          unsubscribedAt: null,
          visitorId: input.visitorId,
        })
        .where(eq(savedSearches.id, existing.id))
        .returning();
      return { row: row ?? existing, created: false, mailed: true };
    }
    const id = crypto.randomUUID();
    const [row] = await tx
      .insert(savedSearches)
      .values({
        id,
        email,
        language: parsed.language,
        frequency: parsed.frequency,
        status: 'pending',
        city: city?.subdomain ?? null,
        category: search.category,
        subcategory: search.subcategory,
        query: search.search,
        queryTsquery: queryText ? sql`to_tsquery('simple', cityboard_unaccent(${queryText}))` : null,
        priceMin: search.priceMin,
        priceMax: search.priceMax,
        conditions: search.condition,
        neighborhood: search.neighborhood?.toLowerCase() ?? null,
        countryCode: search.country ? isoCountryCode(search.country) : null,
        region: search.region,
        verifiedOnly: search.verified,
        deliveryOnly: search.delivery,
        attributeFilters: search.attributes,
        // Already read by the results page's schema once; read again to get stored units.
        attributeMatch: attributeMatchOf(listingFiltersSchema.parse(attributeFiltersAsQuery(search.attributes))),
        timezone: city?.timezone ?? 'UTC',
        timeZone: input.timeZone ?? null,
        confirmTokenHash: secretToken.hash,
        confirmExpiresAt,
        unsubscribeTokenHash: hashSecretToken(alertUnsubscribeToken(deps.secret, id)),
        visitorId: input.visitorId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('Insert returned no row');
    return { row, created: true, mailed: true };
  });
  const { row } = saved;
  if (saved.mailed) {
    await deps.mailer.send(
      confirmationMail({
        to: email,
        language: parsed.language,
        timeZone: row.timeZone,
        city: row.city,
        what: describeSearch(searchOf(row), parsed.language),
        link: absoluteUrl(deps.publicUrl, alertConfirmPath(row.id, secretToken.token)),
        expiresAt: confirmExpiresAt,
        publicUrl: deps.publicUrl,
      }),
    );
  }
  return { alert: toSavedSearchView(row), created: saved.created };
}
