/**
 * A page's metadata as React Router meta descriptors: title, description, keywords,
 * canonical URL, geo tags, Open Graph and Twitter cards, hreflang alternates for SPEC's
 * 8 cities plus x-default, site verification and JSON-LD. One plain function over
 * plain data (`PageSeo`), so every page type is built and tested the same way.
 * React escapes every attribute and the title; JSON-LD is escaped by `<Meta />`.
 */
import type { MetaDescriptor } from 'react-router';
import type { Thing, WithContext } from 'schema-dts';
import type { SiteVerification } from '../../../config';
import { HREFLANG_CITIES, type City } from '../../../domain/geo/cities';
import { cityName } from '../../../domain/geo/city-names';
import { findCity } from '../../../domain/geo/find-city';
import { homePath } from '../../../domain/reach/public-paths';
import { LANGUAGES as INTERFACE_LANGUAGES } from '../../../i18n/languages';
import { breadcrumbJsonLd, localBusinessJsonLd, organizationJsonLd, SITE_NAME } from './json-ld';

export interface SeoSite {
  /** Absolute origin (plus any base path) of the site, without a trailing slash. */
  publicUrl: string;
  /** The page's interface language ("en", "ja"). */
  language: string;
  /** The `?lang=` that put the page in another language than its city's: part of its canonical address. */
  urlLanguage?: string | null;
  verification: SiteVerification;
}

export interface GeoPlace {
  /** ISO 3166 country, optionally with a subdivision: "GB", "AU-VIC". */
  region: string;
  placename: string;
  lat: number;
  lng: number;
}

export interface PageSeo {
  title: string;
  description: string;
  keywords: string[];
  /** The canonical path (no query string). */
  path: string;
  /** The same page in another city, for hreflang; null is the global site (x-default). */
  alternatePath: (city: City | null) => string;
  /** The city the page is about: geo tags and a LocalBusiness. */
  city?: City | null;
  /** What the city's site is, for its LocalBusiness (the page description otherwise). */
  cityDescription?: string;
  /** Geo tags for a place without a city site (Victoria's regions); the city's otherwise. */
  geo?: GeoPlace | null;
  /** Path or absolute URL of the social-card image. */
  image?: string | null;
  imageAlt?: string;
  ogType?: 'website' | 'product';
  /** Breadcrumbs from the home page to this page, paths. */
  breadcrumbs?: { name: string; path: string }[];
  /** Further structured data (a listing's Product). */
  jsonLd?: WithContext<Thing>[];
  /** An RSS feed of the page's listings. */
  feed?: { title: string; path: string } | null;
  /** What Cityboard is, in the page's language, for its Organization (the page description otherwise). */
  siteDescription?: string;
}

/** Meta names for site-verification codes. */
const VERIFICATION_META: Record<keyof SiteVerification, string> = {
  google: 'google-site-verification',
  bing: 'msvalidate.01',
  yandex: 'yandex-verification',
};

const DESCRIPTION_MAX = 160;

/** Whitespace folded and cut at a word boundary, for description tags. */
export function summarise(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Open Graph locale ("en_GB") from a BCP 47 tag. */
function ogLocale(tag: string): string {
  return tag.replace('-', '_');
}

/** Where the city is, named in the page's language ("東京" on a Japanese page). */
export function geoOfCity(city: City, language: string): GeoPlace {
  return { region: city.countryCode, placename: cityName(city, language), lat: city.coordinates.lat, lng: city.coordinates.lng };
}

/** hreflang alternates: SPEC's 8 cities in their own language and region, and x-default. */
export function hreflangLinks(publicUrl: string, alternatePath: PageSeo['alternatePath']): MetaDescriptor[] {
  const cities = HREFLANG_CITIES.map((subdomain) => findCity(subdomain)).filter((city): city is City => city !== undefined);
  return [
    ...cities.map((city) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: city.locale,
      href: absoluteUrl(publicUrl, alternatePath(city)),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(publicUrl, alternatePath(null)) },
  ];
}

/** A page's address in one language: its path, with `?lang=` unless that is the city's language. */
function pathInLanguage(path: string, language: string | null | undefined): string {
  return language ? `${path}${path.includes('?') ? '&' : '?'}lang=${language}` : path;
}

/**
 * The same city page in each interface language ("fr-DE": in French, for Germany): the
 * city's own at its plain address, the others at `?lang=`. Tags the city list already
 * gives are left to it.
 */
function languageLinks(publicUrl: string, page: PageSeo, taken: ReadonlySet<string>): MetaDescriptor[] {
  const city = page.city;
  if (!city) return [];
  return INTERFACE_LANGUAGES.map((language) => ({ language, hrefLang: `${language}-${city.countryCode}` }))
    .filter(({ hrefLang }) => !taken.has(hrefLang))
    .map(({ language, hrefLang }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang,
      href: absoluteUrl(publicUrl, pathInLanguage(page.path, language === city.languageCode ? null : language)),
    }));
}

export function pageMeta(site: SeoSite, page: PageSeo): MetaDescriptor[] {
  const canonical = absoluteUrl(site.publicUrl, pathInLanguage(page.path, site.urlLanguage));
  const cityLinks = hreflangLinks(site.publicUrl, page.alternatePath);
  const city = page.city ?? null;
  const geo = page.geo ?? (city ? geoOfCity(city, site.language) : null);
  const image = page.image ? absoluteUrl(site.publicUrl, page.image) : null;
  const locale = city && city.languageCode === site.language ? city.locale : site.language;
  const keywords = [...new Set(page.keywords.map((word) => word.trim()).filter(Boolean))];

  const structured: WithContext<Thing>[] = [organizationJsonLd(site.publicUrl, page.siteDescription ?? page.description)];
  if (city) structured.push(localBusinessJsonLd({ city, name: cityName(city, site.language), url: absoluteUrl(site.publicUrl, homePath(city)), description: page.cityDescription ?? page.description }));
  if (page.jsonLd) structured.push(...page.jsonLd);
  if (page.breadcrumbs && page.breadcrumbs.length > 1) {
    structured.push(breadcrumbJsonLd(page.breadcrumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(site.publicUrl, crumb.path) }))));
  }

  const verification = (Object.keys(VERIFICATION_META) as (keyof SiteVerification)[])
    .filter((engine) => site.verification[engine])
    .map((engine) => ({ name: VERIFICATION_META[engine], content: site.verification[engine] }));

  return [
    { title: page.title },
    { name: 'description', content: page.description },
    ...(keywords.length > 0 ? [{ name: 'keywords', content: keywords.join(', ') }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...cityLinks,
    ...languageLinks(site.publicUrl, page, new Set(cityLinks.map((link) => String((link as { hrefLang?: string }).hrefLang)))),
    ...(geo
      ? [
          { name: 'geo.region', content: geo.region },
          { name: 'geo.placename', content: geo.placename },
          { name: 'geo.position', content: `${geo.lat};${geo.lng}` },
          { name: 'ICBM', content: `${geo.lat}, ${geo.lng}` },
        ]
      : []),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: page.ogType ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: ogLocale(locale) },
    ...(image
      ? [
          { property: 'og:image', content: image },
          ...(page.imageAlt ? [{ property: 'og:image:alt', content: page.imageAlt }] : []),
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ...verification,
    ...(page.feed ? [{ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: page.feed.title, href: page.feed.path }] : []),
    ...structured.map((data) => ({ 'script:ld+json': data as unknown as Record<string, unknown> })),
  ] as MetaDescriptor[];
}
