/**
 * Saved searches with mailed alerts: saving (confirmed by a mailed link, as verified
 * sellers are), managing all of an address's alerts by a link, one-click unsubscribe,
 * matching listings that became public (match-alerts.ts) and mailing what was found:
 * instantly (at most one mail per 15 minutes per search, later matches batched) or as a
 * daily digest in the search's city's morning.
 *
 * Links carry tokens that are never stored: the confirmation token's SHA-256 is kept;
 * the unsubscribe and manage tokens are derived from the search id or the address with
 * the server's secret (HMAC), so every mail can carry them, and only their SHA-256 is
 * stored to look them up.
 */
import { createHmac } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertAddresses, alertMatches, listings, savedSearches, type SavedSearchRow } from '../../db/schema';
import { attributeFiltersAsQuery, attributeMatchOf } from '../attributes/attribute-filters';
import { isoCountryCode } from '../geo/country-codes';
import { cityName } from '../geo/city-names';
import { findCity } from '../geo/find-city';
import { i18nFor } from '../../i18n/catalogues';
import type { JobQueue } from '../jobs/job-queue';
import { acceptLinkToken } from '../limits/link-token-limit';
import type { ConsumeLimit, Limits } from '../limits/rate-limiter';
import { listingFiltersSchema } from '../listings/listing-schemas';
import { isPublicRow } from '../listings/listing-visibility';
import type { Mailer } from '../mail/mailer';
import { listingPath } from '../reach/public-paths';
import { toTsQueryText } from '../search/plan-search';
import { searchTerms } from '../search/text-query';
import { foldAccents } from '../search/vocabulary';
import { AppError, invalid, notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { createSecretToken, hashSecretToken, secretTokenMatches } from '../shared/secret-token';
import { findCategory } from '../taxonomy/categories';
import { alertMail, confirmationMail, MAX_LISTINGS_PER_MAIL, type AlertMailListing } from './alert-mail';
import { alertConfirmPath, alertManagePath, alertOneClickPath, alertResultsPath, alertUnsubscribePath } from './alert-paths';
import {
  ALERT_CONFIRMATION_HOURS,
  ALERT_LANGUAGES,
  createAlertInputSchema,
  DIGEST_LOCAL_HOUR,
  INSTANT_ALERT_WINDOW_MINUTES,
  type AlertFrequency,
  type AlertLanguage,
  type AlertSearch,
  type AlertStatus,
  type CreateAlertInput,
  type SavedSearchView,
  type UpdateAlertInput,
} from './alert-schemas';
import { matchNewListings, type MatchResult } from './match-alerts';

/** `{ savedSearchId }`: mail a saved search's new matches (job-names.ts repeats the name). */
export const ALERT_MAIL_JOB = 'alert-mail';
/** Alerts an address may have at once (not counting unsubscribed ones). */
export const MAX_ALERTS_PER_ADDRESS = 50;
/** Unconfirmed searches are deleted this long after their link expired. */
const PENDING_KEPT_DAYS = 7;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface AlertServiceOptions {
  db: Db;
  mailer: Mailer;
  /** The site's origin, for links in mails. */
  publicUrl: string;
  /** The server's secret (SESSION_SECRET): unsubscribe and manage tokens are derived with it. */
  secret: string;
  /** Where instant alert mails are queued; without one, they are sent by the sweep itself. */
  jobs?: JobQueue;
}

export interface AlertService {
  /**
   * Saves a search and mails its confirmation link. An address keeps one alert per search:
   * saving a search it already has answers that alert (`created: false`): an active one as
   * it is, a pending or unsubscribed one with a new confirmation link mailed.
   */
  create(
    options: CreateAlertInput & {
      visitorId: string | null;
      consumeLimit: ConsumeLimit;
      now?: Date;
      /** The zone of the page the search is saved on: times in its mails are written in it. */
      timeZone?: string | null;
    },
  ): Promise<{ alert: SavedSearchView; created: boolean }>;
  findConfirmation(options: { id: string; token: string; limits?: Limits; now?: Date }): Promise<{ alert: SavedSearchView; confirmed: boolean }>;
  confirm(options: { id: string; token: string; limits?: Limits; now?: Date }): Promise<{ alert: SavedSearchView; managePath: string }>;
  listForManageToken(token: string, limits?: Limits): Promise<{ email: string; alerts: SavedSearchView[] }>;
  update(token: string, id: string, input: UpdateAlertInput, options?: { limits?: Limits; now?: Date }): Promise<SavedSearchView>;
  remove(token: string, id: string, limits?: Limits): Promise<void>;
  findUnsubscribe(token: string, limits?: Limits): Promise<SavedSearchView>;
  unsubscribe(token: string, options?: { limits?: Limits; now?: Date }): Promise<SavedSearchView>;
  /** The sweep: matches listings that became public against active saved searches, and queues instant mails. */
  matchPending(options?: { now?: Date; batchSize?: number; maxBatches?: number }): Promise<MatchResult>;
  /** Mails one saved search what it has not been mailed yet, if its frequency allows it now. */
  mailPending(savedSearchId: string, options?: { now?: Date }): Promise<{ sent: number }>;
  /** The hourly job: queues due daily digests and instant mails a crash left unqueued; deletes long-expired unconfirmed searches. */
  queueDueMails(options?: { now?: Date }): Promise<{ queued: number }>;
  /** The tokens of a search's links (for tests and the pages' own previews). */
  unsubscribeToken(savedSearchId: string): string;
  manageToken(email: string): string;
}

function derivedToken(secret: string, purpose: string, subject: string): string {
  return createHmac('sha256', secret).update(`cityboard-alerts:${purpose}:${subject}`).digest('base64url');
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function languageOf(value: string): AlertLanguage {
  return (ALERT_LANGUAGES as readonly string[]).includes(value) ? (value as AlertLanguage) : 'en';
}

export function searchOf(row: SavedSearchRow): AlertSearch {
  return {
    city: row.city,
    category: row.category,
    subcategory: row.subcategory,
    search: row.query,
    priceMin: row.priceMin,
    priceMax: row.priceMax,
    condition: row.conditions,
    neighborhood: row.neighborhood,
    country: row.countryCode,
    region: row.region,
    verified: row.verifiedOnly,
    delivery: row.deliveryOnly,
    attributes: row.attributeFilters,
  };
}

export function toSavedSearchView(row: SavedSearchRow): SavedSearchView {
  const search = searchOf(row);
  return {
    id: row.id,
    email: row.email,
    language: languageOf(row.language),
    frequency: row.frequency as AlertFrequency,
    status: row.status as AlertStatus,
    search,
    resultsPath: alertResultsPath(search),
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    lastMailedAt: row.lastMailedAt?.toISOString() ?? null,
  };
}

/**
 * What makes two saved searches the same: the same filters, with the words compared as
 * they match (case, accents, punctuation and order of conditions and facts aside).
 */
export function sameSearchKey(search: AlertSearch): string {
  const words = search.search ? (savedQueryText(search.search) ?? '') : '';
  const attributes = Object.entries(search.attributes)
    .map(([key, value]) => [key, String(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  return JSON.stringify([
    search.city,
    search.category,
    search.subcategory,
    words,
    search.priceMin === null ? null : Number(search.priceMin),
    search.priceMax === null ? null : Number(search.priceMax),
    [...new Set(search.condition)].sort(),
    search.neighborhood?.toLowerCase() ?? null,
    search.country,
    search.region,
    search.verified,
    search.delivery,
    attributes,
  ]);
}

/** The search in a few words for subjects and mails: its words, or its category, and its city. */
export function describeSearch(search: AlertSearch, language: AlertLanguage): string {
  const { t } = i18nFor(language);
  const category = findCategory(search.category);
  const what = search.search ?? (category ? t(`category.names.${category.slug}`, { defaultValue: category.name }) : t('mail.alert.anything'));
  const city = findCity(search.city);
  return city ? `${what} · ${cityName(city, language)}` : what;
}

/** The tsquery text of saved words: every word as a prefix, as the results page matches it (no typo corrections: the words are what was saved). */
export function savedQueryText(text: string): string | null {
  const terms = searchTerms(text).map((term) => ({ term: foldAccents(term), corrections: [], estimatedMatches: 0 }));
  return terms.length > 0 ? toTsQueryText(terms) : null;
}

/** True when a daily search may have its digest now: past the digest hour in its city, and not mailed since that hour today. */
function digestDue(now: Date) {
  const at = now.toISOString();
  const localNow = sql`(${at}::timestamptz AT TIME ZONE ${savedSearches.timezone})`;
  const digestHour = sql`(date_trunc('day', ${localNow}) + make_interval(hours => ${DIGEST_LOCAL_HOUR}))`;
  return sql<boolean>`(${localNow} >= ${digestHour} AND (${savedSearches.lastMailedAt} IS NULL OR (${savedSearches.lastMailedAt} AT TIME ZONE ${savedSearches.timezone}) < ${digestHour}))`;
}

export function createAlertService(options: AlertServiceOptions): AlertService {
  const { db, mailer, publicUrl, secret, jobs } = options;
  const unsubscribeToken = (id: string) => derivedToken(secret, 'unsubscribe', id);
  const manageToken = (email: string) => derivedToken(secret, 'manage', normalizeEmail(email));
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);

  async function byId(id: string): Promise<SavedSearchRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
    return row;
  }

  /** The address a manage token belongs to; a wrong token counts against the visitor's wrong-link limit. */
  async function addressOf(token: string, limits?: Limits): Promise<string> {
    const [row] = /^[A-Za-z0-9_-]{43}$/.test(token)
      ? await db
          .select()
          .from(alertAddresses)
          .where(eq(alertAddresses.manageTokenHash, hashSecretToken(token)))
      : [];
    const matches = () => !!row && secretTokenMatches(token, row.manageTokenHash);
    const accepted = limits ? await acceptLinkToken(limits, matches) : matches();
    if (!row || !accepted) throw notFound('errors.alerts.manageLinkInvalid');
    return row.email;
  }

  async function byUnsubscribeToken(token: string, limits?: Limits): Promise<SavedSearchRow> {
    const [row] = /^[A-Za-z0-9_-]{43}$/.test(token)
      ? await db
          .select()
          .from(savedSearches)
          .where(eq(savedSearches.unsubscribeTokenHash, hashSecretToken(token)))
      : [];
    const matches = () => !!row && secretTokenMatches(token, row.unsubscribeTokenHash);
    const accepted = limits ? await acceptLinkToken(limits, matches) : matches();
    if (!row || !accepted) throw notFound('errors.alerts.unsubscribeLinkInvalid');
    return row;
  }

  async function findConfirmation({ id, token, limits, now = new Date() }: { id: string; token: string; limits?: Limits; now?: Date }) {
    const row = await byId(id);
    const matches = () => !!row && secretTokenMatches(token, row.confirmTokenHash);
    const accepted = limits ? await acceptLinkToken(limits, matches) : matches();
    if (!row || !accepted) throw notFound('errors.alerts.confirmLinkInvalid');
    const confirmed = row.confirmedAt !== null;
    if (!confirmed && row.confirmExpiresAt && row.confirmExpiresAt <= now) {
      throw new AppError('gone', 'errors.alerts.confirmLinkExpired');
    }
    return { row, confirmed };
  }

  function linksFor(row: SavedSearchRow) {
    const unsubscribe = unsubscribeToken(row.id);
    return {
      resultsUrl: absolute(alertResultsPath(searchOf(row))),
      manageUrl: absolute(alertManagePath(manageToken(row.email))),
      unsubscribePageUrl: absolute(alertUnsubscribePath(unsubscribe)),
      oneClickUrl: absolute(alertOneClickPath(unsubscribe)),
    };
  }

  async function queueMail(savedSearchId: string, startAfterSeconds: number): Promise<void> {
    if (!jobs) return;
    await jobs.send(
      ALERT_MAIL_JOB,
      { savedSearchId },
      { singletonKey: `alert:${savedSearchId}`, startAfterSeconds: Math.max(0, Math.ceil(startAfterSeconds)) },
    );
  }

  /** Seconds until an instant search may be mailed again (0 when it may now). */
  function instantWait(row: Pick<SavedSearchRow, 'lastMailedAt'>, now: Date): number {
    if (!row.lastMailedAt) return 0;
    const next = row.lastMailedAt.getTime() + INSTANT_ALERT_WINDOW_MINUTES * MINUTE_MS;
    return Math.max(0, (next - now.getTime()) / 1000);
  }

  const service: AlertService = {
    unsubscribeToken,
    manageToken,

    async create(input) {
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
            unsubscribeTokenHash: hashSecretToken(unsubscribeToken(id)),
            visitorId: input.visitorId,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('Insert returned no row');
        return { row, created: true, mailed: true };
      });
      const { row } = saved;
      if (saved.mailed) {
        await mailer.send(
          confirmationMail({
            to: email,
            language: parsed.language,
            timeZone: row.timeZone,
            city: row.city,
            what: describeSearch(searchOf(row), parsed.language),
            link: absolute(alertConfirmPath(row.id, secretToken.token)),
            expiresAt: confirmExpiresAt,
            publicUrl,
          }),
        );
      }
      return { alert: toSavedSearchView(row), created: saved.created };
    },

    async findConfirmation(input) {
      const { row, confirmed } = await findConfirmation(input);
      return { alert: toSavedSearchView(row), confirmed };
    },

    async confirm(input) {
      const now = input.now ?? new Date();
      const { row } = await findConfirmation({ ...input, now });
      // A reused link answers as the first click did; an alert unsubscribed since stays so.
      const [updated] = await db
        .update(savedSearches)
        .set({ status: 'active', confirmedAt: now })
        .where(and(eq(savedSearches.id, row.id), isNull(savedSearches.confirmedAt)))
        .returning();
      const token = manageToken(row.email);
      await db
        .insert(alertAddresses)
        .values({ email: row.email, manageTokenHash: hashSecretToken(token) })
        .onConflictDoNothing();
      return { alert: toSavedSearchView(updated ?? row), managePath: alertManagePath(token) };
    },

    async listForManageToken(token, limits) {
      const email = await addressOf(token, limits);
      const rows = await db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.email, email))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
      return { email, alerts: rows.map(toSavedSearchView) };
    },

    async update(token, id, input, updateOptions = {}) {
      const email = await addressOf(token, updateOptions.limits);
      const row = await byId(id);
      if (!row || row.email !== email) throw notFound('errors.alerts.notFound');
      if (input.status === 'active' && !row.confirmedAt) {
        throw invalid('errors.alerts.awaitingConfirmation', [{ field: 'status', message: 'errors.alerts.confirmFirst' }]);
      }
      const now = updateOptions.now ?? new Date();
      const [updated] = await db
        .update(savedSearches)
        .set({
          ...(input.frequency ? { frequency: input.frequency } : {}),
          ...(input.language ? { language: input.language } : {}),
          ...(input.status && input.status !== row.status
            ? { status: input.status, unsubscribedAt: input.status === 'unsubscribed' ? now : null }
            : {}),
        })
        .where(eq(savedSearches.id, id))
        .returning();
      return toSavedSearchView(updated ?? row);
    },

    async remove(token, id, limits) {
      const email = await addressOf(token, limits);
      if (!isUuid(id)) throw notFound('errors.alerts.notFound');
      const deleted = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.email, email)))
        .returning({ id: savedSearches.id });
      if (deleted.length === 0) throw notFound('errors.alerts.notFound');
    },

    async findUnsubscribe(token, limits) {
      return toSavedSearchView(await byUnsubscribeToken(token, limits));
    },

    async unsubscribe(token, unsubscribeOptions = {}) {
      const row = await byUnsubscribeToken(token, unsubscribeOptions.limits);
      if (row.status === 'unsubscribed') return toSavedSearchView(row);
      const [updated] = await db
        .update(savedSearches)
        .set({ status: 'unsubscribed', unsubscribedAt: unsubscribeOptions.now ?? new Date() })
        .where(eq(savedSearches.id, row.id))
        .returning();
      return toSavedSearchView(updated ?? row);
    },

    async matchPending(matchOptions = {}) {
      const now = matchOptions.now ?? new Date();
      const result = await matchNewListings(db, { now, batchSize: matchOptions.batchSize, maxBatches: matchOptions.maxBatches });
      if (result.searchIds.length === 0) return result;
      // Instant searches: a mail now, or when their 15 minutes since the last one are over (one job per search waits; later matches join it).
      const instant = await db
        .select({ id: savedSearches.id, lastMailedAt: savedSearches.lastMailedAt })
        .from(savedSearches)
        .where(and(inArray(savedSearches.id, result.searchIds), eq(savedSearches.frequency, 'instant'), eq(savedSearches.status, 'active')));
      for (const row of instant) {
        if (jobs) await queueMail(row.id, instantWait(row, now));
        else if (instantWait(row, now) === 0) await service.mailPending(row.id, { now });
      }
      return result;
    },

    async mailPending(savedSearchId, mailOptions = {}) {
      const now = mailOptions.now ?? new Date();
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
          await queueMail(row.id, wait);
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
      // Only public listings are ever sent: one held, expired or sold since it matched is dropped.
      const shown = pending.filter(({ listing }) => isPublicRow(listing, now) && listing.status === 'active');
      const dropped = pending.filter((p) => !shown.includes(p)).map((p) => p.listing.id);
      if (dropped.length > 0) {
        await db.delete(alertMatches).where(and(eq(alertMatches.savedSearchId, row.id), inArray(alertMatches.listingId, dropped)));
      }
      if (shown.length === 0) return { sent: 0 };
      const language = languageOf(row.language);
      const listed: AlertMailListing[] = shown.slice(0, MAX_LISTINGS_PER_MAIL).map(({ listing }) => ({
        id: listing.id,
        title: listing.title,
        price: listing.price,
        currency: listing.currency,
        city: listing.city,
        url: absolute(listingPath(listing)),
        photoUrl: listing.images[0] ? absolute(listing.images[0]) : null,
        verdict:
          listing.priceStatus && listing.priceConfidence !== null
            ? { status: listing.priceStatus, percentOff: listing.pricePercentOff, confidence: listing.priceConfidence }
            : null,
      }));
      await mailer.send(
        alertMail({
          to: row.email,
          language,
          timeZone: row.timeZone,
          city: row.city,
          frequency: row.frequency as AlertFrequency,
          what: describeSearch(searchOf(row), language),
          listings: listed,
          more: shown.length - listed.length,
          links: linksFor(row),
        }),
      );
      const sentIds = shown.map(({ listing }) => listing.id);
      await db
        .update(alertMatches)
        .set({ mailedAt: now })
        .where(and(eq(alertMatches.savedSearchId, row.id), inArray(alertMatches.listingId, sentIds)));
      await db.update(savedSearches).set({ lastMailedAt: now }).where(eq(savedSearches.id, row.id));
      return { sent: sentIds.length };
    },

    async queueDueMails(queueOptions = {}) {
      const now = queueOptions.now ?? new Date();
      const windowStart = new Date(now.getTime() - INSTANT_ALERT_WINDOW_MINUTES * MINUTE_MS).toISOString();
      const hasUnmailed = sql`EXISTS (SELECT 1 FROM ${alertMatches} WHERE ${alertMatches.savedSearchId} = ${savedSearches.id} AND ${alertMatches.mailedAt} IS NULL)`;
      const due = await db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.status, 'active'),
            hasUnmailed,
            sql`((${savedSearches.frequency} = 'daily' AND ${digestDue(now)})
              OR (${savedSearches.frequency} = 'instant' AND (${savedSearches.lastMailedAt} IS NULL OR ${savedSearches.lastMailedAt} < ${windowStart}::timestamptz)))`,
          ),
        );
      for (const { id } of due) {
        if (jobs) await queueMail(id, 0);
        else await service.mailPending(id, { now });
      }
      const expired = new Date(now.getTime() - PENDING_KEPT_DAYS * 24 * HOUR_MS);
      await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.status, 'pending'), sql`${savedSearches.confirmExpiresAt} < ${expired.toISOString()}::timestamptz`));
      return { queued: due.length };
    },
  };
  return service;
}
