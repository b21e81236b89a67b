/**
 * The seller asks, from the management page, for a new link to confirm the listing's
 * contact email. Nothing is mailed (and no unit of the limit spent) when the address is
 * already confirmed: then the listing simply gets its verified mark.
 */
import type { Db } from '../../db/client';
import type { PersonLocale } from '../../i18n/locale';
import type { ConsumeLimit } from '../limits/rate-limiter';
import type { Mailer } from '../mail/mailer';
import { refreshSellerVerification, requestEmailVerification } from '../verification/email-verification';
import { findManagedListing, type ListingManager } from './listing-access';

export async function requestListingConfirmation(
  db: Db,
  options: { id: string; manager: ListingManager; consumeLimit: ConsumeLimit; mailer: Mailer; publicUrl: string; now?: Date; locale?: PersonLocale },
): Promise<{ sent: boolean; verified: boolean }> {
  const listing = await findManagedListing(db, options);
  if (await refreshSellerVerification(db, listing.id)) return { sent: false, verified: true };
  await options.consumeLimit('email_confirmation');
  // Unlike the mails sent on posting, this one is the whole request: a failure is the answer.
  const sent = await requestEmailVerification(db, options.mailer, {
    email: listing.contactEmail,
    visitorId: options.manager.visitorId,
    publicUrl: options.publicUrl,
    now: options.now,
    // The page the seller asks from, else the one they posted from.
    recipient: { ...(options.locale ?? { language: listing.language, timeZone: listing.timeZone }), city: listing.city },
  });
  return { sent, verified: false };
}
