/**
 * Listings posted before attributes existed get them from their text, once (ADR 014):
 * a walk over listing ids in order, a batch at a time, with its position kept in
 * app_meta so a restart resumes and a finished walk costs one read. New listings never
 * need it: posting stores attributes (listing-attributes.ts).
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta, listings } from '../../db/schema';
import { attributesToStore } from './listing-attributes';

const CURSOR_KEY = 'attributes-backfill-cursor';
const DONE = 'done';

/** Extracts the attributes of up to `batches` × `batchSize` older listings; returns how many got some. */
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
      })
      .from(listings)
      .where(and(gt(listings.id, cursor), isNull(listings.attributesSource), sql`${listings.attributes} = '{}'::jsonb`))
      .orderBy(asc(listings.id))
      .limit(batchSize);
    for (const row of rows) {
      const stored = attributesToStore(row, row.countryCode);
      if (stored.attributesSource === null) continue;
      // Only if still untouched: a seller's edit in the meantime wins.
      await db
        .update(listings)
        .set(stored)
        .where(and(eq(listings.id, row.id), isNull(listings.attributesSource)));
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
