import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { MediaStorage } from '../domain/media/media-storage';
import { seedDemoData, type SeedProgress } from './seed-demo';
import { isProgressStep, reportSeedProgress, seedProgressLine } from './seed-progress';

/** Pictures kept in memory: what is counted here is the drawing, not where it is stored. */
function memoryStorage(): MediaStorage {
  const objects = new Map<string, Buffer>();
  return {
    put: async (key, bytes) => void objects.set(key, bytes),
    get: async (key) => objects.get(key) ?? null,
    remove: async (prefix) => {
      for (const key of [...objects.keys()]) if (key.startsWith(prefix)) objects.delete(key);
    },
    urlOf: (key) => `/media/${key}`,
    origins: { images: [], uploads: [] },
  };
}

describe('seeding progress', () => {
  it('is told after each picture and each screened listing, with the totals', async () => {
    const database = await openTestDatabase();
    try {
      const progress: SeedProgress[] = [];
      const result = await seedDemoData(database.db, memoryStorage(), {
        count: 24,
        seed: 3,
        now: new Date('2026-06-01T12:00:00Z'),
        onProgress: (step) => progress.push({ ...step }),
      });
      const listings = progress.filter((step) => step.stage === 'listings');
      expect(listings.map((step) => step.done)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
      expect(new Set(listings.map((step) => step.total))).toEqual(new Set([result.listings]));
      const pictures = progress.filter((step) => step.stage === 'pictures');
      expect(pictures.length).toBe(result.images);
      expect(pictures.at(-1)).toEqual({ stage: 'pictures', done: result.images, total: result.images });
      // Pictures are drawn before the listings are screened.
      expect(progress.findIndex((step) => step.stage === 'listings')).toBe(pictures.length);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('writes a line about every tenth of a stage and at its end', () => {
    const lines: string[] = [];
    const report = reportSeedProgress((line) => lines.push(line));
    for (let done = 1; done <= 540; done++) report({ stage: 'listings', done, total: 540 });
    expect(lines).toEqual(Array.from({ length: 10 }, (_, i) => `Loading demo listings: ${(i + 1) * 54}/540`));
  });

  it('writes every step of a stage shorter than ten, and the end of an uneven one', () => {
    const steps = (total: number) => Array.from({ length: total }, (_, i) => i + 1).filter((done) => isProgressStep({ stage: 'pictures', done, total }));
    expect(steps(4)).toEqual([1, 2, 3, 4]);
    expect(steps(25)).toEqual([3, 5, 8, 10, 13, 15, 18, 20, 23, 25]);
    expect(seedProgressLine({ stage: 'pictures', done: 12, total: 60 })).toBe('Drawing demo pictures: 12/60');
  });
});
