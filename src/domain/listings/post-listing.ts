/**
 * Posting an ad, every effect in order: the rate limits, the listing with its scam
 * screening, the price verdict for its deal badge, the management link by mail, and
 * the seller's verified mark (or a mail to confirm the address). Mail is best effort:
 * the ad is posted whether or not it goes out, and a failure is reported, not thrown.
 * Photos sent with the ad follow the rule of PUT /api/listings/{id}/images, in the same
 * function: checked before the ad exists (a bad photo posts nothing), claimed after.
 *
 * The ad's two mails go to whatever address the form names. Until that address is
 * confirmed, nothing says it is the poster's, so an ad to it counts against the limit of
 * confirmation mails (email_confirmation, per visitor and per address), once per ad: its
 * management link and its confirmation link go out together. Past the limit the ad is
 * refused before anything is stored. Ads to a confirmed address mail its owner, and are
 * not counted.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import type { PersonLocale } from '../../i18n/locale';
import type { ConsumeLimit } from '../limits/rate-limiter';
import type { MailFailureReport, Mailer } from '../mail/mailer';
import { refreshPriceVerdict } from '../pricing/price-verdicts';
import { AppError, isAppError } from '../shared/errors';
import { isEmailVerified, refreshSellerVerification, requestEmailVerification } from '../verification/email-verification';
import { checkListingImages, setListingImages } from './attach-listing-images';
import { createListing, type CreatedListing } from './create-listing';
import { listingExpiry } from './listing-constants';
import type { ListingInput } from './listing-schemas';
import { sendManageLink } from './send-manage-link';

export interface PostListingOptions {
  input: ListingInput;
  /** The anonymous visitor id from the signed cookie: the listing's seller. */
  visitorId: string;
  consumeLimit: ConsumeLimit;
  mailer: Mailer;
  /** The site's origin, for links in mails. */
  publicUrl: string;
  /** Where our images are served from (media-keys.ts `mediaUrlPrefixes`). */
  mediaPrefixes: readonly string[];
  onMailFailure: MailFailureReport;
  now?: Date;
  /** The language and zone of the page the seller posted from, kept with the listing for every mail to the seller. */
  locale?: PersonLocale;
}

/** The confirmation mails' limit, said as what it means to someone posting: confirm first. */
async function consumeUnconfirmedMail(consumeLimit: ConsumeLimit): Promise<void> {
  try {
    await consumeLimit('email_confirmation');
  } catch (error) {
    if (!isAppError(error) || error.kind !== 'rate_limited') throw error;
    throw new AppError('rate_limited', 'errors.limits.unconfirmedPosts', [], { retryAfterSeconds: error.retryAfterSeconds });
  }
}

export async function postListing(db: Db, options: PostListingOptions): Promise<CreatedListing> {
  const { input, visitorId, mailer, publicUrl, onMailFailure } = options;
  await options.consumeLimit('post_listing');
  if (!(await isEmailVerified(db, input.contactEmail))) await consumeUnconfirmedMail(options.consumeLimit);
  const images = { imageURLs: input.images ?? [], uploaderIds: [visitorId], field: 'images', mediaPrefixes: options.mediaPrefixes };
  const checked = await checkListingImages(db, { ...images, listingId: null });
  const now = options.now ?? new Date();
  const locale = options.locale ?? { language: 'en', timeZone: null };
  const created = await createListing(db, { input, userId: visitorId, now, uploadIds: checked.uploadIds, locale });
  if (images.imageURLs.length > 0) {
    try {
      await setListingImages(db, { ...images, listingId: created.id });
    } catch (error) {
      // A photo taken by another ad since the check: no half-posted ad is left behind.
      await db.delete(listings).where(eq(listings.id, created.id));
      throw error;
    }
  }
  await refreshPriceVerdict(db, created.id);
  const recipient = { ...locale, city: input.city };
  await sendManageLink(mailer, {
    to: input.contactEmail,
    title: input.title,
    manageUrl: created.manageUrl,
    publicUrl,
    expiresAt: listingExpiry(now),
    recipient,
  }).catch((error: unknown) =>
    onMailFailure(error, 'could not send the management link'),
  );
  // A confirmed address makes the ad "Verified seller" at once; any other gets a confirmation link.
  if (!(await refreshSellerVerification(db, created.id))) {
    await requestEmailVerification(db, mailer, { email: input.contactEmail, visitorId, publicUrl, now, recipient }).catch((error: unknown) =>
      onMailFailure(error, 'could not send the email confirmation'),
    );
  }
  return created;
}
