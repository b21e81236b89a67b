import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { attachImagesSchema, attachListingImages } from '../../domain/listings/attach-listing-images';
import { createListing } from '../../domain/listings/create-listing';
import { findListings } from '../../domain/listings/find-listings';
import { getListing } from '../../domain/listings/get-listing';
import { recordSearch } from '../../domain/search/trending';
import {
  listingDetailSchema,
  listingFiltersSchema,
  listingInputSchema,
  listingSchema,
} from '../../domain/listings/listing-schemas';
import { errorBodySchema } from '../schemas';

export const listingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/listings',
    {
      schema: {
        tags: ['listings'],
        summary: 'Browse and search public listings, newest first',
        description:
          'Keyset-paginated: when more results exist, the `Link` header carries the next page (`rel="next"`).',
        querystring: listingFiltersSchema,
        response: { 200: z.array(listingSchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await findListings(db, request.query);
      // A first page with a search is one search run, counted for trending searches.
      if (request.query.search && !request.query.cursor) {
        await recordSearch(db, { city: request.query.city ?? null, query: request.query.search });
      }
      if (page.corrections.length > 0) reply.header('x-search-corrections', page.corrections.join(','));
      if (page.nextCursor) {
        const next = new URLSearchParams(request.url.split('?')[1] ?? '');
        next.set('cursor', page.nextCursor);
        reply.header('link', `</api/listings?${next.toString()}>; rel="next"`);
      }
      return page.listings;
    },
  );

  app.get(
    '/api/listings/:id',
    {
      schema: {
        tags: ['listings'],
        summary: 'One public listing',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: listingDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => getListing(db, { id: request.params.id }),
  );

  app.post(
    '/api/listings',
    {
      schema: {
        tags: ['listings'],
        summary: 'Post a new listing',
        body: listingInputSchema,
        response: { 201: z.object({ id: z.uuid() }), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await createListing(db, { input: request.body, userId: request.visitorId });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/listings/:id/images',
    {
      schema: {
        tags: ['listings'],
        summary: "Set a listing's images from the visitor's own uploads",
        params: z.object({ id: z.string().max(100) }),
        body: attachImagesSchema,
        response: {
          200: z.object({ images: z.array(z.string()) }),
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      attachListingImages(db, {
        listingId: request.params.id,
        userId: request.visitorId,
        imageURLs: request.body.imageURLs,
      }),
  );
};
