/**
 * The city selector's options (SPEC section 2 "Top navigation bar"): every city grouped
 * by country, each with the words that find it: its name, its country, and the native
 * names and local search terms of LOCALISED_CITIES ('München', '東京', 'CDMX').
 */
import { CITIES, type City } from '../../../domain/geo/cities';
import { LOCALISED_CITIES } from '../../../domain/geo/localised-cities';
import { CITY_NAMES } from '../../../domain/geo/city-names';

export interface CityOption {
  city: City;
  /** Unique per option; what cmdk reports on selection. */
  value: string;
  keywords: string[];
}

export interface CountryGroup {
  country: string;
  options: CityOption[];
}

export const GLOBAL_OPTION_VALUE = 'global';
export const GLOBAL_KEYWORDS = ['Global Marketplace', 'worldwide', 'USD'];

const localised = new Map(LOCALISED_CITIES.map((entry) => [entry.subdomain, entry]));

function keywordsFor(city: City): string[] {
  const local = localised.get(city.subdomain);
  // Every language's name for the city, so a Japanese visitor can type 東京 or ロンドン.
  const words = [city.name, ...Object.values(CITY_NAMES[city.subdomain] ?? {}), city.country, city.subdomain, city.countryCode];
  if (city.pathCountry !== 'global') words.push(city.pathCountry);
  if (local) words.push(local.nativeName, local.countryNative, ...local.searchTerms);
  return [...new Set(words)];
}

/** Countries in the order the city list gives them (largest markets first), cities in their order. */
export function cityGroups(cities: readonly City[] = CITIES): CountryGroup[] {
  const groups = new Map<string, CountryGroup>();
  for (const city of cities) {
    let group = groups.get(city.country);
    if (!group) {
      group = { country: city.country, options: [] };
      groups.set(city.country, group);
    }
    group.options.push({ city, value: city.subdomain, keywords: keywordsFor(city) });
  }
  return [...groups.values()];
}

/** Case- and accent-blind text: 'München' and 'munchen' are the same word. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function scoreOne(candidate: string, search: string): number {
  if (candidate === search) return 1;
  if (candidate.startsWith(search)) return 0.9;
  if (candidate.includes(` ${search}`) || candidate.includes(`-${search}`)) return 0.7;
  if (candidate.includes(search)) return 0.4;
  return 0;
}

/**
 * A cmdk filter: 0 hides an option, higher ranks it first. Matches the start of the
 * name or of any keyword best, then the start of a word, then anywhere (for scripts
 * without spaces, such as 東京都).
 */
export function scoreCity(value: string, search: string, keywords: readonly string[] = []): number {
  const wanted = foldText(search);
  if (!wanted) return 1;
  let best = 0;
  for (const candidate of [value, ...keywords]) {
    best = Math.max(best, scoreOne(foldText(candidate), wanted));
    if (best === 1) break;
  }
  return best;
}
