/**
 * What a shared cache (a CDN, nginx) may keep, and revalidating it cheaply.
 *
 * - Public pages (ssr.ts decides which) and the public JSON that is the same for everyone
 *   (`PUBLIC_API_ROUTES`) say `Cache-Control: public, max-age=0, s-maxage=N`, and
 *   `CDN-Cache-Control: public, max-age=N, stale-while-revalidate=M` (RFC 9213) for CDNs.
 *   The stale window is not in Cache-Control because browsers honour it too: Chromium
 *   answered a second look at a page within it from its disk cache and refreshed only
 *   afterwards, so a seller back on their city's page did not see the ad just posted.
 *   Browsers now always revalidate; a shared cache that reads only Cache-Control (nginx)
 *   keeps a page N seconds, and a CDN may serve it stale M seconds more.
 * - Any response that sets a cookie is `private, no-store`, whatever it said before: a
 *   cookie kept in a shared cache would be handed to everyone.
 * - Public 200s carry a strong ETag of their bytes, and If-None-Match answers 304 without
 *   a body. The tag is taken before compression and gets the content coding appended
 *   after it (`"abc-gzip"`), so each encoding has its own strong validator (RFC 9110 8.8.3).
 *   A page's CSP nonce is left out of the hash: a new render of the same page has the same
 *   tag, and a 304 drops the new render's CSP header so the stored page keeps its own.
 *
 * Two onSend hooks: `registerSharedCache` before compression, `registerEncodedETags` after.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SharedCacheOptions {
  /** `s-maxage`: how long a shared cache serves its copy without asking. */
  sMaxAgeS: number;
  /** `stale-while-revalidate` of CDN-Cache-Control: how much longer a CDN may serve that copy while fetching a new one. */
  staleWhileRevalidateS: number;
}

export const PRIVATE_NO_STORE = 'private, no-store';

export function publicCacheControl(options: SharedCacheOptions): string {
  return `public, max-age=0, s-maxage=${options.sMaxAgeS}`;
}

/** What CDNs that read CDN-Cache-Control (RFC 9213) do instead of Cache-Control; browsers never see a stale window. */
export function cdnCacheControl(options: SharedCacheOptions): string {
  return `public, max-age=${options.sMaxAgeS}, stale-while-revalidate=${options.staleWhileRevalidateS}`;
}

/** GET routes of the JSON API whose answer is the same for every visitor. */
export const PUBLIC_API_ROUTES: ReadonlySet<string> = new Set(['/api/listings', '/api/listings/:id', '/api/suggestions', '/api/trending', '/api/category-counts']);

/** The tag each request was answered 304 for (the client's, encoding included). */
const notModifiedTags = new WeakMap<FastifyRequest, string>();

/**
 * A body's strong tag; a page's CSP nonce is left out, so a new render of the same page
 * has the same tag. The bytes between the nonces are hashed where they lie: decoding a
 * 150 kB page to a string, cutting the nonces out and encoding it again for the hash cost
 * as much CPU as a fifth of its render.
 */
export function pageTag(body: Buffer, nonce: string | undefined): string {
  const hash = createHash('sha256');
  const needle = nonce ? Buffer.from(nonce) : null;
  let from = 0;
  for (let at = needle ? body.indexOf(needle) : -1; at !== -1; at = body.indexOf(needle!, from)) {
    hash.update(body.subarray(from, at));
    from = at + needle!.length;
  }
  hash.update(body.subarray(from));
  return hash.digest('base64url').slice(0, 32);
}

function isCacheableRead(request: FastifyRequest, reply: FastifyReply): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200;
}

async function bytesOf(payload: unknown): Promise<Buffer | null> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload && typeof (payload as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as AsyncIterable<Buffer | string>) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return Buffer.concat(chunks);
  }
  return null;
}

/** The If-None-Match entry that names this body's tag in any encoding, if one does. */
function matchingTag(ifNoneMatch: string | undefined, tag: string): string | null {
  if (!ifNoneMatch) return null;
  for (const entry of ifNoneMatch.split(',').map((value) => value.trim())) {
    if (entry === '*') return `"${tag}"`;
    if (entry.startsWith('W/')) continue; // Weak tags are never ours: all we send are strong.
    if (entry === `"${tag}"` || entry.startsWith(`"${tag}-`)) return entry;
  }
  return null;
}

export function addVary(reply: FastifyReply, field: string): void {
  const listed = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (listed.some((value) => value.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...listed, field].join(', '));
}

/** Before compression (and after the cookie plugin wrote its Set-Cookie): the policy, the tag and 304s. */
export function registerSharedCache(app: FastifyInstance, options: SharedCacheOptions): void {
  const publicPolicy = publicCacheControl(options);
  const cdnPolicy = cdnCacheControl(options);
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('set-cookie')) {
      reply.header('cache-control', PRIVATE_NO_STORE);
      reply.removeHeader('cdn-cache-control');
      return payload;
    }
    if (!isCacheableRead(request, reply)) return payload;
    if (!reply.hasHeader('cache-control') && request.routeOptions.url && PUBLIC_API_ROUTES.has(request.routeOptions.url)) {
      reply.header('cache-control', publicPolicy);
    }
    if (reply.getHeader('cache-control') === publicPolicy) reply.header('cdn-cache-control', cdnPolicy);
    if (!String(reply.getHeader('cache-control') ?? '').startsWith('public')) return payload;
    // A page from the render cache (render-cache.ts) comes with its strong tag, maybe already
    // compressed; anything else (a weak tag of a static file, or none) is tagged by its bytes.
    const preset = reply.getHeader('etag');
    const given = typeof preset === 'string' && /^"[^"]+"$/.test(preset) ? preset : null;
    const body = given ? null : await bytesOf(payload);
    if (!given && !body) return payload;
    const tag = given ? given.slice(1, -1) : pageTag(body!, reply.raw.scriptNonce);
    reply.header('etag', `"${tag}"`);
    // Lower case, as @fastify/compress checks for it before adding its own.
    addVary(reply, 'accept-encoding');
    const matched = matchingTag(request.headers['if-none-match'], tag);
    if (!matched) return body ?? payload;
    notModifiedTags.set(request, matched);
    reply.code(304);
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    reply.removeHeader('content-encoding');
    // The stored copy's CSP names the nonce in its own bytes; this render's must not replace it.
    reply.removeHeader('content-security-policy');
    return '';
  });
}

/**
 * After compression: the tag names the content coding the body was sent in.
 * @fastify/compress adds its onSend to each route as it is declared, so this one is
 * added the same way, after it (register this after the compress plugin).
 */
export function registerEncodedETags(app: FastifyInstance): void {
  const encodedTag = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string') return payload;
    const notModified = notModifiedTags.get(request);
    if (notModified) {
      reply.header('etag', notModified);
      return payload;
    }
    const encoding = reply.getHeader('content-encoding');
    if (typeof encoding === 'string' && encoding !== 'identity' && !etag.endsWith(`-${encoding}"`))
      reply.header('etag', `${etag.slice(0, -1)}-${encoding}"`);
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const existing = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...existing, encodedTag] as typeof route.onSend;
  });
}
