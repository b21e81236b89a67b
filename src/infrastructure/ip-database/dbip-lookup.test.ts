/**
 * The real DB-IP files, pinned by package-lock.json, read through the domain's
 * `IpLookup` and matched to our cities by `locateIpCity`.
 */
import { describe, expect, it } from 'vitest';
import { locateIpCity } from '../../domain/geo/ip-city';
import { dbipLookup } from './dbip-lookup';

describe('the DB-IP database', () => {
  // The real files, pinned by package-lock.json; these addresses' records have long been stable.
  const loads: string[] = [];
  const lookup = dbipLookup({ onLoad: ({ family }) => loads.push(family) });

  it('places well-known public resolvers, loading the IPv4 file once', async () => {
    expect(await lookup.lookup('1.1.1.1')).toMatchObject({ city: 'Sydney', countryCode: 'AU' });
    expect(await locateIpCity({ ip: '1.1.1.1', lookup })).toMatchObject({ city: { subdomain: 'sydney' }, match: 'name' });
    // Google's resolver sits in Mountain View, 48 km from San Francisco.
    expect(await lookup.lookup('8.8.8.8')).toMatchObject({ city: 'Mountain View', countryCode: 'US' });
    expect(await locateIpCity({ ip: '8.8.8.8', lookup })).toMatchObject({ city: { subdomain: 'sanfrancisco' }, match: 'nearest' });
    expect(await lookup.lookup('10.0.0.1')).toBeNull();
    expect(loads).toEqual(['ipv4']);
  });

  it('reads IPv6 addresses from the IPv6 file', async () => {
    const place = await lookup.lookup('2001:4860:4860::8888');
    expect(place?.countryCode).toMatch(/^[A-Z]{2}$/);
    expect(loads).toEqual(['ipv4', 'ipv6']);
  });

  it('fails a lookup, not the process, when a file is missing', async () => {
    const broken = dbipLookup({ files: { ipv4: '/nonexistent/ipv4.mmdb', ipv6: '/nonexistent/ipv6.mmdb' } });
    await expect(broken.lookup('1.1.1.1')).rejects.toThrow(/ENOENT/);
  });
});
