import { data, redirect } from 'react-router';
import { localityOf, type Locality } from '../../domain/geo/find-city';
import { cityPath } from '../../domain/geo/city-path';
import { resolveCity, type CityResolution } from '../../domain/geo/resolve-city';

/** What the request's path, `?city=` and host say about its city. */
export function resolveRequestCity(request: Request, params: { country?: string; city?: string }): CityResolution {
  const url = new URL(request.url);
  return resolveCity({
    countrySegment: params.country,
    citySegment: params.city,
    query: url.searchParams.get('city'),
    // The server built this URL from Host, or X-Forwarded-Host behind a trusted proxy (TRUST_PROXY).
    host: url.host,
  });
}

/**
 * The city of a page request, for loaders. A known city under the wrong country
 * redirects (301) to its own path; an unknown one is a 404.
 */
export function pageLocality(request: Request, params: { country?: string; city?: string }): Locality {
  const resolution = resolveRequestCity(request, params);
  switch (resolution.kind) {
    case 'city':
      return localityOf(resolution.city);
    case 'global':
      return localityOf(null);
    case 'moved': {
      const url = new URL(request.url);
      const rest = url.pathname.split('/').slice(3).join('/');
      throw redirect(`${cityPath(resolution.city)}${rest ? `/${rest}` : ''}${url.search}`, 301);
    }
    case 'unknown':
      throw notFoundResponse();
  }
}

/** Thrown from a loader, renders the root error boundary's 404 page with status 404. */
export function notFoundResponse() {
  return data('Not Found', { status: 404 });
}
