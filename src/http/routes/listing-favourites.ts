/**
 * What visitors do with a listing that its seller's "My ads" counts. A visitor saves or
 * unsaves it: the browser keeps the list (web/lib/favourites.ts) and tells the server each
 * change, one row per visitor and listing, whatever the number of clicks. And the listing
 * page, once shown, tells of a view: the page itself may come from a cache, which never
 * asks the server, so the count cannot be kept while rendering it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { isbot } from 'isbot';
import { countListingView, setListingFavourite } from '../../domain/my-ads/listing-stats';
import { anonymousVisitorId } from '../plugins/visitor-id';
import { queryText } from '../../domain/shared/text';
import { errorResponses } from '../schemas';

const idParams = z.object({ id: queryText('id', 100).describe('The listing id (a UUID)') });

export const listingFavouriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/listings/:id/view',
    {
      schema: {
        tags: ['listings'],
        summary: "Tell of a view of a listing's page (counted for its seller once per visitor and day; not the seller's own, not crawlers')",
        params: idParams,
        response: { 204: z.null().describe('Counted, or left out'), ...errorResponses(400, [404, 'No such public listing']) },
      },
    },
    async (request, reply) => {
      // A view makes no cookie: a visitor without one is told apart by address, as on any read.
      const viewerId = request.knownVisitorId ?? anonymousVisitorId(request.ip || 'unknown');
      if (!isbot(request.headers['user-agent'])) {
        await countListingView(db, { listingId: request.params.id, viewerId, manager: { visitorId: viewerId, myAdsEmail: request.myAdsEmail } });
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/listings/:id/favourite',
    {
      schema: {
        tags: ['listings'],
        summary: "Save a listing to this visitor's favourites (counted for the seller; saving twice counts once)",
        params: idParams,
        response: { 204: z.null().describe('Saved'), ...errorResponses(400, [404, 'No such listing']) },
      },
    },
    async (request, reply) => {
      await setListingFavourite(db, { listingId: request.params.id, visitorId: request.visitorId, saved: true });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/listings/:id/favourite',
    {
      schema: {
        tags: ['listings'],
        summary: "Remove a listing from this visitor's favourites",
        params: idParams,
        response: { 204: z.null().describe('Removed (or was not saved)'), ...errorResponses(400, [404, 'Not a listing id']) },
      },
    },
    async (request, reply) => {
      await setListingFavourite(db, { listingId: request.params.id, visitorId: request.visitorId, saved: false });
      return reply.status(204).send(null);
    },
  );
};
