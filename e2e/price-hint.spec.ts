import { cityPath } from '../src/domain/geo/city-path';
import { findCity } from '../src/domain/geo/find-city';
import { formatPrice } from '../src/domain/shared/format';
import { PRICE_SUGGESTION_DEBOUNCE_MS } from '../src/web/components/post-ad/price-suggestion';
import { expect, field, openPostAd, screenshot, test } from './fixtures';

/**
 * While posting, the seller sees what similar items go for (price intelligence), in the
 * city's currency, once category, subcategory and title are filled in.
 */

// Auckland is the only NZD city, so the demo data holds few comparables there.
const CITY = findCity('auckland')!;
const PRICES = ['640', '700', '720', '760', '800', '850'];

test('the Post Ad form suggests what similar items go for', async ({ page, postAsSellers }) => {
  // Several sellers, a few realistic ads each (the demo generator's).
  // Road bikes: comparables are of the same item type (a bike lamp or a kids' bike is not priced against them).
  const titles = ['Road bike 56cm, Shimano 105, recently serviced', 'Road bike, Shimano 105, frame 56 cm', 'Shimano 105 road bike, size 56'];
  await postAsSellers(PRICES.map((price, index) => ({ city: CITY.subdomain, category: 'for-sale', subcategory: 'bicycles', price, title: titles[index % titles.length] })));

  // What the API suggests (the demo data may add a few comparables of its own).
  const query = new URLSearchParams({ category: 'for-sale', subcategory: 'bicycles', title: 'Road bike', city: CITY.subdomain });
  const answer = await page.request.get(`/api/price-estimate?${query.toString()}`);
  expect(answer.status()).toBe(200);
  const estimate = (await answer.json()) as { available: boolean; low: number; high: number; samples: number; currency: string };
  expect(estimate).toMatchObject({ available: true, currency: 'NZD' });
  expect(estimate.samples).toBeGreaterThanOrEqual(PRICES.length);
  const money = (amount: number) => formatPrice(Math.round(amount), 'NZD', CITY.locale);

  // The page's clock is ours, so the debounce can be run to its end rather than slept through.
  await page.clock.install();
  const asked: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/price-estimate') asked.push(url);
  });
  const dialog = await openPostAd(page, `${cityPath(CITY)}?post=1`);
  const hint = dialog.getByTestId('price-suggestion');
  await expect(hint).toHaveAttribute('aria-live', 'polite');

  await field(dialog, 'Category').selectOption('for-sale');
  await field(dialog, 'Title').fill('Road bike');
  // No subcategory yet: the debounce runs out, and nothing is asked or shown…
  await page.clock.runFor(PRICE_SUGGESTION_DEBOUNCE_MS * 2);
  await expect(hint).toHaveText('');

  // …which the next request proves: requests leave in order, and the first is the one with a subcategory.
  const suggested = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/price-estimate');
  await field(dialog, 'Subcategory').selectOption('bicycles');
  await page.clock.runFor(PRICE_SUGGESTION_DEBOUNCE_MS * 2);
  await suggested;
  // Every ask had the subcategory (the Details filled from "Road bike" may ask once more).
  expect([...new Set(asked.map((url) => url.searchParams.get('subcategory')))]).toEqual(['bicycles']);
  await expect(hint).toHaveText(`Similar items go for ${money(estimate.low)}–${money(estimate.high)} · based on ${estimate.samples} similar listings`);
  await field(dialog, 'Price').scrollIntoViewIfNeeded();
  await screenshot(page, 'post-dialog-price-hint-1366');

  // A title too short to compare hides it again.
  await field(dialog, 'Title').fill('Ro');
  await expect(hint).toHaveText('');
});
