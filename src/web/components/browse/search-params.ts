/**
 * The browse page's state lives in its URL (so a filtered page can be shared and
 * reloaded). These helpers derive the next URL from the current one; any change of
 * what is shown starts again from the first page, so the cursor always goes.
 */

export type ParamChanges = Record<string, string | readonly string[] | null | undefined>;

/** A copy of `current` with `changes` applied: null/undefined/'' or [] removes a key. */
export function withParams(current: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('cursor');
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    if (typeof value === 'string') {
      if (value.trim() !== '') next.set(key, value);
    } else if (value) {
      for (const item of value) if (item !== '') next.append(key, item);
    }
  }
  return next;
}

/** "?a=1" or "" — for links that keep the current path. */
export function searchString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The sidebar's own keys: what "Reset" clears. Search, category and sort have their own controls. */
export const FILTER_KEYS = ['priceMin', 'priceMax', 'condition', 'postedDate', 'neighborhood', 'country', 'region'] as const;

/** How many sidebar filters are in force, for the phone toggle's badge. */
export function activeFilterCount(params: URLSearchParams): number {
  return FILTER_KEYS.filter((key) => {
    const values = params.getAll(key).filter((value) => value !== '' && value !== 'any' && value !== 'all');
    return values.length > 0;
  }).length;
}
