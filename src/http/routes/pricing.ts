/**
 * The price suggestion while posting: what comparable public listings go for, from the
 * draft's category, title, condition and city. Only with enough comparables — a wrong
 * hint is worse than none.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { GLOBAL_DEFAULTS } from '../../domain/geo/cities';
import { findCity } from '../../domain/geo/find-city';
import { LISTING_LIMITS } from '../../domain/listings/listing-constants';
import { analysePrice } from '../../domain/pricing/analyse-price';
import { invalid } from '../../domain/shared/errors';
import { queryText, textField } from '../../domain/shared/text';
import { CATEGORY_SLUGS, findCategory, findSubcategory } from '../../domain/taxonomy/categories';
import { CONDITIONS } from '../../domain/taxonomy/conditions';
import { errorResponses } from '../schemas';

const emptyAsNull = (value: string | undefined) => (value ? value : null);

export const priceEstimateQuerySchema = z
  .object({
    category: z.enum(CATEGORY_SLUGS, { error: 'Choose a category' }),
    subcategory: queryText('Subcategory', 50).trim().optional().transform(emptyAsNull),
    title: textField('Title', { min: 3, max: LISTING_LIMITS.titleMax }),
    condition: z
      .union([z.literal(''), z.enum(CONDITIONS)], { error: `Condition must be one of: ${CONDITIONS.join(', ')}` })
      .optional()
      .transform(emptyAsNull),
    city: queryText('City', 100).optional().describe('A city URL segment such as "dublin"; absent or "global" for the global site'),
  })
  .superRefine((value, ctx) => {
    if (value.subcategory && !findSubcategory(value.category, value.subcategory)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subcategory'],
        message: `"${value.subcategory}" is not a subcategory of ${findCategory(value.category)?.name ?? value.category}`,
      });
    }
  });

export const priceEstimateSchema = z.object({
  available: z.boolean().describe('False when there are too few comparable listings to suggest a range'),
  low: z.number().nullable().describe('First quartile of comparable prices'),
  high: z.number().nullable().describe('Third quartile of comparable prices'),
  median: z.number().nullable(),
  currency: z.string(),
  samples: z.number().int().describe('Comparable listings the range is based on'),
  confidence: z.number().min(0).max(1),
});
export type PriceEstimate = z.infer<typeof priceEstimateSchema>;

export const pricingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/price-estimate',
    {
      schema: {
        tags: ['pricing'],
        summary: 'What similar listings go for: a price range suggested to a seller while posting',
        querystring: priceEstimateQuerySchema,
        response: {
          200: priceEstimateSchema,
          ...errorResponses(400, [429, 'Too many searches from this visitor or address; try again after Retry-After']),
        },
      },
    },
    async (request): Promise<PriceEstimate> => {
      await request.consumeLimit('search');
      const { category, subcategory, title, condition, city: segment } = request.query;
      const city = segment && segment !== 'global' ? findCity(segment) : null;
      if (city === undefined) throw invalid('Unknown city', [{ field: 'city', message: `No Cityboard site is called "${segment}"` }]);
      const currency = city?.currency ?? GLOBAL_DEFAULTS.currency;
      const analysis = await analysePrice(db, {
        title,
        description: '',
        category,
        subcategory,
        condition,
        currency,
        city: city?.subdomain ?? null,
        price: null,
      });
      // Without an asking price the status is always insufficient_data; the quartiles are
      // there only when enough comparables were found.
      const { q1, q3, median, totalSamples } = analysis.marketData;
      const available = q1 !== null && q3 !== null && median !== null;
      return {
        available,
        low: available ? q1 : null,
        high: available ? q3 : null,
        median: available ? median : null,
        currency,
        samples: totalSamples,
        confidence: analysis.confidence,
      };
    },
  );
};
