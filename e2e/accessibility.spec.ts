import { expect, test } from './fixtures';

/** axe-core on every browse page: no serious or critical violation, at laptop and phone width. */
const pages = ['/', '/us/newyork', '/uk/london/housing', '/jobs', '/au/victoria', '/au/victoria/surf-coast', '/safety'];

for (const path of pages) {
  test(`${path} has no serious accessibility violations @phone`, async ({ page, axe }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await axe()).toEqual([]);
    // Nothing wider than the screen, at either size.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
