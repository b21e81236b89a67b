/**
 * Anonymous visitor identity without accounts: a random id in a signed, httpOnly
 * cookie. It is the `userId` of listings and uploads, and a key for rate limits.
 *
 * The cookie is made only when a visitor does something that needs an identity
 * (posting, uploading, reporting, messaging, saving a favourite): a `Set-Cookie` on a
 * public page would keep every shared cache from storing it (README: "Caching").
 * Reading `request.visitorId` in a request that changes something (POST, PUT, PATCH,
 * DELETE) mints the id and sets the cookie; in a GET or HEAD without a cookie it is a
 * stand-in that nothing can own and that is never sent to the browser.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's id: from the cookie, minted (with the cookie) when a changing request asks for it, else a stand-in (`anonymousVisitorId`). */
    visitorId: string;
    /** The id the visitor's cookie carries (or that this request minted); null for a visitor without one. Reading it never mints. */
    readonly knownVisitorId: string | null;
  }
}

export const VISITOR_COOKIE = 'cb_vid';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface VisitorState {
  reply: FastifyReply;
  id: string | null;
  secure: boolean;
}
const state = new WeakMap<FastifyRequest, VisitorState>();

/**
 * What a read by a visitor without a cookie is counted as (a listing's views once per
 * visitor and day): one per client address. The `anon:` prefix can never be a minted
 * id, so nothing posted, uploaded or saved belongs to it.
 */
export function anonymousVisitorId(ip: string): string {
  return `anon:${createHash('sha256').update(ip).digest('base64url').slice(0, 22)}`;
}

function mint(visitor: VisitorState): string {
  visitor.id = randomBytes(16).toString('base64url');
  visitor.reply.setCookie(VISITOR_COOKIE, visitor.id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: visitor.secure,
    path: '/',
    maxAge: ONE_YEAR_S,
  });
  return visitor.id;
}

export function registerVisitorId(app: FastifyInstance, options: { secure: boolean }): void {
  app.decorateRequest('visitorId', {
    getter(this: FastifyRequest): string {
      const visitor = state.get(this);
      if (!visitor) return '';
      if (visitor.id) return visitor.id;
      if (SAFE_METHODS.has(this.method)) return anonymousVisitorId(this.ip || 'unknown');
      return mint(visitor);
    },
  });
  app.decorateRequest('knownVisitorId', {
    getter(this: FastifyRequest): string | null {
      return state.get(this)?.id ?? null;
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    // Media and built assets need no identity; skip the cookie work there.
    if (request.url.startsWith('/media/') || request.url.startsWith('/assets/')) return;
    const raw = request.cookies[VISITOR_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    const id = unsigned?.valid && unsigned.value && VISITOR_ID.test(unsigned.value) ? unsigned.value : null;
    state.set(request, { reply, id, secure: options.secure });
  });
}
