/**
 * The facts a price is compared on, read from a listing's typed attributes (ADR 014):
 * what kind of thing it is (make and model, a flat's neighbourhood and bedrooms, a
 * phone's brand, model and storage) and the numbers that move its price within that
 * kind (year, mileage, power, floor area). Anything malformed is simply absent: an
 * estimate built on fewer facts is better than one built on a wrong one.
 */
import { attributeFamilyOf, type ListingAttributes } from '../attributes/attribute-definitions';

export type PricingFamily = 'vehicle' | 'home' | 'device' | 'other';

export interface PricingFacts {
  make?: string;
  model?: string;
  year?: number;
  mileageKm?: number;
  powerHp?: number;
  fuel?: string;
  transmission?: string;
  bodyType?: string;
  bedrooms?: number;
  bathrooms?: number;
  floorAreaM2?: number;
  furnished?: boolean;
  brand?: string;
  storageGb?: number;
  /** Sold broken, for parts or as a project: priced as scrap, whatever its year. */
  forParts?: boolean;
}

/** Which comparison a listing gets; jobs and bicycles are priced on their text (no family adjustments). */
export function pricingFamilyOf(category: string, subcategory: string | null): PricingFamily {
  const family = attributeFamilyOf(category, subcategory);
  return family === 'vehicle' || family === 'home' || family === 'device' ? family : 'other';
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // "Other" from a make or model list says nothing about which cars compare.
  return trimmed && !/^(other|andere|sonstige)$/i.test(trimmed) ? trimmed : undefined;
}

function positive(value: unknown, max: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 && number <= max ? number : undefined;
}

function count(value: unknown, max: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= max ? number : undefined;
}

/** Attributes as any caller holds them (a row, the public listing shape, a draft): read, never trusted. */
export type AttributesLike = { readonly [K in keyof ListingAttributes]?: unknown };

/** Reads what is stored as a plain record: rows written before validation may hold anything. */
export function pricingFactsOf(stored: AttributesLike | null | undefined): PricingFacts {
  if (!stored) return {};
  const attributes = stored as Readonly<Record<string, unknown>>;
  const facts: PricingFacts = {
    make: text(attributes.make),
    model: text(attributes.model),
    year: count(attributes.year, 2100),
    // A mileage of 0 is a new car, and an honest fact.
    mileageKm: count(attributes.mileageKm, 5_000_000),
    powerHp: positive(attributes.powerHp, 5000),
    fuel: text(attributes.fuel),
    transmission: text(attributes.transmission),
    bodyType: text(attributes.bodyType),
    bedrooms: count(attributes.bedrooms, 50),
    bathrooms: positive(attributes.bathrooms, 50),
    floorAreaM2: positive(attributes.floorAreaM2, 100_000),
    furnished: typeof attributes.furnished === 'boolean' ? attributes.furnished : undefined,
    brand: text(attributes.brand),
    storageGb: positive(attributes.storageGb, 100_000),
  };
  if (facts.year !== undefined && facts.year < 1900) delete facts.year;
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as PricingFacts;
}

/** Lower case without accents or punctuation, so "Mercedes-Benz" and "mercedes benz" are one make. */
export function sameName(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && foldName(a) === foldName(b);
}

export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * Words sellers use for a broken thing sold as it is (for parts, for a tinkerer, engine
 * damage), in the six languages Cityboard speaks. Such an ad asks a fraction of a working
 * one's price, so it is compared as a difference, not averaged in.
 */
const FOR_PARTS =
  /\b(defekt\w*|bastler\w*|motorschaden|getriebeschaden|schlachte\w*|ausschlacht\w*|teileträger|ersatzteilspender|export|for parts|spares or repair|non[- ]runner|not running|broken|faulty|pour pièces|en panne|hs|averiad[oa]|para piezas|guasto|per ricambi)\b|ジャンク|故障/i;

export function soldForParts(text: string): boolean {
  return FOR_PARTS.test(text);
}
