/**
 * Three days before an ad expires, its seller gets one mail with a one-click renew link.
 * One reminder per listing and expiry date (expiry_reminders' unique index): the job can
 * run again, in two processes at once, or be retried after a failed mail, and each ad's
 * date is mailed once; a renewed ad gets a new date and, later, a new reminder. Sold and
 * deleted ads get none. The link, like every secret link, shows a button on GET and
 * renews on POST; only its token's hash is stored.
 */
import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expiryReminders, listings } from '../../db/schema';
import { acceptLinkToken } from '../limits/link-token-limit';
import type { Limits } from '../limits/rate-limiter';
import { LISTING_LIFETIME_DAYS, listingExpiry } from '../listings/listing-constants';
import type { Mailer } from '../mail/mailer';
import { mailText, subjectLine, type MailRecipient } from '../mail/mail-text';
import { AppError, notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { createSecretToken, secretTokenMatches } from '../shared/secret-token';

export const REMINDER_DAYS_BEFORE = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export function renewLinkPath(id: string, token: string): string {
  return `/my-ads/renew/${id}/${token}`;
}

/** Mails every due reminder not mailed yet; answers how many went out. */
export async function sendExpiryReminders(db: Db, mailer: Mailer, options: { publicUrl: string; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  const due = await db
    .select({
      id: listings.id,
      title: listings.title,
      email: listings.contactEmail,
      expiresAt: listings.expiresAt,
      // The seller's page language and zone at posting: the reminder is written in them.
      language: listings.language,
      timeZone: listings.timeZone,
      city: listings.city,
    })
    .from(listings)
    .leftJoin(expiryReminders, and(eq(expiryReminders.listingId, listings.id), eq(expiryReminders.expiresAt, listings.expiresAt)))
    .where(
      and(
        ne(listings.status, 'sold'),
        gt(listings.expiresAt, now),
        lte(listings.expiresAt, new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY_MS)),
        isNull(expiryReminders.id),
      ),
    )
    .limit(1000);
  let sent = 0;
  for (const listing of due) {
    if (!listing.expiresAt) continue;
    const secret = createSecretToken();
    // The unique index decides: of two runs at once, one inserts and mails, the other skips.
    const [claimed] = await db
      .insert(expiryReminders)
      .values({ listingId: listing.id, expiresAt: listing.expiresAt, tokenHash: secret.hash })
      .onConflictDoNothing()
      .returning({ id: expiryReminders.id });
    if (!claimed) continue;
    const link = `${options.publicUrl}${renewLinkPath(claimed.id, secret.token)}`;
    try {
      await mailer.send({
        to: listing.email,
        ...expiryReminderMail({ recipient: listing, title: listing.title, expiresAt: listing.expiresAt, link, publicUrl: options.publicUrl }),
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (error) {
      // Not sent: forget the claim so the job's retry (or the next run) mails it.
      await db.delete(expiryReminders).where(eq(expiryReminders.id, claimed.id));
      throw error;
    }
    await db.update(expiryReminders).set({ sentAt: new Date() }).where(eq(expiryReminders.id, claimed.id));
    sent += 1;
  }
  return sent;
}

/** The reminder a few days before an ad expires, in the seller's language and zone (kept with the listing). */
export function expiryReminderMail(options: { recipient: MailRecipient; title: string; expiresAt: Date; link: string; publicUrl: string }): {
  subject: string;
  text: string;
} {
  const { t, dateTime, footer } = mailText(options.recipient);
  const title = options.title;
  return {
    subject: subjectLine(t('mail.reminder.subject', { title, count: REMINDER_DAYS_BEFORE })),
    text: [
      t('mail.reminder.expires', { title, date: dateTime(options.expiresAt) }),
      '',
      t('mail.reminder.action', { days: LISTING_LIFETIME_DAYS, button: t('myAds.renew') }),
      options.link,
      '',
      t('mail.reminder.sold', { myAds: t('myAds.title') }),
      ...footer(options.publicUrl),
    ].join('\n'),
  };
}

export interface RenewLink {
  listingId: string;
  title: string;
  /** ready: the button renews; renewed: done already (this link or another way); sold: cannot be renewed. */
  outcome: 'ready' | 'renewed' | 'sold';
  expiresAt: string | null;
}

/** Looks the renew link up without changing anything (GET). A wrong token counts against `wrong_link_token`. */
export async function findRenewLink(db: Db, options: { id: string; token: string; limits?: Limits }): Promise<RenewLink> {
  const [row] = isUuid(options.id)
    ? await db
        .select({ reminder: expiryReminders, listing: { id: listings.id, title: listings.title, status: listings.status, expiresAt: listings.expiresAt } })
        .from(expiryReminders)
        .innerJoin(listings, eq(listings.id, expiryReminders.listingId))
        .where(eq(expiryReminders.id, options.id))
        .limit(1)
    : [];
  const matches = () => !!row && secretTokenMatches(options.token, row.reminder.tokenHash);
  const accepted = options.limits ? await acceptLinkToken(options.limits, matches, `renew-link:${options.id}`) : matches();
  if (!row || !accepted) throw notFound('errors.myAds.renewLinkInvalid');
  const { listing, reminder } = row;
  const outcome = listing.status === 'sold' ? 'sold' : listing.expiresAt && listing.expiresAt.getTime() !== reminder.expiresAt.getTime() ? 'renewed' : 'ready';
  return { listingId: listing.id, title: listing.title, outcome, expiresAt: listing.expiresAt?.toISOString() ?? null };
}

/** Renews the ad for another lifetime; pressing twice renews once (the date the mail was about has passed). */
export async function renewFromReminder(db: Db, options: { id: string; token: string; limits?: Limits; now?: Date }): Promise<RenewLink> {
  const link = await findRenewLink(db, options);
  if (link.outcome === 'sold') throw new AppError('conflict', 'errors.listing.soldNotRenewable');
  if (link.outcome === 'renewed') return link;
  const expiresAt = listingExpiry(options.now ?? new Date());
  await db
    .update(listings)
    .set({ expiresAt })
    .where(and(eq(listings.id, link.listingId), ne(listings.status, 'sold'), sql`${listings.expiresAt} = (SELECT r.expires_at FROM expiry_reminders r WHERE r.id = ${options.id}::uuid)`));
  return { ...link, outcome: 'renewed', expiresAt: expiresAt.toISOString() };
}
