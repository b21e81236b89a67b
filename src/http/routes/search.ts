import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { findCity } from '../../domain/geo/find-city';
import type { City } from '../../domain/geo/cities';
import { countListingsByCategory } from '../../domain/listings/count-listings-by-category';
import type { ListingsCache } from '../../domain/listings/listings-cache';
import { invalid } from '../../domain/shared/errors';
import { queryText, withValues } from '../../domain/shared/text';
import { getSuggestions, suggestionSchema } from '../../domain/search/suggest';
import { getTrending, type SearchLog } from '../../domain/search/trending';
import { CATEGORY_SLUGS } from '../../domain/taxonomy/categories';
import { LANGUAGES } from '../../i18n/languages';
import { taxonomyNamesIn } from '../../web/i18n/taxonomy-names.server';
import { errorResponses } from '../schemas';

const cityQuery = queryText('errors.fields.city', 100)
  .optional()
  .describe('A city URL segment such as "newyork", or "global"');

/** "global" or nothing is the global marketplace; an unknown city is a 400. */
function cityOf(segment: string | undefined): City | null {
  if (!segment || segment === 'global') return null;
  const city = findCity(segment);
  if (!city) throw invalid('errors.city.unknown', [{ field: 'city', message: 'errors.city.noSite', values: { city: segment } }]);
  return city;
}

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db; listingsCache: ListingsCache; searchLog: SearchLog }> = async (
  app,
  { db, listingsCache, searchLog },
) => {
  app.get(
    '/api/suggestions',
    {
      schema: {
        tags: ['search'],
        summary: 'Smart-search suggestions: categories, places and keywords (trending when q is empty)',
        // As long as a search may be; only its first 100 characters are looked at.
        querystring: z.object({
          q: queryText('errors.fields.search', 200).default(''),
          city: cityQuery,
          lang: z
            .enum(LANGUAGES, { error: withValues('errors.value.oneOf', { label: 'errors.fields.language', allowed: LANGUAGES.join(', ') }) })
            .default('en')
            .describe("The page's language: category and place names are matched and answered in it (and in English)"),
        }),
        response: { 200: z.object({ suggestions: z.array(suggestionSchema) }), ...errorResponses([400, 'The search is too long, or no Cityboard site has that city']) },
      },
    },
    async (request) => ({
      suggestions: await getSuggestions(db, {
        q: request.query.q.slice(0, 100),
        city: cityOf(request.query.city),
        language: request.query.lang,
        names: taxonomyNamesIn(request.query.lang),
        searchLog,
        cache: listingsCache,
      }),
    }),
  );

  app.get(
    '/api/trending',
    {
      schema: {
        tags: ['search'],
        summary: "The city's most searched phrases this week that find listings there now (none when none do)",
        querystring: z.object({ city: cityQuery, limit: z.coerce.number().int().min(1).max(10).default(5) }),
        response: {
          200: z.object({ searches: z.array(z.string()).meta({ example: ['sofa', 'bike', 'room to rent'] }) }),
          ...errorResponses([400, 'The limit is out of range, or no Cityboard site has that city']),
        },
      },
    },
    async (request) => ({
      searches: await getTrending(db, {
        city: cityOf(request.query.city)?.subdomain ?? null,
        limit: request.query.limit,
        searchLog,
        cache: listingsCache,
      }),
    }),
  );

  app.get(
    '/api/category-counts',
    {
      schema: {
        tags: ['search'],
        summary: 'Public listings per category in a city (or everywhere)',
        querystring: z.object({ city: cityQuery }),
        response: {
          200: z.object({ counts: z.record(z.enum(CATEGORY_SLUGS), z.number().int()), total: z.number().int() }),
          ...errorResponses([400, 'No Cityboard site has that city']),
        },
      },
    },
    async (request) => countListingsByCategory(db, { city: cityOf(request.query.city), cache: listingsCache }),
  );
};
