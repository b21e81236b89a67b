/**
 * Plausible local prices for demo ads: a USD amount scaled by currency, by how dear
 * housing is in the city and by the country's wage level, rounded as a person would.
 */
import type { City } from '../domain/geo/cities';
import { LISTING_LIMITS } from '../domain/listings/listing-constants';

/**
 * Roughly how many units of each currency buy what one US dollar buys in a
 * classifieds ad. Market rates, rounded: good enough for plausible prices, never
 * used for conversion anywhere else.
 */
export const UNITS_PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  CAD: 1.35,
  GBP: 0.8,
  AUD: 1.5,
  NZD: 1.65,
  EUR: 0.9,
  CHF: 0.9,
  SEK: 10.5,
  NOK: 10.5,
  DKK: 6.9,
  PLN: 4,
  CZK: 23,
  HUF: 360,
  RON: 4.6,
  RUB: 90,
  BRL: 5,
  MXN: 17,
  ARS: 900,
  CLP: 900,
  COP: 4000,
  PEN: 3.7,
  AED: 3.67,
  SAR: 3.75,
  QAR: 3.64,
  ILS: 3.7,
  TRY: 32,
  ZAR: 18.5,
  EGP: 48,
  NGN: 1500,
  KES: 130,
  MAD: 10,
  JPY: 150,
  SGD: 1.35,
  KRW: 1300,
  HKD: 7.8,
  TWD: 32,
  INR: 83,
  CNY: 7.2,
  THB: 36,
  VND: 24000,
  PHP: 56,
  IDR: 15500,
  MYR: 4.7,
};

/** Rents differ far more between cities than used goods do; 1 is a mid-priced city. */
const HOUSING_COST_FACTOR: Readonly<Record<string, number>> = {
  newyork: 1.7,
  sanfrancisco: 1.7,
  boston: 1.4,
  london: 1.4,
  singapore: 1.4,
  zurich: 1.5,
  geneva: 1.5,
  hongkong: 1.5,
  losangeles: 1.3,
  washingtondc: 1.3,
  seattle: 1.2,
  sydney: 1.2,
  vancouver: 1.2,
  paris: 1.2,
  toronto: 1.1,
  dubai: 1.1,
  melbourne: 1,
  dublin: 1.2,
  tokyo: 0.8,
  berlin: 0.85,
  madrid: 0.75,
  rome: 0.75,
  mexicocity: 0.45,
  saopaulo: 0.45,
  mumbai: 0.45,
  delhi: 0.35,
  bangalore: 0.35,
};

/**
 * What an hour of work costs relative to the US, by country. Currency conversion alone
 * would pay a Mexico City barista US wages in pesos; wages, services and gigs are
 * scaled by this too (at or just above each country's minimum wage for entry jobs).
 */
const WAGE_LEVEL: Readonly<Record<string, number>> = {
  US: 1, CA: 1, GB: 1, AU: 1.15, NZ: 1, IE: 1, DE: 1, FR: 0.95, ES: 0.7, IT: 0.7, NL: 1, BE: 1,
  CH: 1.4, AT: 0.95, SE: 0.9, NO: 1.1, DK: 1.2, FI: 0.9, PL: 0.4, CZ: 0.4, HU: 0.35, RO: 0.3,
  PT: 0.5, GR: 0.45, RU: 0.25, BR: 0.25, MX: 0.2, AR: 0.2, CL: 0.3, CO: 0.2, PE: 0.2, AE: 0.7,
  SA: 0.6, QA: 0.7, IL: 0.7, TR: 0.25, ZA: 0.25, EG: 0.1, NG: 0.08, KE: 0.1, MA: 0.15, JP: 0.6,
  SG: 0.8, KR: 0.6, HK: 0.7, TW: 0.5, IN: 0.12, CN: 0.3, TH: 0.2, VN: 0.12, PH: 0.12, ID: 0.12,
  MY: 0.25,
};

export function wageLevelOf(city: City | undefined): number {
  return city ? (WAGE_LEVEL[city.countryCode] ?? 0.5) : 1;
}

/** Two significant figures, as people price things ("$450", "€1,200"); small sums keep cents. */
function roundLikeAPerson(value: number): number {
  if (value <= 0) return 0;
  if (value < 10) return Math.max(0.5, Math.round(value * 2) / 2);
  if (value < 100) return Math.round(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/** A USD amount in the city's currency as decimal(10,2) text, or null when it does not fit the column. */
export function localPrice(usd: number, currency: string, costFactor = 1): string | null {
  const value = roundLikeAPerson(usd * costFactor * (UNITS_PER_USD[currency] ?? 1));
  // Dear things in currencies with many units (a flat in VND) overflow decimal(10,2);
  // real sellers write "price on request" there, so the ad simply has no price.
  if (value > LISTING_LIMITS.priceMax) return null;
  return value.toFixed(2);
}

export function formatMoney(price: string, currency: string, locale: string): string {
  const amount = Number(price);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    // Both bounds set: some engines reject a maximum below the currency's default minimum.
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** How dear rent is in a city; 1 is a mid-priced city, and the global site is one too. */
export const housingCostOf = (city: City | undefined) => (city ? (HOUSING_COST_FACTOR[city.subdomain] ?? 0.9) : 1);
