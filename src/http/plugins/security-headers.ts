/**
 * Security headers on every answer, and the script nonce of each one.
 *
 * The same headers Helmet's defaults send (with our Content-Security-Policy), worked out
 * once at startup: @fastify/helmet built Helmet's whole configuration again for every
 * request (parsing and checking every directive), which cost more than a cached answer
 * itself (docs/decisions/018-per-request-costs.md). Per request only the CSP's
 * `script-src` changes: it names the request's nonce, which the server-rendered document
 * puts on its inline scripts (`reply.raw.scriptNonce`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** CSP directives in the order they are sent; values as they appear in the header. */
export type CspDirectives = [name: string, values: string[]][];

export interface SecurityHeadersOptions {
  /** False: no CSP (development, where Vite injects inline scripts of its own). */
  contentSecurityPolicy: false | { directives: CspDirectives };
}

/** Helmet 8's defaults, besides the CSP (Cross-Origin-Embedder-Policy left out, as images come from other origins). */
export const STATIC_SECURITY_HEADERS: [string, string][] = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

const NONCE_BYTES = 16;
const POOL_NONCES = 256;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * A fresh 128-bit nonce, base64. Drawn from a pool of random bytes filled 256 nonces at
 * a time: one call into the system's random source instead of one per request.
 */
export function scriptNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/** The CSP header with `{nonce}` standing for the request's nonce in script-src. */
export function cspTemplate(directives: CspDirectives): [before: string, after: string] {
  const text = directives.map(([name, values]) => (values.length > 0 ? `${name} ${values.join(' ')}` : name)).join(';');
  const marker = "'nonce-{nonce}'";
  const at = text.indexOf(marker);
  if (at === -1) return [text, ''];
  return [`${text.slice(0, at)}'nonce-`, `'${text.slice(at + marker.length)}`];
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const csp = options.contentSecurityPolicy ? cspTemplate(options.contentSecurityPolicy.directives) : null;
  const withNonce = csp !== null && csp[1] !== '';
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    const nonce = scriptNonce();
    res.scriptNonce = nonce;
    if (csp) res.setHeader('Content-Security-Policy', withNonce ? `${csp[0]}${nonce}${csp[1]}` : csp[0]);
    for (const [name, value] of STATIC_SECURITY_HEADERS) res.setHeader(name, value);
    done();
  });
}
