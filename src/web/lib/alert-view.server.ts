/**
 * What the alert pages (confirm, manage, unsubscribe) send the browser about a saved
 * search: never its tokens, only what the page shows — the search as a query string for
 * describe-search.ts, the city's English name (translated in the page), and the results link.
 */
import { CITIES } from '../../domain/geo/cities';
import { storedSearchParams, type StoredSearch } from '../components/alerts/alert-search-params';

export interface AlertView {
  id: string;
  email: string;
  frequency: 'instant' | 'daily';
  status: 'pending' | 'active' | 'unsubscribed';
  city: { name: string; subdomain: string; currency: string } | null;
  category: string | null;
  /** The results page's query string of this search. */
  params: string;
  resultsPath: string;
  lastMailedAt: string | null;
}

export function alertView(alert: {
  id: string;
  email: string;
  frequency: 'instant' | 'daily';
  status: 'pending' | 'active' | 'unsubscribed';
  search: StoredSearch;
  resultsPath: string;
  lastMailedAt: string | null;
}): AlertView {
  const city = alert.search.city ? CITIES.find((candidate) => candidate.subdomain === alert.search.city) : undefined;
  return {
    id: alert.id,
    email: alert.email,
    frequency: alert.frequency,
    status: alert.status,
    city: city ? { name: city.name, subdomain: city.subdomain, currency: city.currency } : null,
    category: alert.search.category,
    params: storedSearchParams(alert.search).toString(),
    resultsPath: alert.resultsPath,
    lastMailedAt: alert.lastMailedAt,
  };
}
