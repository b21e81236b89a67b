import { ChevronRight, MapPin } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import type { Route } from './+types/victoria';
import type { VictoriaLevel } from '../../domain/geo/victoria-place';
import { findVictoriaPlace, victoriaBreadcrumb } from '../../domain/geo/victoria-place';
import { countListings } from '../../domain/listings/find-listings';
import { CATEGORY_SLUGS } from '../../domain/taxonomy/categories';
import { BetaBanner } from '../components/banners/beta-banner';
import { ValueBanner } from '../components/banners/value-banner';
import { BrowseError } from '../components/browse/browse-error';
import { BrowseSection } from '../components/browse/browse-section';
import { CategoryBar } from '../components/browse/category-bar';
import { FollowSearchLink } from '../components/browse/follow-search-link';
import { HeroSearch } from '../components/browse/hero-search';
import { filtersFromUrl, loadBrowse, loadFeatureGate } from '../lib/browse.server';
import { loadNearby, widenPlaces } from '../lib/nearby.server';
import { notFoundResponse } from '../lib/page-city';
import { victoriaSeo } from '../lib/seo/page-seo';
import { seoForPage } from '../lib/seo/page-meta.server';

const QUICK_REGIONS = [
  { key: 'surfCoast', path: '/au/victoria/surf-coast' },
  { key: 'gippsland', path: '/au/victoria/gippsland' },
  { key: 'goldfields', path: '/au/victoria/goldfields' },
] as const;

const LEVEL_KEYS: Record<VictoriaLevel, string> = {
  State: 'state',
  Region: 'region',
  'City/Town': 'town',
  Suburb: 'suburb',
};

/** Victoria's regional homes: state, region, city/town and suburb. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const place = findVictoriaPlace(params);
  if (!place) throw notFoundResponse();
  const url = new URL(request.url);
  const filters = filtersFromUrl(url, { country: 'AU', region: 'victoria' });
  const options = { localities: place.localities };
  // Category counts for this place: the same filters as the list, minus the page's own choices.
  const placeFilters = filtersFromUrl(new URL('http://local/'), { country: 'AU', region: 'victoria' });
  const [results, featureGate, placeTotal, ...perCategory] = await Promise.all([
    loadBrowse(context, filters, options),
    // Premium progress counts this Victorian place's own listings.
    loadFeatureGate(context, { category: filters.category, city: null, victoria: place }),
    countListings(context.db, placeFilters, { ...options, cache: context.listingsCache }),
    ...CATEGORY_SLUGS.map((category) => countListings(context.db, { ...placeFilters, category }, { ...options, cache: context.listingsCache })),
  ]);
  const counts = Object.fromEntries(CATEGORY_SLUGS.map((slug, index) => [slug, perCategory[index] ?? 0]));
  // As on city pages: the towns and suburbs within 100 km once results run out, wider places when none match.
  const nearby = await loadNearby(context.db, place, filters, results.nextCursor);
  const widen = results.total === 0 ? widenPlaces(place, url) : [];
  // The feed knows regions and neighbourhoods, not lists of localities: a suburb is exact, wider places follow Victoria.
  const feedScope: Record<string, string> = { country: 'AU', region: 'victoria', ...(place.suburb ? { neighborhood: place.suburb.name } : {}) };
  const path = url.pathname.replace(/\/+$/, '');
  const breadcrumb = victoriaBreadcrumb(place);
  // The page's metadata carries the same way up as BreadcrumbList JSON-LD (lib/seo).
  const seo = seoForPage({ request, params: {}, context }, (words) => victoriaSeo(words, { place, path }));
  return { place, breadcrumb, query: filters.search ?? '', category: filters.category ?? null, featureGate, categoryCounts: { counts, total: placeTotal }, seo, nearby, widen, feedScope, ...results };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.seo ?? [];
}

export function ErrorBoundary() {
  return <BrowseError />;
}

export default function VictoriaPage({ loaderData }: Route.ComponentProps) {
  const { place, breadcrumb, listings, total, nextCursor, nextPageUrl, query, category, categoryCounts, nearby, widen, feedScope } = loaderData;
  const { t } = useTranslation();
  const levelKey = LEVEL_KEYS[place.level];
  return (
    <div>
      <BetaBanner />
      <section className="bg-gradient-to-br from-brand-600 to-brand-700 text-white">
        {/* Compact: the first listings must show on the first screen of a phone and a laptop. */}
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-4 sm:py-5">
          <div className="space-y-1">
            {breadcrumb.length > 1 && (
              <nav aria-label={t('victoria.breadcrumbLabel')} data-testid="victoria-breadcrumb">
                <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-50">
                  {breadcrumb.map((crumb, index) => (
                    <li key={crumb.path} className="flex items-center gap-1">
                      {index > 0 && <ChevronRight className="h-3.5 w-3.5 text-brand-100" aria-hidden />}
                      {index === breadcrumb.length - 1 ? (
                        <span aria-current="page" className="font-semibold text-white">
                          {crumb.name}
                        </span>
                      ) : (
                        <Link to={crumb.path} className="underline-offset-2 hover:text-white hover:underline">
                          {crumb.name}
                        </Link>
                      )}
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            {/* Level beside the heading, not above it: one line less before the listings. */}
            <div className="flex flex-wrap items-baseline gap-x-3">
              <h1 className="text-2xl font-bold sm:text-3xl">{place.heading}</h1>
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-100" data-testid="victoria-level">
                {t(`victoria.levels.${levelKey}`)}
              </p>
            </div>
            <p className="text-sm text-brand-50">
              {t(`victoria.descriptions.${levelKey}`, { place: place.heading })}
              <span aria-hidden className="mx-2 text-brand-100">
                ·
              </span>
              <span className="text-brand-100">{t('victoria.pricesNote')}</span>
            </p>
          </div>
          <HeroSearch key={query} query={query} />
          <nav aria-label={t('victoria.quickRegionsLabel')} className="-mx-4 flex items-center gap-2 overflow-x-auto whitespace-nowrap px-4 text-sm">
            <span className="shrink-0 text-brand-100">{t('victoria.quickRegionsTitle')}</span>
            {QUICK_REGIONS.map((region) => (
              <Link
                key={region.path}
                to={region.path}
                className="inline-flex shrink-0 items-center gap-1 rounded-full bg-white px-3 py-1 font-medium text-brand-700 hover:bg-brand-50"
              >
                <MapPin className="h-3.5 w-3.5" aria-hidden />
                {t(`victoria.quickRegions.${region.key}`)}
              </Link>
            ))}
          </nav>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:space-y-5">
        {place.children.length > 0 && (
          // One sideways-scrolling line: a hub has dozens of suburbs, and the listings come first.
          <nav aria-label={t('victoria.placesLabel')} className="flex items-center gap-2">
            <h2 className="shrink-0 text-sm font-semibold text-slate-700">{t(`victoria.childrenHeading.${levelKey}`)}</h2>
            <ul className="-mr-4 flex gap-2 overflow-x-auto whitespace-nowrap pb-1 pr-4 text-sm">
              {place.children.map((child) => (
                <li key={child.path} className="shrink-0">
                  <Link to={child.path} className="block rounded-md border border-slate-200 bg-white px-2.5 py-1 hover:border-brand-500 hover:text-brand-700">
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <CategoryBar counts={categoryCounts} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* Phones show the words in the search box just above. */}
          {query ? <p className="hidden text-sm text-slate-600 sm:block">{t('home.resultsFor', { query })}</p> : <span />}
          <FollowSearchLink city={null} category={category} scope={feedScope} />
        </div>
        <BrowseSection
          listings={listings}
          total={total}
          nextCursor={nextCursor}
          nextPageUrl={nextPageUrl}
          locale="en-AU"
          regional
          showPlace={false}
          category={category}
          widen={widen}
          nearby={nearby}
          feedScope={feedScope}
        />
        {/* What we say about ourselves comes after what people came for. */}
        <ValueBanner />
      </div>
    </div>
  );
}
