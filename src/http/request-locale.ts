import type { FastifyRequest } from 'fastify';
import { TIME_ZONE_HEADER, localeOfHeaders, type PersonLocale } from '../i18n/locale';

/**
 * The language and zone a request was made in: the site's pages send their own
 * language as Accept-Language and the visitor's zone as X-Time-Zone (web/lib/api-client.ts);
 * other clients get their Accept-Language, else English, and no zone.
 */
export function requestLocale(request: FastifyRequest): PersonLocale {
  const zone = request.headers[TIME_ZONE_HEADER];
  return localeOfHeaders({ acceptLanguage: request.headers['accept-language'], timeZone: Array.isArray(zone) ? zone[0] : zone });
}
