import { describe, expect, it } from 'vitest';
import { nearbyVictoriaLocalities, victoriaPlaceCentre } from './nearby-victoria-localities';
import { findVictoriaPlace } from './victoria-place';

describe('nearbyVictoriaLocalities', () => {
  it('lists the towns and suburbs within 100 km outside the place, nearest first, each name once', () => {
    const anglesea = findVictoriaPlace({ region: 'surf-coast', hub: 'anglesea' })!;
    const near = nearbyVictoriaLocalities(anglesea);
    const names = near.map((n) => n.name);
    expect(names).not.toContain('Anglesea');
    expect(names).not.toContain('Aireys Inlet');
    expect(near[0]).toEqual({ name: 'Bellbrae', distanceKm: expect.closeTo(11, 0) });
    expect(Math.round(near.find((n) => n.name === 'Torquay')!.distanceKm)).toBe(15);
    expect(near.every((n, i) => n.distanceKm <= 100 && (i === 0 || near[i - 1]!.distanceKm <= n.distanceKm))).toBe(true);
    // Melbourne is a hub and a suburb of that name: counted once.
    expect(names.filter((name) => name === 'Melbourne')).toHaveLength(1);
    // Far-off places are not "nearby".
    expect(names).not.toContain('Bairnsdale');
  });

  it('measures a region from its main hub, and the state has no centre', () => {
    const surfCoast = findVictoriaPlace({ region: 'surf-coast' })!;
    expect(victoriaPlaceCentre(surfCoast)).toEqual({ lat: -38.331, lng: 144.326 });
    expect(nearbyVictoriaLocalities(surfCoast).map((n) => n.name)).not.toContain('Lorne');
    const state = findVictoriaPlace({})!;
    expect(victoriaPlaceCentre(state)).toBeNull();
    expect(nearbyVictoriaLocalities(state)).toEqual([]);
  });
});
