/**
 * The reviewer's session for the moderation queue. Signing in with ADMIN_TOKEN sets a
 * signed, httpOnly, SameSite=Strict cookie (Secure over https) holding a random session
 * id; the server keeps the session (reviewer_sessions: the id's hash, the reviewer's
 * name, the expiry), so signing out ends it for every copy of the cookie. A session
 * lasts 8 hours and ends early when ADMIN_TOKEN changes. Without ADMIN_TOKEN the queue
 * stays closed.
 *
 * CSRF: every state-changing request needs, besides the cookie, the session's CSRF
 * token in the X-CSRF-Token header — an HMAC of the session id, so it is tied to that
 * one session. The pages get it from their loader, API clients from the sign-in answer
 * or GET /api/moderation/session.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { reviewerSessions } from '../../db/schema';
import { AppError } from '../../domain/shared/errors';
import { requestMessage } from '../request-text';
import { isReviewerPath } from '../../domain/reach/private-paths';

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
// 256 random bits, base64url.
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

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
  start(request: FastifyRequest, reply: FastifyReply, name: string): Promise<ReviewerSession>;
  /** Signs out: the session is deleted on the server, so no copy of the cookie works any more. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** onRequest hook: 503 when moderation is not configured, 401 without a session. */
  requireReviewer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** onRequest hook for state-changing requests: 403 without the session's CSRF token. */
  requireCsrf(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** The 503 of a server without ADMIN_TOKEN: a catalogue key, said in the request's language. */
export const NOT_CONFIGURED_MESSAGE = 'errors.moderation.notConfigured';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const idHashOf = (sessionId: string) => sha256(`reviewer-session:${sessionId}`).toString('hex');
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function registerReviewerSession(
  app: FastifyInstance,
  options: { db: Db; adminToken: string | undefined; secret: string; secure: boolean },
): ReviewerSessions {
  const { db, adminToken, secret } = options;
  // Sessions carry a fingerprint of ADMIN_TOKEN: changing the token signs everyone out.
  const tokenFingerprint = adminToken ? hmac(secret, `admin-token:${adminToken}`) : '';
  const csrfOf = (sessionId: string) => hmac(secret, `csrf:${sessionId}`);
  const cookieOptions = (request: FastifyRequest) => ({
    signed: true,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: options.secure || request.protocol === 'https',
    path: '/',
  });

  /** The session id of the request's cookie, when it is well formed and signed by us. */
  function cookieSessionId(request: FastifyRequest): string | null {
    const raw = request.cookies[REVIEWER_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value && SESSION_ID.test(unsigned.value) ? unsigned.value : null;
  }

  async function read(request: FastifyRequest): Promise<ReviewerSession | null> {
    if (!adminToken) return null;
    const sessionId = cookieSessionId(request);
    if (!sessionId) return null;
    const [row] = await db
      .select({ name: reviewerSessions.reviewerName, expiresAt: reviewerSessions.expiresAt })
      .from(reviewerSessions)
      .where(
        and(
          eq(reviewerSessions.idHash, idHashOf(sessionId)),
          eq(reviewerSessions.tokenFingerprint, tokenFingerprint),
          gt(reviewerSessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!row) return null;
    return { name: row.name || DEFAULT_REVIEWER_NAME, sessionId, csrfToken: csrfOf(sessionId), expiresAt: row.expiresAt };
  }

  app.decorateRequest('reviewer', null);
  // A callback: every other request passes without a promise or an extra tick.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isReviewerPath(request.url)) return done();
    read(request).then((reviewer) => {
      request.reviewer = reviewer;
      done();
    }, done);
  });

  return {
    configured: Boolean(adminToken),
    checkToken(candidate) {
      // Hashing first gives equal lengths, so the comparison time says nothing about the token.
      return Boolean(adminToken) && timingSafeEqual(sha256(candidate), sha256(adminToken ?? ''));
    },
    async start(request, reply, name) {
      const now = new Date();
      const sessionId = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_MS);
      // Sessions that ran out are cleared as new ones begin: sign-ins are few, so this stays cheap.
      await db.delete(reviewerSessions).where(lte(reviewerSessions.expiresAt, now));
      await db.insert(reviewerSessions).values({ idHash: idHashOf(sessionId), reviewerName: name, tokenFingerprint, expiresAt });
      reply.setCookie(REVIEWER_COOKIE, sessionId, { ...cookieOptions(request), maxAge: SESSION_MS / 1000 });
      const session = { name, sessionId, csrfToken: csrfOf(sessionId), expiresAt };
      request.reviewer = session;
      return session;
    },
    async end(request, reply) {
      const sessionId = request.reviewer?.sessionId ?? cookieSessionId(request);
      if (sessionId) await db.delete(reviewerSessions).where(eq(reviewerSessions.idHash, idHashOf(sessionId)));
      reply.clearCookie(REVIEWER_COOKIE, cookieOptions(request));
      request.reviewer = null;
    },
    async requireReviewer(request, reply) {
      // Returning the reply ends the request here: no later hook or handler runs.
      if (!adminToken) return reply.status(503).send({ message: requestMessage(request, NOT_CONFIGURED_MESSAGE) });
      if (!request.reviewer) throw new AppError('unauthorized', 'errors.moderation.signInFirst');
      return undefined;
    },
    async requireCsrf(request) {
      const sent = request.headers[CSRF_HEADER];
      const reviewer = request.reviewer;
      if (!reviewer || typeof sent !== 'string' || !sameText(sent, reviewer.csrfToken)) {
        throw new AppError('forbidden', 'errors.moderation.csrfMissing');
      }
    },
  };
}
