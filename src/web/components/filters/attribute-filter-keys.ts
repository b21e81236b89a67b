/**
 * The attribute filters' keys as every results page needs them, for the badges' count
 * and for Reset. They come from the root loader (domain ATTRIBUTE_FILTER_KEY_LISTS): the
 * domain module brings Zod and the make lists, and the fields themselves
 * (attribute-filter-fields.tsx) load only on pages of a category with facts, so neither
 * weighs on the home page's JavaScript (ADR 009).
 */
import { useRootData } from '../../lib/root-data';
import { activeFilterCount, FILTER_KEYS } from '../browse/search-params';

export interface SidebarKeys {
  /** Every attribute filter key the results URL may carry, units included. */
  attributeKeys: readonly string[];
  /** Everything the sidebar sets, so Reset clears it all. */
  sidebarKeys: readonly string[];
  /** How many sidebar filters are in force, for the badges: the place and price ones and each attribute filter (not its unit). */
  activeCount: (params: URLSearchParams) => number;
}

const NO_KEYS = { filters: [], units: [] };

export function useSidebarKeys(): SidebarKeys {
  const { filters, units } = useRootData()?.attributeFilterKeys ?? NO_KEYS;
  const attributeKeys = [...filters, ...units];
  return {
    attributeKeys,
    sidebarKeys: [...FILTER_KEYS, ...attributeKeys],
    activeCount: (params) => activeFilterCount(params) + filters.filter((key) => !['', '0'].includes(params.get(key)?.trim() ?? '')).length,
  };
}
