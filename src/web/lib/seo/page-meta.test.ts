import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { City } from '../../../domain/geo/cities';
import { findCity } from '../../../domain/geo/find-city';
import { findVictoriaPlace } from '../../../domain/geo/victoria-place';
import type { Listing } from '../../../domain/listings/listing-schemas';
import { findCategory } from '../../../domain/taxonomy/categories';
import type { Language } from '../../../i18n/languages';
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
const jsonLd = (meta: MetaDescriptor[]) =>
  all(meta)
    .filter((d) => 'script:ld+json' in d)
    .map((d) => d['script:ld+json'] as Record<string, unknown>);
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
    const noPrice = buildSeoMeta(site(), (words) =>
      listingSeo(words, { listing: listing({ price: null, images: [] }), city: london, publicUrl: PUBLIC_URL }),
    );
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

describe('listing structured data by kind', () => {
  const berlin = findCity('berlin')!;
  const newYork = findCity('newyork')!;
  const seoOf = (item: Listing, city: City | null = london, expiresAt?: string) =>
    jsonLd(buildSeoMeta(site(), (words) => listingSeo(words, { listing: item, city, publicUrl: PUBLIC_URL, expiresAt })));
  const main = (data: Record<string, unknown>[]) =>
    data.find((d) => !['Organization', 'LocalBusiness', 'BreadcrumbList'].includes(String(d['@type'])))!;

  it('describes a car as a Product and a Car, odometer in the unit the seller used, and keeps its Offer', () => {
    const car = listing({
      title: 'VW Golf 1.6 TDI',
      category: 'for-sale',
      subcategory: 'cars-trucks',
      condition: null,
      currency: 'EUR',
      city: 'berlin',
      countryCode: 'DE',
      price: '7900.00',
      attributes: {
        make: 'Volkswagen',
        model: 'Golf',
        year: 2012,
        mileage: 98_000,
        mileageUnit: 'km',
        mileageKm: 98_000,
        fuel: 'diesel',
        transmission: 'manual',
        bodyType: 'hatchback',
      },
      attributesSource: 'seller',
    });
    const data = main(seoOf(car, berlin));
    expect(data['@type']).toEqual(['Product', 'Car']);
    expect(data).toMatchObject({
      name: 'VW Golf 1.6 TDI',
      brand: { '@type': 'Brand', name: 'Volkswagen' },
      manufacturer: { '@type': 'Organization', name: 'Volkswagen' },
      model: 'Golf',
      vehicleModelDate: '2012',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 98_000, unitCode: 'KMT' },
      fuelType: 'Diesel',
      vehicleTransmission: 'Manual',
      bodyType: 'hatchback',
      offers: { '@type': 'Offer', price: '7900.00', priceCurrency: 'EUR' },
    });
    const miles = main(
      seoOf(listing({ ...car, city: 'newyork', countryCode: 'US', attributes: { mileage: 60_000, mileageUnit: 'mi', mileageKm: 96_561 } }), newYork),
    );
    expect(miles.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value: 60_000, unitCode: 'SMI' });
  });

  it('describes a motorcycle as a Vehicle, and a car without any facts as the plain Product', () => {
    const bike = listing({ category: 'for-sale', subcategory: 'motorcycles', attributes: { make: 'Honda', year: 2019 } });
    expect(main(seoOf(bike))['@type']).toEqual(['Product', 'Vehicle']);
    const bare = listing({ category: 'for-sale', subcategory: 'cars-trucks', attributes: {} });
    expect(main(seoOf(bare))['@type']).toBe('Product');
  });

  it('describes a flat to let as a Product and an Apartment, with a rent per month on its Offer', () => {
    const flat = listing({
      title: 'Two-bed flat in Camden',
      category: 'housing',
      subcategory: 'apartments',
      condition: null,
      price: '2100.00',
      priceUnit: 'month',
      attributes: { bedrooms: 2, bathrooms: 1, floorArea: 750, floorAreaUnit: 'sqft', floorAreaM2: 69.68, petsAllowed: false },
      attributesSource: 'seller',
    });
    const data = main(seoOf(flat));
    expect(data['@type']).toEqual(['Product', 'Apartment']);
    expect(data).toMatchObject({
      numberOfBedrooms: 2,
      numberOfBathroomsTotal: 1,
      floorSize: { '@type': 'QuantitativeValue', value: 750, unitCode: 'FTK' },
      petsAllowed: false,
      offers: {
        '@type': 'Offer',
        price: '2100.00',
        priceCurrency: 'GBP',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: '2100.00', priceCurrency: 'GBP', unitCode: 'MON' },
      },
    });
    expect(main(seoOf(listing({ ...flat, subcategory: 'houses' })))['@type']).toEqual(['Product', 'House']);
    expect(main(seoOf(listing({ ...flat, subcategory: 'rooms' })))['@type']).toEqual(['Product', 'Room']);
    expect(main(seoOf(listing({ ...flat, subcategory: 'vacation-rentals', priceUnit: 'night' })))['@type']).toEqual(['Product', 'Accommodation']);
  });

  const job = (attributes: Listing['attributes'], overrides: Partial<Listing> = {}) =>
    listing({
      title: 'Barista',
      description: 'Morning shifts in our Camden café. Latte art a plus.',
      category: 'jobs',
      subcategory: 'part-time',
      condition: null,
      price: '13.50',
      priceUnit: 'hour',
      images: [],
      attributes,
      attributesSource: 'seller',
      ...overrides,
    });

  it('describes a job with an employer and a place as a JobPosting with every property Google requires, and no Product', () => {
    const data = seoOf(
      job({ employer: 'Bean There Ltd', employmentType: 'part-time', workplace: 'on-site', hoursPerWeek: 20 }),
      london,
      '2026-12-01T10:00:00.000Z',
    );
    expect(
      types(
        buildSeoMeta(site(), (words) => listingSeo(words, { listing: job({ employer: 'Bean There Ltd' }), city: london, publicUrl: PUBLIC_URL })),
      ),
    ).toEqual(['Organization', 'LocalBusiness', 'JobPosting', 'BreadcrumbList']);
    expect(main(data)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Barista',
      description: 'Morning shifts in our Camden café. Latte art a plus.',
      datePosted: '2026-11-01T10:00:00.000Z',
      validThrough: '2026-12-01T10:00:00.000Z',
      hiringOrganization: { '@type': 'Organization', name: 'Bean There Ltd' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' } },
      employmentType: 'PART_TIME',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'GBP', value: { '@type': 'QuantitativeValue', value: 13.5, unitText: 'HOUR' } },
      url: `${PUBLIC_URL}/uk/london/listing/0b6b2c1e-7a53-4a6f-9a43-5c8e0f1d2a3b`,
    });
  });

  it('gives remote jobs TELECOMMUTE and the country they are open to; a salary without a unit is per year', () => {
    const data = main(
      seoOf(
        job({ employer: 'Remote Co', workplace: 'remote', employmentType: 'full-time' }, { subcategory: 'tech', price: '55000.00', priceUnit: null }),
      ),
    );
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' },
      employmentType: 'FULL_TIME',
      baseSalary: { value: { value: 55_000, unitText: 'YEAR' } },
    });
    expect(data.jobLocation).toBeUndefined();
    expect(data.validThrough).toBeUndefined();
  });

  it('keeps the plain Product for a job without an employer, or without a place to work', () => {
    const noEmployer = seoOf(job({ workplace: 'on-site', employmentType: 'part-time' }));
    expect(noEmployer.map((d) => d['@type'])).not.toContain('JobPosting');
    expect(main(noEmployer)['@type']).toBe('Product');
    const blankEmployer = main(seoOf(job({ employer: '  ', workplace: 'remote' })));
    expect(blankEmployer['@type']).toBe('Product');
    // On site, but in no city: nowhere Google could show it.
    const nowhere = main(seoOf(job({ employer: 'Bean There Ltd', workplace: 'on-site' }, { city: null, countryCode: null }), null));
    expect(nowhere['@type']).toBe('Product');
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
