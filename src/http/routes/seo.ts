/**
 * For search engines: robots.txt, the sitemap index and its sitemaps — the global and
 * static pages, every city's home and category pages, Victoria's regional pages, and
 * each city's public listings by month (see domain/reach/sitemap-listings.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { CITIES } from '../../domain/geo/cities';
import { VICTORIA_REGIONS, VICTORIA_STATE } from '../../domain/geo/victoria';
import { categoryPath, homePath, listingPath, SITE_PAGES, sitePagePath } from '../../domain/reach/public-paths';
import { findSitemapListings, listListingSitemaps, listScopeActivity, type ScopeActivity } from '../../domain/reach/sitemap-listings';
import { notFound } from '../../domain/shared/errors';
import { queryText } from '../../domain/shared/text';
import { CATEGORY_SLUGS } from '../../domain/taxonomy/categories';
import { sitemapIndexXml, sitemapXml, type SitemapUrl } from '../xml';

/** Footer pages worth finding; private ones (manage links, favourites, moderation, My ads) are disallowed in robots.txt. */
const STATIC_PAGES = SITE_PAGES.map((page) => sitePagePath(page.slug));

const ROBOTS_DISALLOW = ['/api/', '/manage', '/moderation', '/favourites', '/my-ads', '/messages', '/alerts'];

/** Crawlers may cache these for an hour; listings come and go more slowly than that matters. */
const CACHE = 'public, max-age=3600';

const XML = 'application/xml; charset=utf-8';

function latest(dates: (Date | undefined)[]): Date | null {
  let newest: Date | null = null;
  for (const date of dates) if (date && (!newest || date > newest)) newest = date;
  return newest;
}

export function victoriaPaths(): string[] {
  const base = `/au/${VICTORIA_STATE.urlSlug}`;
  return [
    base,
    ...VICTORIA_REGIONS.flatMap((region) => [
      `${base}/${region.urlSlug}`,
      ...region.hubs.flatMap((hub) => [
        `${base}/${region.urlSlug}/${hub.urlSlug}`,
        ...hub.suburbs.map((suburb) => `${base}/${region.urlSlug}/${hub.urlSlug}/${suburb.urlSlug}`),
      ]),
    ]),
  ];
}

export const seoRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  const url = (path: string) => `${publicUrl}${path}`;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${url('/sitemap.xml')}`, ''];
    return reply.header('Cache-Control', CACHE).type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [listingSitemaps, activity] = await Promise.all([listListingSitemaps(db), listScopeActivity(db)]);
    const newest = latest(activity.map((a) => a.lastmod));
    const newestIn = (city: string | null) => latest(activity.filter((a) => (city === 'any' ? a.city !== null : a.city === city)).map((a) => a.lastmod));
    const entries: SitemapUrl[] = [
      { loc: url('/sitemaps/pages.xml'), lastmod: newest },
      { loc: url('/sitemaps/cities.xml'), lastmod: newestIn('any') },
      { loc: url('/sitemaps/victoria.xml') },
      ...listingSitemaps.map((sitemap) => ({ loc: url(`/sitemaps/${sitemap.city}-${sitemap.period}.xml`), lastmod: sitemap.lastmod })),
    ];
    return reply.header('Cache-Control', CACHE).type(XML).send(sitemapIndexXml(entries));
  });

  app.get(
    '/sitemaps/:name',
    { schema: { hide: true, params: z.object({ name: queryText('name', 100) }) } },
    async (request, reply) => {
      const name = request.params.name.replace(/\.xml$/, '');
      if (!request.params.name.endsWith('.xml')) throw notFound('errors.http.noSuchSitemap');
      let urls: SitemapUrl[];
      if (name === 'pages' || name === 'cities') {
        urls = scopePages(name, await listScopeActivity(db)).map((page) => ({ loc: url(page.path), lastmod: page.lastmod }));
      } else if (name === 'victoria') {
        urls = victoriaPaths().map((path) => ({ loc: url(path) }));
      } else {
        const match = /^([a-z0-9]+)-(\d{4}-\d{2}(?:-\d{2}){0,2})$/.exec(name);
        const listings = match ? await findSitemapListings(db, { city: match[1]!, period: match[2]! }) : null;
        if (!listings) throw notFound('errors.http.noSuchSitemap');
        urls = listings.map((listing) => ({ loc: url(listingPath(listing)), lastmod: listing.updatedAt }));
      }
      return reply.header('Cache-Control', CACHE).type(XML).send(sitemapXml(urls));
    },
  );
};

/** The global site's pages ("pages") or every city's home and category pages ("cities"), with their last change. */
function scopePages(which: 'pages' | 'cities', activity: ScopeActivity[]): { path: string; lastmod: Date | null }[] {
  if (which === 'pages') {
    return [
      { path: '/', lastmod: latest(activity.map((a) => a.lastmod)) },
      ...CATEGORY_SLUGS.map((slug) => ({ path: categoryPath(slug, null), lastmod: latest(activity.filter((a) => a.category === slug).map((a) => a.lastmod)) })),
      ...STATIC_PAGES.map((path) => ({ path, lastmod: null })),
    ];
  }
  const byCity = new Map<string, ScopeActivity[]>();
  for (const entry of activity) if (entry.city) byCity.set(entry.city, [...(byCity.get(entry.city) ?? []), entry]);
  return CITIES.flatMap((city) => {
    const own = byCity.get(city.subdomain) ?? [];
    return [
      { path: homePath(city), lastmod: latest(own.map((a) => a.lastmod)) },
      ...CATEGORY_SLUGS.map((slug) => ({ path: categoryPath(slug, city), lastmod: latest(own.filter((a) => a.category === slug).map((a) => a.lastmod)) })),
    ];
  });
}
