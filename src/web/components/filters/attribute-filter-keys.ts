/**
 * The attribute filters' keys as every results page needs them, for the badges' count
 * and for Reset. A copy of domain/attributes/attribute-filters.ts's list (a test keeps
 * them equal): that module brings Zod and the make lists, and the fields themselves
 * (attribute-filter-fields.tsx) load only on pages of a category with facts, so neither
 * weighs on the home page's JavaScript (ADR 009).
 */
import type { AttributeFilterKey } from '../../../domain/attributes/attribute-filters';
import { activeFilterCount, FILTER_KEYS } from '../browse/search-params';

/** Every attribute filter key the results URL may carry (domain ATTRIBUTE_FILTER_KEYS), units last. */
export const ATTRIBUTE_KEYS = (
  'make model yearMin yearMax mileageMax fuel transmission bodyType bedroomsMin bathroomsMin areaMin furnished pets ' +
  'payMin workplace employmentType brand storageMin bikeType frameSize mileageUnit areaUnit payPer'
).split(' ') as AttributeFilterKey[];

/** Everything the sidebar sets, so Reset clears it all. */
export const SIDEBAR_KEYS: readonly string[] = [...FILTER_KEYS, ...ATTRIBUTE_KEYS];

/** How many sidebar filters are in force, for the badges: the place and price ones and each attribute filter (not its unit). */
export function sidebarFilterCount(params: URLSearchParams): number {
  // The last three keys are units, which travel with a value and are no filter of their own.
  return activeFilterCount(params) + ATTRIBUTE_KEYS.slice(0, -3).filter((key) => !['', '0'].includes(params.get(key)?.trim() ?? '')).length;
}
