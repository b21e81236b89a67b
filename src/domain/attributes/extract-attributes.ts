/**
 * Facts read from an ad's title and description, where the text states them: "2012
 * Golf, 98,000 km" gives a year, a make, a model and a mileage. Used twice: the Post
 * New Ad form fills its fields while the seller types (for the seller to confirm), and
 * listings without attributes (older ads, API clients that send none) get them marked
 * as extracted. Browser-safe and dependency-free, so both run the same code.
 *
 * Words are matched in the six languages Cityboard speaks; numbers in each language's
 * way of writing them (read-numbers.ts). A fact the text does not state is left out:
 * a wrong fact is worse than none.
 */
import { attributeFamilyOf, withCanonicalUnits, type AttributeFamily, type ListingAttributes } from './attribute-definitions';
import { extractBicycleAttributes } from './extract-bicycle-attributes';
import { extractDeviceAttributes } from './extract-device-attributes';
import { extractHomeAttributes } from './extract-home-attributes';
import { extractJobAttributes } from './extract-job-attributes';
import { extractVehicleAttributes } from './extract-vehicle-attributes';
import type { ExtractionPlace, Extractor } from './extraction-patterns';
import { normaliseForReading } from './read-numbers';

export type { ExtractionPlace } from './extraction-patterns';

/** Facts of the listing's family stated by `text` (title, then description). */
export function extractAttributes(text: string, place: ExtractionPlace): ListingAttributes {
  const family = attributeFamilyOf(place.category, place.subcategory);
  if (!family) return {};
  const normalised = normaliseForReading(text);
  const extracted = EXTRACTORS[family](normalised, place);
  return withCanonicalUnits(extracted);
}

/** Each family's reader, one file each. */
const EXTRACTORS: Readonly<Record<AttributeFamily, Extractor>> = {
  vehicle: extractVehicleAttributes,
  home: extractHomeAttributes,
  job: extractJobAttributes,
  device: extractDeviceAttributes,
  bicycle: extractBicycleAttributes,
};
