/**
 * The inbound-mail webhook: a mail provider's inbound hook (or a local MTA's pipe) posts
 * a raw RFC 822 reply to a relay address here, as the SMTP listener would receive it.
 * Authenticated with INBOUND_MAIL_SECRET as a bearer token; while that is unset the
 * route answers 404 like any unknown address, so a server without inbound mail has no
 * door to knock on.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiveInboundMail, type ReplyByMailTarget } from '../../domain/conversations/inbound/receive-inbound-mail';
import { AppError, invalid } from '../../domain/shared/errors';
import { queryText } from '../../domain/shared/text';
import { INBOUND_MAIL_MAX_BYTES } from '../../mail-in/smtp-listener';
import { errorResponses } from '../schemas';

/** The largest mail taken, as the API document and the 413 answer say it ("1 MB"). */
const MAX_SIZE = `${Number((INBOUND_MAIL_MAX_BYTES / (1024 * 1024)).toFixed(2))} MB`;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the secret's characters nor its length leak through timing. */
function isSecret(header: string | undefined, secret: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? timingSafeEqual(digest(match[1]!), digest(secret)) : false;
}

export const inboundMailRoutes: FastifyPluginAsyncZod<{ conversations: ReplyByMailTarget; secret: string | undefined; mailDomain: string }> = async (
  app,
  { conversations, secret, mailDomain },
) => {
  // A mail as it is, whatever charset its parts declare: bytes, up to 1 MB like the SMTP listener.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['message/rfc822', 'text/plain'], { parseAs: 'buffer', bodyLimit: INBOUND_MAIL_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  /** Before the body is read: no secret configured is "no such address", a wrong one is 401. */
  async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    if (!secret) throw new AppError('not_found', 'errors.http.noSuchEndpoint');
    if (!isSecret(request.headers.authorization, secret)) {
      reply.header('www-authenticate', 'Bearer realm="inbound-mail"');
      throw new AppError('unauthorized', 'errors.inboundMail.secretRequired');
    }
  }

  app.post(
    '/api/inbound-mail',
    {
      bodyLimit: INBOUND_MAIL_MAX_BYTES,
      // A mail provider calls it from its own servers; it is let in by its secret, never a cookie.
      config: { acceptsCrossSite: true },
      onRequest: authenticate,
      // Fastify's own 413 names the limits of photos and JSON bodies; this one names the mail's.
      errorHandler(error) {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('too_large', 'errors.inboundMail.tooLarge', [], { values: { size: MAX_SIZE } });
        throw error;
      },
      schema: {
        tags: ['conversations'],
        summary: 'Receive a reply mail to a relay address (for a mail provider’s inbound hook)',
        description:
          'The body is the raw RFC 822 message (`message/rfc822` or `text/plain`, at most ' + MAX_SIZE + '), authenticated with ' +
          '`Authorization: Bearer <INBOUND_MAIL_SECRET>`. The reply goes to the conversation of the relay address ' +
          '`reply+{token}@MAIL_DOMAIN` named by `recipient` (the envelope recipient) or else by the To, Cc, ' +
          'Delivered-To or X-Original-To headers. Quoted text and signatures are stripped, the text is screened like ' +
          'any message, and a reply longer than 2,000 characters keeps its first 2,000. Out-of-office answers, bounces, ' +
          'mailing-list mail and replies with no text of their own are acknowledged and not added. ' +
          'While INBOUND_MAIL_SECRET is unset on the server, this address answers 404.',
        querystring: z.object({
          recipient: queryText('recipient', 320).optional().describe('The envelope recipient (SMTP RCPT TO), when the provider passes it'),
        }),
        response: {
          202: z.object({ added: z.literal(true), truncated: z.boolean().describe('The reply was longer than 2,000 characters and was cut') }).describe('The reply was added to its conversation'),
          200: z
            .object({ ignored: z.enum(['auto_reply', 'bounce', 'mailing_list', 'empty']).describe('Why nothing was added') })
            .describe('Received, and nothing to add: a machine’s mail or a reply with no text of its own'),
          ...errorResponses(
            [400, 'The body is not a mail, or the screening refused the message (the reason is in `message`)'],
            [401, 'The Authorization header does not carry INBOUND_MAIL_SECRET'],
            [403, 'The seller blocked this buyer in the conversation'],
            [404, 'No relay address among the recipients, an unknown token (the same answer), or inbound mail is not configured'],
            [410, 'The conversation is closed'],
            [413, `The mail is larger than ${MAX_SIZE}`],
            [415, 'Send the mail as message/rfc822 or text/plain'],
          ),
        },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw invalid('errors.inboundMail.noBody');
      const result = await receiveInboundMail(conversations, request.body, {
        mailDomain,
        envelopeRecipients: request.query.recipient ? [request.query.recipient] : [],
      });
      if (result.status === 'added') return reply.status(202).send({ added: true, truncated: result.truncated });
      return reply.status(200).send({ ignored: result.reason });
    },
  );
};
