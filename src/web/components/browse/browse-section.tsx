import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useCityName } from '../../lib/city-name';
import type { City } from '../../../domain/geo/cities';
import type { FilterCountryOption } from '../../../domain/geo/filter-country-options';
import type { Nearby, WidenPlace } from '../../lib/nearby.server';
import { FilterSheetButton } from '../filters/filter-sheet-button';
import { FilterSidebar } from '../filters/filter-sidebar';
import { ListingResults } from '../listing-results';
import type { CardListing } from '../listing-card';
import { FILTER_KEYS } from './search-params';

// Shown only when results run out or nothing matched: their code loads with them, not
// with every results page (the first-load budget, ADR 009). The server renders them in
// place, so the page does not change while the chunk arrives.
const NoResults = lazy(() => import('./no-results').then((module) => ({ default: module.NoResults })));
const NearbyListings = lazy(() => import('./nearby-listings').then((module) => ({ default: module.NearbyListings })));

interface BrowseSectionProps {
  listings: CardListing[];
  total: number;
  nextCursor: string | null;
  nextPageUrl: string | null;
  locale: string;
  regional?: boolean;
  /** Regional pages fix the country and region themselves. */
  showPlace?: boolean;
  /** The countries the place filter offers (those with listings), named in the page's language. */
  filterCountries?: readonly FilterCountryOption[];
  /** English city names by URL segment, on pages that span cities (cards then name the city). */
  cityNames?: Readonly<Record<string, string>> | null;
  /** The page's city: "Follow this search" follows it there. */
  city?: City | null;
  /** Feed filters for a place that is not a city (a Victorian region, town or suburb). */
  feedScope?: Readonly<Record<string, string>>;
  category?: string | null;
  widen?: readonly WidenPlace[];
  nearby?: Nearby | null;
}

/** What, changed in the URL, is a new search whose results the visitor wants to see. */
const SEARCH_KEYS = ['q', 'verified', ...FILTER_KEYS];

/**
 * The results with their filters: a sticky sidebar from `lg` up, a Filters button and
 * bottom sheet on phones. After a new search or filter the results heading takes focus
 * and scrolls into view, so the visitor sees the first results (or "nothing found"),
 * wherever on the page they started.
 */
export function BrowseSection({ showPlace = true, filterCountries, cityNames, city = null, category = null, widen = [], nearby = null, feedScope, ...results }: BrowseSectionProps) {
  const location = useLocation();
  const cityName = useCityName();
  const previous = useRef(location.search);

  useEffect(() => {
    const before = new URLSearchParams(previous.current);
    const now = new URLSearchParams(location.search);
    previous.current = location.search;
    const searched = SEARCH_KEYS.some((key) => before.getAll(key).join('\n') !== now.getAll(key).join('\n'));
    if (!searched) return;
    const heading = document.getElementById('results-heading');
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
  }, [location.search]);

  const localNames = useMemo(
    () =>
      cityNames
        ? Object.fromEntries(Object.entries(cityNames).map(([subdomain, name]) => [subdomain, cityName({ name, subdomain })]))
        : undefined,
    [cityNames, cityName],
  );

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      {/* Remounted per URL so the form shows the filters the URL now holds. */}
      <FilterSidebar key={location.search} showPlace={showPlace} countries={filterCountries} />
      <div className="min-w-0 space-y-8">
        <ListingResults
          {...results}
          cityNames={localNames}
          controls={<FilterSheetButton key={location.search} showPlace={showPlace} countries={filterCountries} />}
          suggestions={
            <Suspense fallback={null}>
              <NoResults city={city} category={category} widen={widen} feedScope={feedScope} />
            </Suspense>
          }
        />
        {nearby && nearby.items.length > 0 && (
          <Suspense fallback={null}>
            <NearbyListings nearby={nearby} locale={results.locale} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
