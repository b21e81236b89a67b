/**
 * Listings posted before attributes existed get them from their text, once (ADR 014):
 * a walk over listing ids in order, a batch at a time, with its position kept in
 * app_meta so a restart resumes and a finished walk costs one read. New listings never
 * need it: posting stores attributes (listing-attributes.ts).
 *
 * The walk is per version of the reading rules (EXTRACTION_RULES_VERSION): when a rule
 * changes (a kids' bike only where the text names one, #26), facts read from text under
 * the old rules are read again, so no listing keeps a fact today's rules would not read.
 * A seller's own facts are never touched.
 */
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta, listings } from '../../db/schema';
import { attributesToStore } from './listing-attributes';

/** Raise when extract-attributes.ts reads differently: every extracted fact is read again. */
export const EXTRACTION_RULES_VERSION = 2;
const CURSOR_KEY = `attributes-backfill-cursor:v${EXTRACTION_RULES_VERSION}`;
const DONE = 'done';

/** Extracts (again) the attributes of up to `batches` × `batchSize` listings; returns how many changed. */
export async function backfillAttributes(
  db: Db,
  options: { batchSize?: number; batches?: number } = {},
): Promise<{ updated: number; done: boolean }> {
  const batchSize = options.batchSize ?? 500;
  const [meta] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, CURSOR_KEY));
  if (meta?.value === DONE) return { updated: 0, done: true };
  let cursor = meta?.value ?? '00000000-0000-0000-0000-000000000000';
  let updated = 0;
  for (let batch = 0; batch < (options.batches ?? 20); batch++) {
    const rows = await db
      .select({
        id: listings.id,
        title: listings.title,
        description: listings.description,
        category: listings.category,
        subcategory: listings.subcategory,
        countryCode: listings.countryCode,
        attributes: listings.attributes,
        attributesSource: listings.attributesSource,
      })
      .from(listings)
      .where(and(gt(listings.id, cursor), or(eq(listings.attributesSource, 'extracted'), and(isNull(listings.attributesSource), sql`${listings.attributes} = '{}'::jsonb`))))
      .orderBy(asc(listings.id))
      .limit(batchSize);
    for (const row of rows) {
      // Read from the text alone: the stored facts are what is being checked.
      const stored = attributesToStore({ ...row, attributes: undefined }, row.countryCode);
      if (stored.attributesSource === row.attributesSource && sameFacts(stored.attributes, row.attributes)) continue;
      // Only if still untouched: a seller's edit in the meantime wins.
      await db
        .update(listings)
        .set(stored)
        .where(and(eq(listings.id, row.id), or(isNull(listings.attributesSource), eq(listings.attributesSource, 'extracted'))));
      updated++;
    }
    const last = rows.at(-1);
    cursor = rows.length < batchSize || !last ? DONE : last.id;
    await db
      .insert(appMeta)
      .values({ key: CURSOR_KEY, value: cursor })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: cursor } });
    if (cursor === DONE) return { updated, done: true };
  }
  return { updated, done: false };
}

/** Equal facts whatever the key order (jsonb keeps its own). */
function sameFacts(a: object, b: object): boolean {
  const sorted = (value: object) => JSON.stringify(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)));
  return sorted(a) === sorted(b);
}

/**
 * Marks the walk finished without walking: for a database whose every listing was
 * written with its attributes already (the benchmarks' generated listings), where the
 * walk would only re-read them all.
 */
export async function markAttributesBackfilled(db: Db): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: CURSOR_KEY, value: DONE })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: DONE } });
}
