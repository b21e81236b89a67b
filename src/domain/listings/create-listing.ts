import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { attributesToStore } from '../attributes/listing-attributes';
import { findCity } from '../geo/find-city';
import { GLOBAL_DEFAULTS } from '../geo/cities';
import { filterRegionOf } from '../geo/city-region';
import type { ScreenedStatus } from '../moderation/moderation-status';
import { screenListing } from '../moderation/screen-listing';
import { storedLanguage, type PersonLocale } from '../../i18n/locale';
import { invalid } from '../shared/errors';
import { defaultPriceUnit } from '../taxonomy/price-units';
import { listingExpiry } from './listing-constants';
import type { ListingInput } from './listing-schemas';
import { createManageToken, manageUrl } from './manage-token';

/** The columns a seller writes, when posting and when editing. */
export function sellerFields(input: ListingInput, countryCode: string | null = null) {
  return {
    title: input.title,
    description: input.description,
    price: input.price,
    // No price, no period; no unit given, the one the text states or the category implies
    // (a wage of 14 is per hour: taxonomy/price-units.ts).
    priceUnit:
      input.price === null
        ? null
        : input.priceUnit === undefined
          ? defaultPriceUnit({
              category: input.category,
              subcategory: input.subcategory,
              text: `${input.title}\n${input.description}`,
              amount: Number(input.price),
              countryCode,
            })
          : input.priceUnit,
    category: input.category,
    subcategory: input.subcategory,
    condition: input.condition,
    neighborhood: input.neighborhood,
    contactEmail: input.contactEmail,
    deliveryAvailable: input.deliveryAvailable,
    priceNegotiable: input.priceNegotiable,
  };
}

export interface CreateListingOptions {
  input: ListingInput;
  /** The anonymous visitor id from the signed cookie. */
  userId: string;
  now?: Date;
  /** The checked uploads the ad will show (attached after): screening sees a photo reused from another ad. */
  uploadIds?: readonly string[];
  /** The language and zone of the page the seller posted from: every later mail to the seller uses them. */
  locale?: PersonLocale;
}

export interface CreatedListing {
  id: string;
  manageUrl: string;
  /** What screening decided: approved (public now), review (waits for a person) or rejected. */
  moderationStatus: ScreenedStatus;
}

/**
 * Stores a new listing in the city it was posted from, priced in that city's currency,
 * as pending; scam screening then decides, within the same call, whether it goes public.
 * Server-owned fields (id, moderation, verification, timestamps) are never taken from input.
 */
export async function createListing(db: Db, options: CreateListingOptions): Promise<CreatedListing> {
  const { input } = options;
  const city = input.city ? findCity(input.city) : undefined;
  if (input.city && !city) {
    throw invalid('errors.city.unknown', [{ field: 'city', message: 'errors.city.noSite', values: { city: input.city } }]);
  }
  // An ad belongs to a city: its currency, language and zone. Posting from a page without
  // one (the global site) asks the seller which city first.
  if (!city) throw invalid('errors.listing.cityRequired', [{ field: 'city', message: 'errors.listing.cityRequired' }]);
  const now = options.now ?? new Date();
  const manage = createManageToken();
  const [row] = await db
    .insert(listings)
    .values({
      ...sellerFields(input, city?.countryCode ?? null),
      ...attributesToStore(input, city?.countryCode ?? null),
      currency: city?.currency ?? GLOBAL_DEFAULTS.currency,
      userId: options.userId,
      city: city?.subdomain ?? null,
      country: city?.country ?? null,
      countryCode: city?.countryCode ?? null,
      region: city ? filterRegionOf(city) : null,
      // Never public before screening has looked at it.
      moderationStatus: 'pending',
      manageTokenHash: manage.hash,
      createdAt: now,
      expiresAt: listingExpiry(now),
      // Without the page's locale (demo data, a script): the city's language; its zone applies when mails are written.
      language: options.locale?.language ?? storedLanguage(city.languageCode),
      timeZone: options.locale?.timeZone ?? null,
    })
    .returning({ id: listings.id });
  if (!row) throw new Error('Insert returned no row');
  const screening = await screenListing(db, { listingId: row.id, now, uploadIds: options.uploadIds });
  // The only time the token exists in clear: the seller is shown (and mailed) the link.
  return { id: row.id, manageUrl: manageUrl(row.id, manage.token), moderationStatus: screening.moderationStatus };
}
