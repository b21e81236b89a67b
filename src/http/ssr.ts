/**
 * Serves the React Router app from Fastify: a small adapter from Fastify's request to
 * the Fetch API's Request and back. Route loaders receive the database and the
 * visitor through the load context and call domain functions directly.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import '../web/app-context';
import { isCrossSiteWrite, type SiteHosts } from './plugins/cross-site-writes';
import { PAGE_METHODS, sendMethodNotAllowed } from './plugins/errors';
import { addVary, PRIVATE_NO_STORE } from './plugins/shared-cache';
import { isPrivatePagePath } from '../domain/reach/private-paths';
import type { RenderCache } from './render-cache';

export interface SsrOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  context: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext;
  /** Cache-Control of a public page (`publicCacheControl`); without it pages say no-store. */
  publicCacheControl?: string;
  /** Rendered pages kept for anonymous visitors (render-cache.ts). */
  renderCache?: RenderCache;
  /** This site's hosts, for the rule on cross-site form posts (plugins/cross-site-writes.ts). */
  site?: SiteHosts;
}

/** A personal page, or any page for a signed-in reviewer or "My ads" seller: whatever its loader said, `private, no-store`. */
function isPersonal(request: FastifyRequest): boolean {
  return isPrivatePagePath(request.url) || Boolean(request.reviewer) || Boolean(request.myAdsEmail);
}

/**
 * Who may keep a page: a GET answered 200 that is the same for everyone may be kept by
 * shared caches; a personal page, or any page for a signed-in reviewer or "My ads" seller,
 * by nobody. Errors and redirects are not kept either: they are cheap, and a held listing
 * is 404 to everyone but its seller. Loaders that say otherwise (a seller's own listing,
 * `private, no-store`) win; a response that sets a cookie is made private in shared-cache.ts.
 */
export function pageCacheControl(request: FastifyRequest, status: number, publicPolicy: string | undefined): string {
  if (request.method !== 'GET' && request.method !== 'HEAD') return PRIVATE_NO_STORE;
  if (isPersonal(request)) return PRIVATE_NO_STORE;
  if (status !== 200 || !publicPolicy) return 'no-store';
  return publicPolicy;
}

export function registerSsr(app: FastifyInstance, options: SsrOptions): void {
  const handle = createRequestHandler(options.build, options.mode);

  app.register(async (scope) => {
    // Page requests pass their body through untouched: React Router reads it itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.all('/*', async (request, reply) => {
      // Pages are read and, in one place, posted to; any other method (TRACE, which a
      // Fetch Request cannot even carry, PUT, DELETE…) is refused here, before React Router.
      if (!(PAGE_METHODS as readonly string[]).includes(request.method)) return sendMethodNotAllowed(reply, PAGE_METHODS);
      const cache = options.renderCache;
      // Read before rendering: a listing written during the render leaves the kept page stale at once.
      // Personal pages are never kept: no version to read, no body to hold back.
      const version = cache && !isPersonal(request) ? await cache.versionFor(request) : null;
      const kept = cache && version !== null ? await cache.lookup(request, version) : null;
      // A kept page is public (a loader's own policy is never kept): a prefetch of its data gets the prefetch's.
      if (kept) return cache!.send(request, reply, kept, isDataPrefetch(request) ? `private, max-age=${PREFETCH_MAX_AGE_S}` : undefined);
      // Request headers a loader read to decide the page (the root's Accept-Language).
      const varies = new Set<string>();
      // `log`: page errors are logged by the request's logger, with its request id (entry.server.tsx).
      // Object.assign keeps the context's getters (its visitorId is read only when a page asks).
      const context = Object.assign(options.context(request, reply), { vary: (header: string) => void varies.add(header), log: request.log });
      const response = await handle(toFetchRequest(request, reply, options.site ?? {}), context);
      // React Router answers 405 to a POST at a page without an action; say what it takes.
      if (response.status === 405 && !response.headers.has('allow')) response.headers.set('allow', 'GET, HEAD');
      if (isPrivatePagePath(request.url)) {
        // A page of one person (a secret link, "My ads", the moderation queue) is never indexed.
        response.headers.set('x-robots-tag', 'noindex');
      }
      if (isPersonal(request)) response.headers.set('cache-control', PRIVATE_NO_STORE);
      else if (mayKeepPrefetchedData(request, response)) reply.header('cache-control', `private, max-age=${PREFETCH_MAX_AGE_S}`);
      else if (!response.headers.has('cache-control'))
        reply.header('cache-control', pageCacheControl(request, response.status, options.publicCacheControl));
      if (cache && version !== null && response.status === 200 && response.body) {
        const body = Buffer.from(await response.arrayBuffer());
        // Kept once sent, when every onSend hook has had its say (a Set-Cookie makes it private).
        reply.raw.once('finish', () => {
          void cache
            .keep(request, reply, version, { status: response.status, headers: response.headers, body, varies: [...varies] })
            .catch(() => undefined);
        });
        return sendFetchResponse(reply, response, varies, body);
      }
      return sendFetchResponse(reply, response, varies);
    });
  });
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, site: SiteHosts): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  // React Router checks an action's Origin against the URL itself, with a rule of its own
  // that refuses with a bare 400 and logs an error. The server's one rule
  // (plugins/cross-site-writes.ts, which already refused a cross-site write with 403 when
  // registered) decides instead: a post it lets through reaches the action with this
  // site's origin — e.g. a form posted before hydration from a no-referrer page, which
  // says `Origin: null` with `Sec-Fetch-Site: same-origin`. One it refuses keeps its
  // origin, and React Router refuses it too.
  if (headers.has('origin') && !isCrossSiteWrite(request, site)) headers.set('origin', origin);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** How long the browser may reuse page data it prefetched. */
export const PREFETCH_MAX_AGE_S = 30;

/**
 * A prefetch (`<link rel="prefetch">`, which browsers send with `Sec-Purpose: prefetch`)
 * of a page's data is only worth its cost if the navigation that follows can reuse it,
 * and browsers reuse it only when it may be cached. So a prefetched `.data` answer that
 * says nothing about caching may be kept by that browser (never a shared cache) briefly.
 */
function mayKeepPrefetchedData(request: FastifyRequest, response: Response): boolean {
  return isDataPrefetch(request) && response.status === 200 && !response.headers.has('cache-control');
}

function isDataPrefetch(request: FastifyRequest): boolean {
  const purpose = String(request.headers['sec-purpose'] ?? request.headers.purpose ?? '');
  return purpose.includes('prefetch') && request.url.split('?')[0]!.endsWith('.data');
}

/** Sends a Fetch Response; `body`: its bytes, when they were already read. */
async function sendFetchResponse(reply: FastifyReply, response: Response, varies: ReadonlySet<string>, body?: Buffer): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  for (const field of varies) addVary(reply, field);
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  if (body) return reply.send(body);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
