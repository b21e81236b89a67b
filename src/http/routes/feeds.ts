/**
 * RSS 2.0 feeds of any search, so people can follow it in a feed reader:
 * `/feeds/listings.xml?city=london&category=for-sale&q=desk` takes the same filters as
 * the results pages (`q` for the words) and lists the newest public listings.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { findCity } from '../../domain/geo/find-city';
import { GLOBAL_DEFAULTS } from '../../domain/geo/cities';
import { searchListings } from '../../domain/listings/search-listings';
import { listingFiltersSchema, type Listing, type ListingFilters } from '../../domain/listings/listing-schemas';
import { neighborhoodName } from '../../domain/listings/neighborhood-name';
import { categoryPath, homePath, listingPath } from '../../domain/reach/public-paths';
import { formatPrice } from '../../domain/shared/format';
import { invalid } from '../../domain/shared/errors';
import { queryText } from '../../domain/shared/text';
import { issueValues } from '../../i18n/error-text';
import { findCategory } from '../../domain/taxonomy/categories';
import { errorResponses } from '../schemas';
import { rssXml } from '../xml';

/** Listings per feed: what a reader shows as "new"; older ones have been seen. */
export const FEED_SIZE = 50;

const text = (label: string, max: number) => queryText(label, max).optional();

/** The results pages' query parameters, plus the city. */
const feedQuerySchema = z.object({
  city: text('errors.fields.city', 100),
  category: text('errors.fields.category', 50),
  subcategory: text('errors.fields.subcategory', 50),
  q: text('errors.fields.search', 200),
  priceMin: text('errors.fields.priceMin', 20),
  priceMax: text('errors.fields.priceMax', 20),
  condition: z.union([queryText('errors.fields.condition', 100), z.array(queryText('errors.fields.condition', 20)).max(10)]).optional(),
  postedDate: text('errors.fields.postedDate', 10),
  neighborhood: text('errors.fields.neighborhood', 100),
  country: text('errors.fields.country', 10),
  region: text('errors.fields.region', 100),
});
type FeedQuery = z.infer<typeof feedQuerySchema>;

function feedFilters(query: FeedQuery): ListingFilters {
  const { q, ...rest } = query;
  const parsed = listingFiltersSchema.safeParse({ ...rest, search: q, sort: 'newest', limit: String(FEED_SIZE) });
  if (!parsed.success) {
    throw invalid(
      'errors.feeds.unreadableFilter',
      parsed.error.issues.map((issue) => ({ field: String(issue.path[0] === 'search' ? 'q' : (issue.path[0] ?? 'query')), message: issue.message, values: issueValues(issue) })),
    );
  }
  return parsed.data;
}

/** The results page the feed follows, with the same filters. */
function pagePath(query: FeedQuery, filters: ListingFilters): string {
  const city = findCity(filters.city) ?? null;
  const base = filters.category ? categoryPath(filters.category, city) : homePath(city);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'city' || key === 'category' || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) if (item) params.append(key, item);
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

function feedTitle(filters: ListingFilters): string {
  const city = findCity(filters.city);
  const category = findCategory(filters.category);
  const scope = [category?.name, city ? city.name : 'worldwide'].filter(Boolean).join(', ');
  return filters.search ? `Cityboard: “${filters.search}” in ${scope}` : `Cityboard: new listings in ${scope}`;
}

function itemDescription(listing: Listing, locale: string): string {
  const price = formatPrice(listing.price, listing.currency, locale);
  const flat = listing.description.replace(/\s+/g, ' ').trim();
  const summary = flat.length > 300 ? `${flat.slice(0, 299)}…` : flat;
  return [price, neighborhoodName(listing.neighborhood), summary].filter(Boolean).join(' · ');
}

export const feedRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.get(
    '/feeds/listings.xml',
    {
      schema: {
        tags: ['feeds'],
        summary: 'RSS 2.0 feed of the newest public listings matching a search (the results pages\u2019 filters, q for words)',
        querystring: feedQuerySchema,
        response: {
          200: {
            description: 'The feed: RSS 2.0, newest first, at most 50 items',
            content: { 'application/rss+xml': { schema: z.string().meta({ example: '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0">…</rss>' }) } },
          },
          ...errorResponses(
            [400, 'A filter of the feed address cannot be read (see `errors`; `q` is the words)'],
            [429, 'A feed of words counts as a search: too many from this visitor or address'],
          ),
        },
      },
    },
    async (request, reply) => {
      const filters = feedFilters(request.query);
      // A feed of words is a search, polled: it shares the visitor's search allowance.
      const { listings } = await searchListings(db, { filters, consumeLimit: (action) => request.consumeLimit(action), polled: true });
      const city = findCity(filters.city);
      const locale = city?.locale ?? GLOBAL_DEFAULTS.locale;
      const xml = rssXml({
        title: feedTitle(filters),
        link: `${publicUrl}${pagePath(request.query, filters)}`,
        self: `${publicUrl}${request.url}`,
        description: 'The newest listings on Cityboard for this search.',
        language: city?.languageCode ?? GLOBAL_DEFAULTS.languageCode,
        items: listings.map((listing) => ({
          title: listing.title,
          link: `${publicUrl}${listingPath(listing)}`,
          description: itemDescription(listing, locale),
          pubDate: new Date(listing.createdAt),
          category: findCategory(listing.category)?.name ?? listing.category,
        })),
      });
      return reply.header('Cache-Control', 'public, max-age=600').type('application/rss+xml; charset=utf-8').send(xml);
    },
  );
};
