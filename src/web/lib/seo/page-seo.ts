/**
 * What each page type says about itself (SPEC section 2 "Page metadata"): the global
 * and city homes, category landing pages, Victoria's regional pages and listings.
 * Words come from the page language's messages (`seo.*` and the pages' own keys).
 */
import type { TFunction } from '../../../i18n/i18n';
import type { City } from '../../../domain/geo/cities';
import type { VictoriaPlace } from '../../../domain/geo/victoria-place';
import { VICTORIA_STATE } from '../../../domain/geo/victoria';
import type { Listing } from '../../../domain/listings/listing-schemas';
import { neighborhoodName } from '../../../domain/listings/neighborhood-name';
import { imageVariantUrl } from '../../../domain/media/image-variants';
import { categoryPath, homePath, listingPath } from '../../../domain/reach/public-paths';
import { cityName } from '../../../domain/geo/city-names';
import { countryName } from '../../../domain/shared/format';
import { findCategory, findSubcategory, type Category } from '../../../domain/taxonomy/categories';
import { categoryLabel, subcategoryLabel } from '../../i18n/taxonomy-labels';
import { listingJsonLd } from './listing-json-ld';
import { feedPath } from './feed-path';
import { absoluteUrl, summarise, type PageSeo } from './page-meta';

export interface SeoWords {
  t: TFunction;
  language: string;
}

function baseKeywords(t: TFunction): string[] {
  return t('seo.keywords').split(',');
}

function homeCrumb(t: TFunction) {
  return { name: t('seo.breadcrumbHome'), path: '/' };
}

function cityCrumbs(t: TFunction, city: City | null, language: string) {
  return city ? [homeCrumb(t), { name: cityName(city, language), path: homePath(city) }] : [homeCrumb(t)];
}

/** The city site's own description, for its LocalBusiness on every page of the city. */
function cityDescription(t: TFunction, city: City | null, language: string): string | undefined {
  return city ? t('seo.home.cityDescription', { city: cityName(city, language) }) : undefined;
}

function feedTitle(t: TFunction, options: { place: string; category?: string; query?: string }): string {
  const scope = options.category ? t('seo.feed.scopeCategory', { category: options.category, place: options.place }) : options.place;
  return options.query ? t('seo.feed.titleSearch', { query: options.query, scope }) : t('seo.feed.title', { scope });
}

export function homeSeo(words: SeoWords, options: { city: City | null; search: URLSearchParams }): PageSeo {
  const { t, language } = words;
  const { city } = options;
  const place = city ? cityName(city, language) : t('seo.worldwide');
  const query = options.search.get('q')?.trim() || undefined;
  return {
    title: city
      ? t('seo.home.cityTitle', { city: cityName(city, language), country: countryName(city.countryCode, language, city.country) })
      : t('seo.home.title'),
    description: city ? t('seo.home.cityDescription', { city: cityName(city, language) }) : t('seo.home.description'),
    keywords: [...baseKeywords(t), ...(city ? [city.name, city.country] : [])],
    path: homePath(city),
    alternatePath: homePath,
    city,
    breadcrumbs: cityCrumbs(t, city, language),
    feed: { title: feedTitle(t, { place, query }), path: feedPath({ city, category: null, search: options.search }) },
  };
}

export function categorySeo(words: SeoWords, options: { city: City | null; category: Category; search: URLSearchParams }): PageSeo {
  const { t, language } = words;
  const { city, category } = options;
  const name = categoryLabel(t, category.slug);
  const intro = t(`category.descriptions.${category.slug}`, { defaultValue: category.description });
  const subcategories = category.subcategories.map((sub) => subcategoryLabel(t, category.slug, sub.slug));
  const query = options.search.get('q')?.trim() || undefined;
  return {
    title: city ? t('seo.category.title', { category: name, city: cityName(city, language) }) : t('seo.category.titleGlobal', { category: name }),
    description: summarise(
      city
        ? t('seo.category.description', { intro, category: name, city: cityName(city, language) })
        : t('seo.category.descriptionGlobal', { intro, category: name }),
    ),
    keywords: [name, ...subcategories.slice(0, 8), ...(city ? [city.name] : []), ...baseKeywords(t)],
    path: categoryPath(category.slug, city),
    alternatePath: (other) => categoryPath(category.slug, other),
    city,
    cityDescription: cityDescription(t, city, language),
    breadcrumbs: [...cityCrumbs(t, city, language), { name, path: categoryPath(category.slug, city) }],
    feed: {
      title: feedTitle(t, { place: city ? cityName(city, language) : t('seo.worldwide'), category: name, query }),
      path: feedPath({ city, category: category.slug, search: options.search }),
    },
  };
}

const VICTORIA_LEVEL_KEYS = { State: 'state', Region: 'region', 'City/Town': 'town', Suburb: 'suburb' } as const;

/** Where a Victoria place is: the suburb's or town's own coordinates, a region's main town, else Melbourne's. */
function victoriaPosition(place: VictoriaPlace): { lat: number; lng: number } {
  if (place.suburb) return { lat: place.suburb.latitude, lng: place.suburb.longitude };
  const hub = place.hub ?? place.region?.hubs.find((h) => h.isMainHub) ?? place.region?.hubs[0];
  return hub ? { lat: hub.latitude, lng: hub.longitude } : { lat: -37.8136, lng: 144.9631 };
}

export function victoriaSeo(words: SeoWords, options: { place: VictoriaPlace; path: string }): PageSeo {
  const { t } = words;
  const { place } = options;
  const level = VICTORIA_LEVEL_KEYS[place.level];
  const position = victoriaPosition(place);
  const base = `/au/${VICTORIA_STATE.urlSlug}`;
  const crumbs = [homeCrumb(t), { name: VICTORIA_STATE.name, path: base }];
  if (place.region) crumbs.push({ name: place.region.name, path: `${base}/${place.region.urlSlug}` });
  if (place.region && place.hub) crumbs.push({ name: place.hub.name, path: `${base}/${place.region.urlSlug}/${place.hub.urlSlug}` });
  if (place.region && place.hub && place.suburb) crumbs.push({ name: place.suburb.name, path: options.path });
  return {
    title: t('seo.victoria.title', { place: place.heading }),
    description: `${t(`victoria.descriptions.${level}`, { place: place.heading })}. ${t('victoria.pricesNote')}`,
    keywords: [place.heading, VICTORIA_STATE.name, VICTORIA_STATE.country, ...baseKeywords(t)],
    path: options.path,
    // Victoria has no city site of its own: its alternates are the city homes.
    alternatePath: homePath,
    city: null,
    geo: {
      region: `${VICTORIA_STATE.countryCode}-${VICTORIA_STATE.abbreviation}`,
      placename: `${place.heading}, ${VICTORIA_STATE.name}`,
      ...position,
    },
    breadcrumbs: crumbs,
  };
}

export function listingSeo(
  words: SeoWords,
  options: { listing: Listing; city: City | null; publicUrl: string; /** A job's validThrough, when the page knows it. */ expiresAt?: string | null },
): PageSeo {
  const { t, language } = words;
  const { listing, city } = options;
  const path = listingPath(listing);
  const url = absoluteUrl(options.publicUrl, path);
  const category = findCategory(listing.category);
  const categoryName = category ? categoryLabel(t, category.slug) : listing.category;
  const subcategory = listing.subcategory ? findSubcategory(listing.category, listing.subcategory) : undefined;
  const subcategoryName = subcategory ? subcategoryLabel(t, listing.category, subcategory.slug) : null;
  const images = listing.images.map((image) => absoluteUrl(options.publicUrl, imageVariantUrl(image, 'fallback')));
  const place = neighborhoodName(listing.neighborhood);
  return {
    title: t('seo.listing.title', { title: listing.title, place: city ? cityName(city, language) : place }),
    description: summarise(listing.description),
    keywords: [listing.title, categoryName, ...(subcategoryName ? [subcategoryName] : []), place, ...(city ? [city.name] : [])],
    path,
    alternatePath: homePath,
    city,
    cityDescription: cityDescription(t, city, language),
    image: images[0] ?? null,
    imageAlt: listing.title,
    ogType: 'product',
    breadcrumbs: [
      ...cityCrumbs(t, city, language),
      ...(category ? [{ name: categoryName, path: categoryPath(category.slug, city) }] : []),
      { name: listing.title, path },
    ],
    jsonLd: [
      listingJsonLd({
        listing,
        product: {
          name: listing.title,
          description: listing.description,
          url,
          images,
          category: subcategoryName ? `${categoryName} > ${subcategoryName}` : categoryName,
          price: listing.price,
          currency: listing.currency,
          sold: listing.status === 'sold',
          condition: listing.condition,
        },
        placeName: city ? cityName(city, language) : null,
        countryName: listing.countryCode ? countryName(listing.countryCode, language, listing.country ?? listing.countryCode) : null,
        expiresAt: options.expiresAt,
      }),
    ],
  };
}
