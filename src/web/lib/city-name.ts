/**
 * Cities' names in the page's language, for components that ship to the browser. The
 * table (`domain/geo/city-names.ts`) stays on the server: the root loader sends only the
 * page language's names (`cityNames`), so the first load carries no table.
 */
import { useCallback } from 'react';
import type { City } from '../../domain/geo/cities';
import { useRootData } from './root-data';

const NO_NAMES: Readonly<Record<string, string>> = {};

/** `cityName(city)`: its name in the page's language where that differs, else its English name. */
export function useCityName(): (city: Pick<City, 'name' | 'subdomain'>) => string {
  const names = useRootData()?.cityNames ?? NO_NAMES;
  return useCallback((city) => names[city.subdomain] ?? city.name, [names]);
}
