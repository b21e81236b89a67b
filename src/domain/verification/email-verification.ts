/**
 * Verified sellers: a contact email is confirmed by a link mailed to it. Confirmed
 * addresses make every listing that uses them `isVerifiedUser` — the badge on cards and
 * detail, and what "Trusted Sellers Only" shows. The record is SPEC's user verification
 * (type `email`); the address sits in its metadata with only a hash of the link's token.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, userVerifications } from '../../db/schema';
import { acceptLinkToken } from '../limits/link-token-limit';
import type { Limits } from '../limits/rate-limiter';
import type { Mailer } from '../mail/mailer';
import { mailText, subjectLine, type MailRecipient } from '../mail/mail-text';
import { AppError, notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { createSecretToken, secretTokenMatches } from '../shared/secret-token';

/** How long a confirmation link works. */
export const VERIFICATION_LINK_HOURS = 48;
const EMAIL_VERIFICATION = 'email';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailOf = sql<string>`${userVerifications.metadata}->>'email'`;

export async function isEmailVerified(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userVerifications.id })
    .from(userVerifications)
    .where(and(eq(userVerifications.verificationType, EMAIL_VERIFICATION), eq(userVerifications.status, 'verified'), eq(emailOf, normalizeEmail(email))))
    .limit(1);
  return !!row;
}

/**
 * Whether this visitor (the browser that asked for the link) confirmed the address. A
 * buyer's messages wait for this, not for the address being confirmed by anyone: were
 * an address confirmed elsewhere (a seller's, say) let through at once, the answer to
 * "write from this address" would tell a stranger which addresses are confirmed, and so
 * which one a listing's hidden contact address is.
 */
export async function isEmailConfirmedBy(db: Db, email: string, visitorId: string | null): Promise<boolean> {
  if (!visitorId) return false;
  const [row] = await db
    .select({ id: userVerifications.id })
    .from(userVerifications)
    .where(
      and(
        eq(userVerifications.verificationType, EMAIL_VERIFICATION),
        eq(userVerifications.status, 'verified'),
        eq(emailOf, normalizeEmail(email)),
        eq(userVerifications.userId, visitorId),
      ),
    )
    .limit(1);
  return !!row;
}

/** Sets the listing's verified mark from its current contact email (after posting or editing). */
export async function refreshSellerVerification(db: Db, listingId: string): Promise<boolean> {
  const [row] = await db.select({ email: listings.contactEmail }).from(listings).where(eq(listings.id, listingId));
  if (!row) return false;
  const verified = await isEmailVerified(db, row.email);
  await db.update(listings).set({ isVerifiedUser: verified }).where(eq(listings.id, listingId));
  return verified;
}

/** Where the seller confirms; the token is in the path, like the management link. */
export function verificationPath(id: string, token: string): string {
  return `/verify-email/${id}/${token}`;
}

/**
 * Mails a confirmation link to an address not yet confirmed. Answers whether a mail
 * went out (false when the address is already confirmed).
 */
export async function requestEmailVerification(
  db: Db,
  mailer: Mailer,
  options: {
    email: string;
    visitorId: string;
    publicUrl: string;
    now?: Date;
    /** Whom the mail is for: its language, zone and city (the seller's, kept with the listing). */
    recipient: MailRecipient;
    /**
     * The mail, when it is not the seller's (a buyer confirming before their first message
     * goes out). A buyer confirms from their own browser: the link goes out unless this
     * visitor confirmed the address already (isEmailConfirmedBy).
     */
    mail?: (link: string, expiresAt: Date) => { subject: string; text: string };
  },
): Promise<boolean> {
  const email = normalizeEmail(options.email);
  const confirmed = options.mail ? await isEmailConfirmedBy(db, email, options.visitorId) : await isEmailVerified(db, email);
  if (confirmed) return false;
  const now = options.now ?? new Date();
  const secret = createSecretToken();
  const expiresAt = new Date(now.getTime() + VERIFICATION_LINK_HOURS * 60 * 60 * 1000);
  const [row] = await db
    .insert(userVerifications)
    .values({
      userId: options.visitorId,
      verificationType: EMAIL_VERIFICATION,
      status: 'pending',
      submittedAt: now,
      metadata: { email, tokenHash: secret.hash },
      cost: 0,
      expiresAt,
    })
    .returning({ id: userVerifications.id });
  if (!row) throw new Error('Insert returned no row');
  const link = `${options.publicUrl}${verificationPath(row.id, secret.token)}`;
  if (options.mail) {
    await mailer.send({ to: email, ...options.mail(link, expiresAt) });
    return true;
  }
  await mailer.send({ to: email, ...sellerConfirmationMail({ recipient: options.recipient, link, expiresAt, publicUrl: options.publicUrl }) });
  return true;
}

/** The seller's mail with the link that confirms their address, in their language and zone. */
export function sellerConfirmationMail(options: { recipient: MailRecipient; link: string; expiresAt: Date; publicUrl: string }): {
  subject: string;
  text: string;
} {
  const { t, dateTime, footer } = mailText(options.recipient);
  return {
    subject: subjectLine(t('mail.sellerConfirm.subject')),
    text: [
      t('mail.sellerConfirm.intro'),
      '',
      t('mail.sellerConfirm.action', { button: t('verification.confirmButton') }),
      options.link,
      '',
      t('mail.sellerConfirm.until', { until: dateTime(options.expiresAt) }),
      ...footer(options.publicUrl),
    ].join('\n'),
  };
}

/**
 * Looks a confirmation link up without changing anything: opening the link (GET) only
 * shows a button, because mail scanners and link previews open links nobody clicked.
 * Throws not_found for a link we did not make, gone for an expired, unconfirmed one.
 * With the visitor's `limits` (the page passes them), a link we did not make counts as a
 * wrong link token, and past that limit every link is refused (rate_limited); scripts
 * and tests that hold the real link may leave them out.
 */
export async function findEmailConfirmation(
  db: Db,
  options: { id: string; token: string; now?: Date; limits?: Limits },
): Promise<{ rowId: string; email: string; visitorId: string; confirmed: boolean }> {
  const now = options.now ?? new Date();
  const invalidLink = notFound('errors.verification.linkInvalid');
  const [row] = isUuid(options.id)
    ? await db.select().from(userVerifications).where(and(eq(userVerifications.id, options.id), eq(userVerifications.verificationType, EMAIL_VERIFICATION)))
    : [];
  const metadata = (row?.metadata ?? {}) as { email?: string; tokenHash?: string };
  // The ids are in mails only, so a wrong id is as much a guess as a wrong token.
  const matches = () => !!row && !!metadata.email && secretTokenMatches(options.token, metadata.tokenHash);
  const accepted = options.limits ? await acceptLinkToken(options.limits, matches, `email-confirmation:${options.id}`) : matches();
  if (!row || !metadata.email || !accepted) throw invalidLink;
  const confirmed = row.status === 'verified';
  if (!confirmed && row.expiresAt && row.expiresAt <= now) {
    throw new AppError('gone', 'errors.verification.linkExpired');
  }
  return { rowId: row.id, email: metadata.email, visitorId: row.userId, confirmed };
}

/** The seller pressed "Confirm": marks the address verified, and with it every listing that uses it. */
export async function confirmEmail(
  db: Db,
  options: { id: string; token: string; now?: Date; limits?: Limits },
): Promise<{ email: string; visitorId: string; listings: number }> {
  const now = options.now ?? new Date();
  const link = await findEmailConfirmation(db, { ...options, now });
  if (!link.confirmed) {
    await db.update(userVerifications).set({ status: 'verified', reviewedAt: now, reviewedBy: 'email-link' }).where(eq(userVerifications.id, link.rowId));
  }
  const updated = await db
    .update(listings)
    .set({ isVerifiedUser: true })
    .where(sql`lower(${listings.contactEmail}) = ${link.email}`)
    .returning({ id: listings.id });
  return { email: link.email, visitorId: link.visitorId, listings: updated.length };
}
