/**
 * The filter form's state and its Apply: the values start from the URL (numbers as the
 * person writes them), and Apply checks the price bounds, reads the category's own
 * filters when the form has them, and writes everything back to the URL.
 */
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { FilterCountryOption } from '../../../domain/geo/filter-country-options';
import { findFilterCountry } from '../../../domain/geo/filter-regions';
import { localDecimalText, parseLocaleNumber } from '../../../domain/shared/parse-number';
import { CONDITIONS } from '../../../domain/taxonomy/conditions';
import { conditionFilterFor } from '../../../domain/taxonomy/item-fields';
import { useTranslation } from '../../i18n/use-translation';
import { useNumberLocale } from '../../lib/number-locale';
import { searchString, withParams, type ParamChanges } from '../browse/search-params';
import { useSidebarKeys } from './attribute-filter-keys';

// A category's own filters (a car's years, a flat's bedrooms) load where they are shown:
// the server renders them in place, so nothing moves while the chunk arrives.
export const loadAttributeFields = () => import('./attribute-filter-fields');

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

const cleared = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, null]));

/** One value of the form: what it is now and how to change it. */
function useValue<T>(initial: T) {
  const [value, set] = useState<T>(initial);
  return { value, set };
}

export function useFilterForm({ showPlace, countries, onApplied }: { showPlace: boolean; countries: readonly FilterCountryOption[]; onApplied?: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The URL's bounds ("12.5") as the person writes them ("12,5" on a German page).
  const numberLocale = useNumberLocale();
  const urlCountry = params.get('country')?.toUpperCase();
  const values = {
    priceMin: useValue(localDecimalText(params.get('priceMin') ?? '', numberLocale)),
    priceMax: useValue(localDecimalText(params.get('priceMax') ?? '', numberLocale)),
    conditions: useValue<string[]>(params.getAll('condition')),
    postedDate: useValue(params.get('postedDate') ?? 'any'),
    neighborhood: useValue(params.get('neighborhood') ?? ''),
    country: useValue<string>(countries.find((option) => option.code === urlCountry)?.code ?? 'all'),
    region: useValue(params.get('region') ?? ''),
  };
  const [error, setError] = useState<string | null>(null);
  const [attributeError, setAttributeError] = useState<string | null>(null);
  const { attributeKeys, sidebarKeys } = useSidebarKeys();
  // The page's category: its own (`/{country}/{city}/housing`) or the home page's `?category=`.
  const routeParams = useParams();
  const category = params.get('category') ?? routeParams.category ?? null;
  const showCondition = conditionFilterFor(category, params.get('subcategory'));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const min = parsePriceBound(values.priceMin.value, numberLocale);
    const max = parsePriceBound(values.priceMax.value, numberLocale);
    if (min === 'invalid' || max === 'invalid') return setError(t('filters.priceInvalid', { example: localDecimalText('19.99', numberLocale) }));
    if (min !== null && max !== null && Number(min) > Number(max)) return setError(t('filters.priceOrder'));
    setError(null);
    const form = event.currentTarget;
    const country = values.country.value;
    const finish = (attributes: ParamChanges) => {
      const next = withParams(params, {
        ...attributes,
        priceMin: min,
        priceMax: max,
        // Where items have no condition (housing, jobs…), one in the URL goes.
        condition: showCondition ? CONDITIONS.filter((condition) => values.conditions.value.includes(condition)) : [],
        postedDate: values.postedDate.value === 'any' ? null : values.postedDate.value,
        neighborhood: values.neighborhood.value.trim(),
        country: showPlace && country !== 'all' ? country : null,
        region: showPlace && country !== 'all' ? values.region.value : null,
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

  return {
    params,
    values,
    error,
    attributeError,
    apply,
    numberLocale,
    sidebarKeys,
    showCondition,
    regions: findFilterCountry(values.country.value)?.regions ?? [],
    resetSearch: searchString(withParams(params, cleared(sidebarKeys))),
  };
}

export type FilterValue<T> = ReturnType<typeof useValue<T>>;
