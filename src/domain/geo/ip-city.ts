/**
 * The IP step of location detection (SPEC section 4), done on our own server against a
 * local IP-to-city database, so a visitor's address never leaves Cityboard. The
 * database is injected (`IpLookup`): production reads DB-IP's file
 * (`infrastructure/ip-database/dbip-lookup.ts`), tests pass a fake. A record is matched
 * to one of our cities by its city name within its country, else the nearest city within
 * 100 km of its coordinates, else the country's default city from SPEC's list.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { CITIES, DEFAULT_CITY_BY_COUNTRY, type City } from './cities';
import { findCity } from './find-city';
import { LOCALISED_CITIES } from './localised-cities';
import { isLatLng, nearestCity } from './nearest-city';

/** What an IP-to-city database says about an address (the fields we read). */
export interface IpPlace {
  city?: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface IpLookup {
  /** Null when the database has no record for the address. */
  lookup(ip: string): Promise<IpPlace | null>;
}

export type IpMatch = 'name' | 'nearest' | 'country';

/** Addresses that say nothing about where a person is: loopback, private, link-local, documentation, multicast. */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b:1::', 48],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** "::ffff:1.2.3.4" (an IPv4 client on a dual-stack socket) is the IPv4 address 1.2.3.4. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip.trim());
  return mapped ? mapped[1]! : ip.trim();
}

/** True for an address the public internet routes, the only kind worth looking up. */
export function isPublicIp(ip: string): boolean {
  const address = normaliseIp(ip);
  if (isIPv4(address)) return !notPublic.check(address, 'ipv4');
  if (isIPv6(address)) return !notPublic.check(address, 'ipv6');
  return false;
}

/** "São Paulo", "Sao Paulo" and "saopaulo" are one name; "Berkeley (North Berkeley)" is Berkeley. */
function nameKey(name: string): string {
  return name
    .replace(/\(.*\)/g, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const citiesByName = new Map<string, City[]>();
function addName(name: string, city: City) {
  const key = nameKey(name);
  if (!key) return;
  const list = citiesByName.get(key) ?? [];
  if (!list.includes(city)) list.push(city);
  citiesByName.set(key, list);
}
for (const city of CITIES) {
  addName(city.name, city);
  addName(city.subdomain, city);
}
for (const local of LOCALISED_CITIES) {
  const city = findCity(local.subdomain);
  if (city) addName(local.nativeName, city);
}

/** One of our cities for what the database said, and how it was found; null when nothing fits. */
export function cityForIpPlace(place: IpPlace): { city: City; match: IpMatch } | null {
  const countryCode = place.countryCode?.toUpperCase() ?? null;
  if (place.city) {
    const named = (citiesByName.get(nameKey(place.city)) ?? []).find((city) => city.countryCode === countryCode);
    if (named) return { city: named, match: 'name' };
  }
  const point = { lat: place.latitude ?? NaN, lng: place.longitude ?? NaN };
  // (0, 0) is the database's way of saying "somewhere", not a point in the Gulf of Guinea.
  if (isLatLng(point) && !(point.lat === 0 && point.lng === 0)) {
    const near = nearestCity(point);
    if (near) return { city: near.city, match: 'nearest' };
  }
  const fallback = countryCode && Object.hasOwn(DEFAULT_CITY_BY_COUNTRY, countryCode) ? findCity(DEFAULT_CITY_BY_COUNTRY[countryCode]) : undefined;
  return fallback ? { city: fallback, match: 'country' } : null;
}

/** The city of a client address: null for private or unknown addresses and when nothing fits. */
export async function locateIpCity(options: { ip: string | null | undefined; lookup: IpLookup }): Promise<{ city: City; match: IpMatch } | null> {
  if (!options.ip || !isPublicIp(options.ip)) return null;
  const place = await options.lookup.lookup(normaliseIp(options.ip));
  return place ? cityForIpPlace(place) : null;
}
