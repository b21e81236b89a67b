/**
 * A saved search said in words ("London · For Sale › Furniture · “bike” · Price: 50–200"):
 * the Save this search dialog shows what will be followed before the visitor gives an
 * address, and the manage page names each alert the same way. Only words already in
 * the message files (category names, filter names) plus the `alerts` namespace.
 */
import { ATTRIBUTE_FILTER_KEYS } from '../../../domain/attributes/attribute-filter-table';
import { filterCountryName } from '../../../domain/geo/filter-country-options';
import { formatPrice } from '../../../domain/shared/format';
import type { TFunction } from '../../../i18n/i18n';
import { categoryLabel, conditionLabel, subcategoryLabel } from '../../i18n/taxonomy-labels';

export interface SearchInWords {
  /** The place's name in the page's language (a city, a Victorian place), or null for everywhere. */
  place: string | null;
  category: string | null;
  /** The results page's query string: q, subcategory and the sidebar's filters. */
  params: URLSearchParams;
  /** The city's currency (ISO code): prices read "£200" rather than "200". */
  currency?: string | null;
  /** The page's language, for the price's format. */
  language?: string;
}

/** "surf-coast" → "Surf coast": a region slug read as words. */
const wordsOf = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ');

const shown = (value: string | null | undefined) => (value && value.trim() && value !== 'any' && value !== 'all' ? value.trim() : null);

/** One short phrase per part of the search, place first; "Every city" when there is none. */
export function describeSearch(t: TFunction, { place, category, params, currency, language = 'en' }: SearchInWords): string[] {
  const country = shown(params.get('country'));
  const region = shown(params.get('region'));
  const neighborhood = shown(params.get('neighborhood'));
  // Without a city the place is what the filters say (a Victorian page: Victoria, Australia).
  const wider = [region && wordsOf(region), country && t(`filters.countries.${country.toUpperCase()}`, { defaultValue: filterCountryName(country, language) })]
    .filter(Boolean)
    .join(', ');
  const parts: string[] = [place ?? (wider || t('alerts.search.everywhere'))];
  const subcategory = shown(params.get('subcategory'));
  if (category) {
    parts.push(subcategory ? `${categoryLabel(t, category)} › ${subcategoryLabel(t, category, subcategory)}` : categoryLabel(t, category));
  } else {
    parts.push(t('alerts.search.allCategories'));
  }
  const words = shown(params.get('q'));
  if (words) parts.push(t('alerts.search.words', { words }));
  const money = (value: string | null) => (value && currency ? formatPrice(value, currency, language, value) || value : value);
  const min = money(shown(params.get('priceMin')));
  const max = money(shown(params.get('priceMax')));
  if (min && max) parts.push(t('alerts.search.priceBetween', { min, max }));
  else if (min) parts.push(t('alerts.search.priceFrom', { min }));
  else if (max) parts.push(t('alerts.search.priceUpTo', { max }));
  const conditions = params.getAll('condition').filter((value) => shown(value));
  if (conditions.length > 0) parts.push(`${t('filters.condition')}: ${conditions.map((value) => conditionLabel(t, value)).join(', ')}`);
  const posted = shown(params.get('postedDate'));
  if (posted) parts.push(`${t('filters.postedDate')}: ${t(`filters.posted.${posted}`, { defaultValue: posted })}`);
  if (neighborhood) parts.push(`${t('filters.neighborhood')}: ${neighborhood}`);
  if (params.get('verified') === '1') parts.push(t('alerts.search.trusted'));
  parts.push(...describeAttributeFilters(t, params, money));
  return parts;
}

/** Choices whose values have labels (attributes.options.<key>.<value>). */
const CHOICE_FILTERS = new Set(['fuel', 'transmission', 'bodyType', 'workplace', 'employmentType', 'bikeType', 'frameSize']);
/** Filters named by the sidebar's own label rather than the fact's name. */
const FILTER_LABELS = new Set([
  'yearMin',
  'yearMax',
  'mileageMax',
  'bedroomsMin',
  'bathroomsMin',
  'areaMin',
  'furnished',
  'pets',
  'payMin',
  'storageMin',
]);

/** "Year from: 2010", "Max. mileage: 120000 km", "Fuel: Diesel", "Pets allowed" (ADR 014's filters). */
function describeAttributeFilters(t: TFunction, params: URLSearchParams, money: (value: string | null) => string | null): string[] {
  const parts: string[] = [];
  for (const key of ATTRIBUTE_FILTER_KEYS) {
    const value = shown(params.get(key));
    if (!value || key === 'mileageUnit' || key === 'areaUnit' || key === 'payPer') continue;
    const label = t(FILTER_LABELS.has(key) ? `attributes.filters.${key}` : `attributes.fields.${key}`);
    if (key === 'furnished' || key === 'pets') {
      if (value === '1' || value === 'true') parts.push(label);
      continue;
    }
    const unit =
      key === 'mileageMax'
        ? ` ${t(`attributes.units.${params.get('mileageUnit') ?? 'km'}`)}`
        : key === 'areaMin'
          ? ` ${t(`attributes.units.${params.get('areaUnit') ?? 'm2'}`)}`
          : key === 'storageMin'
            ? ' GB'
            : '';
    const shownValue = CHOICE_FILTERS.has(key)
      ? t(`attributes.options.${key}.${value}`, { defaultValue: value })
      : key === 'payMin'
        ? `${money(value) ?? value} ${t('attributes.filters.payPer')} ${t(`postAd.priceUnits.${params.get('payPer') ?? 'year'}`, { defaultValue: params.get('payPer') ?? 'year' })}`
        : `${value}${unit}`;
    parts.push(`${label}: ${shownValue}`);
  }
  return parts;
}
