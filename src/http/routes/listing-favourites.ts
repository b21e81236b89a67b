/**
 * A visitor saves or unsaves a listing. The browser keeps the list (web/lib/favourites.ts)
 * and tells the server each change, so the seller's "My ads" page can count the people
 * who saved the ad: one row per visitor and listing, whatever the number of clicks.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { setListingFavourite } from '../../domain/my-ads/listing-stats';
import { queryText } from '../../domain/shared/text';
import { errorResponses } from '../schemas';

const idParams = z.object({ id: queryText('id', 100).describe('The listing id (a UUID)') });

export const listingFavouriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
