/**
 * A listing's structured data by what it is (ADR 014's facts make the difference):
 * - a car is a `Product` and a `Car` (Google's vehicle listing), other vehicles a
 *   `Product` and a `Vehicle`, with make, model, year, odometer, fuel and gearbox;
 * - a home is a `Product` and an `Apartment`, `House`, `Room` or `Accommodation`, with
 *   bedrooms, bathrooms, floor size and pets; the Offer stays, a rent said per month;
 * - a job is a `JobPosting`, but only with every property Google requires (an employer
 *   and a place, or remote work and the country it is open to): a JobPosting missing
 *   one is an error in Search Console, and the plain Product is not.
 * Everything else is the plain Product with its Offer (json-ld.ts).
 */
import type { JobPosting, QuantitativeValue, Thing, WithContext } from 'schema-dts';
import { attributeFamilyOf } from '../../../domain/attributes/attribute-definitions';
import type { StoredAttributes } from '../../../domain/attributes/key-facts';
import type { Listing } from '../../../domain/listings/listing-schemas';
import { impliedPriceUnit, type PriceUnit } from '../../../domain/taxonomy/price-units';
import { productJsonLd, type ProductData } from './json-ld';

const CONTEXT = 'https://schema.org' as const;

/** UN/CEFACT codes schema.org asks for in QuantitativeValue.unitCode. */
const DISTANCE_CODES = { km: 'KMT', mi: 'SMI' } as const;
const AREA_CODES = { m2: 'MTK', sqft: 'FTK' } as const;

/** schema.org fuelType is free text; these are the words Google's vehicle listings use. */
const FUEL_TYPES: Readonly<Record<string, string>> = {
  petrol: 'Gasoline',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  electric: 'Electric',
  lpg: 'LPG',
};

const TRANSMISSIONS: Readonly<Record<string, string>> = { manual: 'Manual', automatic: 'Automatic' };

const HOME_TYPES: Readonly<Record<string, 'Apartment' | 'House' | 'Room' | 'Accommodation'>> = {
  apartments: 'Apartment',
  sublets: 'Apartment',
  houses: 'House',
  rooms: 'Room',
};

/** Google's employmentType values. */
const EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

/** Google's baseSalary unitText values; a night is no unit of pay. */
const SALARY_UNITS: Partial<Record<PriceUnit, string>> = { hour: 'HOUR', week: 'WEEK', month: 'MONTH', year: 'YEAR' };

export interface ListingJsonLdData {
  listing: Listing;
  /** The Product's fields, as the plain listing has them. */
  product: ProductData;
  /** The listing's city named in the page's language; null for a listing without a city. */
  placeName: string | null;
  /** The listing's country named in the page's language. */
  countryName: string | null;
  /** When the listing stops being shown (a job's validThrough), if known. */
  expiresAt?: string | null;
}

/** A table's word for a stored choice; undefined for a choice it does not know. */
function wordFor(table: Readonly<Record<string, string>>, value: string | undefined): string | undefined {
  return value !== undefined && Object.hasOwn(table, value) ? table[value] : undefined;
}

function quantity(value: number, unitCode: string): QuantitativeValue {
  return { '@type': 'QuantitativeValue', value, unitCode };
}

/** Only the keys that have a value: JSON-LD has no use for empty properties. */
function defined<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Partial<T>;
}

/** A Product that is also a more precise type: JSON-LD allows several, schema-dts types one. */
function productAs(types: string[], product: ProductData, properties: Record<string, unknown>): WithContext<Thing> {
  const base = productJsonLd(product);
  return { ...base, '@type': ['Product', ...types], ...defined(properties) } as unknown as WithContext<Thing>;
}

function vehicleJsonLd(data: ListingJsonLdData, attributes: StoredAttributes): WithContext<Thing> {
  const car = data.listing.subcategory === 'cars-trucks';
  return productAs([car ? 'Car' : 'Vehicle'], data.product, {
    brand: attributes.make ? { '@type': 'Brand', name: attributes.make } : undefined,
    manufacturer: attributes.make ? { '@type': 'Organization', name: attributes.make } : undefined,
    model: attributes.model,
    vehicleModelDate: attributes.year === undefined ? undefined : String(attributes.year),
    mileageFromOdometer: attributes.mileage === undefined ? undefined : quantity(attributes.mileage, DISTANCE_CODES[attributes.mileageUnit ?? 'km']),
    fuelType: wordFor(FUEL_TYPES, attributes.fuel),
    vehicleTransmission: wordFor(TRANSMISSIONS, attributes.transmission),
    bodyType: attributes.bodyType && attributes.bodyType !== 'other' ? attributes.bodyType : undefined,
    vehicleEngine:
      attributes.powerHp === undefined ? undefined : { '@type': 'EngineSpecification', enginePower: quantity(attributes.powerHp, 'BHP') },
  });
}

/** A rent's period, as UnitPriceSpecification's unitCode (UN/CEFACT: DAY, WEE, MON, ANN). */
const RENT_UNIT_CODES: Partial<Record<PriceUnit, string>> = { night: 'DAY', week: 'WEE', month: 'MON', year: 'ANN' };

function homeJsonLd(data: ListingJsonLdData, attributes: StoredAttributes): WithContext<Thing> {
  const { listing, product } = data;
  const type = HOME_TYPES[listing.subcategory ?? ''] ?? 'Accommodation';
  const home = productAs([type], product, {
    numberOfBedrooms: attributes.bedrooms,
    numberOfBathroomsTotal: attributes.bathrooms,
    floorSize: attributes.floorArea === undefined ? undefined : quantity(attributes.floorArea, AREA_CODES[attributes.floorAreaUnit ?? 'm2']),
    petsAllowed: attributes.petsAllowed,
  }) as Record<string, unknown>;
  // A rent is a price per period, and the home is let, not sold: the Offer says both.
  const rentUnit = listing.priceUnit ? RENT_UNIT_CODES[listing.priceUnit] : undefined;
  if (home.offers && rentUnit && product.price !== null) {
    home.offers = {
      ...(home.offers as Record<string, unknown>),
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: product.price, priceCurrency: product.currency, unitCode: rentUnit },
    };
  }
  return home as unknown as WithContext<Thing>;
}

/**
 * A JobPosting when Google's required properties are all there (title, description,
 * datePosted, hiringOrganization, and jobLocation or remote work with the country it is
 * open to); null otherwise. Hybrid work gives both the place and TELECOMMUTE.
 */
export function jobPostingJsonLd(data: ListingJsonLdData): WithContext<JobPosting> | null {
  const { listing } = data;
  const attributes = listing.attributes ?? {};
  const employer = attributes.employer?.trim();
  if (!employer || !listing.title.trim() || !listing.description.trim()) return null;
  const remote = attributes.workplace === 'remote' || attributes.workplace === 'hybrid';
  const onSite = attributes.workplace !== 'remote';
  const country = listing.countryCode;
  const jobLocation =
    onSite && data.placeName && country
      ? { '@type': 'Place' as const, address: { '@type': 'PostalAddress' as const, addressLocality: data.placeName, addressCountry: country } }
      : null;
  const applicantCountry = remote && country ? { '@type': 'Country' as const, name: data.countryName ?? country } : null;
  // Somewhere to work is required: an office, or remote work open to people in a country.
  if (onSite && !jobLocation) return null;
  if (remote && !applicantCountry) return null;
  const amount = listing.price === null ? 0 : Number(listing.price);
  const unit = listing.priceUnit ?? impliedPriceUnit(listing.category, listing.subcategory);
  const salaryUnit = unit ? SALARY_UNITS[unit] : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: listing.title,
    description: listing.description,
    datePosted: listing.createdAt,
    ...(data.expiresAt ? { validThrough: data.expiresAt } : {}),
    hiringOrganization: { '@type': 'Organization', name: employer },
    ...(jobLocation ? { jobLocation } : {}),
    ...(remote && applicantCountry ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: applicantCountry } : {}),
    ...(wordFor(EMPLOYMENT_TYPES, attributes.employmentType) ? { employmentType: wordFor(EMPLOYMENT_TYPES, attributes.employmentType) } : {}),
    ...(amount > 0 && salaryUnit
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: listing.currency,
            value: { '@type': 'QuantitativeValue', value: amount, unitText: salaryUnit },
          },
        }
      : {}),
    url: data.product.url,
  };
}

/** The listing's main structured data: Car, Vehicle, a home, a JobPosting, or the plain Product. */
export function listingJsonLd(data: ListingJsonLdData): WithContext<Thing> {
  const { listing } = data;
  const family = attributeFamilyOf(listing.category, listing.subcategory);
  const attributes = listing.attributes ?? {};
  const hasFacts = Object.keys(attributes).length > 0;
  if (family === 'vehicle' && hasFacts) return vehicleJsonLd(data, attributes);
  if (family === 'home' && hasFacts) return homeJsonLd(data, attributes);
  if (family === 'job') return jobPostingJsonLd(data) ?? productJsonLd(data.product);
  return productJsonLd(data.product);
}
