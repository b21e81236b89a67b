/**
 * Where demo ads are posted from: real neighbourhoods of the bigger cities, Victorian
 * towns for Melbourne (so the regional pages fill), a generic place name elsewhere.
 */
import type { City } from '../domain/geo/cities';
import { VICTORIA_REGIONS } from '../domain/geo/victoria';
import { chance, pick, type Rng } from './random';

/** SPEC's San Francisco neighbourhoods are stored as slugs; the UI names them. */
const SAN_FRANCISCO_NEIGHBORHOODS = ['mission', 'castro', 'richmond', 'noe-valley', 'haight', 'soma', 'financial'];

const CITY_NEIGHBORHOODS: Readonly<Record<string, readonly string[]>> = {
  sanfrancisco: SAN_FRANCISCO_NEIGHBORHOODS,
  newyork: ['Williamsburg', 'Astoria', 'Park Slope', 'Upper West Side', 'Harlem', 'Bushwick', 'Chelsea', 'Long Island City', 'Crown Heights', 'East Village', 'Greenpoint', 'Jackson Heights'],
  london: ['Camden', 'Hackney', 'Brixton', 'Islington', 'Clapham', 'Shoreditch', 'Greenwich', 'Peckham', 'Walthamstow', 'Wimbledon', 'Notting Hill', 'Stratford'],
  toronto: ['The Annex', 'Leslieville', 'Liberty Village', 'Kensington Market', 'The Danforth', 'Roncesvalles', 'Yorkville', 'North York', 'Scarborough', 'Little Italy'],
  sydney: ['Bondi', 'Newtown', 'Surry Hills', 'Parramatta', 'Manly', 'Chatswood', 'Marrickville', 'Glebe', 'Randwick', 'Cronulla'],
  berlin: ['Kreuzberg', 'Neukölln', 'Prenzlauer Berg', 'Friedrichshain', 'Mitte', 'Charlottenburg', 'Schöneberg', 'Wedding', 'Moabit', 'Pankow'],
  losangeles: ['Silver Lake', 'Echo Park', 'Santa Monica', 'Koreatown', 'Venice', 'Highland Park', 'Los Feliz', 'Pasadena', 'Culver City', 'Long Beach'],
  paris: ['Le Marais', 'Montmartre', 'Belleville', 'Bastille', 'Batignolles', 'Oberkampf', 'Canal Saint-Martin', 'Butte-aux-Cailles', 'Saint-Germain-des-Prés', 'Passy'],
  // Tokyo's sellers write their ads in Japanese, and their neighbourhoods in its script.
  tokyo: ['渋谷', '新宿', '世田谷', '中目黒', '吉祥寺', '下北沢', '池袋', '高円寺', '浅草', '恵比寿'],
  madrid: ['Malasaña', 'Chamberí', 'Lavapiés', 'Salamanca', 'Retiro', 'Chueca', 'La Latina', 'Arganzuela', 'Tetuán'],
  dubai: ['Dubai Marina', 'Jumeirah', 'Downtown Dubai', 'Deira', 'Al Barsha', 'JLT', 'Business Bay', 'Bur Dubai', 'Mirdif'],
  saopaulo: ['Pinheiros', 'Vila Madalena', 'Moema', 'Liberdade', 'Itaim Bibi', 'Consolação', 'Mooca', 'Perdizes'],
  mexicocity: ['Roma Norte', 'Condesa', 'Coyoacán', 'Polanco', 'Del Valle', 'Narvarte', 'Santa María la Ribera', 'Juárez'],
  singapore: ['Tampines', 'Toa Payoh', 'Jurong East', 'Bishan', 'Tiong Bahru', 'Punggol', 'Clementi', 'Ang Mo Kio', 'Bukit Timah'],
  chicago: ['Wicker Park', 'Lincoln Park', 'Logan Square', 'Hyde Park', 'Pilsen', 'Lakeview', 'Andersonville', 'Bridgeport'],
  rome: ['Trastevere', 'Monti', 'Testaccio', 'Prati', 'San Lorenzo', 'Pigneto', 'Garbatella', 'Ostiense'],
  vancouver: ['Kitsilano', 'Mount Pleasant', 'Commercial Drive', 'West End', 'Gastown', 'Kerrisdale'],
  dublin: ['Rathmines', 'Ranelagh', 'Drumcondra', 'Phibsborough', 'Stoneybatter', 'Clontarf'],
  amsterdam: ['De Pijp', 'Jordaan', 'Oud-West', 'Noord', 'Oost', 'De Baarsjes'],
  montreal: ['Plateau-Mont-Royal', 'Mile End', 'Verdun', 'Rosemont', 'Saint-Henri', 'Outremont'],
  munich: ['Schwabing', 'Maxvorstadt', 'Haidhausen', 'Sendling', 'Giesing', 'Neuhausen'],
  manchester: ['Ancoats', 'Chorlton', 'Didsbury', 'Northern Quarter', 'Salford', 'Levenshulme'],
  brisbane: ['West End', 'New Farm', 'Paddington', 'Fortitude Valley', 'Woolloongabba', 'Bulimba'],
  auckland: ['Ponsonby', 'Grey Lynn', 'Mt Eden', 'Devonport', 'Takapuna', 'Newmarket'],
  barcelona: ['Gràcia', 'Eixample', 'El Born', 'Poblenou', 'Sants', 'Sant Antoni'],
  milan: ['Navigli', 'Isola', 'Brera', 'Porta Romana', 'Città Studi', 'NoLo'],
};

/** Global-site ads have no city; these read as a place without naming one. */
const GLOBAL_NEIGHBORHOODS = ['Downtown', 'Old Town', 'Riverside', 'Northside', 'Harbourside', 'University District'];

const GREATER_MELBOURNE_SLUG = 'greater-melbourne';

/** Every hub and suburb name of a Victorian region, as a listing's neighbourhood would carry it. */
export function victorianLocalitiesOf(regionSlug: string): string[] {
  const region = VICTORIA_REGIONS.find((r) => r.urlSlug === regionSlug);
  if (!region) return [];
  return [...new Set(region.hubs.flatMap((hub) => [hub.name, ...hub.suburbs.map((suburb) => suburb.name)]))];
}

/** Victorian regions outside the metro area, whose pages only fill from melbourne-site ads. */
export const REGIONAL_VICTORIA_SLUGS: readonly string[] = VICTORIA_REGIONS.map((r) => r.urlSlug).filter(
  (slug) => slug !== GREATER_MELBOURNE_SLUG,
);

const MELBOURNE_METRO_LOCALITIES = victorianLocalitiesOf(GREATER_MELBOURNE_SLUG);

export function pickNeighborhood(rng: Rng, city: City | undefined): string {
  if (!city) return pick(rng, GLOBAL_NEIGHBORHOODS);
  if (city.subdomain === 'melbourne') {
    // Some of Melbourne's ads come from regional Victoria, as on the real site, so the
    // /au/victoria/{region} pages are not empty.
    return chance(rng, 0.15)
      ? pick(rng, victorianLocalitiesOf(pick(rng, REGIONAL_VICTORIA_SLUGS)))
      : pick(rng, MELBOURNE_METRO_LOCALITIES);
  }
  const known = CITY_NEIGHBORHOODS[city.subdomain];
  return known ? pick(rng, known) : city.name;
}
