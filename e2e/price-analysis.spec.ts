import { expect, test, type APIRequestContext } from '@playwright/test';
import { buildListingInput } from '../src/demo/listing-factory';
import { confidenceBand } from '../src/domain/pricing/price-confidence';
import type { PriceAnalysis } from '../src/domain/pricing/analyse-price';
import { formatPrice } from '../src/domain/shared/format';
import { createListing, screenshot } from './listing-helpers';

/**
 * The price check on a listing's page (SPEC "Price intelligence"). Stockholm prices in
 * SEK and the demo data has no SEK city, so every comparable is one this spec posts.
 */
const CITY = { path: '/se/stockholm', subdomain: 'stockholm', locale: 'sv-SE', currency: 'SEK' };

/** A varied, realistic ad (the demo generator's) in Stockholm, at the given price. */
async function postAd(request: APIRequestContext, subcategory: string, price: number) {
  const ad = buildListingInput({ city: CITY.subdomain, category: 'for-sale', subcategory });
  return createListing(request, {
    title: ad.title,
    description: ad.description,
    price: String(price),
    category: 'for-sale',
    subcategory,
    condition: 'good',
    neighborhood: ad.neighborhood ?? '',
    contactEmail: ad.contactEmail,
    city: CITY.subdomain,
  });
}

async function analysisOf(request: APIRequestContext, id: string): Promise<PriceAnalysis> {
  const answer = await request.get(`/api/listings/${id}/price-analysis`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as PriceAnalysis;
}

const money = (amount: number) => formatPrice(Math.round(amount), CITY.currency, CITY.locale);

test('a cheap bike among a dozen similar ones shows its deal, the evidence and a chart', async ({ page, playwright, baseURL, request }) => {
  test.setTimeout(90_000);
  const prices = [2200, 2400, 2500, 2500, 2600, 2600, 2700, 2750, 2800, 2900, 3000, 2300];
  // Each seller posts at most four ads: one visitor posting a dozen an hour is held by screening.
  for (let start = 0; start < prices.length; start += 4) {
    const seller = await playwright.request.newContext({ baseURL });
    for (const price of prices.slice(start, start + 4)) await postAd(seller, 'bicycles', price);
    await seller.dispose();
  }
  const { id } = await postAd(request, 'bicycles', 1800);
  const analysis = await analysisOf(request, id);
  expect(['excellent_deal', 'good_deal']).toContain(analysis.status);
  expect(analysis.marketData.totalSamples).toBeGreaterThanOrEqual(10);
  expect(analysis.percentOff).toBeGreaterThan(0);

  await page.goto(`${CITY.path}/listing/${id}?lang=en`);
  const panel = page.getByTestId('price-analysis');
  await expect(panel.getByRole('heading', { name: 'Price check' })).toBeVisible();
  await expect(panel.getByTestId('price-verdict')).toHaveText(analysis.status === 'excellent_deal' ? 'Excellent deal' : 'Good deal');
  await expect(panel.getByTestId('price-below')).toHaveText(`${analysis.percentOff}% below similar listings`);
  await expect(panel).toContainText(`Market estimate: ${money(analysis.marketAverage!)}`);
  await expect(panel.getByTestId('price-evidence')).toContainText(`Based on ${analysis.marketData.totalSamples} similar listings`);
  const level = { high: 'High', medium: 'Medium', low: 'Low' }[confidenceBand(analysis.confidence)];
  await expect(panel.getByTestId('price-confidence')).toHaveText(`${level} confidence`);

  const thisPrice = (await page.getByTestId('listing-price').textContent())!.trim();
  expect(thisPrice).toBe(money(1800));
  const chart = panel.getByRole('img');
  await expect(chart).toHaveAttribute(
    'aria-label',
    `This price: ${thisPrice}; similar listings mostly ${money(analysis.marketData.q1!)}–${money(analysis.marketData.q3!)}`,
  );
  await expect(chart.locator('circle')).toHaveCount(analysis.marketData.prices.length + 1);

  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'price-analysis');
});

test('with too few similar listings the page says so and judges nothing', async ({ page, request }) => {
  const { id } = await postAd(request, 'tools', 450);
  expect((await analysisOf(request, id)).status).toBe('insufficient_data');

  await page.goto(`${CITY.path}/listing/${id}?lang=en`);
  const panel = page.getByTestId('price-analysis');
  await expect(panel).toContainText('Not enough similar listings to judge this price yet.');
  await expect(panel.getByTestId('price-verdict')).toHaveCount(0);
  await expect(panel.getByRole('img')).toHaveCount(0);
});
