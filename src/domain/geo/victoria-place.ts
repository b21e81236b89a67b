import { VICTORIA_REGIONS, VICTORIA_STATE, type VicHub, type VicRegion, type VicSuburb } from './victoria';

export type VictoriaLevel = 'State' | 'Region' | 'City/Town' | 'Suburb';

export interface VictoriaPlace {
  level: VictoriaLevel;
  /** Heading: the deepest path segment, hyphens to spaces, words capitalised (SPEC). */
  heading: string;
  description: string;
  region?: VicRegion;
  hub?: VicHub;
  suburb?: VicSuburb;
  /** Localities inside this place; listings whose neighbourhood is one of them belong here. */
  localities: string[];
  /** Places one level down, for navigation. */
  children: { name: string; path: string }[];
}

const capitalise = (segment: string) =>
  segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Resolves "/au/victoria/{region}/{hub}/{suburb}" segments; undefined when any is unknown. */
export function findVictoriaPlace(segments: { region?: string; hub?: string; suburb?: string }): VictoriaPlace | undefined {
  const base = `/au/${VICTORIA_STATE.urlSlug}`;
  if (!segments.region) {
    return {
      level: 'State',
      heading: VICTORIA_STATE.name,
      description: 'Browse classifieds across all regions of Victoria, Australia',
      localities: [],
      children: VICTORIA_REGIONS.map((r) => ({ name: r.name, path: `${base}/${r.urlSlug}` })),
    };
  }
  const region = VICTORIA_REGIONS.find((r) => r.urlSlug === segments.region);
  if (!region) return undefined;
  const regionPath = `${base}/${region.urlSlug}`;
  if (!segments.hub) {
    const heading = capitalise(region.urlSlug);
    return {
      level: 'Region',
      heading,
      description: `Explore the ${heading} region`,
      region,
      localities: region.hubs.flatMap((h) => [h.name, ...h.suburbs.map((s) => s.name)]),
      children: region.hubs.map((h) => ({ name: h.name, path: `${regionPath}/${h.urlSlug}` })),
    };
  }
  const hub = region.hubs.find((h) => h.urlSlug === segments.hub);
  if (!hub) return undefined;
  const hubPath = `${regionPath}/${hub.urlSlug}`;
  if (!segments.suburb) {
    const heading = capitalise(hub.urlSlug);
    return {
      level: 'City/Town',
      heading,
      description: `Browse classifieds in ${heading}`,
      region,
      hub,
      localities: [hub.name, ...hub.suburbs.map((s) => s.name)],
      children: hub.suburbs.map((s) => ({ name: s.name, path: `${hubPath}/${s.urlSlug}` })),
    };
  }
  const suburb = hub.suburbs.find((s) => s.urlSlug === segments.suburb);
  if (!suburb) return undefined;
  const heading = capitalise(suburb.urlSlug);
  return {
    level: 'Suburb',
    heading,
    description: `Local classifieds in ${heading}`,
    region,
    hub,
    suburb,
    localities: [suburb.name],
    children: [],
  };
}

/** The way up from a place to the state, state first; the last crumb is the place itself. */
export function victoriaBreadcrumb(place: VictoriaPlace): { name: string; path: string }[] {
  const crumbs = [{ name: VICTORIA_STATE.name, path: `/au/${VICTORIA_STATE.urlSlug}` }];
  for (const level of [place.region, place.hub, place.suburb]) {
    if (level) crumbs.push({ name: level.name, path: `${crumbs.at(-1)!.path}/${level.urlSlug}` });
  }
  return crumbs;
}
