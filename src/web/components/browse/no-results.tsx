import { Link, useSearchParams } from 'react-router';
import { useCityName } from '../../lib/city-name';
import type { City } from '../../../domain/geo/cities';
import { filterCountryName } from '../../../domain/geo/filter-country-options';
import { countryName } from '../../../domain/shared/format';
import { useTranslation } from '../../i18n/use-translation';
import type { TFunction } from '../../../i18n/i18n';
import { categoryLabel, conditionLabel, subcategoryLabel } from '../../i18n/taxonomy-labels';
import type { WidenPlace } from '../../lib/nearby.server';
import { FollowSearchLink } from './follow-search-link';
import { searchString, withParams, type ParamChanges } from './search-params';

const linkClass =
  'inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-brand-700 hover:border-brand-500 hover:bg-brand-50';

interface ActiveFilter {
  key: string;
  label: string;
  /** What removing it changes in the URL. */
  without: ParamChanges;
}

/** Each filter in force, said in words, with the URL change that drops it. */
function activeFilters(params: URLSearchParams, t: TFunction, language: string): ActiveFilter[] {
  const named = (name: string, value: string) => t('results.filterValue', { name, value });
  const found: ActiveFilter[] = [];
  const q = params.get('q')?.trim();
  if (q) found.push({ key: 'q', label: named(t('results.searchWords'), q), without: { q: null } });
  const category = params.get('category');
  const subcategory = params.get('subcategory');
  if (category && subcategory) {
    found.push({ key: 'subcategory', label: subcategoryLabel(t, category, subcategory), without: { subcategory: null } });
  }
  if (category) found.push({ key: 'category', label: categoryLabel(t, category), without: { category: null, subcategory: null } });
  const single: [key: string, name: string, word?: (value: string) => string][] = [
    ['priceMin', t('filters.priceMin')],
    ['priceMax', t('filters.priceMax')],
    ['postedDate', t('filters.postedDate'), (value) => t(`filters.posted.${value}`)],
    ['neighborhood', t('filters.neighborhood')],
    ['country', t('filters.country'), (value) => t(`filters.countries.${value.toUpperCase()}`, { defaultValue: filterCountryName(value, language) })],
    ['region', t('filters.region')],
  ];
  for (const [key, name, word] of single) {
    const value = params.get(key)?.trim();
    if (value && value !== 'any' && value !== 'all') found.push({ key, label: named(name, word ? word(value) : value), without: { [key]: null } });
  }
  const conditions = params.getAll('condition').filter(Boolean);
  if (conditions.length > 0) {
    found.push({ key: 'condition', label: named(t('filters.condition'), conditions.map((c) => conditionLabel(t, c)).join(', ')), without: { condition: null } });
  }
  if (params.get('verified') === '1') found.push({ key: 'verified', label: t('results.trusted'), without: { verified: null } });
  return found;
}

/**
 * Below "No listings found": the same search in the cities within 100 km (or the wider
 * Victorian places) or the whole country, the same search without each filter in force, and following the search so
 * new listings find the visitor.
 */
export function NoResults({
  city,
  category,
  widen,
  feedScope,
}: {
  city: City | null;
  category: string | null;
  widen: readonly WidenPlace[];
  feedScope?: Readonly<Record<string, string>>;
}) {
  const { t, i18n } = useTranslation();
  const cityName = useCityName();
  const [params] = useSearchParams();
  const filters = activeFilters(params, t, i18n.language);
  const place = (option: WidenPlace) =>
    option.kind === 'city' || option.kind === 'place'
      ? t('results.searchIn', { city: cityName({ name: option.name, subdomain: option.subdomain ?? '' }) })
      : option.kind === 'country'
        ? t('results.searchCountry', { country: countryName(option.code ?? '', i18n.language, option.name) })
        : t('results.searchEverywhere');
  return (
    <div className="mt-5 space-y-3 text-left" data-testid="no-results-suggestions">
      <p className="text-sm font-medium text-slate-800">{t('results.suggestionsTitle')}</p>
      <ul className="flex flex-wrap gap-2">
        {widen.map((option) => (
          <li key={option.href}>
            <Link to={option.href} className={linkClass} data-testid={`widen-${option.kind}`}>
              {place(option)}
            </Link>
          </li>
        ))}
        {filters.map((filter) => (
          <li key={filter.key}>
            <Link to={{ search: searchString(withParams(params, filter.without)) }} className={linkClass} data-testid={`remove-${filter.key}`}>
              {t('results.removeFilter', { label: filter.label })}
            </Link>
          </li>
        ))}
      </ul>
      <FollowSearchLink city={city} category={category} scope={feedScope} />
    </div>
  );
}
