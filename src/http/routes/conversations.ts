/**
 * Conversations between buyers and sellers: thin handlers over the domain service
 * (src/domain/conversations). A participant proves who they are with the thread link's
 * token (`X-Conversation-Token`), their visitor cookie, or — the seller — the listing's
 * management token (`X-Manage-Token`).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConversationAuth, ConversationService } from '../../domain/conversations/conversation-service';
import {
  conversationReportInputSchema,
  conversationSummarySchema,
  messageInputSchema,
  messageViewSchema,
  startConversationInputSchema,
  startedConversationSchema,
  threadSchema,
} from '../../domain/conversations/conversation-schemas';
import { queryText } from '../../domain/shared/text';
import { requestLocale } from '../request-locale';
import { errorResponses, JSON_BODY_ERRORS } from '../schemas';

const idParams = z.object({ id: queryText('id', 100).describe('The conversation id (a UUID)') });
const listingParams = z.object({ id: queryText('id', 100).describe('The listing id (a UUID)') });

const authHeaders = z.object({
  'x-conversation-token': queryText('x-conversation-token', 100).optional().describe("The token of the participant's secret thread link"),
  'x-manage-token': queryText('x-manage-token', 100).optional().describe("The seller: the token of the listing's secret management link"),
});

const NOT_FOUND = [404, 'No such conversation, or the token is missing or wrong (the same answer either way)'] as const;
const WRONG_TOKENS = [429, 'Too many wrong link tokens from this visitor or address, or too many messages; try again after Retry-After'] as const;

function authOf(request: FastifyRequest): ConversationAuth {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : null;
  };
  return {
    token: header('x-conversation-token'),
    manageToken: header('x-manage-token'),
    visitorId: request.visitorId,
    limits: request.limits(),
    myAdsEmail: request.myAdsEmail,
  };
}

/** Answers 304 when the thread is what the browser already has (the page polls with If-None-Match). */
function sendThread(request: FastifyRequest, reply: FastifyReply, thread: z.infer<typeof threadSchema>) {
  const etag = `"${createHash('sha256').update(JSON.stringify(thread)).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
  return thread;
}

export const conversationRoutes: FastifyPluginAsyncZod<{ conversations: ConversationService }> = async (app, { conversations }) => {
  app.post(
    '/api/conversations',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Write to the seller of a listing: starts a private, screened conversation',
        description:
          "The buyer's address is confirmed once by a mailed link before the seller sees anything; neither side ever sees the other's address. " +
          'The answer carries the secret link to the thread (only its hash is stored).',
        body: startConversationInputSchema.meta({
          example: { listingId: '6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f', email: 'buyer@example.com', name: 'Sam', body: 'Is this still available?', language: 'en' },
        }),
        response: {
          201: startedConversationSchema,
          ...errorResponses(
            [400, 'A field is missing or wrong, or screening refused the message (see `errors`)'],
            [403, 'The seller is not taking messages from this address'],
            [404, 'No such listing'],
            [410, 'The listing no longer takes messages (sold, expired, held or deleted)'],
            [429, 'Too many conversations or confirmation mails from this visitor or address; try again after Retry-After'],
            ...JSON_BODY_ERRORS,
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const started = await conversations.start({ ...request.body, visitorId: request.visitorId, limits: request.limits(), locale: requestLocale(request) });
      return reply.status(201).send(started);
    },
  );

  app.get(
    '/api/conversations/:id',
    {
      schema: {
        tags: ['conversations'],
        summary: 'One conversation as its participant sees it (ETag: answer 304 to If-None-Match)',
        params: idParams,
        headers: authHeaders,
        response: { 200: threadSchema, 304: z.null().describe('Unchanged since the ETag sent'), ...errorResponses(400, NOT_FOUND, WRONG_TOKENS) },
      },
    },
    async (request, reply) => sendThread(request, reply, await conversations.read(request.params.id, authOf(request))),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Write in a conversation (screened before delivery)',
        params: idParams,
        headers: authHeaders,
        body: messageInputSchema.meta({ example: { body: 'Could I collect it on Saturday morning?' } }),
        response: {
          201: z.object({ message: messageViewSchema, thread: threadSchema }),
          ...errorResponses(
            [400, 'The message is empty, too long, or screening refused it (see `errors`)'],
            [403, 'The seller is not taking messages from you in this conversation'],
            NOT_FOUND,
            [410, 'The conversation is closed'],
            WRONG_TOKENS,
            ...JSON_BODY_ERRORS,
          ),
        },
      },
    },
    async (request, reply) => {
      const posted = await conversations.post(request.params.id, authOf(request), { body: request.body.body, via: 'web', locale: requestLocale(request) });
      return reply.status(201).send(posted);
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Mark the conversation read up to now',
        params: idParams,
        headers: authHeaders,
        response: { 204: z.null().describe('Marked read'), ...errorResponses(400, NOT_FOUND, WRONG_TOKENS) },
      },
    },
    async (request, reply) => {
      await conversations.markRead(request.params.id, authOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/conversations/:id/block',
    {
      schema: {
        tags: ['conversations'],
        summary: 'The seller blocks the buyer of this conversation',
        params: idParams,
        headers: authHeaders,
        response: { 200: threadSchema, ...errorResponses(400, [403, 'Only the seller can block a buyer'], NOT_FOUND, WRONG_TOKENS) },
      },
    },
    async (request) => conversations.block(request.params.id, authOf(request)),
  );

  app.post(
    '/api/conversations/:id/sold',
    {
      schema: {
        tags: ['conversations'],
        summary: "The seller marks the item sold to this conversation's buyer; the listing's other conversations close politely",
        params: idParams,
        headers: authHeaders,
        response: {
          200: threadSchema,
          ...errorResponses(
            400,
            [403, 'Only the seller can mark the item sold'],
            NOT_FOUND,
            [409, 'The conversation is not open'],
            [410, 'The listing was deleted'],
            WRONG_TOKENS,
          ),
        },
      },
    },
    async (request) => conversations.markSoldTo(request.params.id, authOf(request)),
  );

  app.post(
    '/api/conversations/:id/report',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Report the conversation to the moderators',
        params: idParams,
        headers: authHeaders,
        body: conversationReportInputSchema.meta({ example: { reason: 'Asks me to pay with gift cards.' } }),
        response: { 201: z.object({ received: z.literal(true) }), ...errorResponses(400, NOT_FOUND, WRONG_TOKENS, ...JSON_BODY_ERRORS) },
      },
    },
    async (request, reply) => {
      await conversations.report(request.params.id, authOf(request), request.body);
      return reply.status(201).send({ received: true });
    },
  );

  app.post(
    '/api/conversations/:id/links',
    {
      schema: {
        tags: ['conversations'],
        summary: 'A fresh secret link to the thread, for a participant who reached it otherwise (the seller, from the management page)',
        params: idParams,
        headers: authHeaders,
        response: { 201: z.object({ path: z.string() }), ...errorResponses(400, NOT_FOUND, WRONG_TOKENS) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await conversations.linkFor(request.params.id, authOf(request)));
    },
  );

  app.get(
    '/api/listings/:id/conversations',
    {
      schema: {
        tags: ['conversations'],
        summary: "Every conversation about the seller's listing, newest first, with unread counts",
        params: listingParams,
        headers: authHeaders,
        response: {
          200: z.array(conversationSummarySchema),
          ...errorResponses(400, [404, 'No such listing, or not yours to manage (the same answer for both)'], WRONG_TOKENS),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const auth = authOf(request);
      return conversations.listForListing(request.params.id, { visitorId: auth.visitorId, token: auth.manageToken, limits: auth.limits, myAdsEmail: auth.myAdsEmail });
    },
  );
};
