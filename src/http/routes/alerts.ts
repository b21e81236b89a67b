/**
 * Saved searches with mailed alerts: thin handlers over the domain service
 * (src/domain/alerts). No sign-in anywhere: the confirmation, manage and unsubscribe
 * links carry the secret. The one-click unsubscribe takes the form body mail clients
 * send (RFC 8058: `List-Unsubscribe=One-Click`), parsed on that route only.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAlertInputSchema, savedSearchViewSchema, updateAlertInputSchema } from '../../domain/alerts/alert-schemas';
import type { AlertService } from '../../domain/alerts/alert-service';
import { queryText } from '../../domain/shared/text';
import { requestLocale } from '../request-locale';
import { errorResponses, JSON_BODY_ERRORS } from '../schemas';

const token = queryText('token', 100).describe('The secret token of the mailed link');
const confirmParams = z.object({ id: queryText('id', 100).describe('The saved search id (a UUID)'), token });
const tokenParams = z.object({ token });
const alertParams = z.object({ token: token.describe("The token of the address's manage link"), id: queryText('id', 100).describe('The saved search id (a UUID)') });

const alertAnswer = z.object({ alert: savedSearchViewSchema });
const WRONG_LINKS = [429, 'Too many wrong link tokens from this visitor or address; try again after Retry-After'] as const;
const EXAMPLE_TOKEN = 'fK3m9Qx2Lr7Vw1Tz5Yb8Nc4Hd6Jg0Ps2Ue9Ai3Ko7Xq';
const EXAMPLE_ID = '6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f';

export const alertRoutes: FastifyPluginAsyncZod<{ alerts: AlertService }> = async (app, { alerts }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Save a search: mails its new listings once the address confirms by a mailed link',
        description:
          'The search is the results page\u2019s filters (the `q` words as `search`, and the city site). A confirmation link is mailed ' +
          'to the address (valid 48 hours); nothing else is sent until it is confirmed. Instant alerts mail at most once per 15 minutes ' +
          '(new listings in between are batched); daily alerts are a digest in the city\u2019s morning. An address keeps one alert per search: ' +
          'saving the same search again answers 200 with that alert instead of making a second one.',
        body: createAlertInputSchema.meta({
          example: {
            email: 'reader@example.com',
            language: 'en',
            frequency: 'instant',
            search: { city: 'newyork', category: 'for-sale', search: 'road bike', priceMax: '500', condition: ['good', 'like-new'] },
          },
        }),
        response: {
          200: alertAnswer.describe('The address already has this search: its alert (a pending or unsubscribed one is mailed a new confirmation link)'),
          201: alertAnswer,
          ...errorResponses(
            [400, 'A field is missing or wrong (see `errors`), or the address has too many alerts'],
            [429, 'Too many saved searches from this visitor or address; try again after Retry-After'],
            ...JSON_BODY_ERRORS,
          ),
        },
      },
    },
    async (request, reply) => {
      const { alert, created } = await alerts.create({
        ...request.body,
        visitorId: request.visitorId,
        consumeLimit: (action) => request.consumeLimit(action),
        // The zone of the page the search is saved on, for the times in its mails.
        timeZone: requestLocale(request).timeZone,
      });
      return reply.status(created ? 201 : 200).send({ alert });
    },
  );

  app.get(
    '/api/alerts/confirm/:id/:token',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Look at a confirmation link without confirming (mail scanners open links)',
        params: confirmParams.meta({ example: { id: EXAMPLE_ID, token: EXAMPLE_TOKEN } }),
        response: {
          200: alertAnswer.extend({ confirmed: z.boolean().describe('Confirmed already (the link was used)') }),
          ...errorResponses([404, 'No such link'], [410, 'The link expired before it was confirmed'], WRONG_LINKS),
        },
      },
    },
    async (request) => alerts.findConfirmation({ ...request.params, limits: request.limits() }),
  );

  app.post(
    '/api/alerts/confirm/:id/:token',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Confirm a saved search: its alerts start',
        description: 'Using the link again answers the same. The answer names the page that manages every alert of the address.',
        params: confirmParams.meta({ example: { id: EXAMPLE_ID, token: EXAMPLE_TOKEN } }),
        response: {
          200: alertAnswer.extend({ managePath: z.string().describe('The page of all alerts of this address: /alerts/manage/{token}') }),
          ...errorResponses([404, 'No such link'], [410, 'The link expired before it was confirmed'], WRONG_LINKS),
        },
      },
    },
    async (request) => alerts.confirm({ ...request.params, limits: request.limits() }),
  );

  app.get(
    '/api/alerts/manage/:token',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Every saved search of the address the manage link belongs to',
        params: tokenParams.meta({ example: { token: EXAMPLE_TOKEN } }),
        response: {
          200: z.object({ email: z.string(), alerts: z.array(savedSearchViewSchema) }),
          ...errorResponses([404, 'No such manage link'], WRONG_LINKS),
        },
      },
    },
    async (request) => alerts.listForManageToken(request.params.token, request.limits()),
  );

  app.patch(
    '/api/alerts/manage/:token/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Change a saved search: instant or daily, language, pause (unsubscribed) or resume (active)',
        params: alertParams.meta({ example: { token: EXAMPLE_TOKEN, id: EXAMPLE_ID } }),
        body: updateAlertInputSchema.meta({ example: { frequency: 'daily' } }),
        response: {
          200: alertAnswer,
          ...errorResponses([400, 'A field is wrong, or an unconfirmed alert cannot be resumed'], [404, 'No such manage link, or no such alert of that address'], WRONG_LINKS, ...JSON_BODY_ERRORS),
        },
      },
    },
    async (request) => ({ alert: await alerts.update(request.params.token, request.params.id, request.body, { limits: request.limits() }) }),
  );

  app.delete(
    '/api/alerts/manage/:token/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Delete a saved search',
        params: alertParams.meta({ example: { token: EXAMPLE_TOKEN, id: EXAMPLE_ID } }),
        response: {
          204: z.null().describe('Deleted'),
          ...errorResponses([404, 'No such manage link, or no such alert of that address'], WRONG_LINKS),
        },
      },
    },
    async (request, reply) => {
      await alerts.remove(request.params.token, request.params.id, request.limits());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/alerts/unsubscribe/:token',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Look at an unsubscribe link without unsubscribing',
        params: tokenParams.meta({ example: { token: EXAMPLE_TOKEN } }),
        response: { 200: alertAnswer, ...errorResponses([404, 'No such link, or the alert was deleted'], WRONG_LINKS) },
      },
    },
    async (request) => ({ alert: await alerts.findUnsubscribe(request.params.token, request.limits()) }),
  );

  // Mail clients POST `List-Unsubscribe=One-Click` as a form (RFC 8058); only this route reads forms.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    oneClick.post(
      '/api/alerts/unsubscribe/:token',
      {
        // Mail clients post it from wherever they run (RFC 8058); the link's token is the only key.
        config: { acceptsCrossSite: true },
        schema: {
          tags: ['alerts'],
          summary: 'Unsubscribe from one alert with one click (RFC 8058), no sign-in',
          description:
            'The address of every alert mail\u2019s `List-Unsubscribe` header, with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: ' +
            'mail clients POST the form body `List-Unsubscribe=One-Click`; an empty or JSON body does the same. Repeating it answers the same.',
          params: tokenParams.meta({ example: { token: EXAMPLE_TOKEN } }),
          // Lenient on purpose: whatever a mail client adds, the click unsubscribes.
          body: z
            .object({ 'List-Unsubscribe': z.string().optional().describe('One-Click') })
            .loose()
            .nullish()
            .meta({ example: { 'List-Unsubscribe': 'One-Click' } }),
          response: {
            200: alertAnswer,
            ...errorResponses([400, 'The body is neither a form nor JSON that can be read'], [404, 'No such link, or the alert was deleted'], WRONG_LINKS, ...JSON_BODY_ERRORS),
          },
        },
      },
      async (request) => ({ alert: await alerts.unsubscribe(request.params.token, { limits: request.limits() }) }),
    );
  });
};
