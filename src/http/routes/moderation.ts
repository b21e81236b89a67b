/**
 * The moderation queue's API, for signed-in reviewers only (plugins/reviewer-session.ts):
 * sign in and out, the listing queue and its decisions, and held messages and reported
 * conversations with the decision on a held message. Answers are never cached or indexed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { decideListings, reviewDecisionInputSchema, reviewDecisionResultSchema } from '../../domain/moderation/review-decision';
import {
  decideHeldMessage,
  listMessageReview,
  messageDecisionInputSchema,
  messageDecisionResultSchema,
  messageReviewQuerySchema,
  messageReviewSchema,
  reportReviewResultSchema,
  reviewConversationReport,
  type HeldMessageDecider,
} from '../../domain/moderation/message-review';
import { listReviewQueue, reviewQueueQuerySchema, reviewQueueSchema } from '../../domain/moderation/review-queue';
import { AppError } from '../../domain/shared/errors';
import { CSRF_HEADER, DEFAULT_REVIEWER_NAME, NOT_CONFIGURED_MESSAGE, type ReviewerSessions } from '../plugins/reviewer-session';
import { PRIVATE_NO_STORE } from '../plugins/shared-cache';
import { errorBodySchema, errorResponses, JSON_BODY_ERRORS } from '../schemas';
import { labelled, plainText, queryText } from '../../domain/shared/text';
import { i18nFor } from '../../i18n/catalogues';
import { requestMessage } from '../request-text';

export const reviewerLoginSchema = z.object({
  token: plainText('errors.fields.reviewerToken').min(1, 'errors.moderation.tokenRequired').max(500, 'errors.moderation.notAToken'),
  name: z
    .string({ error: labelled('errors.text.notText', 'errors.fields.name') })
    .trim()
    .max(100, 'errors.moderation.nameTooLong')
    .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'errors.moderation.nameControlCharacters')
    .optional()
    .describe(`Recorded as reviewedBy on your decisions; "${DEFAULT_REVIEWER_NAME}" when left out`),
});

const sessionSchema = z.object({
  reviewer: z.string(),
  csrfToken: z.string().describe(`Send it as the ${CSRF_HEADER} header with every change`),
  expiresAt: z.string(),
});

const csrfHeaders = z.object({
  [CSRF_HEADER]: z.string().max(200).optional().describe("The session's CSRF token (from sign-in or GET /api/moderation/session); required"),
});

const closedResponses = { ...errorResponses(401), 503: errorBodySchema.describe(i18nFor('en').t(NOT_CONFIGURED_MESSAGE)) };
const csrfRefused = errorResponses([403, "The session's CSRF token is missing or wrong"]);

const messageParams = z.object({ id: queryText('id', 100).describe('The held message id (a UUID)') });
const conversationParams = z.object({ id: queryText('id', 100).describe('The reported conversation id (a UUID)') });

export const moderationRoutes: FastifyPluginAsyncZod<{ db: Db; sessions: ReviewerSessions; conversations: HeldMessageDecider }> = async (
  app,
  { db, sessions, conversations },
) => {
  app.addHook('onSend', async (_request, reply) => {
    // One reviewer's answers: no cache may keep them, a shared one least of all.
    reply.header('cache-control', PRIVATE_NO_STORE);
    reply.header('x-robots-tag', 'noindex');
  });

  app.post(
    '/api/moderation/login',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Sign in as a reviewer with ADMIN_TOKEN; sets the session cookie',
        body: reviewerLoginSchema.meta({ example: { token: 'the ADMIN_TOKEN of this server', name: 'Sam' } }),
        response: {
          200: sessionSchema,
          ...errorResponses(400, [401, 'That reviewer token is not right'], [429, 'Too many sign-in attempts from this address'], ...JSON_BODY_ERRORS),
          503: closedResponses[503],
        },
      },
    },
    async (request, reply) => {
      if (!sessions.configured) return reply.status(503).send({ message: requestMessage(request, NOT_CONFIGURED_MESSAGE) });
      await request.consumeLimit('reviewer_login');
      if (!sessions.checkToken(request.body.token)) throw new AppError('unauthorized', 'errors.moderation.wrongToken');
      const session = await sessions.start(request, reply, request.body.name || DEFAULT_REVIEWER_NAME);
      return { reviewer: session.name, csrfToken: session.csrfToken, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.get(
    '/api/moderation/session',
    {
      onRequest: [sessions.requireReviewer],
      schema: {
        tags: ['moderation'],
        security: [{ reviewerSession: [] }],
        summary: "The signed-in reviewer and the session's CSRF token",
        response: { 200: sessionSchema, ...errorResponses([400, 'The address carries a control character']), ...closedResponses },
      },
    },
    async (request) => {
      const session = request.reviewer!;
      return { reviewer: session.name, csrfToken: session.csrfToken, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/moderation/logout',
    {
      onRequest: [sessions.requireReviewer, sessions.requireCsrf],
      schema: {
        tags: ['moderation'],
        security: [{ reviewerSession: [] }],
        summary: 'Sign out: ends the reviewer session',
        headers: csrfHeaders,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(400), ...closedResponses, ...csrfRefused },
      },
    },
    async (request, reply) => {
      await sessions.end(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/moderation/queue',
    {
      onRequest: [sessions.requireReviewer],
      schema: {
        tags: ['moderation'],
        security: [{ reviewerSession: [] }],
        summary: 'Listings waiting for a reviewer, oldest first',
        description:
          'Held listings (by screening, or hidden after reports) and public listings with reports made since the last decision, ' +
          'each with its latest spam score and reasons and its open reports. Pass `nextCursor` as `cursor` for the next page.',
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueueSchema, ...errorResponses([400, 'A query value or the page cursor is not valid']), ...closedResponses },
      },
    },
    async (request) => listReviewQueue(db, { query: request.query }),
  );

  app.post(
    '/api/moderation/decisions',
    {
      onRequest: [sessions.requireReviewer, sessions.requireCsrf],
      schema: {
        tags: ['moderation'],
        security: [{ reviewerSession: [] }],
        summary: 'Approve (make public) or reject one or more listings',
        description:
          'All listings change together or none does. The decision is recorded as finalDecision, reviewedBy and reviewedAt ' +
          "on each listing's latest AI-moderation record.",
        headers: csrfHeaders,
        body: reviewDecisionInputSchema.meta({ example: { ids: ['6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f'], decision: 'approve' } }),
        response: {
          200: reviewDecisionResultSchema,
          ...errorResponses(400, [404, 'One of the listings does not exist; nothing was changed'], ...JSON_BODY_ERRORS),
          ...csrfRefused,
          ...closedResponses,
        },
      },
    },
    async (request) => decideListings(db, { input: request.body, reviewer: request.reviewer!.name }),
  );

  app.get(
    '/api/moderation/messages',
    {
      onRequest: [sessions.requireReviewer],
      schema: {
        tags: ['moderation'],
        security: [{ reviewerSession: [] }],
        summary: 'Messages held by screening (oldest first) and reported conversations',
        description:
          'Each held message comes with its text (plain text, never HTML), the listing it is about, who sent it, and its screening score and reasons. ' +
          'Pass `nextCursor` as `cursor` for the next page of held messages. Reported conversations come oldest report first, with the reason, ' +
          'who reported and their latest messages.',
        querystring: messageReviewQuerySchema,
        response: { 200: messageReviewSchema, ...errorResponses([400, 'A query value or the page cursor is not valid']), ...closedResponses },
      },
    },
    async (request) => listMessageReview(db, { query: request.query }),
  );

  app.post(
    '/api/moderation/messages/:id/decision',
    {
      onRequest: [sessions.requireReviewer, sessions.requireCsrf],
      schema: {
        tags: ['moderation'],
        security: [{ reviewerSession: [] }],
        summary: 'Deliver or refuse a held message',
        description:
          'deliver: the message reaches the other participant, who is mailed as for any message. refuse: nobody but its author ever sees it. ' +
          "The decision is recorded on the message's screening (decision, reviewedBy, reviewedAt).",
        headers: csrfHeaders,
        params: messageParams,
        body: messageDecisionInputSchema.meta({ example: { decision: 'deliver' } }),
        response: {
          200: messageDecisionResultSchema,
          ...errorResponses(400, [404, 'No such held message (or it was decided already); nothing was changed'], ...JSON_BODY_ERRORS),
          ...csrfRefused,
          ...closedResponses,
        },
      },
    },
    async (request) =>
      decideHeldMessage(db, conversations, { messageId: request.params.id, input: request.body, reviewer: request.reviewer!.name }),
  );

  app.post(
    '/api/moderation/conversations/:id/reviewed',
    {
      onRequest: [sessions.requireReviewer, sessions.requireCsrf],
      schema: {
        tags: ['moderation'],
        security: [{ reviewerSession: [] }],
        summary: 'Mark a reported conversation reviewed: its report leaves the queue',
        description:
          'Recorded as finalDecision "reviewed", reviewedBy and reviewedAt on an AI-moderation record of the conversation. ' +
          'A later report by a participant opens it again.',
        headers: csrfHeaders,
        params: conversationParams,
        response: {
          200: reportReviewResultSchema,
          ...errorResponses([400, 'The id is not valid'], [404, 'No open report on this conversation; nothing was changed']),
          ...csrfRefused,
          ...closedResponses,
        },
      },
    },
    async (request) => reviewConversationReport(db, { conversationId: request.params.id, reviewer: request.reviewer!.name }),
  );
};
