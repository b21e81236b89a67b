import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { findCity } from '../../domain/geo/find-city';
import { listListingSitemaps, findSitemapListings } from '../../domain/reach/sitemap-listings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

interface Row {
  title: string;
  city: string | null;
  status?: 'approved' | 'pending' | 'rejected';
  createdAt?: Date;
  expiresAt?: Date | null;
  category?: string;
  description?: string;
  price?: string | null;
}

/** Listings straight into the database, in any moderation state. */
async function insert(row: Row): Promise<string> {
  const city = row.city ? findCity(row.city) : undefined;
  const [created] = await t.database.db
    .insert(listings)
    .values({
      title: row.title,
      description: row.description ?? 'In good order, collect any evening.',
      price: row.price === undefined ? '25.00' : row.price,
      currency: city?.currency ?? 'USD',
      category: row.category ?? 'for-sale',
      neighborhood: 'centre',
      contactEmail: 'seller@example.com',
      userId: 'seo-test-seller',
      city: city?.subdomain ?? null,
      country: city?.country ?? null,
      countryCode: city?.countryCode ?? null,
      moderationStatus: row.status ?? 'approved',
      createdAt: row.createdAt ?? new Date(now - DAY),
      expiresAt: row.expiresAt === undefined ? new Date(now + 20 * DAY) : row.expiresAt,
    })
    .returning({ id: listings.id });
  return created!.id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids.public = await insert({ title: 'Public lamp', city: 'london' });
  ids.pending = await insert({ title: 'Pending lamp', city: 'london', status: 'pending' });
  ids.rejected = await insert({ title: 'Rejected lamp', city: 'london', status: 'rejected' });
  ids.expired = await insert({ title: 'Expired lamp', city: 'london', expiresAt: new Date(now - DAY) });
  ids.global = await insert({ title: 'Global lamp', city: null });
  ids.hostile = await insert({
    title: '</script><script>alert(1)</script> "Lamp" & <!-- shade',
    city: 'london',
    createdAt: new Date(now - DAY + 1000),
    description: 'Bulb included. \u0007Bell character & <b>bold</b>',
  });
  ids.job = await insert({ title: 'Barista wanted', city: 'london', category: 'jobs', price: null });
});
afterAll(async () => {
  await t?.close();
});

const base = () => t.config.publicUrl;

describe('robots.txt', () => {
  it('allows public pages, keeps crawlers out of the API and private pages, and names the sitemap', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/manage', '/moderation', '/favourites', '/my-ads', '/messages', '/alerts']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${base()}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('indexes the page sitemaps and one listing sitemap per city and month, with lastmod', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const body = response.body;
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const name of ['pages', 'cities', 'victoria']) expect(body).toContain(`<loc>${base()}/sitemaps/${name}.xml</loc>`);
    const month = new Date(now - DAY).toISOString().slice(0, 7);
    expect(body).toMatch(new RegExp(`<sitemap><loc>${base()}/sitemaps/london-${month}.xml</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:]+Z</lastmod></sitemap>`));
    expect(body).toContain(`/sitemaps/global-${month}.xml`);
    // No city without public listings gets a listing sitemap.
    expect(body).not.toContain('/sitemaps/tokyo-');
  });

  it('lists only public listings, at their canonical URLs', async () => {
    const month = new Date(now - DAY).toISOString().slice(0, 7);
    const london = (await t.app.inject(`/sitemaps/london-${month}.xml`)).body;
    expect(london).toContain(`<loc>${base()}/uk/london/listing/${ids.public}</loc>`);
    expect(london).toContain(`/uk/london/listing/${ids.hostile}`);
    for (const hidden of [ids.pending, ids.rejected, ids.expired]) expect(london).not.toContain(hidden!);
    expect(london).not.toContain(ids.global!);
    const global = (await t.app.inject(`/sitemaps/global-${month}.xml`)).body;
    expect(global).toContain(`<loc>${base()}/listing/${ids.global}</loc>`);
  });

  it('lists the global and footer pages, every city home and category page, and Victoria', async () => {
    const pages = (await t.app.inject('/sitemaps/pages.xml')).body;
    expect(pages).toMatch(new RegExp(`<url><loc>${base()}/</loc><lastmod>`));
    expect(pages).toContain(`<loc>${base()}/jobs</loc>`);
    expect(pages).toContain(`<loc>${base()}/safety</loc>`);
    const cities = (await t.app.inject('/sitemaps/cities.xml')).body;
    expect(cities).toMatch(new RegExp(`<url><loc>${base()}/uk/london</loc><lastmod>`));
    expect(cities).toMatch(new RegExp(`<url><loc>${base()}/uk/london/jobs</loc><lastmod>`));
    expect(cities).toContain(`<url><loc>${base()}/jp/tokyo/gigs</loc></url>`);
    expect(cities.match(/<url>/g)?.length).toBeLessThan(50_000);
    const victoria = (await t.app.inject('/sitemaps/victoria.xml')).body;
    expect(victoria).toContain(`<loc>${base()}/au/victoria</loc>`);
    expect(victoria).toContain(`<loc>${base()}/au/victoria/surf-coast</loc>`);
  });

  it('answers 404 for a sitemap that does not exist', async () => {
    for (const name of ['atlantis-2026-01.xml', 'london-2026-13.xml', 'london.xml', 'pages.txt']) {
      expect((await t.app.inject(`/sitemaps/${name}`)).statusCode, name).toBe(404);
    }
  });

  it('splits a month over the limit into days, each read as a range of the index', async () => {
    const day = (d: number) => new Date(Date.UTC(2025, 2, d, 12));
    for (const d of [3, 3, 4]) await insert({ title: `March lamp ${d}`, city: 'paris', createdAt: day(d), expiresAt: null });
    const at = new Date(Date.UTC(2025, 2, 20));
    const sitemaps = (await listListingSitemaps(t.database.db, { now: at, maxUrls: 2 })).filter((s) => s.city === 'paris');
    expect(sitemaps.map((s) => [s.period, s.count])).toEqual([
      ['2025-03-03', 2],
      ['2025-03-04', 1],
    ]);
    const third = await findSitemapListings(t.database.db, { city: 'paris', period: '2025-03-03', now: at });
    expect(third).toHaveLength(2);
    expect(await findSitemapListings(t.database.db, { city: 'paris', period: '2025-03', now: at, maxUrls: 2 })).toHaveLength(2);
  });
});

describe('RSS feed of a search', () => {
  it('lists the public listings of the search, newest first, with the text escaped', async () => {
    const response = await t.app.inject('/feeds/listings.xml?city=london&category=for-sale&q=lamp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    const body = response.body;
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(body).toContain('<title>Cityboard: “lamp” in For Sale, London</title>');
    expect(body).toContain(`<link>${base()}/uk/london/for-sale?q=lamp</link>`);
    expect(body).toContain(`<atom:link href="${base()}/feeds/listings.xml?city=london&amp;category=for-sale&amp;q=lamp" rel="self" type="application/rss+xml"/>`);
    expect(body).toContain(`<link>${base()}/uk/london/listing/${ids.public}</link>`);
    expect(body).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Lamp&quot; &amp; &lt;!-- shade</title>');
    expect(body).toContain('Bell character &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(body).not.toContain('\u0007');
    for (const hidden of ['Pending lamp', 'Rejected lamp', 'Expired lamp', 'Global lamp', 'Barista']) expect(body).not.toContain(hidden);
    expect(body.indexOf(ids.hostile!)).toBeLessThan(body.indexOf(ids.public!));
  });

  it('follows the global marketplace and a category across every city', async () => {
    const body = (await t.app.inject('/feeds/listings.xml?category=jobs')).body;
    expect(body).toContain('<title>Cityboard: new listings in Jobs, worldwide</title>');
    expect(body).toContain('Barista wanted');
    expect(body).not.toContain('Public lamp');
  });

  it('answers 400 with a message for filters it cannot read', async () => {
    for (const query of ['city=atlantis', 'category=weapons', 'priceMin=cheap', 'condition=broken']) {
      const response = await t.app.inject(`/feeds/listings.xml?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });
});
