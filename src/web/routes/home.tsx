import { useTranslation } from '../i18n/use-translation';
import { countryName } from '../../domain/shared/format';
import type { Route } from './+types/home';
import { BetaBanner } from '../components/banners/beta-banner';
import { ValueBanner } from '../components/banners/value-banner';
import { BrowseError } from '../components/browse/browse-error';
import { BrowseSection } from '../components/browse/browse-section';
import { CategoryBar } from '../components/browse/category-bar';
import { FollowSearchLink } from '../components/browse/follow-search-link';
import { HeroSearch } from '../components/browse/hero-search';
import { LocationDetectionSlot } from '../components/location/location-detection-slot';
import { UseMyLocationButton } from '../components/location/use-my-location-button';
import { filtersFromUrl, loadBrowse, loadCategoryCounts, loadFeatureGate, loadFilterCountries } from '../lib/browse.server';
import { cityNamesBySubdomain } from '../lib/city-names.server';
import { loadNearby, widenPlaces } from '../lib/nearby.server';
import { pageLocality } from '../lib/page-city';
import { homeSeo } from '../lib/seo/page-seo';
import { seoForPage } from '../lib/seo/page-meta.server';
import { pageShell } from '../lib/page-shell.server';
import { useCityName } from '../lib/city-name';

/** The home of the global marketplace ("/") and of each city ("/us/newyork"). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locality = pageLocality(request, params);
  const url = new URL(request.url);
  const filters = filtersFromUrl(url, { city: locality.city?.subdomain });
  const { language } = pageShell(request, params);
  const [results, categoryCounts, featureGate, filterCountries] = await Promise.all([
    loadBrowse(context, filters),
    loadCategoryCounts(context, locality.city),
    loadFeatureGate(context, { category: filters.category, city: locality.city }),
    loadFilterCountries(context, language, filters),
  ]);
  const nearby = await loadNearby(context.db, locality.city, filters, results.nextCursor);
  // Ways out of an empty result, and city names for cards when the page spans cities.
  const widen = results.total === 0 ? widenPlaces(locality.city, url) : [];
  const cityNames = locality.city ? null : cityNamesBySubdomain();
  // The global home looks for the visitor's city in the browser, which also tells crawlers
  // apart (location-detection): the page is the same for every request, so caches may keep it.
  const detectLocation = !locality.city;
  const seo = seoForPage({ request, params, context }, (words) => homeSeo(words, { city: locality.city, search: url.searchParams }));
  // Named here: Intl.DisplayNames costs the browser tens of milliseconds to build while it hydrates.
  const city = locality.city;
  const country = city ? countryName(city.countryCode, language, city.country) : null;
  return {
    locality,
    country,
    query: filters.search ?? '',
    category: filters.category ?? null,
    categoryCounts,
    featureGate,
    detectLocation,
    seo,
    nearby,
    widen,
    cityNames,
    filterCountries,
    ...results,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.seo ?? [];
}

export function ErrorBoundary() {
  return <BrowseError />;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    locality,
    country,
    listings,
    total,
    nextCursor,
    nextPageUrl,
    query,
    category,
    categoryCounts,
    detectLocation,
    nearby,
    widen,
    cityNames,
    filterCountries,
  } = loaderData;
  const { t } = useTranslation();
  const cityName = useCityName();
  const city = locality.city;
  return (
    <div>
      <BetaBanner />
      <section className="bg-gradient-to-br from-brand-600 to-brand-700 text-white">
        {/* Compact: the first listings must show on the first screen of a phone and a laptop. */}
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-4 sm:py-5">
          <div>
            {city && (
              <p className="text-sm text-brand-100" data-testid="city-banner">
                {t('home.showingResultsFor', { city: cityName(city), country })}
              </p>
            )}
            <h1 className="text-2xl font-bold sm:text-3xl">{city ? t('home.titleCity', { city: cityName(city) }) : t('home.titleGlobal')}</h1>
            <p className="mt-1 hidden text-sm text-brand-100 sm:block">{t('brand.tagline')}</p>
            {!city && <UseMyLocationButton />}
          </div>
          <HeroSearch key={query} query={query} />
        </div>
      </section>
      {detectLocation && <LocationDetectionSlot />}
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:space-y-5">
        <CategoryBar counts={categoryCounts} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {query ? <p className="text-sm text-slate-600">{t('home.resultsFor', { query })}</p> : <span />}
          <FollowSearchLink city={city} category={category} />
        </div>
        <BrowseSection
          listings={listings}
          total={total}
          nextCursor={nextCursor}
          nextPageUrl={nextPageUrl}
          locale={locality.locale}
          city={city}
          category={category}
          widen={widen}
          nearby={nearby}
          cityNames={cityNames}
          filterCountries={filterCountries}
        />
        {/* What we say about ourselves comes after what people came for. */}
        <ValueBanner />
      </div>
    </div>
  );
}
