import { describe, expect, it } from 'vitest';
import { CITIES, type City } from './cities';
import { findCity } from './find-city';
import { haversineKm, nearestCity } from './nearest-city';

const at = (subdomain: string) => findCity(subdomain)!.coordinates;

describe('haversineKm', () => {
  it('gives the known great-circle distances between cities', () => {
    expect(haversineKm(at('london'), at('paris'))).toBeCloseTo(343.6, 0);
    expect(haversineKm(at('sydney'), at('melbourne'))).toBeCloseTo(713.4, 0);
    expect(haversineKm(at('newyork'), at('losangeles'))).toBeCloseTo(3935.7, 0);
  });

  it('uses an Earth radius of 6371 km', () => {
    // Half the equator is π × 6371 km; one degree of latitude is 111.19 km.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 3);
    expect(haversineKm(at('tokyo'), at('tokyo'))).toBe(0);
  });
});

describe('nearestCity', () => {
  it('finds the closest city within 100 km', () => {
    // Geelong is 65 km from Melbourne; Parramatta 23 km from Sydney.
    expect(nearestCity({ lat: -38.1499, lng: 144.3617 })).toMatchObject({ city: { subdomain: 'melbourne' } });
    expect(nearestCity({ lat: -38.1499, lng: 144.3617 })!.distanceKm).toBeCloseTo(64.6, 1);
    expect(nearestCity({ lat: -33.815, lng: 151.0011 })?.city.subdomain).toBe('sydney');
    // Between two cities, the nearer wins: Haarlem is closer to Amsterdam than to Rotterdam.
    expect(nearestCity({ lat: 52.3874, lng: 4.6462 })?.city.subdomain).toBe('amsterdam');
  });

  it('finds nothing beyond 100 km', () => {
    expect(nearestCity({ lat: -23.698, lng: 133.8807 })).toBeNull(); // Alice Springs
    expect(nearestCity({ lat: 0, lng: -30 })).toBeNull(); // the middle of the Atlantic
  });

  it('counts 100 km as inside and 100.1 km as outside', () => {
    const origin = { ...CITIES[0]!, subdomain: 'origin', coordinates: { lat: 0, lng: 0 } } satisfies City;
    const kmNorth = (km: number) => ({ lat: km / 111.19492664455873, lng: 0 });
    expect(nearestCity(kmNorth(99.9), { cities: [origin] })?.city.subdomain).toBe('origin');
    expect(nearestCity(kmNorth(100), { cities: [origin] })?.city.subdomain).toBe('origin');
    expect(nearestCity(kmNorth(100.1), { cities: [origin] })).toBeNull();
    expect(nearestCity(kmNorth(150), { cities: [origin], maxKm: 200 })?.city.subdomain).toBe('origin');
  });

  it('ignores points that are not coordinates', () => {
    expect(nearestCity({ lat: Number.NaN, lng: 0 })).toBeNull();
    expect(nearestCity({ lat: 91, lng: 0 })).toBeNull();
  });
});
