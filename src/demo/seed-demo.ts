/**
 * Seeds the demo marketplace: a few hundred realistic listings over the product's main
 * cities, about 40% with pictures stored exactly as uploads are (every size in an
 * upload's folder, named by media-keys.ts). Deterministic for a seed, so screenshots
 * and tests are repeatable.
 */
import { randomUUID } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import type { City } from '../domain/geo/cities';
import { findCity } from '../domain/geo/find-city';
import { mediaUrlPrefixes, putUploadVariants, uploadFolder, uploadIdOfImageUrl } from '../domain/media/media-keys';
import type { MediaStorage } from '../domain/media/media-storage';
import { processImage } from '../infrastructure/images/process-image';
import { screenListing } from '../domain/moderation/screen-listing';
import { CATEGORY_SLUGS } from '../domain/taxonomy/categories';
import type { Db } from '../db/client';
import { refreshPlannerStatistics } from '../db/maintenance';
import { listings, userVerifications, type NewListingRow } from '../db/schema';
import { createDemoImage, DEMO_PICTURE_KINDS, demoPictureOf, type DemoPictureKind } from './demo-images';
import { REGIONAL_VICTORIA_SLUGS, victorianLocalitiesOf } from './demo-places';
import { CLUSTER_CITIES, CLUSTER_SIZE, CLUSTERS_PER_CITY, MARKET_ITEMS } from './demo-markets';
import { buildDemoListing, DEMO_USER_PREFIX } from './listing-factory';
import { chance, createRng, int, pick, type Rng } from './random';

export interface SeedDemoOptions {
  /** How many listings to create; 360 by default. */
  count?: number;
  /** Same seed, same listings. */
  seed?: number;
  /** The moment listings are dated back from; defaults to the current time. */
  now?: Date;
  /** Delete earlier demo listings (and their pictures) first. */
  replace?: boolean;
  /** Told after each picture drawn and each listing screened: a first start takes a minute or more. */
  onProgress?: (progress: SeedProgress) => void;
}

/** How far seeding is: `done` of `total` pictures drawn, or listings screened (the slow parts). */
export interface SeedProgress {
  stage: 'pictures' | 'listings';
  done: number;
  total: number;
}

export interface SeedDemoResult {
  listings: number;
  /** Listings that screening held for review or rejected, as it would a real ad. */
  held: number;
  /** Distinct pictures stored (each in every size); listings share them. */
  images: number;
}

const DEFAULT_COUNT = 360;
const DEFAULT_SEED = 20_240_601;
const INSERT_BATCH_SIZE = 100;
/** Enough to keep sharp's thread pool busy without holding many decoded images at once. */
const IMAGE_CONCURRENCY = 4;
/** A city with at least this many listings gets every category. */
const BIG_CITY_MIN_LISTINGS = 12;

/**
 * Relative share of the demo listings. SPEC's six preloaded cities lead, then the other
 * flagship markets; a tail of smaller sites shows that every city works.
 */
const CITY_WEIGHTS: ReadonlyArray<readonly [subdomain: string, weight: number]> = [
  ['newyork', 10],
  ['melbourne', 10],
  ['london', 9],
  ['toronto', 7],
  ['sydney', 7],
  ['berlin', 7],
  ['sanfrancisco', 6],
  ['losangeles', 6],
  ['paris', 5],
  ['tokyo', 5],
  ['madrid', 4],
  ['dubai', 3],
  ['saopaulo', 3],
  ['mexicocity', 3],
  ['singapore', 3],
  ['chicago', 2],
  ['vancouver', 2],
  ['manchester', 2],
  ['dublin', 2],
  ['rome', 2],
  ['montreal', 1.5],
  ['munich', 1.5],
  ['amsterdam', 1.5],
  ['brisbane', 1.5],
  ['auckland', 1.5],
  ['barcelona', 1],
  ['milan', 1],
  ['seoul', 1],
  ['mumbai', 1],
  ['hongkong', 1],
  ['johannesburg', 1],
  ['capetown', 1],
];

/**
 * Share of the listings we can draw a picture of (demo-images.ts) that get one: most
 * goods and homes are photographed, not all. Listings we cannot draw truly get none.
 */
const PICTURE_CHANCE = 0.85;
/** Pictures of each kind; two different cars of one city rarely share a picture. */
const PICTURES_PER_KIND = 3;


export async function hasListings(db: Db): Promise<boolean> {
  const rows = await db.select({ id: listings.id }).from(listings).limit(1);
  return rows.length > 0;
}

export async function seedDemoData(db: Db, storage: MediaStorage, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const count = Math.max(0, Math.floor(options.count ?? DEFAULT_COUNT));
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();

  if (options.replace) await removeDemoListings(db, storage);
  if (count === 0) return { listings: 0, held: 0, images: 0 };

  // Separate streams: changing how pictures are chosen never changes the listings' text.
  const rows = planListings(createRng(seed), count, now);
  const pictureRng = createRng(seed ^ 0x5eed_1a6e);
  const kinds = rows.map((row) => {
    const kind = demoPictureOf({ category: row.category, subcategory: row.subcategory, title: row.title });
    return kind && chance(pictureRng, PICTURE_CHANCE) ? kind : null;
  });
  const pool = await storePicturePool(pictureRng, storage, new Set(kinds.flatMap((kind) => kind ?? [])), options.onProgress);
  rows.forEach((row, index) => {
    const kind = kinds[index];
    const urls = kind ? (pool.get(kind) ?? []) : [];
    // One picture: a second drawing of the same kind would look like a second item.
    row.images = urls.length > 0 ? [pick(pictureRng, urls)] : [];
  });

  // Screened like any posted ad: inserted pending, then screened in the order they were
  // "posted", each against the market and the duplicates before it; some may be held.
  for (const row of rows) row.moderationStatus = 'pending';
  const inserted: { id: string; createdAt: Date }[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
    inserted.push(...(await db.insert(listings).values(rows.slice(start, start + INSERT_BATCH_SIZE)).returning({ id: listings.id, createdAt: listings.createdAt })));
  }
  inserted.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  // Fresh statistics, so screening's duplicate and market lookups take their indexes.
  await refreshPlannerStatistics(db);
  let held = 0;
  for (const [index, { id, createdAt }] of inserted.entries()) {
    const { moderationStatus } = await screenListing(db, { listingId: id, now: createdAt });
    if (moderationStatus !== 'approved') held += 1;
    options.onProgress?.({ stage: 'listings', done: index + 1, total: inserted.length });
  }
  // Their confirmed addresses, as if each seller had followed the mailed link.
  const verifiedSellers = new Map(rows.filter((row) => row.isVerifiedUser).map((row) => [row.contactEmail, row.userId]));
  if (verifiedSellers.size > 0) {
    await db.insert(userVerifications).values(
      [...verifiedSellers].map(([email, userId]) => ({
        userId,
        verificationType: 'email',
        status: 'verified',
        metadata: { email },
        cost: 0,
        submittedAt: now,
        reviewedAt: now,
        reviewedBy: 'email-link',
      })),
    );
  }
  return { listings: rows.length, held, images: [...pool.values()].reduce((sum, urls) => sum + urls.length, 0) };
}

/** Deletes demo listings and the picture folders only they use. */
async function removeDemoListings(db: Db, storage: MediaStorage): Promise<void> {
  const demoFilter = like(listings.userId, `${DEMO_USER_PREFIX}%`);
  const previous = await db
    .select({ url: sql<string>`unnest(${listings.images})` })
    .from(listings)
    .where(demoFilter);
  const prefixes = mediaUrlPrefixes(storage);
  const uploadIds = new Set(previous.flatMap(({ url }) => uploadIdOfImageUrl(url, prefixes) ?? []));
  await db.delete(listings).where(demoFilter);
  await db.delete(userVerifications).where(like(userVerifications.userId, `${DEMO_USER_PREFIX}%`));
  for (const id of uploadIds) await storage.remove(uploadFolder(id));
}

/**
 * Splits `count` over the weighted cities (largest remainder, at least one each while
 * the count allows) and writes each city's listings. Big cities get one listing per
 * category first; Melbourne gets one per regional Victorian area so those pages fill.
 */
function planListings(rng: Rng, count: number, now: Date): NewListingRow[] {
  const cities = CITY_WEIGHTS.flatMap(([subdomain, weight]) => {
    const city = findCity(subdomain);
    return city ? [{ city, weight }] : [];
  });
  const quotas = splitByWeight(
    count,
    cities.map((c) => c.weight),
  );

  const rows: NewListingRow[] = [];
  cities.forEach(({ city }, cityIndex) => {
    const quota = quotas[cityIndex] ?? 0;
    for (let i = 0; i < quota; i++) {
      rows.push(
        buildDemoListing(rng, {
          city,
          now,
          category: quota >= BIG_CITY_MIN_LISTINGS ? CATEGORY_SLUGS[i] : undefined,
          neighborhood: forcedNeighborhood(rng, city, i),
        }),
      );
    }
  });
  // Clusters of the same item in the big cities, so the price check has comparables.
  CLUSTER_CITIES.forEach((subdomain, cityIndex) => {
    const city = findCity(subdomain);
    // Small sets (tests) go without: clusters are for a market that looks real.
    if (!city || count < 100) return;
    for (let cluster = 0; cluster < CLUSTERS_PER_CITY; cluster++) {
      const item = MARKET_ITEMS[(cityIndex + cluster * 2) % MARKET_ITEMS.length];
      for (let i = 0; i < CLUSTER_SIZE && item; i++) rows.push(buildDemoListing(rng, { city, now, item }));
    }
  });
  giveDistinctTimestamps(rows);
  return rows;
}

function forcedNeighborhood(rng: Rng, city: City, index: number): string | undefined {
  if (city.subdomain !== 'melbourne') return undefined;
  const regionSlug = REGIONAL_VICTORIA_SLUGS[index];
  return regionSlug ? pick(rng, victorianLocalitiesOf(regionSlug)) : undefined;
}

/** Largest-remainder apportionment; every share gets one first when there are enough. */
function splitByWeight(total: number, weights: readonly number[]): number[] {
  const base = total >= weights.length ? 1 : 0;
  const rest = total - base * weights.length;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (rest * w) / sum);
  const shares = exact.map((x) => base + Math.floor(x));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, remainder: x - Math.floor(x) })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/** The keyset cursor orders by (created_at, id); distinct times keep demo paging stable and readable. */
function giveDistinctTimestamps(rows: NewListingRow[]): void {
  const used = new Set<number>();
  for (const row of rows) {
    if (!(row.createdAt instanceof Date) || !row.expiresAt) continue;
    let time = row.createdAt.getTime();
    while (used.has(time)) time -= 1;
    used.add(time);
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    row.createdAt = new Date(time);
    row.expiresAt = new Date(time + lifetime);
  }
}

/** Draws, re-encodes and stores PICTURES_PER_KIND pictures of each kind; returns their "full" URLs per kind. */
async function storePicturePool(
  rng: Rng,
  storage: MediaStorage,
  kinds: ReadonlySet<DemoPictureKind>,
  onProgress: SeedDemoOptions['onProgress'],
): Promise<Map<DemoPictureKind, string[]>> {
  // Draw parameters are taken from the rng up front, in order, so concurrency cannot reorder them.
  const jobs = DEMO_PICTURE_KINDS.filter((kind) => kinds.has(kind)).flatMap((kind) =>
    Array.from({ length: PICTURES_PER_KIND }, () => ({ kind, seed: int(rng, 1, 2 ** 31 - 1) })),
  );
  const stored: { kind: DemoPictureKind; url: string }[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index];
      if (!job) continue;
      // Homes on the housing colour, goods on the for-sale colour, as the category bar shows them.
      const category = job.kind === 'house' || job.kind === 'apartment' ? 'housing' : 'for-sale';
      const bytes = await createDemoImage(createRng(job.seed), { kind: job.kind, category });
      stored[index] = { kind: job.kind, url: await storeLikeAnUpload(storage, bytes) };
      onProgress?.({ stage: 'pictures', done: ++done, total: jobs.length });
    }
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
  const urls = new Map<DemoPictureKind, string[]>();
  for (const entry of stored) {
    if (!entry) continue;
    urls.set(entry.kind, [...(urls.get(entry.kind) ?? []), entry.url]);
  }
  return urls;
}

/** The same processing and key layout as receiveUpload, so demo pictures behave like real ones. */
async function storeLikeAnUpload(storage: MediaStorage, bytes: Buffer): Promise<string> {
  const image = await processImage(bytes);
  return storage.urlOf(await putUploadVariants(storage, randomUUID(), image.variants));
}
