import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findCity } from '../../../domain/geo/find-city';
import { findVictoriaPlace } from '../../../domain/geo/victoria-place';
import type { Listing } from '../../../domain/listings/listing-schemas';
import { findCategory } from '../../../domain/taxonomy/categories';
import type { Language } from '../../i18n/languages';
import { summarise } from './page-meta';
import { feedPath } from './feed-path';
import { buildSeoMeta } from './page-meta.server';
import { categorySeo, homeSeo, listingSeo, victoriaSeo } from './page-seo';

const PUBLIC_URL = 'https://cityboard.example';

function site(language: Language = 'en', verification = {}) {
  return { publicUrl: PUBLIC_URL, language, verification };
}

const london = findCity('london')!;
const noSearch = new URLSearchParams();

type Descriptor = Record<string, unknown>;
const all = (meta: MetaDescriptor[]) => meta as Descriptor[];
const named = (meta: MetaDescriptor[], name: string) => all(meta).find((d) => d.name === name || d.property === name)?.content;
const title = (meta: MetaDescriptor[]) => all(meta).find((d) => 'title' in d)?.title;
const links = (meta: MetaDescriptor[], rel: string) => all(meta).filter((d) => d.tagName === 'link' && d.rel === rel);
const jsonLd = (meta: MetaDescriptor[]) => all(meta).filter((d) => 'script:ld+json' in d).map((d) => d['script:ld+json'] as Record<string, unknown>);
const types = (meta: MetaDescriptor[]) => jsonLd(meta).map((data) => data['@type']);

function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: '0b6b2c1e-7a53-4a6f-9a43-5c8e0f1d2a3b',
    title: 'Oak bookcase',
    description: 'Solid oak, five shelves.\nCollect from the porch.',
    price: '120.00',
    priceUnit: null,
    currency: 'GBP',
    category: 'for-sale',
    subcategory: 'furniture',
    condition: 'good',
    attributes: {},
    attributesSource: null,
    neighborhood: 'camden',
    images: ['/media/abc/full.webp', '/media/def/full.webp'],
    deliveryAvailable: false,
    priceNegotiable: false,
    city: 'london',
    country: 'United Kingdom',
    countryCode: 'GB',
    region: 'england',
    isVerifiedUser: false,
    status: 'active',
    soldAt: null,
    priceAnalysis: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('page metadata', () => {
  it('describes the global home with an Organization, hreflang for 8 cities and x-default, and no geo tags', () => {
    const meta = buildSeoMeta(site(), (words) => homeSeo(words, { city: null, search: noSearch }));
    expect(title(meta)).toBe('Cityboard – local classified ads in every city');
    expect(links(meta, 'canonical')[0]?.href).toBe(`${PUBLIC_URL}/`);
    const alternates = links(meta, 'alternate').filter((d) => d.hrefLang);
    expect(alternates).toHaveLength(9);
    expect(alternates.map((d) => d.hrefLang)).toEqual(['en-AU', 'en-GB', 'en-CA', 'en-US', 'en-AU', 'de-DE', 'fr-FR', 'ja-JP', 'x-default']);
    expect(alternates.find((d) => d.hrefLang === 'de-DE')?.href).toBe(`${PUBLIC_URL}/de/berlin`);
    expect(alternates.at(-1)?.href).toBe(`${PUBLIC_URL}/`);
    expect(named(meta, 'geo.region')).toBeUndefined();
    expect(types(meta)).toEqual(['Organization']);
    expect(named(meta, 'og:url')).toBe(`${PUBLIC_URL}/`);
    expect(named(meta, 'twitter:card')).toBe('summary');
    expect(named(meta, 'keywords')).toContain('classifieds');
  });

  it('gives a city home geo tags and a LocalBusiness, in the page language', () => {
    const meta = buildSeoMeta(site('fr'), (words) => homeSeo(words, { city: london, search: noSearch }));
    expect(title(meta)).toBe('Cityboard Londres – petites annonces locales à Londres, Royaume-Uni');
    expect(links(meta, 'canonical')[0]?.href).toBe(`${PUBLIC_URL}/uk/london`);
    expect(named(meta, 'geo.region')).toBe('GB');
    // The city as the page's language names it, in the meta tags and the structured data alike.
    expect(named(meta, 'geo.placename')).toBe('Londres');
    const business = jsonLd(meta).find((d) => d['@type'] === 'LocalBusiness') as { name: string; address: { addressLocality: string } };
    expect(business.name).toBe('Cityboard Londres');
    expect(business.address.addressLocality).toBe('Londres');
    expect(named(meta, 'geo.position')).toBe(`${london.coordinates.lat};${london.coordinates.lng}`);
    expect(named(meta, 'ICBM')).toBe(`${london.coordinates.lat}, ${london.coordinates.lng}`);
    expect(types(meta)).toEqual(['Organization', 'LocalBusiness', 'BreadcrumbList']);
    expect(named(meta, 'og:locale')).toBe('fr');
  });

  it('links category pages to the same category in the other cities and to their RSS feed', () => {
    const search = new URLSearchParams('q=desk&sort=price_asc&cursor=abc&condition=good&condition=new');
    const meta = buildSeoMeta(site('de'), (words) => categorySeo(words, { city: london, category: findCategory('for-sale')!, search }));
    expect(title(meta)).toMatch(/in London \| Cityboard$/);
    expect(links(meta, 'canonical')[0]?.href).toBe(`${PUBLIC_URL}/uk/london/for-sale`);
    expect(links(meta, 'alternate').find((d) => d.hrefLang === 'ja-JP')?.href).toBe(`${PUBLIC_URL}/jp/tokyo/for-sale`);
    expect(links(meta, 'alternate').find((d) => d.hrefLang === 'x-default')?.href).toBe(`${PUBLIC_URL}/for-sale`);
    const feed = links(meta, 'alternate').find((d) => d.type === 'application/rss+xml');
    expect(feed?.href).toBe('/feeds/listings.xml?city=london&category=for-sale&q=desk&condition=good&condition=new');
    expect(String(feed?.title)).toContain('„desk“');
    expect(String(named(meta, 'description')).length).toBeLessThanOrEqual(160);
  });

  it('describes a Victoria page with Victoria geo tags and breadcrumbs down to the place', () => {
    const place = findVictoriaPlace({ region: 'surf-coast' })!;
    const meta = buildSeoMeta(site(), (words) => victoriaSeo(words, { place, path: '/au/victoria/surf-coast' }));
    expect(title(meta)).toBe('Surf Coast classifieds – Victoria, Australia | Cityboard');
    expect(named(meta, 'description')).toBe('Explore the Surf Coast region. All prices shown in AUD ($)');
    expect(named(meta, 'geo.region')).toBe('AU-VIC');
    expect(named(meta, 'geo.placename')).toBe('Surf Coast, Victoria');
    const crumbs = jsonLd(meta).find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[];
    expect(crumbs.map((c) => c.item)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/au/victoria`, `${PUBLIC_URL}/au/victoria/surf-coast`]);
  });

  it('describes a listing as a Product with an Offer, its first photo as the card image', () => {
    const meta = buildSeoMeta(site(), (words, site) => listingSeo(words, { listing: listing(), city: london, publicUrl: site.publicUrl }));
    const url = `${PUBLIC_URL}/uk/london/listing/0b6b2c1e-7a53-4a6f-9a43-5c8e0f1d2a3b`;
    expect(title(meta)).toBe('Oak bookcase in London | Cityboard');
    expect(links(meta, 'canonical')[0]?.href).toBe(url);
    expect(named(meta, 'og:image')).toBe(`${PUBLIC_URL}/media/abc/full.jpg`);
    expect(named(meta, 'og:type')).toBe('product');
    expect(named(meta, 'twitter:card')).toBe('summary_large_image');
    expect(named(meta, 'description')).toBe('Solid oak, five shelves. Collect from the porch.');
    const product = jsonLd(meta).find((d) => d['@type'] === 'Product')!;
    expect(product.offers).toEqual({
      '@type': 'Offer',
      price: '120.00',
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      url,
    });
    expect(product.image).toEqual([`${PUBLIC_URL}/media/abc/full.jpg`, `${PUBLIC_URL}/media/def/full.jpg`]);
    expect(types(meta)).toEqual(['Organization', 'LocalBusiness', 'Product', 'BreadcrumbList']);
    const business = jsonLd(meta).find((d) => d['@type'] === 'LocalBusiness')!;
    expect(business).toMatchObject({ name: 'Cityboard London', url: `${PUBLIC_URL}/uk/london`, currenciesAccepted: 'GBP' });
    expect(business.description).toMatch(/^Buy and sell in London/);
  });

  it('leaves the Offer out when the seller gave no price, and marks a sold listing sold out', () => {
    const noPrice = buildSeoMeta(site(), (words) => listingSeo(words, { listing: listing({ price: null, images: [] }), city: london, publicUrl: PUBLIC_URL }));
    expect(jsonLd(noPrice).find((d) => d['@type'] === 'Product')?.offers).toBeUndefined();
    expect(named(noPrice, 'og:image')).toBeUndefined();
    const sold = buildSeoMeta(site(), (words) => listingSeo(words, { listing: listing({ status: 'sold' }), city: london, publicUrl: PUBLIC_URL }));
    expect((jsonLd(sold).find((d) => d['@type'] === 'Product')?.offers as { availability: string }).availability).toBe('https://schema.org/SoldOut');
  });

  it('adds site-verification tags only for the codes configured', () => {
    const none = buildSeoMeta(site(), (words) => homeSeo(words, { city: null, search: noSearch }));
    expect(all(none).some((d) => String(d.name).includes('verification') || d.name === 'msvalidate.01')).toBe(false);
    const some = buildSeoMeta(site('en', { google: 'g-code', yandex: 'y-code' }), (words) => homeSeo(words, { city: null, search: noSearch }));
    expect(named(some, 'google-site-verification')).toBe('g-code');
    expect(named(some, 'yandex-verification')).toBe('y-code');
    expect(named(some, 'msvalidate.01')).toBeUndefined();
  });

  it('keeps hostile titles as plain data for React and <Meta /> to escape', () => {
    const hostile = '</script><script>alert(1)</script> "quoted" <!--';
    const meta = buildSeoMeta(site(), (words) => listingSeo(words, { listing: listing({ title: hostile }), city: london, publicUrl: PUBLIC_URL }));
    expect(title(meta)).toBe(`${hostile} in London | Cityboard`);
    expect(jsonLd(meta).find((d) => d['@type'] === 'Product')?.name).toBe(hostile);
  });
});

describe('helpers', () => {
  it('cuts descriptions at a word boundary', () => {
    const text = 'word '.repeat(60);
    const cut = summarise(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(summarise('  short\n text ')).toBe('short text');
  });

  it('builds feed paths from the page query without paging or sorting', () => {
    expect(feedPath({ city: null, category: null, search: new URLSearchParams('lang=fr&cursor=x') })).toBe('/feeds/listings.xml');
    expect(feedPath({ city: london, category: 'jobs', search: new URLSearchParams('q=barista&priceMin=5') })).toBe(
      '/feeds/listings.xml?city=london&category=jobs&q=barista&priceMin=5',
    );
  });
});
