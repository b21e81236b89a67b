import { clsx } from 'clsx';
import { BadgeCheck, Settings2, ShieldAlert, ShieldX, Truck } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import type { Route } from './+types/listing';
import { findCity, localityOf } from '../../domain/geo/find-city';
import { cityPath } from '../../domain/geo/city-path';
import { findSimilarListings } from '../../domain/listings/find-similar-listings';
import { getListingForVisitor } from '../../domain/listings/get-listing-for-visitor';
import { neighborhoodName } from '../../domain/listings/neighborhood-name';
import type { HeldStatus } from '../../domain/moderation/moderation-status';
import { checkListingPrice } from '../../domain/pricing/price-verdicts';
import { isAppError } from '../../domain/shared/errors';
import { formatRelativeTime, wordsLocale } from '../../domain/shared/format';
import { listingPriceText } from '../lib/listing-price';
import { findCategory, findSubcategory } from '../../domain/taxonomy/categories';
import { CONDITIONS, type Condition } from '../../domain/taxonomy/conditions';
import { endedKey, endWordFor } from '../../domain/taxonomy/end-word';
import { ListingCard } from '../components/listing-card';
import { MessageSellerButton } from '../components/conversations/message-seller-button';
import { FavouriteToggle } from '../components/listing/favourite-toggle';
import { ListingGallery } from '../components/listing/listing-gallery';
import KeyFacts from '../components/listing/key-facts';
import { ListingDetails } from '../components/listing/listing-details';
import { PriceAnalysisPanel } from '../components/listing/price-analysis-panel';
import { ReportListingButton } from '../components/listing/report-dialog';
import { ShareButton } from '../components/listing/share-button';
import { useViewBeacon } from '../components/listing/use-view-beacon';
import { buttonClass } from '../components/ui/dialog';
import { listingPath } from '../lib/paths';
import { notFoundResponse, pageLocality } from '../lib/page-city';
import { listingSeo } from '../lib/seo/page-seo';
import { noindexForPage, seoForPage } from '../lib/seo/page-meta.server';
import { noindexMetaOf } from '../lib/seo/route-meta';
import { categoryLabel, subcategoryLabel } from '../i18n/taxonomy-labels';

/** Listing detail, at /listing/{id} and /{country}/{city}/listing/{id}. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.country) pageLocality(request, params);
  try {
    // The seller (same visitor cookie) also sees their listing while screening holds it back.
    const { listing, heldStatus, managedByVisitor, expiresAt } = await getListingForVisitor(context.db, {
      id: params.id,
      manager: { visitorId: context.visitorId, myAdsEmail: context.myAds.email },
    });
    // The price check judges public listings with an asking price (not free, not "no price"),
    // fresh, and brings the verdict the cards show up to date (domain/pricing/price-verdicts).
    const [priceAnalysis, similar] = await Promise.all([
      !heldStatus && listing.price !== null && Number(listing.price) > 0
        ? checkListingPrice(context.db, listing, { cache: context.listingsCache })
        : null,
      heldStatus ? [] : findSimilarListings(context.db, { listing }),
    ]);
    const locality = localityOf(findCity(listing.city));
    // Only its seller sees a held listing: never indexed, never shared.
    const seo = heldStatus
      ? noindexForPage({ request, params }, `screening.${heldStatus}Title`)
      : seoForPage({ request, params, context }, (words, site) =>
          listingSeo(words, { listing, city: locality.city, publicUrl: site.publicUrl, expiresAt }),
        );
    const page = {
      listing,
      heldStatus,
      managedByVisitor,
      priceAnalysis,
      similar,
      locality,
      seo,
      canonical: `${context.publicUrl}${listingPath(listing)}`,
    };
    // The seller's own view differs from everyone else's: no shared cache may keep it.
    return managedByVisitor ? data(page, { headers: { 'Cache-Control': 'private, no-store' } }) : page;
  } catch (error) {
    if (isAppError(error) && error.kind === 'not_found') throw notFoundResponse();
    throw error;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData?.seo ?? noindexMetaOf(matches, 'listing.notFoundTitle');
}

const isCondition = (value: string | null): value is Condition => (CONDITIONS as readonly (string | null)[]).includes(value);

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { listing, heldStatus, managedByVisitor, priceAnalysis, similar, locality, canonical } = loaderData;
  const { t, i18n } = useTranslation();
  const price = listingPriceText(listing, locality.locale, t, t('listing.free'));
  const category = findCategory(listing.category);
  const subcategory = listing.subcategory ? findSubcategory(listing.category, listing.subcategory) : undefined;
  const back = locality.city ? cityPath(locality.city) : '/';
  const sold = listing.status === 'sold';
  // Sold, let, filled or taken, by what the ad offers.
  const endWord = endWordFor(listing.category, listing.subcategory);
  // A view for the seller's "My ads", told once the page is shown (it may come from a cache).
  useViewBeacon(listing.id, !managedByVisitor && !heldStatus);

  return (
    <article className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[3fr_2fr] lg:gap-x-10">
      <div className="lg:col-start-1 lg:row-start-1">
        <Link to={back} className="mb-3 inline-block text-sm text-brand-700 hover:underline">
          {t('listing.back')}
        </Link>
        <ListingGallery images={listing.images} title={listing.title} />
      </div>

      <div className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:pt-8">
        {heldStatus && <ScreeningNote status={heldStatus} />}
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{listing.title}</h1>
          <FavouriteToggle id={listing.id} title={listing.title} variant="icon" />
        </div>
        {price && (
          <p className="text-2xl font-semibold text-slate-900" data-testid="listing-price">
            {price}
            {listing.priceNegotiable && <span className="ml-2 text-base font-normal text-slate-500">{t('listing.negotiable')}</span>}
          </p>
        )}
        <KeyFacts listing={listing} locale={locality.locale} className="text-sm text-slate-700" />
        <p className="text-sm text-slate-600">
          <span data-testid="listing-neighborhood">{neighborhoodName(listing.neighborhood)}</span>
          {' · '}
          <time dateTime={listing.createdAt} suppressHydrationWarning>
            {t('listing.posted', { time: formatRelativeTime(listing.createdAt, wordsLocale(i18n.language, locality.locale)) })}
          </time>
        </p>
        <ul className="flex flex-wrap gap-2 text-xs font-medium" aria-label={t('listing.badges')}>
          {sold && <li className="rounded-full bg-slate-800 px-2.5 py-1 text-white">{t(endedKey(endWord, 'badge'))}</li>}
          {listing.isVerifiedUser && (
            <li className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-700" data-testid="verified-seller">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden />
              {t('listingCard.verifiedSeller')}
            </li>
          )}
          {isCondition(listing.condition) && (
            <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{t(`listing.conditions.${listing.condition}`)}</li>
          )}
          {category && (
            <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">
              {categoryLabel(t, category.slug)}
              {subcategory && ` · ${subcategoryLabel(t, category.slug, subcategory.slug)}`}
            </li>
          )}
          {listing.deliveryAvailable && (
            <li className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-700">
              <Truck className="h-3.5 w-3.5" aria-hidden />
              {t('listing.delivery')}
            </li>
          )}
        </ul>

        {managedByVisitor ? (
          <div className="space-y-2" data-testid="owner-actions">
            <Link to={`/manage/${listing.id}`} className={clsx(buttonClass.primary, 'w-full py-3 text-base')} data-testid="manage-this-ad">
              <Settings2 className="h-5 w-5" aria-hidden />
              {t('listing.manageThisAd')}
            </Link>
            <p className="text-sm text-slate-600">{t(endedKey(endWord, 'yourAd'))}</p>
          </div>
        ) : heldStatus ? null : sold ? (
          <p className="rounded-lg bg-slate-100 px-4 py-3 font-medium text-slate-700" data-testid="sold-note" role="status">
            {t(endedKey(endWord, 'banner'))}
          </p>
        ) : (
          <MessageSellerButton listingId={listing.id} title={listing.title} category={listing.category} subcategory={listing.subcategory} />
        )}

        <div className="flex flex-wrap gap-2">
          <FavouriteToggle id={listing.id} title={listing.title} variant="button" />
          {!heldStatus && <ShareButton url={canonical} title={listing.title} />}
        </div>

        {priceAnalysis && <PriceAnalysisPanel analysis={priceAnalysis} locale={locality.locale} />}

        <aside className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="safety-note">
          <p className="font-semibold">{t('listing.safetyTitle')}</p>
          <p>{t('listing.safetyBody')}</p>
        </aside>

        {!heldStatus && !managedByVisitor && <ReportListingButton listingId={listing.id} endWord={endWord} />}
      </div>

      <div className="space-y-6 lg:col-start-1 lg:row-start-2">
        <ListingDetails listing={listing} locale={locality.locale} />
        <section aria-labelledby="listing-description">
          <h2 id="listing-description" className="mb-2 text-lg font-semibold text-slate-900">
            {t('listing.descriptionHeading')}
          </h2>
          <p className="whitespace-pre-line break-words text-slate-800" data-testid="listing-description">
            {listing.description}
          </p>
        </section>
      </div>

      {similar.length > 0 && (
        <section className="lg:col-span-2" aria-labelledby="similar-listings" data-testid="similar-listings">
          <h2 id="similar-listings" className="mb-3 text-lg font-semibold text-slate-900">
            {t('listing.similarHeading')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
            {similar.map((item) => (
              <li key={item.id} className="min-w-0">
                <ListingCard listing={item} locale={locality.locale} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** Shown only to the seller: why nobody else sees this listing yet. */
function ScreeningNote({ status }: { status: HeldStatus }) {
  const { t } = useTranslation();
  const rejected = status === 'rejected';
  return (
    <div
      role="status"
      data-testid="screening-note"
      data-status={status}
      className={clsx(
        'flex gap-3 rounded-lg border p-3 text-sm',
        rejected ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      {rejected ? <ShieldX className="h-5 w-5 shrink-0" aria-hidden /> : <ShieldAlert className="h-5 w-5 shrink-0" aria-hidden />}
      <div>
        <p className="font-semibold">{t(`screening.${status}Title`)}</p>
        <p>{t(`screening.${status}Body`)}</p>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  // Anything else than "not found" is still a listing the visitor cannot see (SPEC section 8).
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center" data-status={status}>
      <h1 className="text-2xl font-bold">{t('listing.notFoundTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('listing.notFoundBody')}</p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        {t('listing.backHome')}
      </Link>
    </div>
  );
}
