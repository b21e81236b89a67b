import { describe, expect, it } from 'vitest';
import { findVictoriaPlace, victoriaBreadcrumb } from './victoria-place';
import { VICTORIA_REGIONS } from './victoria';

describe('findVictoriaPlace', () => {
  it('describes the state, a region, a hub and a suburb as SPEC words them', () => {
    expect(findVictoriaPlace({})).toMatchObject({
      level: 'State',
      heading: 'Victoria',
      description: 'Browse classifieds across all regions of Victoria, Australia',
    });
    expect(findVictoriaPlace({ region: 'surf-coast' })).toMatchObject({
      level: 'Region',
      heading: 'Surf Coast',
      description: 'Explore the Surf Coast region',
    });
    const region = VICTORIA_REGIONS.find((r) => r.urlSlug === 'gippsland')!;
    const hub = region.hubs[0]!;
    const suburb = hub.suburbs[1]!;
    const hubPlace = findVictoriaPlace({ region: 'gippsland', hub: hub.urlSlug })!;
    expect(hubPlace.level).toBe('City/Town');
    expect(hubPlace.description).toBe(`Browse classifieds in ${hubPlace.heading}`);
    expect(hubPlace.localities).toContain(suburb.name);
    const suburbPlace = findVictoriaPlace({ region: 'gippsland', hub: hub.urlSlug, suburb: suburb.urlSlug })!;
    expect(suburbPlace.level).toBe('Suburb');
    expect(suburbPlace.description).toBe(`Local classifieds in ${suburbPlace.heading}`);
    expect(suburbPlace.localities).toEqual([suburb.name]);
  });

  it('derives headings from the slug: hyphens to spaces, words capitalised', () => {
    expect(findVictoriaPlace({ region: 'greater-melbourne' })?.heading).toBe('Greater Melbourne');
  });

  it('is undefined for unknown places at any level', () => {
    expect(findVictoriaPlace({ region: 'narnia' })).toBeUndefined();
    expect(findVictoriaPlace({ region: 'surf-coast', hub: 'narnia' })).toBeUndefined();
    const hub = VICTORIA_REGIONS[0]!.hubs[0]!;
    expect(findVictoriaPlace({ region: VICTORIA_REGIONS[0]!.urlSlug, hub: hub.urlSlug, suburb: 'narnia' })).toBeUndefined();
  });
});

describe('victoriaBreadcrumb', () => {
  it('goes up from a suburb through its hub and region to the state', () => {
    const place = findVictoriaPlace({ region: 'surf-coast', hub: 'torquay', suburb: 'jan-juc' });
    if (!place) throw new Error('Jan Juc should be a Victorian suburb');
    expect(victoriaBreadcrumb(place).map((crumb) => crumb.path)).toEqual([
      '/au/victoria',
      '/au/victoria/surf-coast',
      '/au/victoria/surf-coast/torquay',
      '/au/victoria/surf-coast/torquay/jan-juc',
    ]);
    expect(victoriaBreadcrumb(findVictoriaPlace({})!)).toEqual([{ name: 'Victoria', path: '/au/victoria' }]);
  });
});
