import { expect, test } from '@playwright/test';
import { buildListingInput } from '../src/demo/listing-factory';
import { cityPath } from '../src/domain/geo/city-path';
import { findCity } from '../src/domain/geo/find-city';
import { formatPrice } from '../src/domain/shared/format';
import { createListing, hydrated, screenshot } from './listing-helpers';

/**
 * While posting, the seller sees what similar items go for (price intelligence), in the
 * city's currency, once category, subcategory and title are filled in.
 */

// Auckland is the only NZD city, so the demo data holds few comparables there.
const CITY = findCity('auckland')!;
const PRICES = ['640', '700', '720', '760', '800', '850'];

test('the Post Ad form suggests what similar items go for', async ({ page, playwright, baseURL }) => {
  // Several sellers, a few ads each, varied text: identical or rapid ads would be held by screening.
  for (let start = 0; start < PRICES.length; start += 3) {
    const seller = await playwright.request.newContext({ baseURL });
    for (const price of PRICES.slice(start, start + 3)) {
      const ad = buildListingInput({ city: CITY.subdomain, category: 'for-sale', subcategory: 'bicycles' });
      await createListing(seller, {
        title: ad.title,
        description: ad.description,
        price,
        category: 'for-sale',
        subcategory: 'bicycles',
        condition: ad.condition ?? '',
        neighborhood: ad.neighborhood ?? '',
        contactEmail: ad.contactEmail,
        city: CITY.subdomain,
      });
    }
    await seller.dispose();
  }

  // What the API suggests (the demo data may add a few comparables of its own).
  const query = new URLSearchParams({ category: 'for-sale', subcategory: 'bicycles', title: 'Road bike', city: CITY.subdomain });
  const answer = await page.request.get(`/api/price-estimate?${query.toString()}`);
  expect(answer.status()).toBe(200);
  const estimate = (await answer.json()) as { available: boolean; low: number; high: number; samples: number; currency: string };
  expect(estimate).toMatchObject({ available: true, currency: 'NZD' });
  expect(estimate.samples).toBeGreaterThanOrEqual(PRICES.length);
  const money = (amount: number) => formatPrice(Math.round(amount), 'NZD', CITY.locale);

  await page.goto(`${cityPath(CITY)}?post=1`);
  const dialog = page.getByRole('dialog', { name: 'Post New Ad' });
  await expect(dialog).toBeVisible();
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await hydrated(field('Category'));
  const hint = dialog.getByTestId('price-suggestion');
  await expect(hint).toHaveAttribute('aria-live', 'polite');

  await field('Category').selectOption('for-sale');
  await field('Title').fill('Road bike');
  // No subcategory yet: no suggestion.
  await page.waitForTimeout(800);
  await expect(hint).toHaveText('');

  await field('Subcategory').selectOption('bicycles');
  await expect(hint).toHaveText(`Similar items go for ${money(estimate.low)}–${money(estimate.high)} · based on ${estimate.samples} similar listings`);
  await field('Price').scrollIntoViewIfNeeded();
  await screenshot(page, 'post-dialog-price-hint-1366');

  // A title too short to compare hides it again.
  await field('Title').fill('Ro');
  await expect(hint).toHaveText('');
});
