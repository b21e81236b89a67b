/**
 * The category's own filters in the sidebar (ADR 014): a car's make, years and maximum
 * mileage, a flat's bedrooms and floor area, a job's pay and workplace. Plain named
 * inputs in the filter form, so without script the form's GET carries them; with
 * script, Apply reads them through `attributeFilterChanges` and writes them to the URL
 * beside the price and place filters. Loaded only where it is shown (filter-sidebar.tsx):
 * the field lists and labels stay out of the home page's JavaScript (ADR 009). Distances and areas are typed in the city's unit
 * (miles in London, km in Berlin), sent with the unit so the server compares in km/m².
 */
import { clsx } from 'clsx';
import { useId } from 'react';
import { useLocation, useParams } from 'react-router';
import {
  areaUnitFor,
  distanceUnitFor,
  filterFamilyOf,
  type AreaUnit,
  type AttributeFamily,
  type DistanceUnit,
} from '../../../domain/attributes/attribute-definitions';
import {
  CHECK_FILTER_KEYS,
  FILTER_CHOICES,
  FILTERS_BY_FAMILY,
  NUMBER_FILTER_KEYS,
  TEXT_FILTER_KEYS,
  type AttributeFilterKey,
} from '../../../domain/attributes/attribute-filter-table';
import { impliedPriceUnit, type PriceUnit } from '../../../domain/taxonomy/price-units';
import { useRootData } from '../../lib/root-data';
import { useNumberLocale } from '../../lib/number-locale';
import { localDecimalText, parseLocaleNumber } from '../../../domain/shared/parse-number';
import { useTranslation } from '../../i18n/use-translation';
import type { ParamChanges } from '../browse/search-params';
import { compactInputClass as filterInputClass } from '../ui/input-classes';

/** The units this page's filters are typed in. */
export interface FilterUnits {
  distance: DistanceUnit;
  area: AreaUnit;
  /** What "pay at least" is per when the visitor does not say (the subcategory's implied unit). */
  pay: PriceUnit;
}

/** What a job's pay may be per in the filter: jobs' own price units. */
const PAY_UNITS = ['hour', 'week', 'month', 'year'] as const satisfies readonly PriceUnit[];

const CHOICES: Partial<Record<AttributeFilterKey, readonly string[]>> = FILTER_CHOICES;
const NUMBERS: readonly AttributeFilterKey[] = NUMBER_FILTER_KEYS;
const TEXTS: readonly AttributeFilterKey[] = TEXT_FILTER_KEYS;
const CHECKS: readonly AttributeFilterKey[] = CHECK_FILTER_KEYS;

export type AttributeFilterProblem = 'number' | 'yearOrder';

/**
 * The URL changes the form's attribute fields ask for, read from the form itself (the
 * fields of the page's family are the ones in it): every attribute key, so a filter
 * that no longer applies goes, each unit right after its value and only beside one. A
 * number that is not one, or years the wrong way round, is a problem instead.
 */
export function attributeFilterChanges(
  form: { get: (name: string) => FormDataEntryValue | null },
  /** Every attribute filter key (root data's `attributeFilterKeys`), units included. */
  keys: readonly string[],
  /** How the person writes numbers (lib/number-locale.ts): "120.000" on a German page is 120000. */
  numberLocale: string | null = null,
): { changes: ParamChanges } | { problem: AttributeFilterProblem } {
  const changes: ParamChanges = {};
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value.trim() : '';
  };
  const units: Partial<Record<AttributeFilterKey, AttributeFilterKey>> = { mileageMax: 'mileageUnit', areaMin: 'areaUnit', payMin: 'payPer' };
  const unitKeys: readonly string[] = Object.values(units);
  for (const key of keys as readonly AttributeFilterKey[]) {
    const value = text(key);
    if (value === '' || unitKeys.includes(key)) continue;
    if (NUMBERS.includes(key)) {
      const reading = parseLocaleNumber(value, numberLocale);
      if (!reading.ok) return { problem: 'number' };
      changes[key] = reading.value;
      const unit = units[key];
      if (unit && text(unit)) changes[unit] = text(unit);
    } else if (CHECKS.includes(key)) {
      if (value === '1') changes[key] = '1';
    } else {
      changes[key] = value;
    }
  }
  if (changes.yearMin && changes.yearMax && Number(changes.yearMin) > Number(changes.yearMax)) return { problem: 'yearOrder' };
  for (const key of keys) if (!(key in changes)) changes[key] = null;
  return { changes };
}

/**
 * The family of facts the page's category and subcategory have (a car, a flat, a job),
 * and the units its filters are typed in: the city's, or metric on pages of no city.
 * The category is the page's own (`/{country}/{city}/jobs`, `/jobs`) or the home page's
 * `?category=`; a path segment that is no category finds no family.
 */
export function useAttributeFamily(params: URLSearchParams): { family: AttributeFamily | null; units: FilterUnits } {
  const location = useLocation();
  const routeParams = useParams();
  const root = useRootData();
  const category = params.get('category') ?? routeParams.category ?? location.pathname.split('/').filter(Boolean).at(-1) ?? null;
  const subcategory = params.get('subcategory');
  const countryCode = root?.locality.city?.countryCode ?? null;
  return {
    family: filterFamilyOf(category, subcategory),
    units: {
      distance: distanceUnitFor(countryCode),
      area: areaUnitFor(countryCode),
      pay: (category && impliedPriceUnit(category, subcategory)) || 'year',
    },
  };
}

interface AttributeFilterFieldsProps {
  params: URLSearchParams;
  /** Why Apply refused the values (a number that is not one), shown under the fields. */
  error?: string | null;
}

/** The filters of the page's family, each showing the value the URL holds; nothing for a category without facts. */
export default function AttributeFilterFields({ params, error }: AttributeFilterFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const { family, units } = useAttributeFamily(params);
  // A number of the URL ("1.5") as the person writes it ("1,5" on a German page).
  const numberLocale = useNumberLocale();
  if (!family) return null;
  const keys = FILTERS_BY_FAMILY[family];
  const value = (key: string) => params.get(key) ?? '';
  const localValue = (key: string) => localDecimalText(value(key), numberLocale);
  const label = (key: AttributeFilterKey) => {
    const word = t(`attributes.filters.${key}`, { defaultValue: '' });
    return word || t(`attributes.fields.${key}`);
  };
  const unitWord = (key: AttributeFilterKey) =>
    key === 'mileageMax'
      ? t(`attributes.units.${units.distance}`)
      : key === 'areaMin'
        ? t(`attributes.units.${units.area}`)
        : key === 'storageMin'
          ? 'GB'
          : null;

  const fields = keys.map((key) => {
    if (key === 'yearMax') return null;
    if (key === 'yearMin') {
      return (
        <fieldset key={key}>
          <legend className="mb-2 text-sm font-medium text-slate-900">{t('attributes.fields.year')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['yearMin', 'yearMax'] as const).map((bound) => (
              <input
                key={bound}
                type="text"
                name={bound}
                inputMode="numeric"
                autoComplete="off"
                defaultValue={value(bound)}
                placeholder={bound === 'yearMin' ? t('filters.min') : t('filters.max')}
                aria-label={t(`attributes.filters.${bound}`)}
                className={filterInputClass}
              />
            ))}
          </div>
        </fieldset>
      );
    }
    const fieldId = `${id}-${key}`;
    if (CHECKS.includes(key)) {
      return (
        <label key={key} className="flex min-h-8 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name={key}
            value="1"
            defaultChecked={value(key) === '1'}
            className="h-4 w-4 rounded border-slate-300 accent-brand-600"
          />
          {label(key)}
        </label>
      );
    }
    const options = CHOICES[key];
    if (options) {
      const field = key;
      return (
        <div key={key}>
          <label htmlFor={fieldId} className="mb-2 block text-sm font-medium text-slate-900">
            {label(key)}
          </label>
          <select id={fieldId} name={key} defaultValue={value(key)} className={filterInputClass}>
            <option value="">{t('attributes.any')}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {t(`attributes.options.${field}.${option}`)}
              </option>
            ))}
          </select>
        </div>
      );
    }
    if (key === 'payMin') {
      const per = params.get('payPer') ?? units.pay;
      return (
        <fieldset key={key}>
          <legend className="mb-2 text-sm font-medium text-slate-900">{label('payMin')}</legend>
          <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
            <input
              type="text"
              name="payMin"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={localValue('payMin')}
              aria-label={label('payMin')}
              className={filterInputClass}
            />
            <select name="payPer" defaultValue={per} aria-label={t('attributes.filters.payPer')} className={filterInputClass}>
              {PAY_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`postAd.priceUnits.${unit}`)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      );
    }
    if (NUMBERS.includes(key)) {
      const unit = unitWord(key);
      return (
        <div key={key}>
          <label htmlFor={fieldId} className="mb-2 block text-sm font-medium text-slate-900">
            {label(key)}
          </label>
          <div className="relative">
            <input
              id={fieldId}
              type="text"
              name={key}
              inputMode={key === 'bathroomsMin' ? 'decimal' : 'numeric'}
              autoComplete="off"
              defaultValue={localValue(key)}
              aria-describedby={unit ? `${fieldId}-unit` : undefined}
              className={clsx(filterInputClass, unit && 'pr-14')}
            />
            {unit && (
              <span id={`${fieldId}-unit`} className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-600">
                {unit}
              </span>
            )}
          </div>
          {/* Without script the form's GET sends the unit beside the number. */}
          {key === 'mileageMax' && <input type="hidden" name="mileageUnit" value={units.distance} />}
          {key === 'areaMin' && <input type="hidden" name="areaUnit" value={units.area} />}
        </div>
      );
    }
    if (TEXTS.includes(key)) {
      return (
        <div key={key}>
          <label htmlFor={fieldId} className="mb-2 block text-sm font-medium text-slate-900">
            {label(key)}
          </label>
          <input id={fieldId} type="text" name={key} maxLength={60} defaultValue={value(key)} className={filterInputClass} />
        </div>
      );
    }
    return null;
  });

  return (
    <div className="space-y-5" data-testid="attribute-filters" data-attribute-filters data-family={family}>
      {fields}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
