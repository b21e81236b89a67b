import { clsx } from 'clsx';
import { lazy, memo, Suspense, type Ref } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import type { Listing } from '../../domain/listings/listing-schemas';
import { imageVariantUrl, IMAGE_VARIANTS } from '../../domain/media/image-variants';
import { dealBadgeOf, type PriceVerdict } from '../../domain/pricing/deal-badge';
import { neighborhoodName } from '../../domain/listings/neighborhood-name';
import { formatRelativeTime, wordsLocale } from '../../domain/shared/format';
import { useFavourites } from '../lib/favourites';
import { listingPriceText } from '../lib/listing-price';
import { listingPath } from '../lib/paths';
import { endedKey, endWordFor } from '../../domain/taxonomy/end-word';
import { BadgeCheckIcon, HeartIcon, ImageOffIcon } from './ui/card-icons';

// The key facts' words and rules load apart from the card: the home page's first-load
// JavaScript has a budget (ADR 009). The server renders them in place, so the card keeps
// its height while the chunk arrives.
const KeyFacts = lazy(() => import('./listing/key-facts'));

/** A listing as a card shows it; the price verdict may be absent (older API answers). */
export type CardListing = Omit<Listing, 'priceAnalysis'> & { priceAnalysis?: PriceVerdict | null };

/** 4:3 box at the card size: width and height are set so nothing moves when it loads. */
const CARD_WIDTH = IMAGE_VARIANTS.card.width;
const CARD_HEIGHT = (CARD_WIDTH * 3) / 4;

interface ListingCardProps {
  listing: CardListing;
  locale: string;
  ref?: Ref<HTMLElement>;
  /**
   * City names in the page's language, by URL segment, on pages that span cities: the
   * card then says where the item is ("Islington, London"). Absent on a city's own pages.
   */
  cityNames?: Readonly<Record<string, string>>;
  /** Said under the place instead of the age, e.g. "12 km away · Rotterdam" in Nearby. */
  note?: string;
  /** A card on the first screen: its photo loads at once, with the browser's high priority. */
  priority?: boolean;
}

/**
 * One result: picture (or placeholder), deal badge, favourite heart, title, price
 * ('Free' for 0), the key facts of a car, flat or job (one line), area and age. The title's link covers the whole card, so a click
 * anywhere opens the listing; the heart sits above it as its own button. Memoised: a list
 * that grows or changes around it renders only the cards that changed.
 */
export const ListingCard = memo(function ListingCard({ listing, locale, ref, cityNames, note, priority = false }: ListingCardProps) {
  const { t, i18n } = useTranslation();
  const image = listing.images[0];
  const price = listingPriceText(listing, locale, t);
  const area = neighborhoodName(listing.neighborhood);
  const city = cityNames && listing.city ? cityNames[listing.city] : undefined;
  const place = city ? t('listingCard.place', { neighborhood: area, city }) : area;
  return (
    <article
      ref={ref}
      className={clsx(
        'group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md',
        // Cards below the first screen cost no style or layout until they come near it.
        !priority && '[contain-intrinsic-size:auto_18rem] [content-visibility:auto]',
      )}
      data-testid="listing-card"
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {image ? (
          <img
            src={imageVariantUrl(image, 'card')}
            srcSet={`${imageVariantUrl(image, 'thumb')} ${IMAGE_VARIANTS.thumb.width}w, ${imageVariantUrl(image, 'card')} ${CARD_WIDTH}w`}
            sizes="(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            width={CARD_WIDTH}
            height={CARD_HEIGHT}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="grid h-full w-full place-items-center text-slate-400" aria-hidden>
            <ImageOffIcon className="h-10 w-10" />
          </div>
        )}
        <DealBadge analysis={listing.priceAnalysis} />
        {listing.status === 'sold' && (
          <span className="absolute bottom-2 left-2 rounded-md bg-slate-900/85 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
            {t(endedKey(endWordFor(listing.category, listing.subcategory), 'badge'))}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-2 sm:gap-1 sm:p-3">
        {price && (
          <p className="text-base font-bold text-slate-900 sm:text-lg" data-testid="card-price">
            {price}
          </p>
        )}
        <h3 className="line-clamp-2 text-sm text-slate-900 group-hover:text-brand-700 sm:text-base">
          <Link to={listingPath(listing)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {listing.title}
          </Link>
        </h3>
        {listing.attributes && Object.keys(listing.attributes).length > 0 && (
          <Suspense fallback={null}>
            <KeyFacts listing={listing} locale={locale} />
          </Suspense>
        )}
        {listing.isVerifiedUser && (
          <p className="flex items-center gap-1 text-xs font-medium text-emerald-700">
            <BadgeCheckIcon className="h-3.5 w-3.5" />
            {t('listingCard.verifiedSeller')}
          </p>
        )}
        <p className="mt-auto flex flex-wrap justify-between gap-x-2 pt-1 text-xs text-slate-600" data-testid="card-place">
          <span className="min-w-0 truncate">{place}</span>
          {note ? (
            <span className="font-medium text-slate-700" data-testid="card-distance">
              {note}
            </span>
          ) : (
            <time dateTime={listing.createdAt} className="shrink-0" suppressHydrationWarning>
              {formatRelativeTime(listing.createdAt, wordsLocale(i18n.language, locale))}
            </time>
          )}
        </p>
      </div>
      <FavouriteButton id={listing.id} title={listing.title} />
    </article>
  );
});

/** '{n}% off' for good and excellent deals judged with enough confidence; nothing otherwise. */
export function DealBadge({ analysis }: { analysis?: PriceVerdict | null }) {
  const { t } = useTranslation();
  const badge = dealBadgeOf(analysis ?? null);
  if (!badge || !(badge.percentOff > 0)) return null;
  return (
    <span
      className={clsx(
        'absolute left-2 top-2 rounded-full px-2 py-0.5 text-xs font-semibold text-white shadow',
        badge.excellent ? 'bg-emerald-800' : 'bg-emerald-700',
      )}
      data-testid="deal-badge"
    >
      {t('listingCard.percentOff', { n: Math.round(badge.percentOff) })}
    </span>
  );
}

function FavouriteButton({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  const { isFavourite, toggle } = useFavourites();
  const saved = isFavourite(id);
  return (
    <button
      type="button"
      onClick={() => toggle(id)}
      aria-pressed={saved}
      aria-label={t('listingCard.favourite', { title })}
      title={saved ? t('listingCard.saved') : t('listingCard.save')}
      className="absolute right-2 top-2 z-10 grid h-10 w-10 place-items-center rounded-full bg-white/90 text-slate-700 shadow ring-1 ring-slate-200 transition hover:bg-white hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid="favourite-toggle"
    >
      <HeartIcon className={clsx('h-5 w-5', saved && 'fill-rose-600 text-rose-600')} />
    </button>
  );
}
