import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { listings, type ListingRow } from '../db/schema';
import { IMAGE_VARIANTS, imageVariantUrl, type ImageVariant } from '../domain/media/image-variants';
import { createLocalMediaStorage, type MediaStorage } from '../domain/media/media-storage';
import { CATEGORY_SLUGS } from '../domain/taxonomy/categories';
import { isEmailVerified } from '../domain/verification/email-verification';
import { REGIONAL_VICTORIA_SLUGS, victorianLocalitiesOf } from './demo-places';
import { hasListings, seedDemoData, type SeedDemoResult } from './seed-demo';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const SEED = 7;
const SPEC_CITIES = ['newyork', 'london', 'toronto', 'melbourne', 'sydney', 'berlin'];

let database: Database;
let mediaRoot: string;
let storage: MediaStorage;
let result: SeedDemoResult;
let rows: ListingRow[];

const readRows = () => database.db.select().from(listings).orderBy(asc(listings.createdAt), asc(listings.id));
const fileOf = (url: string) => path.join(mediaRoot, url.replace(/^\/media\//, ''));

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
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
  it('creates 360 listings over many cities by default', async () => {
    expect(result.listings).toBe(360);
    expect(rows.length).toBe(360);
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

  it('stores pictures like uploads, every size on disk, on about 40% of listings', () => {
    const withImages = rows.filter((r) => r.images.length > 0);
    expect(withImages.length / rows.length).toBeGreaterThan(0.25);
    expect(withImages.length / rows.length).toBeLessThan(0.55);
    expect(result.images).toBeGreaterThanOrEqual(20);
    for (const row of withImages) {
      expect(row.images.length).toBeLessThanOrEqual(3);
      expect(new Set(row.images).size).toBe(row.images.length);
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
      expect(row.moderationStatus).toBe('approved');
      expect(row.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(rows.length);
    expect(rows.some((r) => r.price === '0.00')).toBe(true);
  });

  it('replaces the previous demo set with the same listings for the same seed, and removes old pictures', async () => {
    const oldPictures = [...new Set(rows.flatMap((r) => r.images))];
    const again = await seedDemoData(database.db, storage, { seed: SEED, now: NOW, replace: true });
    const second = await readRows();
    expect(again.listings).toBe(360);
    expect(second.length).toBe(360);
    expect(second.map((r) => r.title)).toEqual(rows.map((r) => r.title));
    expect(second.map((r) => r.createdAt.getTime())).toEqual(rows.map((r) => r.createdAt.getTime()));
    for (const url of oldPictures) expect(existsSync(fileOf(url))).toBe(false);

    const other = await seedDemoData(database.db, storage, { seed: SEED + 1, now: NOW, replace: true, count: 50 });
    expect(other.listings).toBe(50);
    const third = await readRows();
    expect(third.length).toBe(50);
    expect(third.map((r) => r.title)).not.toEqual(rows.slice(0, 50).map((r) => r.title));

    await seedDemoData(database.db, storage, { replace: true, count: 0 });
    expect(await hasListings(database.db)).toBe(false);
    // Three seedings with pictures: slow on a busy two-core machine, so a generous limit.
  }, 180_000);
});
