import { describe, expect, it } from 'vitest';
import { cityPath } from './city-path';
import { TIMEZONE_TO_CITY } from './cities';
import { cityForTimezone } from './timezone-city';

describe('cityForTimezone', () => {
  it('maps each of the 16 zones to its city', () => {
    const expected: Record<string, string> = {
      'America/New_York': '/us/newyork',
      'America/Chicago': '/us/chicago',
      'America/Los_Angeles': '/us/losangeles',
      'America/Toronto': '/ca/toronto',
      'America/Vancouver': '/ca/vancouver',
      'America/Sao_Paulo': '/global/saopaulo',
      'Europe/London': '/uk/london',
      'Europe/Berlin': '/de/berlin',
      'Europe/Paris': '/fr/paris',
      'Europe/Madrid': '/es/madrid',
      'Europe/Rome': '/it/rome',
      'Asia/Tokyo': '/jp/tokyo',
      'Asia/Singapore': '/sg/singapore',
      'Asia/Dubai': '/global/dubai',
      'Australia/Sydney': '/au/sydney',
      'Australia/Melbourne': '/au/melbourne',
    };
    expect(Object.keys(TIMEZONE_TO_CITY)).toHaveLength(16);
    for (const [zone, path] of Object.entries(expected)) {
      const city = cityForTimezone(zone);
      expect(city, zone).not.toBeNull();
      expect(cityPath(city!), zone).toBe(path);
      // The zone is the city's own zone: the mapping never sends anyone across a zone line.
      expect(city!.timezone, zone).toBe(zone);
    }
  });

  it('maps unknown, unlisted and missing zones to nothing', () => {
    for (const zone of ['UTC', 'Etc/GMT+3', 'America/Denver', 'Europe/Zurich', 'Mars/Olympus_Mons', '', 'toString', '__proto__']) {
      expect(cityForTimezone(zone), zone).toBeNull();
    }
    expect(cityForTimezone(undefined)).toBeNull();
    expect(cityForTimezone(null)).toBeNull();
  });
});
