import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { findFilterCountry } from '../../../domain/geo/filter-regions';
import type { FilterCountryOption } from '../../../domain/geo/filter-country-options';
import { POSTED_DATES } from '../../../domain/listings/listing-constants';
import { CONDITIONS } from '../../../domain/taxonomy/conditions';
import { conditionFilterFor } from '../../../domain/taxonomy/item-fields';
import { HiddenParams } from '../browse/hidden-params';
import { searchString, withParams, type ParamChanges } from '../browse/search-params';
import { useRootData } from '../../lib/root-data';
import { useSidebarKeys } from './attribute-filter-keys';
import { localDecimalText, parseLocaleNumber } from '../../../domain/shared/parse-number';
import { useNumberLocale } from '../../lib/number-locale';
import { TYPED_NUMBERS_PARAM } from '../../../domain/listings/typed-numbers-param';
import { filterInputClass as inputClass } from './filter-input-class';

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
 * A price bound the filter accepts: empty, or a number as the person writes it in
 * `locale` ("1.000" on a German page is a thousand), as the URL takes it ("1000").
 */
export function parsePriceBound(text: string, locale: string): string | null | 'invalid' {
  const reading = parseLocaleNumber(text, locale);
  if (!reading.ok) return reading.reason === 'empty' ? null : 'invalid';
  // Cents at most, as prices are (the URL keeps the shortest writing: "250.5").
  return /\.\d{3,}$/.test(reading.value) ? 'invalid' : reading.value;
}

/**
 * 'Filter Results' beside the results from `lg` up, staying in view while the results
 * scroll. Phones get the same form in a bottom sheet (filter-sheet-button.tsx), so the
 * results come first on a small screen. Remounts on every URL change (see BrowseSection)
 * to show the URL's values.
 */
/** The sidebar's id: phones without script reach it through the Filters link (`:target` shows it). */
export const FILTERS_ID = 'filters';

// A category's own filters (a car's years, a flat's bedrooms) load where they are shown:
// the server renders them in place, so nothing moves while the chunk arrives.
const loadAttributeFields = () => import('./attribute-filter-fields');
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
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // An example from the page's own city, never another city's ("e.g. Shibuya" in Tokyo).
  const root = useRootData();
  const example = root?.neighbourhoodExample;
  const neighbourhoodPlaceholder = example ? t('filters.neighborhoodPlaceholder', { example }) : t('filters.neighborhoodPlaceholderNeutral');
  const location = useLocation();
  const navigate = useNavigate();
  const formId = useId();
  // The URL's bounds ("12.5") as the person writes them ("12,5" on a German page).
  const numberLocale = useNumberLocale();
  const [priceMin, setPriceMin] = useState(localDecimalText(params.get('priceMin') ?? '', numberLocale));
  const [priceMax, setPriceMax] = useState(localDecimalText(params.get('priceMax') ?? '', numberLocale));
  const [conditions, setConditions] = useState<string[]>(params.getAll('condition'));
  const [postedDate, setPostedDate] = useState(params.get('postedDate') ?? 'any');
  const [neighborhood, setNeighborhood] = useState(params.get('neighborhood') ?? '');
  const urlCountry = params.get('country')?.toUpperCase();
  const initialCountry = countries.find((option) => option.code === urlCountry)?.code ?? 'all';
  const [country, setCountry] = useState<string>(initialCountry);
  const [region, setRegion] = useState(params.get('region') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [attributeError, setAttributeError] = useState<string | null>(null);
  const { attributeKeys, sidebarKeys } = useSidebarKeys();
  // The page's category: its own (`/{country}/{city}/housing`) or the home page's `?category=`.
  const routeParams = useParams();
  const category = params.get('category') ?? routeParams.category ?? null;
  const showCondition = conditionFilterFor(category, params.get('subcategory'));

  const regions = findFilterCountry(country)?.regions ?? [];
  const cleared = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, null]));
  const resetSearch = searchString(withParams(params, cleared(sidebarKeys)));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const min = parsePriceBound(priceMin, numberLocale);
    const max = parsePriceBound(priceMax, numberLocale);
    if (min === 'invalid' || max === 'invalid') return setError(t('filters.priceInvalid', { example: localDecimalText('19.99', numberLocale) }));
    if (min !== null && max !== null && Number(min) > Number(max)) return setError(t('filters.priceOrder'));
    setError(null);
    const form = event.currentTarget;
    const finish = (attributes: ParamChanges) => {
      const next = withParams(params, {
        ...attributes,
        priceMin: min,
        priceMax: max,
        // Where items have no condition (housing, jobs…), one in the URL goes.
        condition: showCondition ? CONDITIONS.filter((condition) => conditions.includes(condition)) : [],
        postedDate: postedDate === 'any' ? null : postedDate,
        neighborhood: neighborhood.trim(),
        country: showPlace && country !== 'all' ? country : null,
        region: showPlace && country !== 'all' ? region : null,
      });
      void navigate({ pathname: location.pathname, search: searchString(next) }, { preventScrollReset: true });
      onApplied?.();
    };
    // Without a category's fields in the form there is nothing to read: any such filter goes.
    if (!form.querySelector('[data-attribute-filters]')) return finish(cleared(attributeKeys));
    const data = new FormData(form);
    void loadAttributeFields().then(({ attributeFilterChanges }) => {
      const attributes = attributeFilterChanges(data, attributeKeys, numberLocale);
      if ('problem' in attributes) return setAttributeError(t(`filters.attributes.${attributes.problem}`));
      setAttributeError(null);
      finish(attributes.changes);
    });
  }

  function toggleCondition(condition: string, checked: boolean) {
    setConditions((current) => (checked ? [...current, condition] : current.filter((c) => c !== condition)));
  }

  return (
    <form method="get" onSubmit={apply} noValidate className={`space-y-5 px-4 py-4 ${className ?? ''}`} data-testid="filter-form">
      <HiddenParams params={params} except={sidebarKeys} />
      {/* Without script the boxes go as typed: the page's loader reads them in this locale (typed-filter-numbers.ts). */}
      <input type="hidden" name={TYPED_NUMBERS_PARAM} value={numberLocale} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-900">{t('filters.price')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <input
            type="text"
            name="priceMin"
            inputMode="decimal"
            autoComplete="off"
            value={priceMin}
            onChange={(event) => setPriceMin(event.target.value)}
            placeholder={t('filters.min')}
            aria-label={t('filters.priceMin')}
            className={inputClass}
          />
          <input
            type="text"
            name="priceMax"
            inputMode="decimal"
            autoComplete="off"
            value={priceMax}
            onChange={(event) => setPriceMax(event.target.value)}
            placeholder={t('filters.max')}
            aria-label={t('filters.priceMax')}
            className={inputClass}
          />
        </div>
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      {mayHaveFacts(params, location.pathname) && (
        <Suspense fallback={null}>
          <AttributeFilterFields params={params} error={attributeError} />
        </Suspense>
      )}
      {showCondition && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-900">{t('filters.condition')}</legend>
          <div className="grid grid-cols-2 gap-x-2 gap-y-1 lg:grid-cols-1">
            {CONDITIONS.map((condition) => (
              <label key={condition} className="flex min-h-8 items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name="condition"
                  value={condition}
                  checked={conditions.includes(condition)}
                  onChange={(event) => toggleCondition(condition, event.target.checked)}
                  className="h-4 w-4 rounded border-slate-300 accent-brand-600"
                />
                {t(`filters.conditions.${condition}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div>
        <label htmlFor={`${formId}-posted`} className="mb-2 block text-sm font-medium text-slate-900">
          {t('filters.postedDate')}
        </label>
        <select
          id={`${formId}-posted`}
          name="postedDate"
          value={postedDate}
          onChange={(event) => setPostedDate(event.target.value)}
          className={inputClass}
        >
          {POSTED_DATES.map((value) => (
            <option key={value} value={value}>
              {t(`filters.posted.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${formId}-neighborhood`} className="mb-2 block text-sm font-medium text-slate-900">
          {t('filters.neighborhood')}
        </label>
        <input
          id={`${formId}-neighborhood`}
          type="text"
          name="neighborhood"
          maxLength={100}
          value={neighborhood}
          onChange={(event) => setNeighborhood(event.target.value)}
          placeholder={neighbourhoodPlaceholder}
          className={inputClass}
        />
      </div>
      {showPlace && (
        <>
          <div>
            <label htmlFor={`${formId}-country`} className="mb-2 block text-sm font-medium text-slate-900">
              {t('filters.country')}
            </label>
            <select
              id={`${formId}-country`}
              name="country"
              value={country}
              onChange={(event) => {
                // SPEC: changing the filter country resets the region.
                setCountry(event.target.value);
                setRegion('');
              }}
              className={inputClass}
            >
              <option value="all">{t('filters.countries.all')}</option>
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${formId}-region`} className="mb-2 block text-sm font-medium text-slate-900">
              {t('filters.region')}
            </label>
            <select
              id={`${formId}-region`}
              name="region"
              value={region}
              onChange={(event) => setRegion(event.target.value)}
              disabled={regions.length === 0}
              className={inputClass}
            >
              <option value="">{t('filters.allRegions')}</option>
              {regions.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {root?.regionNames[option.slug] ?? option.name}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      {/* Apply stays at hand at the bottom of a tall sidebar or sheet. */}
      <div className="sticky bottom-0 -mx-4 -mb-4 flex gap-2 border-t border-slate-100 bg-white px-4 py-3">
        <button type="submit" className="h-10 flex-1 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
          {t('filters.apply')}
        </button>
        <Link
          to={{ pathname: location.pathname, search: resetSearch }}
          preventScrollReset
          onClick={onApplied}
          className="grid h-10 flex-1 place-items-center rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {t('filters.reset')}
        </Link>
      </div>
    </form>
  );
}
