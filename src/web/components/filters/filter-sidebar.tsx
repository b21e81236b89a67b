import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import type { FilterCountryOption } from '../../../domain/geo/filter-country-options';
import { HiddenParams } from '../browse/hidden-params';
import { useSidebarKeys } from './attribute-filter-keys';
import { TYPED_NUMBERS_PARAM } from '../../../domain/listings/typed-numbers-param';
import { ConditionChoices, FilterButtons, NeighbourhoodFilter, PlaceFilters, PostedDateFilter, PriceRange } from './filter-fields';
import { loadAttributeFields, useFilterForm } from './use-filter-form';

export { parsePriceBound } from './use-filter-form';

export interface FilterPlaceProps {
  /** Regional pages fix the country and region themselves. */
  showPlace?: boolean;
  /** The countries on offer: those with listings, named and sorted in the page's language (the page's loader). */
  countries?: readonly FilterCountryOption[];
}

/** Whether the page may be a category with facts (a subcategory chosen, jobs or housing), so the fields' code is worth loading. */
function mayHaveFacts(params: URLSearchParams, pathname: string): boolean {
  return params.has('subcategory') || ['jobs', 'housing'].some((slug) => params.get('category') === slug || pathname.endsWith(`/${slug}`));
}

/**
 * 'Filter Results' beside the results from `lg` up, staying in view while the results
 * scroll. Phones get the same form in a bottom sheet (filter-sheet-button.tsx), so the
 * results come first on a small screen. Remounts on every URL change (see BrowseSection)
 * to show the URL's values.
 */
/** The sidebar's id: phones without script reach it through the Filters link (`:target` shows it). */
export const FILTERS_ID = 'filters';

// A category's own filters load where they are shown (use-filter-form.ts).
const AttributeFilterFields = lazy(loadAttributeFields);

export function FilterSidebar({ showPlace = true, countries }: FilterPlaceProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const titleId = useId();
  const active = useSidebarKeys().activeCount(params);
  return (
    <aside
      id={FILTERS_ID}
      aria-labelledby={titleId}
      className="hidden scroll-mt-20 rounded-xl border border-slate-200 bg-white target:block lg:sticky lg:top-20 lg:block lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto"
    >
      <h2 id={titleId} className="flex items-center gap-2 px-4 py-3 font-semibold">
        <SlidersHorizontal className="h-4 w-4 text-brand-600" aria-hidden />
        {t('filters.title')}
        {active > 0 && (
          <span className="rounded-full bg-brand-600 px-2 text-xs font-medium text-white">
            {/* A plain span may not carry aria-label (Nu Html Checker): the words are for screen readers. */}
            <span aria-hidden>{active}</span>
            <span className="sr-only">{t('filters.activeCount', { count: active })}</span>
          </span>
        )}
      </h2>
      <FilterForm showPlace={showPlace} countries={countries} className="border-t border-slate-100" />
    </aside>
  );
}

/**
 * The filters: price range, conditions (several may be ticked), posted date,
 * neighbourhood, and country with its regions. Apply writes everything to the URL,
 * so the page's loader filters and a filtered page can be shared; Reset clears them.
 * Without script it is a plain GET form.
 */
export function FilterForm({ showPlace = true, countries = [], onApplied, className }: FilterPlaceProps & { onApplied?: () => void; className?: string }) {
  const location = useLocation();
  const formId = useId();
  const filters = useFilterForm({ showPlace, countries, onApplied });
  const { params, values } = filters;
  return (
    <form method="get" onSubmit={filters.apply} noValidate className={`space-y-5 px-4 py-4 ${className ?? ''}`} data-testid="filter-form">
      <HiddenParams params={params} except={filters.sidebarKeys} />
      {/* Without script the boxes go as typed: the page's loader reads them in this locale (typed-filter-numbers.ts). */}
      <input type="hidden" name={TYPED_NUMBERS_PARAM} value={filters.numberLocale} />
      <PriceRange min={values.priceMin} max={values.priceMax} error={filters.error} />
      {mayHaveFacts(params, location.pathname) && (
        <Suspense fallback={null}>
          <AttributeFilterFields params={params} error={filters.attributeError} />
        </Suspense>
      )}
      {filters.showCondition && <ConditionChoices conditions={values.conditions} />}
      <PostedDateFilter id={`${formId}-posted`} postedDate={values.postedDate} />
      <NeighbourhoodFilter id={`${formId}-neighborhood`} neighborhood={values.neighborhood} />
      {showPlace && <PlaceFilters formId={formId} countries={countries} country={values.country} region={values.region} regions={filters.regions} />}
      <FilterButtons resetSearch={filters.resetSearch} onApplied={onApplied} />
    </form>
  );
}
