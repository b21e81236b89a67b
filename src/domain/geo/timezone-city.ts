/**
 * The last detection step (SPEC section 4): the browser's timezone mapped to a city.
 * SPEC says the mapping covers 16 zones and gives two of them (Australia/Melbourne →
 * melbourne, Asia/Singapore → singapore); the other 14 are the zones of our largest
 * markets, each mapped to the city that zone is named after or whose market it is.
 * A zone shared by many places (America/New_York covers a whole seaboard) is only a
 * guess, which is why it comes after geolocation and the IP lookup.
 */
import { TIMEZONE_TO_CITY, type City } from './cities';
import { findCity } from './find-city';

/** The city for an IANA zone such as `Intl.DateTimeFormat().resolvedOptions().timeZone`, or null. */
export function cityForTimezone(timeZone: string | null | undefined): City | null {
  if (!timeZone || !Object.hasOwn(TIMEZONE_TO_CITY, timeZone)) return null;
  return findCity(TIMEZONE_TO_CITY[timeZone]) ?? null;
}
