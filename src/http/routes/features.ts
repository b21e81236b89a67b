import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import {
  featureGateQuerySchema,
  featureGateSchema,
  getFeatureGate,
  getPaidFeatures,
  paidFeaturesQuerySchema,
  paidFeaturesSchema,
} from '../../domain/features/feature-gate';
import type { ListingsCache } from '../../domain/listings/listings-cache';
import { requestLocale } from '../request-locale';
import { errorResponses } from '../schemas';

export const featureRoutes: FastifyPluginAsyncZod<{ db: Db; listingsCache: ListingsCache }> = async (app, { db, listingsCache }) => {
  app.get(
    '/api/feature-gate',
    {
      schema: {
        tags: ['premium'],
        summary: 'Progress towards premium features for a category in a city',
        querystring: featureGateQuerySchema,
        response: { 200: featureGateSchema, ...errorResponses(400) },
      },
    },
    async (request) => getFeatureGate(db, request.query, { cache: listingsCache }),
  );

  app.get(
    '/api/paid-features',
    {
      schema: {
        tags: ['premium'],
        summary: 'Whether premium features can be bought for a category in a city ("largest": the city\'s largest category)',
        querystring: paidFeaturesQuerySchema,
        response: { 200: paidFeaturesSchema, ...errorResponses(400) },
      },
    },
    async (request) => getPaidFeatures(db, request.query, requestLocale(request).language, { cache: listingsCache }),
  );
};
