/**
 * Structured data (schema.org JSON-LD) for the pages, typed with schema-dts so every
 * `@type` and property is a real schema.org one. Plain data in, plain objects out:
 * React Router's `<Meta />` serialises them into `<script type="application/ld+json">`
 * with `<`, `>`, `&`, U+2028 and U+2029 escaped as `\u003c`…, so user text cannot end
 * the script element (react-router `escapeHtml`; e2e/seo.spec.ts checks it on a hostile title).
 */
import type { BreadcrumbList, LocalBusiness, Offer, Organization, Product, WithContext } from 'schema-dts';
import type { City } from '../../../domain/geo/cities';

export const SITE_NAME = 'Cityboard';

const CONTEXT = 'https://schema.org' as const;

/** Cityboard itself; `description` in the page's language. */
export function organizationJsonLd(publicUrl: string, description: string): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    description,
  };
}

/** The city's Cityboard site as a local business serving that city; `name` is the city's name in the page's language. */
export function localBusinessJsonLd(options: { city: City; name: string; url: string; description: string }): WithContext<LocalBusiness> {
  const { city, name, url, description } = options;
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    name: `${SITE_NAME} ${name}`,
    url,
    description,
    currenciesAccepted: city.currency,
    areaServed: { '@type': 'City', name },
    address: { '@type': 'PostalAddress', addressLocality: name, addressCountry: city.countryCode },
    geo: { '@type': 'GeoCoordinates', latitude: city.coordinates.lat, longitude: city.coordinates.lng },
  };
}

export interface ProductData {
  name: string;
  description: string;
  url: string;
  /** Absolute image URLs. */
  images: string[];
  category: string;
  /** Decimal text ("120.00"); null when the seller gave no price (then no Offer). */
  price: string | null;
  currency: string;
  sold: boolean;
  condition: string | null;
}

export function productJsonLd(product: ProductData): WithContext<Product> {
  const offer: Offer | null =
    product.price === null
      ? null
      : {
          '@type': 'Offer',
          price: product.price,
          priceCurrency: product.currency,
          availability: product.sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          itemCondition: product.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
          url: product.url,
        };
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: product.url,
    category: product.category,
    ...(product.images.length > 0 ? { image: product.images } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
