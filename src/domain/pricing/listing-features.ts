/**
 * Facts in an ad's text that move its price more than anything else: bedrooms for a
 * home, year, mileage and power for a vehicle. Read in the languages people post in.
 */
export interface ListingFeatures {
  bedrooms?: number;
  year?: number;
  km?: number;
  powerPs?: number;
}

const BEDROOMS = [
  /\b(\d{1,2})\s*(?:-|\s)?(?:bd|bdr|bdrm|br|bed(?:room)?s?)\b/i,
  /\b(\d{1,2})\s*(?:-|\s)?(?:zimmer|zi\.?|pièces?|habitaciones|camere|locali)\b/i,
  /\bstudio\b/i,
];
const YEAR = /\b(19[6-9]\d|20[0-4]\d)\b/;
const KM = /\b(\d{1,3}(?:[.,\s]\d{3})+|\d{1,7})\s*(km|kilometers|kilometres|miles|mi)\b/i;
const POWER = /\b(\d{2,4})\s*(?:ps|hp|cv|bhp)\b/i;

export function extractFeatures(text: string): ListingFeatures {
  const features: ListingFeatures = {};
  for (const pattern of BEDROOMS) {
    const match = pattern.exec(text);
    if (match) {
      features.bedrooms = match[1] ? Number(match[1]) : 0;
      break;
    }
  }
  const year = YEAR.exec(text);
  if (year) features.year = Number(year[1]);
  const km = KM.exec(text);
  if (km) {
    const value = Number(km[1]!.replace(/[.,\s]/g, ''));
    features.km = /mi/i.test(km[2]!) ? Math.round(value * 1.609) : value;
  }
  const power = POWER.exec(text);
  if (power) features.powerPs = Number(power[1]);
  return features;
}

/**
 * What `other`'s price would be with `target`'s year and mileage: vehicles lose about a
 * tenth of their value a year, and mileage weighs less the more there is of it.
 */
export function adjustForAge(price: number, target: ListingFeatures, other: ListingFeatures): number {
  let adjusted = price;
  if (target.year !== undefined && other.year !== undefined) adjusted *= 1.1 ** (target.year - other.year);
  if (target.km !== undefined && other.km !== undefined) adjusted *= ((other.km + 30_000) / (target.km + 30_000)) ** 0.3;
  return adjusted;
}

/**
 * How alike two listings are on these facts, 0–1; 0 means "not comparable at all"
 * (a studio is no comparable for a four-bedroom house).
 */
export function featureAffinity(target: ListingFeatures, other: ListingFeatures): number {
  let affinity = 1;
  if (target.bedrooms !== undefined) {
    if (other.bedrooms === undefined) affinity *= 0.5;
    else if (other.bedrooms !== target.bedrooms) return 0;
  }
  if (target.year !== undefined) {
    if (other.year === undefined) affinity *= 0.5;
    else {
      const gap = Math.abs(other.year - target.year);
      if (gap > 3) return 0;
      affinity *= 1 - gap * 0.2;
    }
  }
  if (target.km !== undefined && other.km !== undefined) {
    const ratio = (other.km + 10_000) / (target.km + 10_000);
    if (ratio > 2 || ratio < 0.5) affinity *= 0.3;
    else affinity *= 1 - Math.abs(Math.log(ratio)) * 0.8;
  }
  if (target.powerPs !== undefined && other.powerPs !== undefined) {
    const ratio = other.powerPs / target.powerPs;
    if (ratio > 1.4 || ratio < 0.7) affinity *= 0.4;
  }
  return Math.max(0, affinity);
}
