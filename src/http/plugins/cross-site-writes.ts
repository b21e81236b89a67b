/**
 * The one rule for writes sent from another site (CSRF): the JSON API's cookie-
 * authenticated writes (a visitor's listings and favourites, a "My ads" session, a
 * reviewer's session) and the pages' form posts are refused when the browser says they
 * came from elsewhere. SameSite=Lax cookies already keep most of them out; this says so
 * at the door, for every browser, instead of trusting each route to remember.
 *
 * What the browser says, in the order it is believed:
 * - `Sec-Fetch-Site` (no page can set it): `cross-site` is refused; `same-origin` and
 *   `none` (typed into the address bar, a bookmark) pass.
 * - Otherwise (`same-site`, an older browser that sends no Sec-Fetch-Site) the `Origin`,
 *   when there is one, must name this host or the configured public URL's host.
 *   `Origin: null` (a sandboxed frame, a page with no-referrer) names no host and is refused.
 * - A request with neither header is not a browser's cross-site form or fetch (curl, a
 *   server, a mail provider's webhook) and passes: it carries no visitor's cookies by accident.
 *
 * The page adapter (ssr.ts) reads the same rule to tell React Router's own origin check
 * the answer, so the pages and the API never disagree.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../domain/shared/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is meant to be called from other sites and authorises by a secret in the
     * request, never by a cookie (the inbound-mail webhook, one-click unsubscribe).
     */
    acceptsCrossSite?: true;
  }
}

/** The methods that change something; React Router runs actions for the same four. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SiteHosts {
  /** The configured public URL (PUBLIC_URL), whose host is this site's too behind a proxy. */
  publicUrl?: string;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether `request` is a write that a page of another site made a browser send. */
export function isCrossSiteWrite(request: FastifyRequest, site: SiteHosts = {}): boolean {
  if (!WRITES.has(request.method)) return false;
  const fetchSite = headerOf(request, 'sec-fetch-site');
  if (fetchSite === 'cross-site') return true;
  if (fetchSite === 'same-origin' || fetchSite === 'none') return false;
  const origin = headerOf(request, 'origin');
  if (origin === undefined) return false;
  const from = origin === 'null' ? null : hostOf(origin);
  if (from === null) return true;
  // The Host as sent, and as a URL writes it (without the scheme's default port, as an Origin has it).
  const ours = [request.host.toLowerCase(), hostOf(`${request.protocol}://${request.host}`), site.publicUrl ? hostOf(site.publicUrl) : null];
  return !ours.includes(from);
}

/**
 * Refuses cross-site writes before their body is read: 403 `{ message }`, noted at info
 * level like every refusal (errors.ts), never with a stack — anyone's page can send them.
 */
export function registerCrossSiteWriteGuard(app: FastifyInstance, site: SiteHosts): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.acceptsCrossSite) return;
    if (isCrossSiteWrite(request, site)) throw forbidden('errors.http.crossSite');
  });
}
