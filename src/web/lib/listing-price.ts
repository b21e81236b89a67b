import type { Listing } from '../../domain/listings/listing-schemas';
import { formatPrice } from '../../domain/shared/format';
import type { TFunction } from '../../i18n/i18n';

/**
 * A listing's price as cards and the listing page show it: in the city's money, 'Free'
 * for 0, and per its period where it has one ("£1,500/month", "¥9,000/night").
 */
export function listingPriceText(
  listing: Pick<Listing, 'price' | 'currency' | 'priceUnit'>,
  locale: string,
  t: TFunction,
  freeLabel = t('results.free'),
): string {
  const price = formatPrice(listing.price, listing.currency, locale, freeLabel);
  if (!price || !listing.priceUnit || Number(listing.price) === 0) return price;
  return t(`listingCard.pricePer.${listing.priceUnit}`, { price });
}
