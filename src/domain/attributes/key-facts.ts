/**
 * The few facts that tell a listing apart at a glance ("2012 · 98,000 km · Diesel",
 * "2 bd · 1 ba · 72 m²"), and the full list of facts for the listing page's Details.
 * Structured tokens, not text: the page turns them into words and numbers in its own
 * language (web/components/listing/key-facts.tsx). Distances and areas are given in the
 * listing country's unit, whatever unit the seller typed, so a results page in London
 * reads in miles and one in Berlin in kilometres. Browser-safe: cards on every results
 * page import it, so it stays small and imports no schema.
 */
import {
  ATTRIBUTE_FIELDS,
  areaUnitFor,
  attributeFamilyOf,
  distanceUnitFor,
  fromKilometres,
  fromSquareMetres,
  type AreaUnit,
  type AttributeKey,
  type DistanceUnit,
  type ListingAttributes,
} from './attribute-definitions';

/** A choice field whose value has a translated name (attributes.options.<field>.<value>). */
export type ChoiceField = 'fuel' | 'transmission' | 'bodyType' | 'employmentType' | 'workplace' | 'bikeType' | 'frameSize';

export type KeyFact =
  | { kind: 'year'; value: number }
  | { kind: 'mileage'; value: number; unit: DistanceUnit }
  | { kind: 'area'; value: number; unit: AreaUnit }
  | { kind: 'bedrooms'; value: number }
  | { kind: 'bathrooms'; value: number }
  | { kind: 'hours'; value: number }
  | { kind: 'storage'; value: number }
  | { kind: 'power'; value: number }
  | { kind: 'choice'; field: ChoiceField; value: string }
  | { kind: 'yes-no'; field: 'furnished' | 'petsAllowed'; value: boolean }
  | { kind: 'date'; value: string }
  /** A name as the seller wrote it: make, model, brand, employer. */
  | { kind: 'text'; value: string };

/**
 * A listing's facts as the API returns them: choices as plain text, so a choice added
 * after a page was built still reads (as its own value) instead of failing a type.
 */
export type StoredAttributes = Omit<ListingAttributes, ChoiceField> & Partial<Record<ChoiceField, string>>;

/** What the listing needs to say its facts: its category, its country (for units) and its facts. */
export interface FactsOfListing {
  category: string;
  subcategory: string | null;
  countryCode: string | null;
  attributes: StoredAttributes | null | undefined;
}

/** The mileage in the country's unit: the seller's own figure when they used that unit, else converted. */
function mileageIn(attributes: StoredAttributes, unit: DistanceUnit): number | undefined {
  if (attributes.mileage === undefined) return undefined;
  if ((attributes.mileageUnit ?? 'km') === unit) return attributes.mileage;
  return attributes.mileageKm === undefined ? undefined : fromKilometres(attributes.mileageKm, unit);
}

function areaIn(attributes: StoredAttributes, unit: AreaUnit): number | undefined {
  if (attributes.floorArea === undefined) return undefined;
  if ((attributes.floorAreaUnit ?? 'm2') === unit) return attributes.floorArea;
  return attributes.floorAreaM2 === undefined ? undefined : fromSquareMetres(attributes.floorAreaM2, unit);
}

/** One attribute as a fact in the listing country's units; undefined when the listing does not have it. */
function factOf(key: AttributeKey, attributes: StoredAttributes, countryCode: string | null): KeyFact | undefined {
  switch (key) {
    case 'year':
      return attributes.year === undefined ? undefined : { kind: 'year', value: attributes.year };
    case 'mileage': {
      const unit = distanceUnitFor(countryCode);
      const value = mileageIn(attributes, unit);
      return value === undefined ? undefined : { kind: 'mileage', value, unit };
    }
    case 'floorArea': {
      const unit = areaUnitFor(countryCode);
      const value = areaIn(attributes, unit);
      return value === undefined ? undefined : { kind: 'area', value, unit };
    }
    case 'bedrooms':
    case 'bathrooms':
    case 'storageGb':
    case 'hoursPerWeek':
    case 'powerHp': {
      const value = attributes[key];
      if (value === undefined) return undefined;
      const kind = key === 'storageGb' ? 'storage' : key === 'hoursPerWeek' ? 'hours' : key === 'powerHp' ? 'power' : key;
      return { kind, value };
    }
    case 'fuel':
    case 'transmission':
    case 'bodyType':
    case 'employmentType':
    case 'workplace':
    case 'bikeType':
    case 'frameSize': {
      const value = attributes[key];
      return value === undefined ? undefined : { kind: 'choice', field: key, value };
    }
    case 'furnished':
    case 'petsAllowed': {
      const value = attributes[key];
      return value === undefined ? undefined : { kind: 'yes-no', field: key, value };
    }
    case 'availableFrom':
      return attributes.availableFrom === undefined ? undefined : { kind: 'date', value: attributes.availableFrom };
    case 'make':
    case 'model':
    case 'brand':
    case 'employer': {
      const value = attributes[key]?.trim();
      return value ? { kind: 'text', value } : undefined;
    }
    default:
      // The derived keys (mileageKm, floorAreaUnit…) are part of the fact above them.
      return undefined;
  }
}

/** The most telling facts per family, in the order a buyer reads them; at most four are shown. */
const KEY_FACTS: Readonly<Record<string, readonly AttributeKey[]>> = {
  vehicle: ['year', 'mileage', 'fuel', 'transmission'],
  home: ['bedrooms', 'bathrooms', 'floorArea'],
  job: ['workplace', 'employmentType', 'hoursPerWeek'],
  device: ['model', 'storageGb'],
  bicycle: ['bikeType', 'frameSize'],
};

const MAX_KEY_FACTS = 4;

/**
 * The 0–4 facts a card shows under the title. A device leads with "brand model" as one
 * fact ("Apple iPhone 13 · 128 GB"); everything else takes its family's order and
 * leaves out what the seller did not say.
 */
export function keyFactsOf(listing: FactsOfListing): KeyFact[] {
  const family = attributeFamilyOf(listing.category, listing.subcategory);
  const attributes = listing.attributes;
  if (!family || !attributes) return [];
  const facts: KeyFact[] = [];
  for (const key of KEY_FACTS[family] ?? []) {
    if (family === 'device' && key === 'model') {
      const name = [attributes.brand, attributes.model]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(' ');
      if (name) facts.push({ kind: 'text', value: name });
      continue;
    }
    const fact = factOf(key, attributes, listing.countryCode);
    if (fact) facts.push(fact);
  }
  return facts.slice(0, MAX_KEY_FACTS);
}

/** Every fact the listing has, in the order the Post New Ad form asks for them, for the listing page's Details. */
export function listingDetailsOf(listing: FactsOfListing): { key: AttributeKey; fact: KeyFact }[] {
  const family = attributeFamilyOf(listing.category, listing.subcategory);
  const attributes = listing.attributes;
  if (!family || !attributes) return [];
  return ATTRIBUTE_FIELDS[family].flatMap((field) => {
    const fact = factOf(field.key, attributes, listing.countryCode);
    return fact ? [{ key: field.key, fact }] : [];
  });
}
