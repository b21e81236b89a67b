/**
 * The "My ads" session of a seller without an account (src/domain/my-ads): a signed,
 * httpOnly cookie holding a random session id, whose hash the server keeps with the
 * contact address and an expiry (12 hours). The cookie has no Max-Age, so the browser
 * forgets it when its session ends; signing out deletes the row, so every copy stops
 * working. SameSite=Lax: a seller following a link from a mail arrives signed in.
 *
 * Only requests that carry the cookie look the session up, so everyone else pays nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { endMyAdsSession, findMyAdsSession, startMyAdsSession } from '../../domain/my-ads/my-ads-links';

declare module 'fastify' {
  interface FastifyRequest {
    /** The contact address of the request's "My ads" session, or null. */
    myAdsEmail: string | null;
  }
}

export const MY_ADS_COOKIE = 'cb_my_ads';

export interface MyAdsSessions {
  start(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function registerMyAdsSession(app: FastifyInstance, options: { db: Db; secure: boolean }): MyAdsSessions {
  const { db } = options;
  const cookieOptions = (request: FastifyRequest) => ({
    signed: true,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secure || request.protocol === 'https',
    path: '/',
  });

  function cookieSessionId(request: FastifyRequest): string | null {
    const raw = request.cookies[MY_ADS_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : null;
  }

  app.decorateRequest('myAdsEmail', null);
  // A callback: a request without the cookie passes without a promise or an extra tick.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.cookies[MY_ADS_COOKIE] || request.url.startsWith('/media/') || request.url.startsWith('/assets/')) return done();
    const sessionId = cookieSessionId(request);
    if (!sessionId) {
      request.myAdsEmail = null;
      return done();
    }
    findMyAdsSession(db, { sessionId }).then((email) => {
      request.myAdsEmail = email;
      done();
    }, done);
  });

  return {
    async start(request, reply, email) {
      const session = await startMyAdsSession(db, { email });
      reply.setCookie(MY_ADS_COOKIE, session.sessionId, cookieOptions(request));
      request.myAdsEmail = email;
    },
    async end(request, reply) {
      const sessionId = cookieSessionId(request);
      if (sessionId) await endMyAdsSession(db, sessionId);
      reply.clearCookie(MY_ADS_COOKIE, cookieOptions(request));
      request.myAdsEmail = null;
    },
  };
}
