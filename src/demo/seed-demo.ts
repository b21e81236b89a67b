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
import { putUploadVariants, uploadFolder, uploadIdOfImageUrl } from '../domain/media/media-keys';
import type { MediaStorage } from '../domain/media/media-storage';
import { processImage } from '../domain/media/process-image';
import { CATEGORY_SLUGS, type CategorySlug } from '../domain/taxonomy/categories';
import type { Db } from '../db/client';
import { listings, userVerifications, type NewListingRow } from '../db/schema';
import { createDemoImage, demoImageThemeOf, type DemoImageTheme } from './demo-images';
import { REGIONAL_VICTORIA_SLUGS, victorianLocalitiesOf } from './demo-places';
import { buildDemoListing, DEMO_USER_PREFIX } from './listing-factory';
import { chance, createRng, int, pick, shuffle, type Rng } from './random';

export interface SeedDemoOptions {
  /** How many listings to create; 360 by default. */
  count?: number;
  /** Same seed, same listings. */
  seed?: number;
  /** The moment listings are dated back from; defaults to the current time. */
  now?: Date;
  /** Delete earlier demo listings (and their pictures) first. */
  replace?: boolean;
}

export interface SeedDemoResult {
  listings: number;
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

/** Share of listings with pictures per category: goods and homes are photographed, notices rarely. */
const PICTURE_CHANCE: Readonly<Record<CategorySlug, number>> = {
  'for-sale': 0.6,
  housing: 0.65,
  services: 0.25,
  community: 0.15,
  jobs: 0.08,
  gigs: 0.1,
};

interface PoolPicture {
  category: CategorySlug;
  theme: DemoImageTheme;
  caption: string;
  /** Distinct pictures of this kind; a listing shows at most this many. */
  variants: number;
}

/** ~26 pictures cover every category; captions name the kind of thing, since pictures are shared. */
const PICTURE_POOL: readonly PoolPicture[] = [
  { category: 'for-sale', theme: 'vehicle', caption: 'Cars & Vehicles', variants: 3 },
  { category: 'for-sale', theme: 'bicycle', caption: 'Bicycles', variants: 2 },
  { category: 'for-sale', theme: 'furniture', caption: 'Home & Furniture', variants: 3 },
  { category: 'for-sale', theme: 'electronics', caption: 'Electronics', variants: 3 },
  { category: 'for-sale', theme: 'fashion', caption: 'Fashion & Style', variants: 2 },
  { category: 'for-sale', theme: 'leisure', caption: 'Music, Sport & Games', variants: 2 },
  { category: 'for-sale', theme: 'parcel', caption: 'Great Finds', variants: 1 },
  { category: 'for-sale', theme: 'tools', caption: 'Tools', variants: 1 },
  { category: 'housing', theme: 'home', caption: 'Homes & Rentals', variants: 3 },
  { category: 'services', theme: 'tools', caption: 'Local Services', variants: 2 },
  { category: 'community', theme: 'community', caption: 'Community', variants: 2 },
  { category: 'jobs', theme: 'work', caption: 'Jobs', variants: 1 },
  { category: 'gigs', theme: 'work', caption: 'Gigs', variants: 1 },
];

const poolKey = (category: string, theme: DemoImageTheme) => `${category}:${theme}`;

export async function hasListings(db: Db): Promise<boolean> {
  const rows = await db.select({ id: listings.id }).from(listings).limit(1);
  return rows.length > 0;
}

export async function seedDemoData(db: Db, storage: MediaStorage, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const count = Math.max(0, Math.floor(options.count ?? DEFAULT_COUNT));
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();

  if (options.replace) await removeDemoListings(db, storage);
  if (count === 0) return { listings: 0, images: 0 };

  // Separate streams: changing how pictures are chosen never changes the listings' text.
  const rows = planListings(createRng(seed), count, now);
  const pictureRng = createRng(seed ^ 0x5eed_1a6e);
  const pictureCounts = rows.map((row) => {
    const category = row.category as CategorySlug;
    return chance(pictureRng, PICTURE_CHANCE[category] ?? 0) ? int(pictureRng, 1, 3) : 0;
  });

  const pool = pictureCounts.some((n) => n > 0) ? await storePicturePool(pictureRng, storage) : new Map<string, string[]>();
  rows.forEach((row, index) => {
    const urls = pool.get(poolKey(row.category, demoImageThemeOf(row.category, row.subcategory))) ?? [];
    const wanted = Math.min(pictureCounts[index] ?? 0, urls.length);
    row.images = shuffle(pictureRng, urls).slice(0, wanted);
  });

  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
    await db.insert(listings).values(rows.slice(start, start + INSERT_BATCH_SIZE));
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
  return { listings: rows.length, images: [...pool.values()].reduce((sum, urls) => sum + urls.length, 0) };
}

/** Deletes demo listings and the picture folders only they use. */
async function removeDemoListings(db: Db, storage: MediaStorage): Promise<void> {
  const demoFilter = like(listings.userId, `${DEMO_USER_PREFIX}%`);
  const previous = await db
    .select({ url: sql<string>`unnest(${listings.images})` })
    .from(listings)
    .where(demoFilter);
  // The storage's public prefix ("/media" for the local driver), read from the storage itself.
  const publicPrefix = storage.urlOf('').replace(/\/$/, '');
  const uploadIds = new Set(previous.flatMap(({ url }) => uploadIdOfImageUrl(url, publicPrefix) ?? []));
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

/** Draws, re-encodes and stores the shared pictures; returns their "full" URLs per pool key. */
async function storePicturePool(rng: Rng, storage: MediaStorage): Promise<Map<string, string[]>> {
  // Draw parameters are taken from the rng up front, in order, so concurrency cannot reorder them.
  const jobs = PICTURE_POOL.flatMap((picture) =>
    Array.from({ length: picture.variants }, () => ({ picture, seed: int(rng, 1, 2 ** 31 - 1) })),
  );
  const urls = new Map<string, string[]>();
  const stored: { key: string; url: string }[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index];
      if (!job) continue;
      const { picture } = job;
      const bytes = await createDemoImage(createRng(job.seed), {
        title: picture.caption,
        category: picture.category,
        theme: picture.theme,
      });
      stored[index] = { key: poolKey(picture.category, picture.theme), url: await storeLikeAnUpload(storage, bytes) };
    }
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
  for (const entry of stored) {
    if (!entry) continue;
    urls.set(entry.key, [...(urls.get(entry.key) ?? []), entry.url]);
  }
  return urls;
}

/** The same processing and key layout as receiveUpload, so demo pictures behave like real ones. */
async function storeLikeAnUpload(storage: MediaStorage, bytes: Buffer): Promise<string> {
  const image = await processImage(bytes);
  return storage.urlOf(await putUploadVariants(storage, randomUUID(), image.variants));
}
