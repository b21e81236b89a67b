import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { request as requests, type APIRequestContext, type Page } from '@playwright/test';
import { expect, hydrated, pngFile, test, watchHydration } from './fixtures';

/**
 * Page metadata in the server's HTML (SPEC section 2 "Page metadata"): every page type
 * validates with the Nu Html Checker, its JSON-LD parses and uses real schema.org types,
 * and its title, canonical URL, hreflang alternates, social cards and structured data
 * say what the page is, with hostile listing titles kept inert.
 */

const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
const HOSTILE = `</script><script>alert(1)</script> "Quoted" 'lamp' <!-- & more`;

/** schema.org types, as schema-dts (generated from the vocabulary) declares them. */
const SCHEMA_TYPES = new Set(
  [...readFileSync(path.resolve('node_modules/schema-dts/dist/schema.d.ts'), 'utf8').matchAll(/"@type": "(\w+)"/g)].map((match) => match[1]!),
);

interface PageFacts {
  title: string;
  lang: string;
  canonical: string | null;
  description: string | null;
  hreflang: { lang: string; href: string }[];
  meta: Record<string, string>;
  feeds: string[];
  jsonLd: string[];
}

/** Reads the document head the way a crawler sees it (parsed, never run). */
async function facts(page: Page, html: string): Promise<PageFacts> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta: Record<string, string> = {};
    for (const element of doc.querySelectorAll('meta[name], meta[property]')) {
      meta[element.getAttribute('name') ?? element.getAttribute('property') ?? ''] = element.getAttribute('content') ?? '';
    }
    return {
      title: doc.title,
      lang: doc.documentElement.lang,
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      hreflang: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
        lang: link.getAttribute('hreflang') ?? '',
        href: link.getAttribute('href') ?? '',
      })),
      meta,
      feeds: [...doc.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((link) => link.getAttribute('href') ?? ''),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    };
  }, html);
}

function typesIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) typesIn(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '@type') out.push(...(Array.isArray(inner) ? inner : [inner]).map(String));
      else typesIn(inner, out);
    }
  }
  return out;
}

async function html(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

test('every page type is valid HTML with complete metadata and inert user text', async ({ page, request, postListing, baseURL }) => {
  // The Nu Html Checker starts a Java VM: slow on a busy machine.
  test.slow();
  const photo = await pngFile('lamp.png', 800, 600, { r: 220, g: 180, b: 40 });
  const { id } = await postListing(
    {
      city: 'london',
      title: HOSTILE,
      description: 'Brass desk lamp with a green shade, works well.',
      price: '45',
      category: 'for-sale',
      subcategory: 'furniture',
    },
    [photo],
  );
  const pages = {
    home: '/',
    city: '/uk/london',
    cityFrench: '/fr/paris',
    victoria: '/au/victoria',
    victoriaSuburb: '/au/victoria/surf-coast',
    category: '/jobs',
    // With a filter, so the filter count badge is in the page too.
    cityCategory: '/uk/london/for-sale?q=lamp&priceMin=1',
    listing: `/uk/london/listing/${id}`,
    staticPage: '/safety',
  };
  // A stranger's view: the seller's own cookie would show a held listing too.
  const stranger = await requests.newContext({ baseURL });
  const documents: Record<string, string> = {};
  for (const [name, url] of Object.entries(pages)) documents[name] = await html(stranger, url);
  await stranger.dispose();

  // 1. The Nu Html Checker finds no errors in any of them.
  const dir = mkdtempSync(path.join(tmpdir(), 'cityboard-vnu-'));
  try {
    const files = Object.entries(documents).map(([name, source]) => {
      const file = path.join(dir, `${name}.html`);
      writeFileSync(file, source);
      return file;
    });
    const result = await promisify(execFile)('java', ['-jar', VNU, '--format', 'json', '--errors-only', '--exit-zero-always', ...files], {
      maxBuffer: 32 * 1024 * 1024,
    });
    const report = JSON.parse(result.stderr || result.stdout) as { messages: { type: string; url?: string; message: string; extract?: string }[] };
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => `${path.basename(message.url ?? '')}: ${message.message} [${message.extract ?? ''}]`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // 2. Every JSON-LD block parses and names real schema.org types.
  const all: Record<string, PageFacts> = {};
  for (const [name, source] of Object.entries(documents)) {
    const pageFacts = await facts(page, source);
    all[name] = pageFacts;
    expect(pageFacts.title.length, name).toBeGreaterThan(0);
    for (const block of pageFacts.jsonLd) {
      const data = JSON.parse(block) as Record<string, unknown>;
      expect(data['@context'], name).toBe('https://schema.org');
      for (const type of typesIn(data)) expect(SCHEMA_TYPES.has(type), `${name}: @type ${type}`).toBe(true);
    }
  }
  const jsonLdOf = (name: string) => all[name]!.jsonLd.map((block) => JSON.parse(block) as Record<string, unknown>);
  const typesOf = (name: string) => jsonLdOf(name).map((data) => data['@type']);

  // 3. The metadata of each page type.
  for (const name of ['home', 'city', 'cityFrench', 'victoria', 'victoriaSuburb', 'category', 'cityCategory', 'listing']) {
    const f = all[name]!;
    // SPEC's 8 cities and x-default; a city's page adds itself in the five other interface
    // languages (`?lang=`), each language once.
    expect(
      f.hreflang.slice(0, 9).map((link) => link.lang),
      name,
    ).toEqual(['en-AU', 'en-GB', 'en-CA', 'en-US', 'en-AU', 'de-DE', 'fr-FR', 'ja-JP', 'x-default']);
    const ofTheCity = f.hreflang.slice(9).map((link) => link.lang.split('-')[0]);
    if (['city', 'cityFrench', 'cityCategory', 'listing'].includes(name)) {
      expect(new Set(ofTheCity).size, name).toBe(5);
      expect(
        f.hreflang.slice(9).every((link) => /[?&]lang=(en|es|fr|de|it|ja)(&|$)/.test(link.href)),
        name,
      ).toBe(true);
    } else {
      expect(ofTheCity, name).toEqual([]);
    }
    expect(f.canonical, name).toMatch(new RegExp(`^${baseURL}/`));
    expect(f.description?.length, name).toBeGreaterThan(20);
    expect(f.meta['keywords'], name).toBeTruthy();
    expect(f.meta['og:title'], name).toBe(f.title);
    expect(f.meta['twitter:card'], name).toMatch(/^summary/);
    expect(typesOf(name), name).toContain('Organization');
    // Site verification comes only from the environment, unset here: no placeholders.
    expect(
      Object.keys(f.meta).filter((key) => /verification|msvalidate/.test(key)),
      name,
    ).toEqual([]);
  }

  expect(all.home!.title).toBe('Cityboard – local classified ads in every city');
  expect(all.home!.canonical).toBe(`${baseURL}/`);
  expect(all.home!.meta['geo.region']).toBeUndefined();
  expect(typesOf('home')).not.toContain('LocalBusiness');
  expect(all.home!.feeds).toEqual(['/feeds/listings.xml']);

  expect(all.city!.canonical).toBe(`${baseURL}/uk/london`);
  expect(all.city!.meta['geo.region']).toBe('GB');
  expect(all.city!.meta['geo.placename']).toBe('London');
  expect(all.city!.meta['geo.position']).toMatch(/^51\.\d+;-0\.\d+$/);
  expect(all.city!.meta['ICBM']).toMatch(/^51\.\d+, -0\.\d+$/);
  expect(typesOf('city')).toContain('LocalBusiness');
  expect(all.city!.hreflang).toContainEqual({ lang: 'ja-JP', href: `${baseURL}/jp/tokyo` });
  expect(all.city!.hreflang).toContainEqual({ lang: 'es-GB', href: `${baseURL}/uk/london?lang=es` });

  // A French city's page speaks French, metadata included.
  expect(all.cityFrench!.lang).toBe('fr');
  expect(all.cityFrench!.title).toBe('Cityboard Paris – petites annonces locales à Paris, France');

  expect(all.victoria!.meta['geo.region']).toBe('AU-VIC');
  expect(all.victoriaSuburb!.canonical).toBe(`${baseURL}/au/victoria/surf-coast`);
  expect(typesOf('victoriaSuburb')).toContain('BreadcrumbList');

  expect(all.staticPage!.title).toBe('Safety Tips | Cityboard');
  expect(all.staticPage!.canonical).toBe(`${baseURL}/safety`);

  expect(all.category!.canonical).toBe(`${baseURL}/jobs`);
  expect(all.cityCategory!.canonical).toBe(`${baseURL}/uk/london/for-sale`);
  expect(all.cityCategory!.hreflang).toContainEqual({ lang: 'de-DE', href: `${baseURL}/de/berlin/for-sale` });
  expect(all.cityCategory!.feeds).toEqual(['/feeds/listings.xml?city=london&category=for-sale&q=lamp&priceMin=1']);

  // The listing: its first photo as the card, a Product with its Offer, and breadcrumbs.
  const listing = all.listing!;
  expect(listing.title).toBe(`${HOSTILE} in London | Cityboard`);
  expect(listing.canonical).toBe(`${baseURL}/uk/london/listing/${id}`);
  expect(listing.meta['og:type']).toBe('product');
  expect(listing.meta['og:image']).toMatch(new RegExp(`^${baseURL}/media/.+\\.jpg$`));
  expect((await request.get(listing.meta['og:image']!)).status()).toBe(200);
  expect(listing.meta['twitter:image']).toBe(listing.meta['og:image']);
  const product = jsonLdOf('listing').find((data) => data['@type'] === 'Product')!;
  expect(product.name).toBe(HOSTILE);
  expect(product.offers).toMatchObject({
    '@type': 'Offer',
    price: '45.00',
    priceCurrency: 'GBP',
    availability: 'https://schema.org/InStock',
    url: listing.canonical,
  });
  expect(typesOf('listing')).toEqual(expect.arrayContaining(['Organization', 'LocalBusiness', 'Product', 'BreadcrumbList']));

  // The hostile title never becomes markup: no second script, no comment, escaped JSON.
  const source = documents.listing!;
  expect(source).not.toContain('<script>alert(1)');
  expect(source).not.toContain('<!-- &');
  expect(source).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
});

test('the listing page runs with no Content-Security-Policy violation and hydrates its head', async ({ page, postListing }) => {
  const { id } = await postListing({ city: 'london', title: 'Walnut side table', price: '60' });
  const hydration = watchHydration(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Refused to run: CSP ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto(`/uk/london/listing/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Walnut side table');
  await page.goto('/uk/london');
  await expect(page.locator('script[type="application/ld+json"]')).not.toHaveCount(0);
  // Navigating in the browser brings the next page's metadata along.
  await page.goto('/uk/london/for-sale');
  const jobs = page.locator('section[aria-labelledby="other-categories-heading"]').getByRole('link', { name: 'Jobs', exact: true });
  await hydrated(jobs);
  // A click in the instant the router is still settling can be lost: click again until it navigates.
  await expect(async () => {
    await jobs.click();
    await expect(page).toHaveURL(/\/uk\/london\/jobs$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveTitle('Jobs in London | Cityboard');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/uk\/london\/jobs$/);
  // SPEC's 8 cities, x-default, and London's page in the five other interface languages.
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(14);
  expect(violations).toEqual([]);
  expect(hydration).toEqual([]);
});

test('robots.txt, the sitemaps and the feed of a search are served', async ({ request, baseURL, postListing }) => {
  const { id } = await postListing({ city: 'london', title: 'Sitemap test kettle', price: '15' });
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await (await request.get('/sitemap.xml')).text();
  const month = new Date().toISOString().slice(0, 7);
  expect(index).toContain(`<loc>${baseURL}/sitemaps/london-${month}.xml</loc>`);
  const london = await (await request.get(`/sitemaps/london-${month}.xml`)).text();
  expect(london).toContain(`<loc>${baseURL}/uk/london/listing/${id}</loc>`);

  const feed = await request.get('/feeds/listings.xml?city=london&q=kettle');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await feed.text()).toContain(`<link>${baseURL}/uk/london/listing/${id}</link>`);
});

test('results pages offer to follow the search', async ({ page }) => {
  await page.goto('/uk/london/for-sale?q=lamp');
  const follow = page.getByTestId('follow-search');
  // What it opens is tested with the navigation; the feed's address is in the head (above).
  await expect(follow).toHaveText('Follow this search');
  await page.goto('/de/berlin');
  await expect(page.getByTestId('follow-search')).toHaveText('Dieser Suche folgen');
});
