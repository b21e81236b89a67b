/**
 * The price suggestion while posting: what comparable public listings go for, from the
 * draft's category, title, condition and city. Only with enough comparables — a wrong
 * hint is worse than none.
 */
import { attributeFamilyOf } from '../../domain/attributes/attribute-definitions';
import { parseAttributes } from '../../domain/attributes/attribute-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { GLOBAL_DEFAULTS } from '../../domain/geo/cities';
import { findCity } from '../../domain/geo/find-city';
import { LISTING_LIMITS } from '../../domain/listings/listing-constants';
import { analysePrice } from '../../domain/pricing/analyse-price';
import { priceExplanationSchema } from '../../domain/pricing/explain-estimate';
import { invalid } from '../../domain/shared/errors';
import { queryText, textField, withValues } from '../../domain/shared/text';
import { CATEGORY_SLUGS, findCategory, findSubcategory } from '../../domain/taxonomy/categories';
import { CONDITIONS } from '../../domain/taxonomy/conditions';
import { errorResponses } from '../schemas';

const emptyAsNull = (value: string | undefined) => (value ? value : null);

export const priceEstimateQuerySchema = z
  .object({
    category: z.enum(CATEGORY_SLUGS, { error: 'errors.listing.chooseCategory' }),
    subcategory: queryText('errors.fields.subcategory', 50).trim().optional().transform(emptyAsNull),
    title: textField('errors.fields.title', { min: 3, max: LISTING_LIMITS.titleMax }),
    condition: z
      .union([z.literal(''), z.enum(CONDITIONS)], { error: withValues('errors.listing.conditionInvalid', { allowed: CONDITIONS.join(', ') }) })
      .optional()
      .transform(emptyAsNull),
    city: queryText('errors.fields.city', 100).optional().describe('A city URL segment such as "dublin"; absent or "global" for the global site'),
    neighborhood: queryText('errors.fields.neighborhood', 100).optional().transform(emptyAsNull),
    attributes: queryText('errors.fields.attributes', 2000)
      .optional()
      .describe(
        "The draft's attributes as a JSON object, as POST /api/listings takes them (make, model, year, mileage + mileageUnit, bedrooms…); absent: read from the title",
      )
      .transform((value, ctx): Record<string, unknown> | null => {
        if (!value) return null;
        try {
          const parsed: unknown = JSON.parse(value);
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
        } catch {
          // Reported below.
        }
        ctx.addIssue({ code: 'custom', message: 'errors.pricing.attributesNotJson' });
        return z.NEVER;
      }),
  })
  .superRefine((value, ctx) => {
    if (value.subcategory && !findSubcategory(value.category, value.subcategory)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subcategory'],
        message: 'errors.listing.notASubcategory',
        params: { subcategory: value.subcategory, category: findCategory(value.category) ? `category.names.${value.category}` : value.category },
      });
    }
  });

export const priceEstimateSchema = z.object({
  available: z.boolean().describe('False when there are too few comparable listings to suggest a range'),
  low: z.number().nullable().describe("Low end of the range where 80 % of such listings' prices were measured to lie"),
  high: z.number().nullable().describe('High end of that range'),
  median: z.number().nullable().describe('The market estimate for a listing like the draft'),
  currency: z.string(),
  samples: z.number().int().describe('Comparable listings the range is based on'),
  confidence: z.number().min(0).max(1).describe('Measured probability that the market price is within ±20 % of the estimate'),
  explanation: priceExplanationSchema.nullable().optional().describe('What the comparables were, in terms of their attributes'),
  reason: z.string().optional().describe('The estimate in English words ("12 similar 2010–2014 Volkswagen Golfs with 80,000–120,000 km go for…")'),
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
      const { category, subcategory, title, condition, city: segment, neighborhood, attributes } = request.query;
      const city = segment && segment !== 'global' ? findCity(segment) : null;
      if (city === undefined) throw invalid('errors.city.unknown', [{ field: 'city', message: 'errors.city.noSite', values: { city: segment ?? '' } }]);
      const currency = city?.currency ?? GLOBAL_DEFAULTS.currency;
      // The draft's facts by the posting rules (typed, units made canonical), or a 400 naming the fact.
      const draft = attributes ? parseAttributes(attributeFamilyOf(category, subcategory), attributes) : null;
      if (draft && !draft.ok) {
        throw invalid(
          'errors.pricing.attributesInvalid',
          draft.issues.map((issue) => ({ field: `attributes.${issue.key}`, message: issue.message, values: issue.values })),
        );
      }
      const analysis = await analysePrice(db, {
        title,
        description: '',
        category,
        subcategory,
        condition,
        currency,
        city: city?.subdomain ?? null,
        countryCode: city?.countryCode ?? null,
        neighborhood,
        attributes: draft?.attributes ?? null,
        price: null,
      });
      // Without an asking price the status is always insufficient_data; the estimate and
      // its interval are there only when enough comparables were found.
      const { interval, marketAverage } = analysis;
      const available = interval !== null && interval !== undefined && marketAverage !== null;
      return {
        available,
        low: available ? interval.low : null,
        high: available ? interval.high : null,
        median: available ? marketAverage : null,
        currency,
        samples: analysis.marketData.totalSamples,
        confidence: analysis.confidence,
        explanation: available ? (analysis.explanation ?? null) : null,
        reason: analysis.recommendations.reason,
      };
    },
  );
};
