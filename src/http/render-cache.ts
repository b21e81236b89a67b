/**
 * Rendered pages kept for anonymous visitors (ADR 017). A city home takes about 11 ms of
 * CPU to render; the same page for the next visitor who carries no cookie that changes
 * it is the same bytes, so they are kept and sent again:
 *
 * - **Who:** GET requests without a visitor, "My ads" or reviewer cookie (the language
 *   cookie changes nothing the server renders: the language is in the URL).
 * - **What:** 200s that shared caches may keep (`public` Cache-Control) and set no cookie.
 * - **Key:** the address (host included: a city's subdomain names it), plus the request headers the page said it varies on
 *   (Accept-Language where the browser chose the words), under the listings' change
 *   version (`listing_changes`, moved by a trigger on every listing write): a new, edited
 *   or removed listing makes every kept page stale at once, in every process. What no
 *   write announces (ages like "5 minutes ago", expiry) is bounded by the time limit,
 *   PAGE_CACHE_S_MAXAGE, the bound shared caches already have.
 * - **Bytes:** kept as rendered, with the render's CSP header and nonce (a page served
 *   from here is the same document a CDN would serve), so each encoding is compressed
 *   once, and its strong ETag is computed once.
 * - **Shared:** with REDIS_URL set, a page one process rendered is read by the others
 *   under the same version: N processes render once, not N times.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SharedCountStore } from '../domain/listings/listings-cache';
import { addVary, pageTag } from './plugins/shared-cache';

export interface RenderCacheOptions {
  /** The listings' change version (`listingsVersion`): a page is kept under the version it was rendered at. */
  version: () => Promise<number>;
  /** Names this database in shared keys (`ListingsCache.databaseId`): two databases behind one Redis never read each other's pages. */
  namespace: () => Promise<string>;
  /** How long a page is kept at most. */
  ttlMs: number;
  /** Cookies that change what a page shows: a request with any of them is rendered. */
  personalCookies: readonly string[];
  /** Pages kept in this process (the least recently used go first). */
  maxEntries?: number;
  /** The store every process reads (Redis), when there is one. */
  store?: () => SharedCountStore | null;
}

/** A rendered page as kept. */
export interface KeptPage {
  /** The render's own headers, with the Cache-Control it was sent with. */
  headers: [string, string][];
  /** The request headers the page varied on (its Vary). */
  varies: readonly string[];
  /** The render's Content-Security-Policy, naming the nonce in its bytes. */
  csp: string | null;
  body: Buffer;
  /** The strong tag of the body (nonce left out, as shared-cache.ts tags pages). */
  tag: string;
  version: number;
  expires: number;
  /** Each encoding, compressed on its first request. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

/** What a render leaves to keep. */
export interface Render {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The request headers the page varied on. */
  varies: readonly string[];
}

export interface RenderCache {
  /** The kept page for this request at this version, or null (then render, and `keep` it). */
  lookup(request: FastifyRequest, version: number): Promise<KeptPage | null>;
  /** Keeps a render of this request, made at `version`, if it may be kept: call once the response is sent. */
  keep(request: FastifyRequest, reply: FastifyReply, version: number, render: Render): Promise<void>;
  /** Sends a kept page, compressed as the request accepts; `cacheControl` replaces the kept one. */
  send(request: FastifyRequest, reply: FastifyReply, page: KeptPage, cacheControl?: string): FastifyReply;
  /** Whether this request may be answered from (and kept in) the cache, and at which version. */
  versionFor(request: FastifyRequest): Promise<number | null>;
}

const MAX_BODY_BYTES = 2 * 1024 * 1024;

interface SharedPage {
  headers: [string, string][];
  varies: readonly string[];
  csp: string | null;
  body: string;
  tag: string;
  expires: number;
}

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const maxEntries = options.maxEntries ?? 500;
  const pages = new Map<string, KeptPage>();
  // The request headers each URL's page varies on, learnt from its render.
  const variesByUrl = new Map<string, readonly string[]>();

  const mayUse = (request: FastifyRequest) =>
    request.method === 'GET' && !options.personalCookies.some((name) => request.cookies?.[name] !== undefined);

  // The host names the city on city subdomains (pageShell): it is part of the address.
  const addressOf = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`;

  const keyOf = (request: FastifyRequest, varies: readonly string[]) =>
    [addressOf(request), ...varies.map((header) => `${header}:${String(request.headers[header.toLowerCase()] ?? '')}`)].join('\n');

  const sharedKey = async (version: number, what: string, key: string) =>
    `cityboard:page:${await options.namespace()}:${version}:${what}:${createHash('sha256').update(key).digest('base64url')}`;

  function remember(key: string, page: KeptPage): void {
    pages.delete(key);
    pages.set(key, page);
    if (pages.size > maxEntries) pages.delete(pages.keys().next().value as string);
  }

  async function sharedLookup(request: FastifyRequest, version: number): Promise<KeptPage | null> {
    const store = options.store?.();
    if (!store) return null;
    let varies = variesByUrl.get(addressOf(request));
    if (!varies) {
      const listed = await store.get(await sharedKey(version, 'vary', addressOf(request))).catch(() => null);
      if (listed === null) return null;
      varies = JSON.parse(listed) as string[];
      variesByUrl.set(addressOf(request), varies);
    }
    const key = keyOf(request, varies);
    const text = await store.get(await sharedKey(version, 'page', key)).catch(() => null);
    if (text === null) return null;
    const shared = JSON.parse(text) as SharedPage;
    if (shared.expires <= Date.now()) return null;
    const page: KeptPage = { ...shared, body: Buffer.from(shared.body, 'utf8'), version, encoded: {} };
    remember(key, page);
    return page;
  }

  return {
    async versionFor(request) {
      return mayUse(request) ? options.version() : null;
    },

    async lookup(request, version) {
      const varies = variesByUrl.get(addressOf(request));
      if (varies) {
        const key = keyOf(request, varies);
        const page = pages.get(key);
        if (page && page.version === version && page.expires > Date.now()) {
          remember(key, page);
          return page;
        }
        if (page) pages.delete(key);
      }
      return sharedLookup(request, version);
    },

    async keep(request, reply, version, render) {
      if (!mayUse(request) || render.status !== 200 || render.body.length > MAX_BODY_BYTES) return;
      // Called once the response is sent: its final headers say whether anyone may keep it.
      if (render.headers.has('set-cookie') || reply.hasHeader('set-cookie') || reply.statusCode !== 200) return;
      if (!String(reply.getHeader('cache-control') ?? '').startsWith('public')) return;
      const headers: [string, string][] = [
        ...[...render.headers].filter(([name]) => name !== 'set-cookie' && name !== 'cache-control'),
        ['cache-control', String(reply.getHeader('cache-control'))],
      ];
      const csp = reply.getHeader('content-security-policy');
      // The tag shared-cache.ts sent with these bytes (before its encoding's name): not hashed twice.
      const sentTag = /^"([A-Za-z0-9_-]{32})(?:-[a-z]+)?"$/.exec(String(reply.getHeader('etag') ?? ''))?.[1];
      const page: KeptPage = {
        headers,
        varies: [...render.varies],
        csp: typeof csp === 'string' ? csp : null,
        body: render.body,
        tag: sentTag ?? pageTag(render.body, reply.raw.scriptNonce),
        version,
        expires: Date.now() + options.ttlMs,
        encoded: {},
      };
      variesByUrl.set(addressOf(request), [...render.varies]);
      if (variesByUrl.size > maxEntries * 4) variesByUrl.delete(variesByUrl.keys().next().value as string);
      const key = keyOf(request, render.varies);
      remember(key, page);
      const store = options.store?.();
      if (!store) return;
      const shared: SharedPage = {
        headers,
        varies: page.varies,
        csp: page.csp,
        body: render.body.toString('utf8'),
        tag: page.tag,
        expires: page.expires,
      };
      await Promise.all([
        store.set(await sharedKey(version, 'vary', addressOf(request)), JSON.stringify(render.varies), options.ttlMs),
        store.set(await sharedKey(version, 'page', key), JSON.stringify(shared), options.ttlMs),
      ]).catch(() => undefined);
    },

    send(request, reply, page, cacheControl) {
      reply.status(200);
      for (const [name, value] of page.headers) reply.header(name, value);
      if (cacheControl) reply.header('cache-control', cacheControl);
      for (const header of page.varies) addVary(reply, header);
      if (page.csp) reply.header('content-security-policy', page.csp);
      reply.header('etag', `"${page.tag}"`);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding || page.body.length < 1024) return reply.send(page.body);
      page.encoded[encoding] ??= encode(page.body, encoding);
      reply.header('content-encoding', encoding);
      return reply.send(page.encoded[encoding]);
    },
  };
}

function encode(body: Buffer, encoding: Encoding): Buffer {
  // Brotli at quality 5: most of the size win of higher levels, at a fraction of their CPU.
  return encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body);
}

/** br, else gzip, when the request accepts it (q=0 refuses). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
