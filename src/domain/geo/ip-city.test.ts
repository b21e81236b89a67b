import { describe, expect, it, vi } from 'vitest';
import { cityForIpPlace, isPublicIp, locateIpCity, normaliseIp, type IpLookup, type IpPlace } from './ip-city';

/** A database that knows the given addresses and counts the questions it is asked. */
function fakeLookup(places: Record<string, IpPlace>) {
  const lookup = vi.fn(async (ip: string) => places[ip] ?? null);
  return { lookup } satisfies IpLookup;
}

describe('cityForIpPlace', () => {
  it('matches the city by its name within its country, in any spelling', () => {
    expect(cityForIpPlace({ city: 'Sydney', countryCode: 'AU', latitude: -33.87, longitude: 151.21 })).toMatchObject({ city: { subdomain: 'sydney' }, match: 'name' });
    expect(cityForIpPlace({ city: 'São Paulo', countryCode: 'BR' })).toMatchObject({ city: { subdomain: 'saopaulo' }, match: 'name' });
    expect(cityForIpPlace({ city: 'München', countryCode: 'de' })).toMatchObject({ city: { subdomain: 'munich' }, match: 'name' });
    expect(cityForIpPlace({ city: 'Washington, D.C.', countryCode: 'US' })).toMatchObject({ city: { subdomain: 'washingtondc' }, match: 'name' });
    // The name wins over the coordinates, even when they point at another of our cities.
    expect(cityForIpPlace({ city: 'Manchester', countryCode: 'GB', latitude: 52.4862, longitude: -1.8904 })?.city.subdomain).toBe('manchester');
  });

  it('does not match a name in another country', () => {
    // London, Ontario: not ours by name, 170 km from Toronto, so Canada's default city.
    expect(cityForIpPlace({ city: 'London', countryCode: 'CA', latitude: 42.9849, longitude: -81.2453 })).toMatchObject({
      city: { subdomain: 'toronto' },
      match: 'country',
    });
  });

  it('falls back to the nearest city within 100 km', () => {
    expect(cityForIpPlace({ city: 'Geelong', countryCode: 'AU', latitude: -38.1499, longitude: 144.3617 })).toMatchObject({
      city: { subdomain: 'melbourne' },
      match: 'nearest',
    });
    expect(cityForIpPlace({ city: 'Brooklyn', countryCode: 'US', latitude: 40.6782, longitude: -73.9442 })?.city.subdomain).toBe('newyork');
  });

  it("then to the country's default city from SPEC's list", () => {
    const defaults: [string, string][] = [
      ['AU', 'melbourne'],
      ['GB', 'london'],
      ['CA', 'toronto'],
      ['US', 'newyork'],
      ['DE', 'berlin'],
      ['FR', 'paris'],
      ['JP', 'tokyo'],
      ['ES', 'madrid'],
      ['IT', 'rome'],
    ];
    for (const [countryCode, subdomain] of defaults) {
      expect(cityForIpPlace({ city: 'Nowhere Special', countryCode }), countryCode).toMatchObject({ city: { subdomain }, match: 'country' });
    }
    // Darwin is 2,700 km from Melbourne but in Australia.
    expect(cityForIpPlace({ city: 'Darwin', countryCode: 'AU', latitude: -12.4634, longitude: 130.8456 })).toMatchObject({ city: { subdomain: 'melbourne' }, match: 'country' });
  });

  it('finds nothing far from our cities in a country without a default city', () => {
    expect(cityForIpPlace({ city: 'Groningen', countryCode: 'NL', latitude: 53.2194, longitude: 6.5665 })).toBeNull();
    expect(cityForIpPlace({ city: 'Reykjavik', countryCode: 'IS', latitude: 64.1466, longitude: -21.9426 })).toBeNull();
    // (0, 0) means "no position", not a point 600 km off Lagos that happens to be far from everything.
    expect(cityForIpPlace({ city: null, countryCode: 'NG', latitude: 0, longitude: 0 })).toBeNull();
    expect(cityForIpPlace({})).toBeNull();
  });
});

describe('isPublicIp', () => {
  it('rejects loopback, private, link-local, shared and documentation addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.9', '172.31.255.255', '192.168.1.1', '169.254.1.1', '100.64.0.1', '0.0.0.0', '192.0.2.10', '203.0.113.5', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd12:3456::1', '2001:db8::1', '::ffff:127.0.0.1', '::ffff:192.168.0.1', 'not an ip', '']) {
      expect(isPublicIp(ip), ip).toBe(false);
    }
  });

  it('accepts public IPv4 and IPv6 addresses', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '81.2.69.160', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isPublicIp(ip), ip).toBe(true);
    }
    expect(normaliseIp('::ffff:8.8.8.8')).toBe('8.8.8.8');
  });
});

describe('locateIpCity', () => {
  const places = fakeLookup({
    '203.0.113.77': { city: 'Melbourne', countryCode: 'AU' }, // a documentation address: never asked
    '8.8.4.4': { city: 'Melbourne', countryCode: 'AU', latitude: -37.81, longitude: 144.96 },
    '9.9.9.9': { city: 'Nowhere', countryCode: 'FR' },
  });

  it('looks public addresses up and matches them to a city', async () => {
    expect(await locateIpCity({ ip: '8.8.4.4', lookup: places })).toMatchObject({ city: { subdomain: 'melbourne' }, match: 'name' });
    expect(await locateIpCity({ ip: '::ffff:8.8.4.4', lookup: places })).toMatchObject({ city: { subdomain: 'melbourne' } });
    expect(await locateIpCity({ ip: '9.9.9.9', lookup: places })).toMatchObject({ city: { subdomain: 'paris' }, match: 'country' });
    expect(await locateIpCity({ ip: '4.4.4.4', lookup: places })).toBeNull();
  });

  it('never looks up private addresses', async () => {
    places.lookup.mockClear();
    for (const ip of ['127.0.0.1', '192.168.0.10', '::1', '203.0.113.77', undefined, null]) {
      expect(await locateIpCity({ ip, lookup: places })).toBeNull();
    }
    expect(places.lookup).not.toHaveBeenCalled();
  });
});
