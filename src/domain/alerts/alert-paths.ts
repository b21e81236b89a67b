/**
 * The addresses of saved searches: the results page a search came from, and the pages
 * its mails link to. Browser-safe: the pages build the same paths.
 */
import { attributeFiltersAsQuery } from '../attributes/attribute-filters';
import { findCity } from '../geo/find-city';
import { categoryPath, homePath } from '../reach/public-paths';
import type { AlertSearch } from './alert-schemas';

/** The results page of a saved search, with its filters in the URL as the page reads them. */
export function alertResultsPath(search: AlertSearch): string {
  const city = findCity(search.city);
  const base = search.category ? categoryPath(search.category, city) : homePath(city);
  const params = new URLSearchParams();
  if (search.search) params.set('q', search.search);
  if (search.subcategory) params.set('subcategory', search.subcategory);
  if (search.priceMin) params.set('priceMin', search.priceMin);
  if (search.priceMax) params.set('priceMax', search.priceMax);
  for (const condition of search.condition) params.append('condition', condition);
  if (search.neighborhood) params.set('neighborhood', search.neighborhood);
  if (search.country) params.set('country', search.country);
  if (search.region) params.set('region', search.region);
  if (search.verified) params.set('verified', '1');
  for (const [key, value] of Object.entries(attributeFiltersAsQuery(search.attributes))) params.set(key, value);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The confirmation page (GET shows the search and a button; only the button confirms). */
export const alertConfirmPath = (id: string, token: string) => `/alerts/confirm/${id}/${token}`;
/** All alerts of one address. */
export const alertManagePath = (token: string) => `/alerts/manage/${token}`;
/** The unsubscribe page of one alert (a button; mail clients POST to the API's one-click address). */
export const alertUnsubscribePath = (token: string) => `/alerts/unsubscribe/${token}`;
/** RFC 8058 one-click address, for the List-Unsubscribe header. */
export const alertOneClickPath = (token: string) => `/api/alerts/unsubscribe/${token}`;
