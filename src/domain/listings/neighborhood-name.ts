import { titleCaseSlug } from '../shared/words';

/** SPEC's neighborhood names; any other slug is made readable. */
const NEIGHBORHOOD_NAMES: Record<string, string> = {
  mission: 'Mission District',
  castro: 'Castro',
  richmond: 'Richmond District',
  'noe-valley': 'Noe Valley',
  haight: 'Haight-Ashbury',
  soma: 'SoMa',
  financial: 'Financial District',
};

/** Display name of a neighborhood as stored on a listing. */
export function neighborhoodName(value: string): string {
  return NEIGHBORHOOD_NAMES[value.toLowerCase()] ?? (/^[a-z0-9-]+$/.test(value) ? titleCaseSlug(value) : value);
}
