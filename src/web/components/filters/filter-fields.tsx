/**
 * The filter form's fields: price range, conditions, posted date, neighbourhood and
 * country with its regions, and the Apply and Reset buttons. Each takes its value from
 * use-filter-form.ts; all of them are named, so the form also works as a plain GET form.
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { FilterCountryOption } from '../../../domain/geo/filter-country-options';
import type { findFilterCountry } from '../../../domain/geo/filter-regions';
import { POSTED_DATES } from '../../../domain/listings/listing-constants';
import { CONDITIONS } from '../../../domain/taxonomy/conditions';
import { useTranslation } from '../../i18n/use-translation';
import { useRootData } from '../../lib/root-data';
import { compactInputClass as inputClass } from '../ui/input-classes';
import type { FilterValue } from './use-filter-form';

const legendClass = 'mb-2 text-sm font-medium text-slate-900';

/** A filter with its label above it. */
function LabelledFilter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={`${legendClass} block`}>
        {label}
      </label>
      {children}
    </div>
  );
}

export function PriceRange({ min, max, error }: { min: FilterValue<string>; max: FilterValue<string>; error: string | null }) {
  const { t } = useTranslation();
  const bound = (value: FilterValue<string>, name: 'priceMin' | 'priceMax', placeholder: string) => (
    <input
      type="text"
      name={name}
      inputMode="decimal"
      autoComplete="off"
      value={value.value}
      onChange={(event) => value.set(event.target.value)}
      placeholder={placeholder}
      aria-label={t(`filters.${name}`)}
      className={inputClass}
    />
  );
  return (
    <fieldset>
      <legend className={legendClass}>{t('filters.price')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {bound(min, 'priceMin', t('filters.min'))}
        {bound(max, 'priceMax', t('filters.max'))}
      </div>
      {/* Not the kit's FormError: this form is on every results page's first load (ADR 009). */}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The conditions to show; several may be ticked. */
export function ConditionChoices({ conditions }: { conditions: FilterValue<string[]> }) {
  const { t } = useTranslation();
  const toggle = (condition: string, checked: boolean) =>
    conditions.set((current) => (checked ? [...current, condition] : current.filter((c) => c !== condition)));
  return (
    <fieldset>
      <legend className={legendClass}>{t('filters.condition')}</legend>
      <div className="grid grid-cols-2 gap-x-2 gap-y-1 lg:grid-cols-1">
        {CONDITIONS.map((condition) => (
          <label key={condition} className="flex min-h-8 items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name="condition"
              value={condition}
              checked={conditions.value.includes(condition)}
              onChange={(event) => toggle(condition, event.target.checked)}
              className="h-4 w-4 rounded border-slate-300 accent-brand-600"
            />
            {t(`filters.conditions.${condition}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PostedDateFilter({ id, postedDate }: { id: string; postedDate: FilterValue<string> }) {
  const { t } = useTranslation();
  return (
    <LabelledFilter id={id} label={t('filters.postedDate')}>
      <select id={id} name="postedDate" value={postedDate.value} onChange={(event) => postedDate.set(event.target.value)} className={inputClass}>
        {POSTED_DATES.map((value) => (
          <option key={value} value={value}>
            {t(`filters.posted.${value}`)}
          </option>
        ))}
      </select>
    </LabelledFilter>
  );
}

export function NeighbourhoodFilter({ id, neighborhood }: { id: string; neighborhood: FilterValue<string> }) {
  const { t } = useTranslation();
  // An example from the page's own city, never another city's ("e.g. Shibuya" in Tokyo).
  const example = useRootData()?.neighbourhoodExample;
  const placeholder = example ? t('filters.neighborhoodPlaceholder', { example }) : t('filters.neighborhoodPlaceholderNeutral');
  return (
    <LabelledFilter id={id} label={t('filters.neighborhood')}>
      <input
        id={id}
        type="text"
        name="neighborhood"
        maxLength={100}
        value={neighborhood.value}
        onChange={(event) => neighborhood.set(event.target.value)}
        placeholder={placeholder}
        className={inputClass}
      />
    </LabelledFilter>
  );
}

type Regions = NonNullable<ReturnType<typeof findFilterCountry>>['regions'];

interface PlaceFiltersProps {
  formId: string;
  countries: readonly FilterCountryOption[];
  country: FilterValue<string>;
  region: FilterValue<string>;
  regions: Regions;
}

/** Country, then its regions (none to choose until a country with regions is chosen). */
export function PlaceFilters({ formId, countries, country, region, regions }: PlaceFiltersProps) {
  const { t } = useTranslation();
  const root = useRootData();
  return (
    <>
      <LabelledFilter id={`${formId}-country`} label={t('filters.country')}>
        <select
          id={`${formId}-country`}
          name="country"
          value={country.value}
          onChange={(event) => {
            // SPEC: changing the filter country resets the region.
            country.set(event.target.value);
            region.set('');
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
      </LabelledFilter>
      <LabelledFilter id={`${formId}-region`} label={t('filters.region')}>
        <select
          id={`${formId}-region`}
          name="region"
          value={region.value}
          onChange={(event) => region.set(event.target.value)}
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
      </LabelledFilter>
    </>
  );
}

/** Apply stays at hand at the bottom of a tall sidebar or sheet. */
export function FilterButtons({ resetSearch, onApplied }: { resetSearch: string; onApplied?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
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
  );
}
