/**
 * The city sites (SPEC sections 2, 3 "City", 4 and 9). Versioned reference data:
 * the database's `cities` table is loaded from this list, never the other way round.
 */
import { pathCountryFor, type PathCountry } from './city-path';

export type MarketPriority = 1 | 2 | 3;

export interface City {
  name: string;
  country: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  /** First URL segment: 'uk' for GB, 'global' for countries without their own segment. */
  pathCountry: PathCountry;
  language: string;
  languageCode: string;
  /** BCP 47 tag handed to Intl for prices and dates. */
  locale: string;
  currency: string;
  currencySymbol: string;
  /** IANA zone. */
  timezone: string;
  /** Second URL segment; unique across all countries so a bare ?city= or host label is unambiguous. */
  subdomain: string;
  coordinates: { lat: number; lng: number };
  adsenseAllowed: boolean;
  population: number;
  marketPriority: MarketPriority;
}

/** What every city of a country shares; a city may override the language (Montreal, Geneva, Antwerp). */
interface CountryProfile {
  country: string;
  countryCode: string;
  language: string;
  languageCode: string;
  locale: string;
  currency: string;
  currencySymbol: string;
}

interface CitySeed {
  name: string;
  subdomain: string;
  lat: number;
  lng: number;
  timezone: string;
  population: number;
  priority: MarketPriority;
  language?: Pick<CountryProfile, 'language' | 'languageCode' | 'locale'>;
}

const profile = (
  country: string,
  countryCode: string,
  language: string,
  languageCode: string,
  locale: string,
  currency: string,
  currencySymbol: string,
): CountryProfile => ({ country, countryCode, language, languageCode, locale, currency, currencySymbol });

const US = profile('United States', 'US', 'English', 'en', 'en-US', 'USD', '$');
const CA = profile('Canada', 'CA', 'English', 'en', 'en-CA', 'CAD', '$');
const GB = profile('United Kingdom', 'GB', 'English', 'en', 'en-GB', 'GBP', '£');
const AU = profile('Australia', 'AU', 'English', 'en', 'en-AU', 'AUD', '$');
const NZ = profile('New Zealand', 'NZ', 'English', 'en', 'en-NZ', 'NZD', '$');
const DE = profile('Germany', 'DE', 'German', 'de', 'de-DE', 'EUR', '€');
const FR = profile('France', 'FR', 'French', 'fr', 'fr-FR', 'EUR', '€');
const ES = profile('Spain', 'ES', 'Spanish', 'es', 'es-ES', 'EUR', '€');
const IT = profile('Italy', 'IT', 'Italian', 'it', 'it-IT', 'EUR', '€');
const NL = profile('Netherlands', 'NL', 'Dutch', 'nl', 'nl-NL', 'EUR', '€');
const BE = profile('Belgium', 'BE', 'French', 'fr', 'fr-BE', 'EUR', '€');
const CH = profile('Switzerland', 'CH', 'German', 'de', 'de-CH', 'CHF', 'CHF');
const AT = profile('Austria', 'AT', 'German', 'de', 'de-AT', 'EUR', '€');
const SE = profile('Sweden', 'SE', 'Swedish', 'sv', 'sv-SE', 'SEK', 'kr');
// 'nb' (Bokmål) rather than the macrolanguage 'no' so languageCode stays the prefix of the Intl locale.
const NO = profile('Norway', 'NO', 'Norwegian', 'nb', 'nb-NO', 'NOK', 'kr');
const DK = profile('Denmark', 'DK', 'Danish', 'da', 'da-DK', 'DKK', 'kr');
const FI = profile('Finland', 'FI', 'Finnish', 'fi', 'fi-FI', 'EUR', '€');
const IE = profile('Ireland', 'IE', 'English', 'en', 'en-IE', 'EUR', '€');
const PL = profile('Poland', 'PL', 'Polish', 'pl', 'pl-PL', 'PLN', 'zł');
const CZ = profile('Czech Republic', 'CZ', 'Czech', 'cs', 'cs-CZ', 'CZK', 'Kč');
const HU = profile('Hungary', 'HU', 'Hungarian', 'hu', 'hu-HU', 'HUF', 'Ft');
const RO = profile('Romania', 'RO', 'Romanian', 'ro', 'ro-RO', 'RON', 'lei');
const PT = profile('Portugal', 'PT', 'Portuguese', 'pt', 'pt-PT', 'EUR', '€');
const GR = profile('Greece', 'GR', 'Greek', 'el', 'el-GR', 'EUR', '€');
const RU = profile('Russia', 'RU', 'Russian', 'ru', 'ru-RU', 'RUB', '₽');
const BR = profile('Brazil', 'BR', 'Portuguese', 'pt', 'pt-BR', 'BRL', 'R$');
const MX = profile('Mexico', 'MX', 'Spanish', 'es', 'es-MX', 'MXN', '$');
const AR = profile('Argentina', 'AR', 'Spanish', 'es', 'es-AR', 'ARS', '$');
const CL = profile('Chile', 'CL', 'Spanish', 'es', 'es-CL', 'CLP', '$');
const CO = profile('Colombia', 'CO', 'Spanish', 'es', 'es-CO', 'COP', '$');
const PE = profile('Peru', 'PE', 'Spanish', 'es', 'es-PE', 'PEN', 'S/');
const AE = profile('United Arab Emirates', 'AE', 'Arabic', 'ar', 'ar-AE', 'AED', 'AED');
const SA = profile('Saudi Arabia', 'SA', 'Arabic', 'ar', 'ar-SA', 'SAR', 'SAR');
const QA = profile('Qatar', 'QA', 'Arabic', 'ar', 'ar-QA', 'QAR', 'QAR');
const IL = profile('Israel', 'IL', 'Hebrew', 'he', 'he-IL', 'ILS', '₪');
const TR = profile('Turkey', 'TR', 'Turkish', 'tr', 'tr-TR', 'TRY', '₺');
const ZA = profile('South Africa', 'ZA', 'English', 'en', 'en-ZA', 'ZAR', 'R');
const EG = profile('Egypt', 'EG', 'Arabic', 'ar', 'ar-EG', 'EGP', 'E£');
const NG = profile('Nigeria', 'NG', 'English', 'en', 'en-NG', 'NGN', '₦');
const KE = profile('Kenya', 'KE', 'English', 'en', 'en-KE', 'KES', 'KSh');
const MA = profile('Morocco', 'MA', 'Arabic', 'ar', 'ar-MA', 'MAD', 'DH');
const JP = profile('Japan', 'JP', 'Japanese', 'ja', 'ja-JP', 'JPY', '¥');
const SG = profile('Singapore', 'SG', 'English', 'en', 'en-SG', 'SGD', '$');
const KR = profile('South Korea', 'KR', 'Korean', 'ko', 'ko-KR', 'KRW', '₩');
const HK = profile('Hong Kong', 'HK', 'Chinese', 'zh', 'zh-HK', 'HKD', 'HK$');
const TW = profile('Taiwan', 'TW', 'Chinese', 'zh', 'zh-TW', 'TWD', 'NT$');
// English is co-official and the language people use for online classifieds in India and the Philippines.
const IN = profile('India', 'IN', 'English', 'en', 'en-IN', 'INR', '₹');
const CN = profile('China', 'CN', 'Chinese', 'zh', 'zh-CN', 'CNY', '¥');
const TH = profile('Thailand', 'TH', 'Thai', 'th', 'th-TH', 'THB', '฿');
const VN = profile('Vietnam', 'VN', 'Vietnamese', 'vi', 'vi-VN', 'VND', '₫');
const PH = profile('Philippines', 'PH', 'English', 'en', 'en-PH', 'PHP', '₱');
const ID = profile('Indonesia', 'ID', 'Indonesian', 'id', 'id-ID', 'IDR', 'Rp');
const MY = profile('Malaysia', 'MY', 'Malay', 'ms', 'ms-MY', 'MYR', 'RM');

const FRENCH_CA = { language: 'French', languageCode: 'fr', locale: 'fr-CA' };
const FRENCH_CH = { language: 'French', languageCode: 'fr', locale: 'fr-CH' };
const DUTCH_BE = { language: 'Dutch', languageCode: 'nl', locale: 'nl-BE' };

function cities(country: CountryProfile, seeds: readonly CitySeed[]): City[] {
  return seeds.map(({ name, subdomain, lat, lng, timezone, population, priority, language }) => ({
    name,
    ...country,
    ...language,
    pathCountry: pathCountryFor(country.countryCode),
    timezone,
    subdomain,
    coordinates: { lat, lng },
    adsenseAllowed: true,
    population,
    marketPriority: priority,
  }));
}

/*
 * Populations are metropolitan-area estimates where a metro is the usual figure, city
 * proper otherwise; they only feed "market insights" copy, so they are rounded.
 * Priority 1: the cities the product singles out (country defaults, preloads, hreflang,
 * timezone map) and the big English-speaking markets; 2: other major markets; 3: the rest.
 */
export const CITIES: readonly City[] = [
  ...cities(US, [
    { name: 'New York', subdomain: 'newyork', lat: 40.7128, lng: -74.006, timezone: 'America/New_York', population: 19_500_000, priority: 1 },
    { name: 'Los Angeles', subdomain: 'losangeles', lat: 34.0522, lng: -118.2437, timezone: 'America/Los_Angeles', population: 12_800_000, priority: 1 },
    { name: 'Chicago', subdomain: 'chicago', lat: 41.8781, lng: -87.6298, timezone: 'America/Chicago', population: 9_400_000, priority: 1 },
    { name: 'San Francisco', subdomain: 'sanfrancisco', lat: 37.7749, lng: -122.4194, timezone: 'America/Los_Angeles', population: 4_600_000, priority: 1 },
    { name: 'Houston', subdomain: 'houston', lat: 29.7604, lng: -95.3698, timezone: 'America/Chicago', population: 7_300_000, priority: 2 },
    { name: 'Dallas', subdomain: 'dallas', lat: 32.7767, lng: -96.797, timezone: 'America/Chicago', population: 7_600_000, priority: 2 },
    { name: 'Miami', subdomain: 'miami', lat: 25.7617, lng: -80.1918, timezone: 'America/New_York', population: 6_100_000, priority: 2 },
    { name: 'Washington DC', subdomain: 'washingtondc', lat: 38.9072, lng: -77.0369, timezone: 'America/New_York', population: 6_300_000, priority: 2 },
    { name: 'Boston', subdomain: 'boston', lat: 42.3601, lng: -71.0589, timezone: 'America/New_York', population: 4_900_000, priority: 2 },
    { name: 'Seattle', subdomain: 'seattle', lat: 47.6062, lng: -122.3321, timezone: 'America/Los_Angeles', population: 4_000_000, priority: 2 },
  ]),
  ...cities(CA, [
    { name: 'Toronto', subdomain: 'toronto', lat: 43.6532, lng: -79.3832, timezone: 'America/Toronto', population: 6_200_000, priority: 1 },
    { name: 'Vancouver', subdomain: 'vancouver', lat: 49.2827, lng: -123.1207, timezone: 'America/Vancouver', population: 2_600_000, priority: 1 },
    // America/Montreal is only a deprecated alias of America/Toronto.
    { name: 'Montreal', subdomain: 'montreal', lat: 45.5017, lng: -73.5673, timezone: 'America/Toronto', population: 4_300_000, priority: 2, language: FRENCH_CA },
    { name: 'Calgary', subdomain: 'calgary', lat: 51.0447, lng: -114.0719, timezone: 'America/Edmonton', population: 1_600_000, priority: 2 },
  ]),
  ...cities(GB, [
    { name: 'London', subdomain: 'london', lat: 51.5074, lng: -0.1278, timezone: 'Europe/London', population: 9_600_000, priority: 1 },
    { name: 'Manchester', subdomain: 'manchester', lat: 53.4808, lng: -2.2426, timezone: 'Europe/London', population: 2_900_000, priority: 2 },
    { name: 'Birmingham', subdomain: 'birmingham', lat: 52.4862, lng: -1.8904, timezone: 'Europe/London', population: 2_900_000, priority: 2 },
  ]),
  ...cities(AU, [
    { name: 'Sydney', subdomain: 'sydney', lat: -33.8688, lng: 151.2093, timezone: 'Australia/Sydney', population: 5_450_000, priority: 1 },
    { name: 'Melbourne', subdomain: 'melbourne', lat: -37.8136, lng: 144.9631, timezone: 'Australia/Melbourne', population: 5_200_000, priority: 1 },
    { name: 'Brisbane', subdomain: 'brisbane', lat: -27.4698, lng: 153.0251, timezone: 'Australia/Brisbane', population: 2_700_000, priority: 2 },
    { name: 'Perth', subdomain: 'perth', lat: -31.9505, lng: 115.8605, timezone: 'Australia/Perth', population: 2_300_000, priority: 2 },
  ]),
  ...cities(NZ, [
    { name: 'Auckland', subdomain: 'auckland', lat: -36.8485, lng: 174.7633, timezone: 'Pacific/Auckland', population: 1_700_000, priority: 1 },
  ]),

  // Europe
  ...cities(DE, [
    { name: 'Berlin', subdomain: 'berlin', lat: 52.52, lng: 13.405, timezone: 'Europe/Berlin', population: 3_850_000, priority: 1 },
    { name: 'Hamburg', subdomain: 'hamburg', lat: 53.5511, lng: 9.9937, timezone: 'Europe/Berlin', population: 1_900_000, priority: 2 },
    { name: 'Munich', subdomain: 'munich', lat: 48.1351, lng: 11.582, timezone: 'Europe/Berlin', population: 1_510_000, priority: 2 },
    { name: 'Cologne', subdomain: 'cologne', lat: 50.9375, lng: 6.9603, timezone: 'Europe/Berlin', population: 1_080_000, priority: 3 },
    { name: 'Frankfurt', subdomain: 'frankfurt', lat: 50.1109, lng: 8.6821, timezone: 'Europe/Berlin', population: 770_000, priority: 3 },
  ]),
  ...cities(FR, [
    { name: 'Paris', subdomain: 'paris', lat: 48.8566, lng: 2.3522, timezone: 'Europe/Paris', population: 11_200_000, priority: 1 },
    { name: 'Lyon', subdomain: 'lyon', lat: 45.764, lng: 4.8357, timezone: 'Europe/Paris', population: 2_300_000, priority: 3 },
    { name: 'Marseille', subdomain: 'marseille', lat: 43.2965, lng: 5.3698, timezone: 'Europe/Paris', population: 1_870_000, priority: 3 },
  ]),
  ...cities(ES, [
    { name: 'Madrid', subdomain: 'madrid', lat: 40.4168, lng: -3.7038, timezone: 'Europe/Madrid', population: 6_800_000, priority: 1 },
    // Catalan is co-official; Spanish is kept so the site uses a language the product has copy for.
    { name: 'Barcelona', subdomain: 'barcelona', lat: 41.3874, lng: 2.1686, timezone: 'Europe/Madrid', population: 5_600_000, priority: 2 },
    { name: 'Valencia', subdomain: 'valencia', lat: 39.4699, lng: -0.3763, timezone: 'Europe/Madrid', population: 1_600_000, priority: 3 },
  ]),
  ...cities(IT, [
    { name: 'Rome', subdomain: 'rome', lat: 41.9028, lng: 12.4964, timezone: 'Europe/Rome', population: 4_300_000, priority: 1 },
    { name: 'Milan', subdomain: 'milan', lat: 45.4642, lng: 9.19, timezone: 'Europe/Rome', population: 3_200_000, priority: 2 },
    { name: 'Naples', subdomain: 'naples', lat: 40.8518, lng: 14.2681, timezone: 'Europe/Rome', population: 3_000_000, priority: 3 },
  ]),
  ...cities(NL, [
    { name: 'Amsterdam', subdomain: 'amsterdam', lat: 52.3676, lng: 4.9041, timezone: 'Europe/Amsterdam', population: 2_500_000, priority: 2 },
    { name: 'Rotterdam', subdomain: 'rotterdam', lat: 51.9244, lng: 4.4777, timezone: 'Europe/Amsterdam', population: 1_000_000, priority: 3 },
  ]),
  ...cities(BE, [
    { name: 'Brussels', subdomain: 'brussels', lat: 50.8503, lng: 4.3517, timezone: 'Europe/Brussels', population: 2_100_000, priority: 2 },
    { name: 'Antwerp', subdomain: 'antwerp', lat: 51.2194, lng: 4.4025, timezone: 'Europe/Brussels', population: 1_100_000, priority: 3, language: DUTCH_BE },
  ]),
  ...cities(CH, [
    { name: 'Zurich', subdomain: 'zurich', lat: 47.3769, lng: 8.5417, timezone: 'Europe/Zurich', population: 1_400_000, priority: 2 },
    { name: 'Geneva', subdomain: 'geneva', lat: 46.2044, lng: 6.1432, timezone: 'Europe/Zurich', population: 600_000, priority: 3, language: FRENCH_CH },
  ]),
  ...cities(AT, [
    { name: 'Vienna', subdomain: 'vienna', lat: 48.2082, lng: 16.3738, timezone: 'Europe/Vienna', population: 2_000_000, priority: 2 },
  ]),
  ...cities(SE, [
    { name: 'Stockholm', subdomain: 'stockholm', lat: 59.3293, lng: 18.0686, timezone: 'Europe/Stockholm', population: 2_400_000, priority: 2 },
  ]),
  ...cities(NO, [
    { name: 'Oslo', subdomain: 'oslo', lat: 59.9139, lng: 10.7522, timezone: 'Europe/Oslo', population: 1_100_000, priority: 2 },
  ]),
  ...cities(DK, [
    { name: 'Copenhagen', subdomain: 'copenhagen', lat: 55.6761, lng: 12.5683, timezone: 'Europe/Copenhagen', population: 1_400_000, priority: 2 },
  ]),
  ...cities(FI, [
    { name: 'Helsinki', subdomain: 'helsinki', lat: 60.1699, lng: 24.9384, timezone: 'Europe/Helsinki', population: 1_300_000, priority: 2 },
  ]),
  ...cities(IE, [
    { name: 'Dublin', subdomain: 'dublin', lat: 53.3498, lng: -6.2603, timezone: 'Europe/Dublin', population: 1_450_000, priority: 1 },
  ]),
  ...cities(PL, [
    { name: 'Warsaw', subdomain: 'warsaw', lat: 52.2297, lng: 21.0122, timezone: 'Europe/Warsaw', population: 3_100_000, priority: 2 },
    { name: 'Krakow', subdomain: 'krakow', lat: 50.0647, lng: 19.945, timezone: 'Europe/Warsaw', population: 800_000, priority: 3 },
  ]),
  ...cities(CZ, [
    { name: 'Prague', subdomain: 'prague', lat: 50.0755, lng: 14.4378, timezone: 'Europe/Prague', population: 1_350_000, priority: 2 },
  ]),
  ...cities(HU, [
    { name: 'Budapest', subdomain: 'budapest', lat: 47.4979, lng: 19.0402, timezone: 'Europe/Budapest', population: 1_750_000, priority: 2 },
  ]),
  ...cities(RO, [
    { name: 'Bucharest', subdomain: 'bucharest', lat: 44.4268, lng: 26.1025, timezone: 'Europe/Bucharest', population: 1_800_000, priority: 3 },
  ]),
  ...cities(PT, [
    { name: 'Lisbon', subdomain: 'lisbon', lat: 38.7223, lng: -9.1393, timezone: 'Europe/Lisbon', population: 2_900_000, priority: 2 },
    { name: 'Porto', subdomain: 'porto', lat: 41.1579, lng: -8.6291, timezone: 'Europe/Lisbon', population: 1_700_000, priority: 3 },
  ]),
  ...cities(GR, [
    { name: 'Athens', subdomain: 'athens', lat: 37.9838, lng: 23.7275, timezone: 'Europe/Athens', population: 3_150_000, priority: 2 },
  ]),
  ...cities(RU, [
    { name: 'Moscow', subdomain: 'moscow', lat: 55.7558, lng: 37.6173, timezone: 'Europe/Moscow', population: 13_000_000, priority: 2 },
  ]),

  // Latin America
  ...cities(BR, [
    { name: 'Sao Paulo', subdomain: 'saopaulo', lat: -23.5505, lng: -46.6333, timezone: 'America/Sao_Paulo', population: 22_000_000, priority: 1 },
    { name: 'Rio de Janeiro', subdomain: 'riodejaneiro', lat: -22.9068, lng: -43.1729, timezone: 'America/Sao_Paulo', population: 13_600_000, priority: 2 },
  ]),
  ...cities(MX, [
    { name: 'Mexico City', subdomain: 'mexicocity', lat: 19.4326, lng: -99.1332, timezone: 'America/Mexico_City', population: 21_800_000, priority: 2 },
    { name: 'Guadalajara', subdomain: 'guadalajara', lat: 20.6597, lng: -103.3496, timezone: 'America/Mexico_City', population: 5_300_000, priority: 3 },
  ]),
  ...cities(AR, [
    { name: 'Buenos Aires', subdomain: 'buenosaires', lat: -34.6037, lng: -58.3816, timezone: 'America/Argentina/Buenos_Aires', population: 15_500_000, priority: 2 },
  ]),
  ...cities(CL, [
    { name: 'Santiago', subdomain: 'santiago', lat: -33.4489, lng: -70.6693, timezone: 'America/Santiago', population: 7_100_000, priority: 2 },
  ]),
  ...cities(CO, [
    { name: 'Bogota', subdomain: 'bogota', lat: 4.711, lng: -74.0721, timezone: 'America/Bogota', population: 11_000_000, priority: 2 },
  ]),
  ...cities(PE, [
    { name: 'Lima', subdomain: 'lima', lat: -12.0464, lng: -77.0428, timezone: 'America/Lima', population: 10_900_000, priority: 2 },
  ]),

  // Middle East
  ...cities(AE, [
    { name: 'Dubai', subdomain: 'dubai', lat: 25.2048, lng: 55.2708, timezone: 'Asia/Dubai', population: 3_600_000, priority: 1 },
    { name: 'Abu Dhabi', subdomain: 'abudhabi', lat: 24.4539, lng: 54.3773, timezone: 'Asia/Dubai', population: 1_500_000, priority: 2 },
  ]),
  ...cities(SA, [
    { name: 'Riyadh', subdomain: 'riyadh', lat: 24.7136, lng: 46.6753, timezone: 'Asia/Riyadh', population: 7_700_000, priority: 2 },
    { name: 'Jeddah', subdomain: 'jeddah', lat: 21.4858, lng: 39.1925, timezone: 'Asia/Riyadh', population: 4_700_000, priority: 3 },
  ]),
  ...cities(QA, [
    { name: 'Doha', subdomain: 'doha', lat: 25.2854, lng: 51.531, timezone: 'Asia/Qatar', population: 2_400_000, priority: 3 },
  ]),
  ...cities(IL, [
    { name: 'Tel Aviv', subdomain: 'telaviv', lat: 32.0853, lng: 34.7818, timezone: 'Asia/Jerusalem', population: 4_000_000, priority: 2 },
  ]),
  ...cities(TR, [
    { name: 'Istanbul', subdomain: 'istanbul', lat: 41.0082, lng: 28.9784, timezone: 'Europe/Istanbul', population: 15_600_000, priority: 2 },
  ]),

  // Africa
  ...cities(ZA, [
    { name: 'Johannesburg', subdomain: 'johannesburg', lat: -26.2041, lng: 28.0473, timezone: 'Africa/Johannesburg', population: 5_600_000, priority: 2 },
    { name: 'Cape Town', subdomain: 'capetown', lat: -33.9249, lng: 18.4241, timezone: 'Africa/Johannesburg', population: 4_800_000, priority: 2 },
    { name: 'Durban', subdomain: 'durban', lat: -29.8587, lng: 31.0218, timezone: 'Africa/Johannesburg', population: 3_900_000, priority: 3 },
  ]),
  ...cities(EG, [
    { name: 'Cairo', subdomain: 'cairo', lat: 30.0444, lng: 31.2357, timezone: 'Africa/Cairo', population: 22_000_000, priority: 2 },
  ]),
  ...cities(NG, [
    { name: 'Lagos', subdomain: 'lagos', lat: 6.5244, lng: 3.3792, timezone: 'Africa/Lagos', population: 15_400_000, priority: 2 },
  ]),
  ...cities(KE, [
    { name: 'Nairobi', subdomain: 'nairobi', lat: -1.2921, lng: 36.8219, timezone: 'Africa/Nairobi', population: 4_400_000, priority: 3 },
  ]),
  ...cities(MA, [
    { name: 'Casablanca', subdomain: 'casablanca', lat: 33.5731, lng: -7.5898, timezone: 'Africa/Casablanca', population: 3_700_000, priority: 3 },
  ]),

  // Asia
  ...cities(JP, [
    { name: 'Tokyo', subdomain: 'tokyo', lat: 35.6762, lng: 139.6503, timezone: 'Asia/Tokyo', population: 37_400_000, priority: 1 },
    { name: 'Osaka', subdomain: 'osaka', lat: 34.6937, lng: 135.5023, timezone: 'Asia/Tokyo', population: 19_000_000, priority: 2 },
  ]),
  ...cities(SG, [
    { name: 'Singapore', subdomain: 'singapore', lat: 1.3521, lng: 103.8198, timezone: 'Asia/Singapore', population: 5_900_000, priority: 1 },
  ]),
  ...cities(KR, [
    { name: 'Seoul', subdomain: 'seoul', lat: 37.5665, lng: 126.978, timezone: 'Asia/Seoul', population: 25_900_000, priority: 2 },
    { name: 'Busan', subdomain: 'busan', lat: 35.1796, lng: 129.0756, timezone: 'Asia/Seoul', population: 3_400_000, priority: 3 },
  ]),
  ...cities(HK, [
    { name: 'Hong Kong', subdomain: 'hongkong', lat: 22.3193, lng: 114.1694, timezone: 'Asia/Hong_Kong', population: 7_500_000, priority: 1 },
  ]),
  ...cities(TW, [
    { name: 'Taipei', subdomain: 'taipei', lat: 25.033, lng: 121.5654, timezone: 'Asia/Taipei', population: 7_000_000, priority: 3 },
  ]),
  ...cities(IN, [
    { name: 'Mumbai', subdomain: 'mumbai', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata', population: 21_000_000, priority: 2 },
    { name: 'Delhi', subdomain: 'delhi', lat: 28.7041, lng: 77.1025, timezone: 'Asia/Kolkata', population: 32_900_000, priority: 2 },
    { name: 'Bangalore', subdomain: 'bangalore', lat: 12.9716, lng: 77.5946, timezone: 'Asia/Kolkata', population: 13_600_000, priority: 2 },
    { name: 'Hyderabad', subdomain: 'hyderabad', lat: 17.385, lng: 78.4867, timezone: 'Asia/Kolkata', population: 10_800_000, priority: 3 },
  ]),
  ...cities(CN, [
    { name: 'Beijing', subdomain: 'beijing', lat: 39.9042, lng: 116.4074, timezone: 'Asia/Shanghai', population: 21_800_000, priority: 2 },
    { name: 'Shanghai', subdomain: 'shanghai', lat: 31.2304, lng: 121.4737, timezone: 'Asia/Shanghai', population: 24_900_000, priority: 2 },
    { name: 'Guangzhou', subdomain: 'guangzhou', lat: 23.1291, lng: 113.2644, timezone: 'Asia/Shanghai', population: 18_700_000, priority: 3 },
    { name: 'Shenzhen', subdomain: 'shenzhen', lat: 22.5431, lng: 114.0579, timezone: 'Asia/Shanghai', population: 17_600_000, priority: 3 },
  ]),
  ...cities(TH, [
    { name: 'Bangkok', subdomain: 'bangkok', lat: 13.7563, lng: 100.5018, timezone: 'Asia/Bangkok', population: 10_900_000, priority: 2 },
  ]),
  ...cities(VN, [
    // tzdb names one zone for all of Vietnam.
    { name: 'Hanoi', subdomain: 'hanoi', lat: 21.0278, lng: 105.8342, timezone: 'Asia/Ho_Chi_Minh', population: 8_400_000, priority: 3 },
    { name: 'Ho Chi Minh City', subdomain: 'hochiminhcity', lat: 10.8231, lng: 106.6297, timezone: 'Asia/Ho_Chi_Minh', population: 9_400_000, priority: 2 },
  ]),
  ...cities(PH, [
    { name: 'Manila', subdomain: 'manila', lat: 14.5995, lng: 120.9842, timezone: 'Asia/Manila', population: 14_400_000, priority: 2 },
  ]),
  ...cities(ID, [
    { name: 'Jakarta', subdomain: 'jakarta', lat: -6.2088, lng: 106.8456, timezone: 'Asia/Jakarta', population: 33_400_000, priority: 2 },
  ]),
  ...cities(MY, [
    { name: 'Kuala Lumpur', subdomain: 'kualalumpur', lat: 3.139, lng: 101.6869, timezone: 'Asia/Kuala_Lumpur', population: 8_400_000, priority: 2 },
  ]),
];

/** Where an IP lookup that names only a country lands (SPEC section 4). Keys are ISO codes. */
export const DEFAULT_CITY_BY_COUNTRY: Readonly<Record<string, string>> = {
  AU: 'melbourne',
  GB: 'london',
  CA: 'toronto',
  US: 'newyork',
  DE: 'berlin',
  FR: 'paris',
  JP: 'tokyo',
  ES: 'madrid',
  IT: 'rome',
};

/**
 * Last-resort detection from the browser's timezone (SPEC section 4: 16 zones). SPEC
 * names two (Melbourne, Singapore); the other 14 are our largest markets' own zones
 * (ADR 007). Every zone maps to a city in that zone.
 */
export const TIMEZONE_TO_CITY: Readonly<Record<string, string>> = {
  'America/New_York': 'newyork',
  'America/Chicago': 'chicago',
  'America/Los_Angeles': 'losangeles',
  'America/Toronto': 'toronto',
  'America/Vancouver': 'vancouver',
  'America/Sao_Paulo': 'saopaulo',
  'Europe/London': 'london',
  'Europe/Berlin': 'berlin',
  'Europe/Paris': 'paris',
  'Europe/Madrid': 'madrid',
  'Europe/Rome': 'rome',
  'Asia/Tokyo': 'tokyo',
  'Asia/Singapore': 'singapore',
  'Asia/Dubai': 'dubai',
  'Australia/Sydney': 'sydney',
  'Australia/Melbourne': 'melbourne',
};

export const PRELOADED_CITIES = ['melbourne', 'london', 'toronto', 'newyork', 'sydney', 'berlin'] as const;

/** Cities that get alternate-language links in page metadata. */
export const HREFLANG_CITIES = [
  'melbourne',
  'london',
  'toronto',
  'newyork',
  'sydney',
  'berlin',
  'paris',
  'tokyo',
] as const;

export interface LocaleDefaults {
  languageCode: string;
  locale: string;
  currency: string;
  currencySymbol: string;
  timezone: string;
}

/** What applies on the global site, where no city is chosen. */
export const GLOBAL_DEFAULTS: Readonly<LocaleDefaults> = {
  languageCode: 'en',
  locale: 'en-US',
  currency: 'USD',
  currencySymbol: '$',
  timezone: 'America/New_York',
};
