/**
 * "My ads" without an account: a seller asks for a sign-in link to their contact address;
 * following it (and pressing the button: mail scanners open links) starts a session that
 * shows every listing with that address. Links work 30 minutes and once; only the
 * token's SHA-256 is stored (secret-token.ts). Sessions live in the database like the
 * reviewers' (ADR 011): the cookie holds a random id, the table its hash, so signing out
 * ends every copy of the cookie.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, myAdsLinks, myAdsSessions } from '../../db/schema';
import { acceptLinkToken } from '../limits/link-token-limit';
import type { Limits } from '../limits/rate-limiter';
import type { PersonLocale } from '../../i18n/locale';
import type { Mailer } from '../mail/mailer';
import { mailText, subjectLine, type MailRecipient } from '../mail/mail-text';
import { AppError, notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { createSecretToken, secretTokenMatches } from '../shared/secret-token';
import { normalizeEmail } from '../verification/email-verification';
import { MY_ADS_LINK_MINUTES } from './my-ads-constants';

export { MY_ADS_LINK_MINUTES };
/** The server forgets a session after this long, whatever the browser keeps. */
export const MY_ADS_SESSION_HOURS = 12;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function myAdsLinkPath(id: string, token: string): string {
  return `/my-ads/sign-in/${id}/${token}`;
}

/**
 * Mails a sign-in link when the address has listings. The caller answers the same either
 * way (and counts the `my_ads_link` limit first), so the page never tells a stranger
 * whether an address has ads. Answers whether a mail went out, for tests and logs.
 */
export async function requestMyAdsLink(
  db: Db,
  mailer: Mailer,
  options: {
    email: string;
    publicUrl: string;
    now?: Date;
    /** The page asked from: the mail goes out at once in its language and zone. */
    locale?: PersonLocale;
  },
): Promise<boolean> {
  const email = normalizeEmail(options.email);
  const now = options.now ?? new Date();
  const [owned] = await db
    .select({ id: listings.id, city: listings.city })
    .from(listings)
    .where(sql`lower(${listings.contactEmail}) = ${email}`)
    .limit(1);
  if (!owned) return false;
  const secret = createSecretToken();
  // Links that ran out are cleared as new ones are made: requests are few and rate-limited.
  await db.delete(myAdsLinks).where(lte(myAdsLinks.expiresAt, now));
  const expiresAt = new Date(now.getTime() + MY_ADS_LINK_MINUTES * 60_000);
  const [row] = await db
    .insert(myAdsLinks)
    .values({ email, tokenHash: secret.hash, expiresAt })
    .returning({ id: myAdsLinks.id });
  if (!row) throw new Error('Insert returned no row');
  const link = `${options.publicUrl}${myAdsLinkPath(row.id, secret.token)}`;
  // No zone from the page: the zone of a city the address posted in, then UTC.
  const recipient = { ...(options.locale ?? { language: 'en', timeZone: null }), city: owned.city };
  await mailer.send({ to: email, ...myAdsLinkMail({ recipient, link, expiresAt, publicUrl: options.publicUrl }) });
  return true;
}

/** The mail with a "My ads" sign-in link, in the language and zone of the page it was asked from. */
export function myAdsLinkMail(options: { recipient: MailRecipient; link: string; expiresAt: Date; publicUrl: string }): { subject: string; text: string } {
  const { t, dateTime, footer } = mailText(options.recipient);
  return {
    subject: subjectLine(t('mail.myAds.subject', { myAds: t('myAds.title') })),
    text: [
      t('mail.myAds.intro'),
      '',
      t('mail.myAds.action', { button: t('myAds.signIn') }),
      options.link,
      '',
      t('mail.myAds.until', { until: dateTime(options.expiresAt) }),
      ...footer(options.publicUrl),
    ].join('\n'),
  };
}

/**
 * Looks a sign-in link up without using it (GET shows a button). A link we did not make
 * counts as a wrong link token (with `limits`); an expired or used one is `gone`.
 */
export async function findMyAdsLink(
  db: Db,
  options: { id: string; token: string; now?: Date; limits?: Limits },
): Promise<{ id: string; email: string }> {
  const now = options.now ?? new Date();
  const [row] = isUuid(options.id) ? await db.select().from(myAdsLinks).where(eq(myAdsLinks.id, options.id)).limit(1) : [];
  // The ids are in mails only, so a wrong id is as much a guess as a wrong token.
  const matches = () => !!row && secretTokenMatches(options.token, row.tokenHash);
  const accepted = options.limits ? await acceptLinkToken(options.limits, matches, `my-ads-link:${options.id}`) : matches();
  if (!row || !accepted) throw notFound('errors.myAds.linkInvalid');
  if (row.usedAt || row.expiresAt <= now) {
    throw new AppError('gone', 'errors.myAds.linkExpired');
  }
  return { id: row.id, email: row.email };
}

/** Uses the link once: of two concurrent presses, one signs in and the other is told the link was used. */
export async function redeemMyAdsLink(db: Db, options: { id: string; token: string; now?: Date; limits?: Limits }): Promise<{ email: string }> {
  const now = options.now ?? new Date();
  const link = await findMyAdsLink(db, { ...options, now });
  const used = await db
    .update(myAdsLinks)
    .set({ usedAt: now })
    .where(and(eq(myAdsLinks.id, link.id), isNull(myAdsLinks.usedAt), gt(myAdsLinks.expiresAt, now)))
    .returning({ id: myAdsLinks.id });
  if (used.length === 0) throw new AppError('gone', 'errors.myAds.linkExpired');
  return { email: link.email };
}

const sessionHashOf = (sessionId: string) => createHash('sha256').update(`my-ads-session:${sessionId}`, 'utf8').digest('hex');

export async function startMyAdsSession(db: Db, options: { email: string; now?: Date }): Promise<{ sessionId: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + MY_ADS_SESSION_HOURS * 60 * 60 * 1000);
  await db.delete(myAdsSessions).where(lte(myAdsSessions.expiresAt, now));
  await db.insert(myAdsSessions).values({ idHash: sessionHashOf(sessionId), email: normalizeEmail(options.email), expiresAt });
  return { sessionId, expiresAt };
}

/** The contact address a session stands for, or null (unknown, signed out or expired). */
export async function findMyAdsSession(db: Db, options: { sessionId: string; now?: Date }): Promise<string | null> {
  if (!SESSION_ID.test(options.sessionId)) return null;
  const [row] = await db
    .select({ email: myAdsSessions.email })
    .from(myAdsSessions)
    .where(and(eq(myAdsSessions.idHash, sessionHashOf(options.sessionId)), gt(myAdsSessions.expiresAt, options.now ?? new Date())))
    .limit(1);
  return row?.email ?? null;
}

export async function endMyAdsSession(db: Db, sessionId: string): Promise<void> {
  if (!SESSION_ID.test(sessionId)) return;
  await db.delete(myAdsSessions).where(eq(myAdsSessions.idHash, sessionHashOf(sessionId)));
}
