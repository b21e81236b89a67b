import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { aiModerations, listings, type ListingRow } from '../db/schema';
import { IMAGE_VARIANTS, imageVariantUrl, type ImageVariant } from '../domain/media/image-variants';
import type { MediaStorage } from '../domain/media/media-storage';
import { createLocalMediaStorage } from '../infrastructure/media-storage/local-media-storage';
import { CATEGORY_SLUGS } from '../domain/taxonomy/categories';
import { isEmailVerified } from '../domain/verification/email-verification';
import { fillMissingPriceVerdicts } from '../domain/pricing/price-verdicts';
import { demoPictureOf } from './demo-images';
import { CLUSTER_CITIES, CLUSTER_SIZE, CLUSTERS_PER_CITY } from './demo-markets';
import { REGIONAL_VICTORIA_SLUGS, victorianLocalitiesOf } from './demo-places';
import { hasListings, seedDemoData, type SeedDemoResult } from './seed-demo';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const SEED = 7;
const SPEC_CITIES = ['newyork', 'london', 'toronto', 'melbourne', 'sydney', 'berlin'];
/** 360 ads spread over the cities, and the clusters of comparable items in the big ones. */
const DEFAULT_TOTAL = 360 + CLUSTER_CITIES.length * CLUSTERS_PER_CITY * CLUSTER_SIZE;

let database: TestDatabase;
let mediaRoot: string;
let storage: MediaStorage;
let result: SeedDemoResult;
let rows: ListingRow[];

const readRows = () => database.db.select().from(listings).orderBy(asc(listings.createdAt), asc(listings.id));
const fileOf = (url: string) => path.join(mediaRoot, url.replace(/^\/media\//, ''));

beforeAll(async () => {
  database = await openTestDatabase();
  mediaRoot = mkdtempSync(path.join(tmpdir(), 'cityboard-demo-media-'));
  storage = createLocalMediaStorage(mediaRoot);
  expect(await hasListings(database.db)).toBe(false);
  result = await seedDemoData(database.db, storage, { seed: SEED, now: NOW });
  rows = await readRows();
});

afterAll(async () => {
  await database?.close();
  if (mediaRoot) rmSync(mediaRoot, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('creates 360 listings over many cities, plus clusters of comparable items, by default', async () => {
    expect(result.listings).toBe(DEFAULT_TOTAL);
    expect(rows.length).toBe(DEFAULT_TOTAL);
    expect(await hasListings(database.db)).toBe(true);
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(14);
  });

  it('has every category overall and in each SPEC city', () => {
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORY_SLUGS));
    for (const city of SPEC_CITIES) {
      const categories = new Set(rows.filter((r) => r.city === city).map((r) => r.category));
      expect(categories, city).toEqual(new Set(CATEGORY_SLUGS));
    }
  });

  it('gives every regional Victorian area at least one melbourne listing', () => {
    const melbourneAreas = new Set(rows.filter((r) => r.city === 'melbourne').map((r) => r.neighborhood));
    for (const slug of REGIONAL_VICTORIA_SLUGS) {
      expect(victorianLocalitiesOf(slug).some((place) => melbourneAreas.has(place)), slug).toBe(true);
    }
  });

  it('stores one picture of the very thing on listings we can draw, every size on disk, and none on the rest', () => {
    const withImages = rows.filter((r) => r.images.length > 0);
    expect(withImages.length / rows.length).toBeGreaterThan(0.25);
    expect(result.images).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      // Jobs, services, gigs and community posts, a wanted ad or a garage sale: no picture pretends to show them.
      if (demoPictureOf(row) === null) expect(row.images, row.title).toEqual([]);
    }
    for (const row of withImages) {
      expect(row.images).toHaveLength(1);
      for (const url of row.images) {
        expect(url).toMatch(/^\/media\/u\/[0-9a-f-]{36}\/full\.webp$/);
        for (const variant of Object.keys(IMAGE_VARIANTS) as ImageVariant[]) {
          expect(existsSync(fileOf(imageVariantUrl(url, variant))), `${url} ${variant}`).toBe(true);
        }
      }
    }
  });

  it('has confirmed sellers, each backed by a verification record, for Trusted Sellers Only', async () => {
    const verified = rows.filter((row) => row.isVerifiedUser);
    expect(verified.length).toBeGreaterThan(rows.length * 0.15);
    expect(verified.length).toBeLessThan(rows.length * 0.6);
    for (const row of verified.slice(0, 20)) expect(await isEmailVerified(database.db, row.contactEmail)).toBe(true);
    const unverified = rows.find((row) => !row.isVerifiedUser)!;
    expect(await isEmailVerified(database.db, unverified.contactEmail)).toBe(false);
  });

  it('keeps column formats and distinct timestamps', () => {
    for (const row of rows) {
      if (row.price !== null) expect(row.price).toMatch(/^\d{1,8}\.\d{2}$/);
      expect(['approved', 'review', 'rejected']).toContain(row.moderationStatus);
      expect(row.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(rows.length);
    expect(rows.some((r) => r.price === '0.00')).toBe(true);
  });

  it('screens every demo ad like a posted one: each has a screening record, and almost all pass', async () => {
    const screened = new Set((await database.db.select({ id: aiModerations.contentId }).from(aiModerations)).map((r) => r.id));
    for (const row of rows) expect(screened.has(row.id), row.title).toBe(true);
    expect(result.held).toBe(rows.filter((r) => r.moderationStatus !== 'approved').length);
    expect(result.held).toBeLessThan(rows.length * 0.05);
  });

  it('writes ads a market would have: local language, price units, no text three times', () => {
    const tokyo = rows.filter((r) => r.city === 'tokyo');
    const japanese = tokyo.filter((r) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(`${r.title} ${r.description}`));
    expect(japanese.length / tokyo.length).toBeGreaterThan(0.9);
    // …and name their neighbourhood as a Japanese seller writes it (渋谷, not Shibuya).
    for (const row of tokyo) expect(row.neighborhood, row.title).toMatch(/^[\u3040-\u30ff\u4e00-\u9fff]+$/);
    const rents = rows.filter((r) => r.subcategory === 'apartments' && r.price !== null);
    expect(rents.length).toBeGreaterThan(0);
    for (const rent of rents) expect(rent.priceUnit).toBe('month');
    const descriptions = new Map<string, number>();
    for (const row of rows) descriptions.set(row.description, (descriptions.get(row.description) ?? 0) + 1);
    expect([...descriptions].filter(([, n]) => n >= 3)).toEqual([]);
    // Kids' bikes are priced as kids' bikes: under 100 dollars' worth (¥15,000).
    for (const row of rows.filter((r) => /子供用自転車|Kids' bike|Kinderfahrrad/.test(r.title))) {
      const yen = row.currency === 'JPY' ? Number(row.price) : null;
      if (yen !== null) expect(yen, row.title).toBeLessThan(15_000);
    }
  });

  it('gives the price check enough comparables for verdicts and deal badges', async () => {
    // The set was dated back from NOW; the price check reads listings public today.
    await database.db.update(listings).set({ expiresAt: new Date(Date.now() + 7 * 24 * 3_600_000) });
    await fillMissingPriceVerdicts(database.db, { limit: 2_000 });
    const judged = await readRows();
    const verdicts = judged.filter((r) => r.priceStatus && r.priceStatus !== 'insufficient_data');
    const deals = judged.filter((r) => r.priceStatus === 'good_deal' || r.priceStatus === 'excellent_deal');
    expect(verdicts.length).toBeGreaterThan(100);
    expect(deals.length).toBeGreaterThan(30);
    for (const city of CLUSTER_CITIES) expect(deals.some((r) => r.city === city), city).toBe(true);
  }, 120_000);

  it('replaces the previous demo set with the same listings for the same seed, and removes old pictures', async () => {
    // Smaller sets (without clusters) keep this quick; the default set was checked above.
    const first = await seedDemoData(database.db, storage, { seed: SEED + 1, now: NOW, replace: true, count: 80 });
    const firstRows = await readRows();
    const oldPictures = [...new Set(firstRows.flatMap((r) => r.images))];
    expect(first.listings).toBe(80);
    expect(oldPictures.length).toBeGreaterThan(0);
    const again = await seedDemoData(database.db, storage, { seed: SEED + 1, now: NOW, replace: true, count: 80 });
    const second = await readRows();
    expect(second.length).toBe(again.listings);
    expect(second.map((r) => r.title)).toEqual(firstRows.map((r) => r.title));
    expect(second.map((r) => r.createdAt.getTime())).toEqual(firstRows.map((r) => r.createdAt.getTime()));
    for (const url of oldPictures) expect(existsSync(fileOf(url))).toBe(false);

    const other = await seedDemoData(database.db, storage, { seed: SEED + 2, now: NOW, replace: true, count: 50 });
    expect(other.listings).toBe(50);
    const third = await readRows();
    expect(third.length).toBe(50);
    expect(third.map((r) => r.title)).not.toEqual(firstRows.slice(0, 50).map((r) => r.title));

    await seedDemoData(database.db, storage, { replace: true, count: 0 });
    expect(await hasListings(database.db)).toBe(false);
    // Three seedings with pictures and screening: slow on a busy two-core machine, so a generous limit.
  }, 240_000);
});
