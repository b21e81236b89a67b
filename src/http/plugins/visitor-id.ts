/**
 * Anonymous visitor identity without accounts: a random id in a signed, httpOnly
 * cookie. It is the `userId` of listings and uploads, and the key for rate limits.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    visitorId: string;
  }
}

export const VISITOR_COOKIE = 'cb_vid';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

export function registerVisitorId(app: FastifyInstance, options: { secure: boolean }): void {
  app.decorateRequest('visitorId', '');
  app.addHook('onRequest', async (request, reply) => {
    // Media and built assets need no identity; skip the cookie work there.
    if (request.url.startsWith('/media/') || request.url.startsWith('/assets/')) return;
    const raw = request.cookies[VISITOR_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    if (unsigned?.valid && unsigned.value && VISITOR_ID.test(unsigned.value)) {
      request.visitorId = unsigned.value;
      return;
    }
    request.visitorId = randomBytes(16).toString('base64url');
    reply.setCookie(VISITOR_COOKIE, request.visitorId, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      maxAge: ONE_YEAR_S,
    });
  });
}
