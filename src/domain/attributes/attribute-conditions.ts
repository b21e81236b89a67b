/**
 * Attribute filters as SQL over listings.attributes (ADR 014): the equality facts as one
 * JSONB containment (the GIN index), each bound on the expression its btree index is
 * built on, so the planner can use them. Pay is a job's price, compared per year.
 *
 * The same rules serve the results page (bound values) and saved-search matching (a
 * search's stored AttributeMatch against new listings, in bulk): one list below.
 */
import { sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema';
import { PAY_PER_YEAR, type AttributeMatch } from './attribute-filters';

type Bound = Exclude<keyof AttributeMatch, 'contains' | 'payMinPerYear'>;

const BOUNDS: readonly { key: Bound; fact: string; cast: 'int' | 'numeric'; op: '>=' | '<=' }[] = [
  { key: 'yearMin', fact: 'year', cast: 'int', op: '>=' },
  { key: 'yearMax', fact: 'year', cast: 'int', op: '<=' },
  { key: 'mileageMaxKm', fact: 'mileageKm', cast: 'int', op: '<=' },
  { key: 'bedroomsMin', fact: 'bedrooms', cast: 'int', op: '>=' },
  { key: 'bathroomsMin', fact: 'bathrooms', cast: 'numeric', op: '>=' },
  { key: 'areaMinM2', fact: 'floorAreaM2', cast: 'numeric', op: '>=' },
  { key: 'storageMin', fact: 'storageGb', cast: 'int', op: '>=' },
];

/** Pay per year of a listing row `alias` (SQL text; the factors are constants). */
const payPerYear = (alias: string) =>
  `${alias}.price * CASE ${alias}.price_unit ${Object.entries(PAY_PER_YEAR)
    .map(([unit, factor]) => `WHEN '${unit}' THEN ${factor}`)
    .join(' ')} ELSE 1 END`;

/** The conditions on `listings` for a results page's filters. */
export function attributeConditions(match: AttributeMatch): SQL[] {
  const conditions: SQL[] = [];
  if (match.contains) conditions.push(sql`${listings.attributes} @> ${JSON.stringify(match.contains)}::jsonb`);
  for (const bound of BOUNDS) {
    const value = match[bound.key];
    if (value === undefined) continue;
    conditions.push(sql`((${listings.attributes}->>${sql.raw(`'${bound.fact}'`)})::${sql.raw(bound.cast)}) ${sql.raw(bound.op)} ${value}`);
  }
  if (match.payMinPerYear !== undefined) {
    conditions.push(sql`${listings.category} = 'jobs' AND ${sql.raw(payPerYear('"listings"'))} >= ${match.payMinPerYear}`);
  }
  return conditions;
}

/**
 * The same rules for a saved search `s` (its `attribute_match` JSONB) and a listing `f`:
 * a bound the search does not set is no condition; a listing without the fact fails one
 * it does set, as on the results page.
 */
export const SAVED_SEARCH_ATTRIBUTE_MATCH = [
  `(s.attribute_match->'contains' IS NULL OR f.attributes @> (s.attribute_match->'contains'))`,
  ...BOUNDS.map(
    (bound) =>
      `(s.attribute_match->>'${bound.key}' IS NULL OR ((f.attributes->>'${bound.fact}')::${bound.cast}) ${bound.op} (s.attribute_match->>'${bound.key}')::numeric)`,
  ),
  `(s.attribute_match->>'payMinPerYear' IS NULL OR (f.category = 'jobs' AND ${payPerYear('f')} >= (s.attribute_match->>'payMinPerYear')::numeric))`,
].join('\n  AND ');
