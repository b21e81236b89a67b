import { useSearchParams } from 'react-router';

/**
 * The search a results page shows: its URL's parameters, and the filters its place sets
 * without the URL saying them (a Victorian page's region or suburb). What "save this
 * search" and "follow this search" both follow.
 */
export function usePageSearch(scope?: Readonly<Record<string, string>>): URLSearchParams {
  const [urlParams] = useSearchParams();
  const params = new URLSearchParams(urlParams);
  for (const [key, value] of Object.entries(scope ?? {})) params.set(key, value);
  return params;
}
