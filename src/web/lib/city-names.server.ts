import { CITIES } from '../../domain/geo/cities';

/**
 * Every city's English name by URL segment, for cards on pages that span cities; the
 * page translates them (`cityName`). Sent with the page's data rather than bundled: the
 * city table stays out of the home page's JavaScript.
 */
export function cityNamesBySubdomain(): Record<string, string> {
  return Object.fromEntries(CITIES.map((city) => [city.subdomain, city.name]));
}
