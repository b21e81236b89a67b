/**
 * The reviewer's session for the moderation queue. Signing in with ADMIN_TOKEN sets a
 * signed, httpOnly, SameSite=Strict cookie (Secure over https) naming the reviewer; it
 * lasts 8 hours and ends early when ADMIN_TOKEN changes. Without ADMIN_TOKEN the queue
 * stays closed.
 *
 * CSRF: every state-changing request needs, besides the cookie, the session's CSRF
 * token in the X-CSRF-Token header — an HMAC of the session id, so it is tied to that
 * one session and needs no server-side store. The pages get it from their loader, API
 * clients from the sign-in answer or GET /api/moderation/session.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/shared/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in reviewer; only read on moderation URLs. */
    reviewer: ReviewerSession | null;
  }
}

export const REVIEWER_COOKIE = 'cb_review';
export const CSRF_HEADER = 'x-csrf-token';
export const DEFAULT_REVIEWER_NAME = 'reviewer';
const SESSION_MS = 8 * 60 * 60 * 1000;
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

export interface ReviewerSession {
  /** Recorded as reviewedBy on each decision. */
  name: string;
  sessionId: string;
  csrfToken: string;
  expiresAt: Date;
}

export interface ReviewerSessions {
  /** False when ADMIN_TOKEN is not set: nobody can sign in. */
  configured: boolean;
  /** Compares a candidate with ADMIN_TOKEN in constant time. */
  checkToken(candidate: string): boolean;
  start(request: FastifyRequest, reply: FastifyReply, name: string): ReviewerSession;
  end(request: FastifyRequest, reply: FastifyReply): void;
  /** onRequest hook: 503 when moderation is not configured, 401 without a session. */
  requireReviewer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** onRequest hook for state-changing requests: 403 without the session's CSRF token. */
  requireCsrf(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export const NOT_CONFIGURED_MESSAGE = 'Moderation is not configured on this server: set ADMIN_TOKEN to open the queue.';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function isModerationUrl(url: string): boolean {
  return url.startsWith('/api/moderation') || url === '/moderation' || url.startsWith('/moderation/') || url.startsWith('/moderation?') || url.startsWith('/moderation.');
}

export function registerReviewerSession(
  app: FastifyInstance,
  options: { adminToken: string | undefined; secret: string; secure: boolean },
): ReviewerSessions {
  const { adminToken, secret } = options;
  // Sessions carry a fingerprint of ADMIN_TOKEN: changing the token signs everyone out.
  const tokenFingerprint = adminToken ? hmac(secret, `admin-token:${adminToken}`).slice(0, 16) : '';
  const csrfOf = (sessionId: string) => hmac(secret, `csrf:${sessionId}`);
  const cookieOptions = (request: FastifyRequest) => ({
    signed: true,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: options.secure || request.protocol === 'https',
    path: '/',
  });

  function read(request: FastifyRequest): ReviewerSession | null {
    if (!adminToken) return null;
    const raw = request.cookies[REVIEWER_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    const [sessionId, expires, fingerprint, encodedName] = unsigned.value.split('.');
    const expiresAt = new Date(Number(expires));
    if (!sessionId || !SESSION_ID.test(sessionId) || fingerprint !== tokenFingerprint || encodedName === undefined) return null;
    if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()) return null;
    const name = Buffer.from(encodedName, 'base64url').toString('utf8') || DEFAULT_REVIEWER_NAME;
    return { name, sessionId, csrfToken: csrfOf(sessionId), expiresAt };
  }

  app.decorateRequest('reviewer', null);
  app.addHook('onRequest', async (request) => {
    if (isModerationUrl(request.url)) request.reviewer = read(request);
  });

  return {
    configured: Boolean(adminToken),
    checkToken(candidate) {
      // Hashing first gives equal lengths, so the comparison time says nothing about the token.
      return Boolean(adminToken) && timingSafeEqual(sha256(candidate), sha256(adminToken ?? ''));
    },
    start(request, reply, name) {
      const sessionId = randomBytes(16).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_MS);
      const value = [sessionId, String(expiresAt.getTime()), tokenFingerprint, Buffer.from(name, 'utf8').toString('base64url')].join('.');
      reply.setCookie(REVIEWER_COOKIE, value, { ...cookieOptions(request), maxAge: SESSION_MS / 1000 });
      const session = { name, sessionId, csrfToken: csrfOf(sessionId), expiresAt };
      request.reviewer = session;
      return session;
    },
    end(request, reply) {
      reply.clearCookie(REVIEWER_COOKIE, cookieOptions(request));
      request.reviewer = null;
    },
    async requireReviewer(request, reply) {
      // Returning the reply ends the request here: no later hook or handler runs.
      if (!adminToken) return reply.status(503).send({ message: NOT_CONFIGURED_MESSAGE });
      if (!request.reviewer) throw new AppError('unauthorized', 'Sign in as a reviewer first: your session is missing or has expired.');
      return undefined;
    },
    async requireCsrf(request) {
      const sent = request.headers[CSRF_HEADER];
      const reviewer = request.reviewer;
      if (!reviewer || typeof sent !== 'string' || !sameText(sent, reviewer.csrfToken)) {
        throw new AppError('forbidden', 'This request lacks the security token of your reviewer session; reload the page and try again.');
      }
    },
  };
}
