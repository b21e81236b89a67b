import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { buildListingInput } from '../../demo/listing-factory';
import { createListing } from '../listings/create-listing';
import { listingInputSchema } from '../listings/listing-schemas';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { analysePrice, classifyRatio, confidenceOf, type PriceSubject } from './analyse-price';
import { extractFeatures } from './listing-features';
import { confidenceBand } from './price-confidence';

let database: TestDatabase;

async function add(title: string, price: string, city = 'london', description = 'Well looked after.') {
  const input = listingInputSchema.parse(
    buildListingInput({ title, price, city, description, category: 'for-sale', subcategory: 'bicycles', condition: 'good' }),
  );
  // Each comparable from its own seller: one visitor posting dozens an hour is held by screening.
  sellers += 1;
  await createListing(database.db, { input, userId: `seller-${sellers}` });
}
let sellers = 0;

const bike = (price: number): PriceSubject => ({
  title: 'Road bike, aluminium frame',
  description: 'Road bike in good condition.',
  category: 'for-sale',
  subcategory: 'bicycles',
  condition: 'good',
  currency: 'GBP',
  city: 'london',
  price: price.toFixed(2),
});

beforeAll(async () => {
  database = await openTestDatabase();
  for (const price of ['180', '190', '195', '200', '200', '200', '205', '210', '220', '215']) await add('Road bike for sale', price);
  // Junk asking prices that must not move the estimate.
  await add('Road bike', '1');
  await add('Road bike, swap or offers', '99999');
  // Another currency is never a comparable.
  for (const price of ['5', '5', '5', '5', '5', '5']) await add('Road bike', price, 'berlin');
});
afterAll(async () => {
  await database?.close();
});

describe('analysePrice', () => {
  it('gives each verdict on crafted comparables, ignoring junk prices and other currencies', async () => {
    const verdicts = await Promise.all([140, 175, 200, 250, 320].map((price) => analysePrice(database.db, bike(price))));
    expect(verdicts.map((v) => v.status)).toEqual(['excellent_deal', 'good_deal', 'fair_price', 'overpriced', 'significantly_overpriced']);
    const fair = verdicts[2]!;
    expect(fair.marketAverage).toBeGreaterThanOrEqual(195);
    expect(fair.marketAverage).toBeLessThanOrEqual(205);
    expect(fair.marketData.totalSamples).toBe(10);
    expect(fair.marketData.prices).not.toContain(1);
    expect(fair.marketData.prices).not.toContain(99999);
    expect(verdicts[0]!.percentOff).toBe(30);
    expect(verdicts[1]!.percentOff).toBe(13);
    expect(fair.percentOff).toBeNull();
    expect(verdicts[4]!.recommendations.reason).toMatch(/well above the market: 60% above the typical £200 of 10 similar listings/);
    // Ten tight comparables: some confidence, not much — a dozen more would earn 'High confidence'.
    expect(confidenceBand(fair.confidence)).toBe('medium');
  });

  it('says so when there is too little to compare with', async () => {
    const analysis = await analysePrice(database.db, { ...bike(100), subcategory: 'boats', title: 'Kayak' });
    expect(analysis.status).toBe('insufficient_data');
    expect(analysis.confidence).toBe(0);
    expect(analysis.recommendations.reason).toMatch(/Not enough similar listings/);
  });

  it('suggests a range to a seller who has not set a price', async () => {
    const analysis = await analysePrice(database.db, { ...bike(0), price: null });
    expect(analysis.status).toBe('insufficient_data');
    expect(analysis.recommendations.reason).toMatch(/^Similar items go for £\d+–£\d+\.$/);
  });
});

describe('prices per a period', () => {
  it('compares a nightly rate only with nightly rates, not with monthly rents', async () => {
    const post = async (price: string, priceUnit: 'month' | 'night') => {
      sellers += 1;
      const input = listingInputSchema.parse(
        buildListingInput({ title: 'Studio flat near the canal', price, priceUnit, city: 'london', category: 'housing', subcategory: 'sublets' }),
      );
      await createListing(database.db, { input, userId: `seller-${sellers}` });
    };
    for (const price of ['1500', '1550', '1600', '1650', '1700', '1600']) await post(price, 'month');
    for (const price of ['90', '95', '100', '100', '105', '110']) await post(price, 'night');
    const studio = { title: 'Studio flat near the canal', description: '', category: 'housing', subcategory: 'sublets', condition: null, currency: 'GBP', city: 'london' };
    const nightly = await analysePrice(database.db, { ...studio, price: '100.00', priceUnit: 'night' });
    expect(nightly.marketData.prices.every((p) => p <= 110)).toBe(true);
    expect(nightly.marketData.totalSamples).toBe(6);
    // No unit given: the category's own (sublets rent by the month).
    const monthly = await analysePrice(database.db, { ...studio, price: '1600.00' });
    expect(monthly.marketData.prices.every((p) => p >= 1500)).toBe(true);
    expect(monthly.marketData.totalSamples).toBe(6);
  });
});

describe('pricing helpers', () => {
  it('reads bedrooms, year, mileage and power from ad text', () => {
    expect(extractFeatures('Sunny 2-bedroom flat')).toEqual({ bedrooms: 2 });
    expect(extractFeatures('3 bd, 1200 sqft')).toEqual({ bedrooms: 3 });
    expect(extractFeatures('2009, 70,000km, manuell, benzin, 102 PS')).toEqual({ year: 2009, km: 70000, powerPs: 102 });
    expect(extractFeatures('Schöne 3 Zimmer Wohnung')).toEqual({ bedrooms: 3 });
  });

  it('classifies ratios and keeps confidence honest', () => {
    expect(classifyRatio(0.6)).toBe('excellent_deal');
    expect(classifyRatio(1)).toBe('fair_price');
    expect(classifyRatio(2)).toBe('significantly_overpriced');
    expect(confidenceOf({ samples: 3, spread: 0.5, similarity: 0.5 })).toBeLessThan(0.3);
    expect(confidenceBand(confidenceOf({ samples: 60, spread: 0.1, similarity: 1 }))).toBe('high');
    expect(confidenceOf({ samples: 1000, spread: 0, similarity: 1 })).toBeLessThanOrEqual(0.95);
  });
});

describe('stored verdicts and deal badges', () => {
  it('keeps the verdict on the listing for cards, badge only for confident deals', async () => {
    const { refreshPriceVerdict, fillMissingPriceVerdicts } = await import('./price-verdicts');
    const { dealBadgeOf } = await import('./deal-badge');
    const { findListings } = await import('../listings/find-listings');
    const { listingFiltersSchema } = await import('../listings/listing-schemas');
    const input = listingInputSchema.parse(
      buildListingInput({ title: 'Road bike, aluminium frame', price: '120', city: 'london', category: 'for-sale', subcategory: 'bicycles', condition: 'good' }),
    );
    const { id, moderationStatus } = await createListing(database.db, { input, userId: 'deal-seller' });
    expect(moderationStatus).toBe('approved');
    await refreshPriceVerdict(database.db, id);
    const page = await findListings(database.db, listingFiltersSchema.parse({ city: 'london', search: 'aluminium' }));
    const card = page.listings.find((l) => l.id === id)!;
    expect(card.priceAnalysis).toMatchObject({ status: 'excellent_deal', percentOff: 40 });
    expect(dealBadgeOf({ ...card.priceAnalysis!, confidence: 0.9 })).toEqual({ percentOff: 40, excellent: true });
    expect(dealBadgeOf({ ...card.priceAnalysis!, confidence: 0.2 })).toBeNull();
    expect(dealBadgeOf({ status: 'overpriced', percentOff: null, confidence: 0.9 })).toBeNull();
    expect(await fillMissingPriceVerdicts(database.db, { limit: 100 })).toBeGreaterThan(0);
    expect(await fillMissingPriceVerdicts(database.db, { limit: 100 })).toBe(0);
  });

  it('brings a stale stored verdict up to date when the price check is read, so the card agrees with the page', async () => {
    const { checkListingPrice } = await import('./price-verdicts');
    const { getListing } = await import('../listings/get-listing');
    const input = listingInputSchema.parse(
      buildListingInput({ title: 'Road bike, aluminium frame', price: '125', city: 'london', category: 'for-sale', subcategory: 'bicycles', condition: 'good' }),
    );
    const { id } = await createListing(database.db, { input, userId: 'stale-verdict-seller' });
    // As if the market had moved since the verdict was stored.
    await database.db.update(listings).set({ priceStatus: 'fair_price', pricePercentOff: null, priceConfidence: 0.3 }).where(eq(listings.id, id));
    const before = await getListing(database.db, { id });

    const fresh = await checkListingPrice(database.db, before);
    expect(fresh.status).toBe('excellent_deal');
    const after = await getListing(database.db, { id });
    expect(after.priceAnalysis).toEqual({ status: fresh.status, percentOff: fresh.percentOff, confidence: fresh.confidence });
    // A verdict is not an edit: the listing keeps its date.
    expect(after.updatedAt).toBe(before.updatedAt);
  });
});

describe('subjects with little to go on', () => {
  it('copes with no city and a title of only numbers', async () => {
    const analysis = await analysePrice(database.db, { ...bike(200), city: null, title: '2020 123' });
    expect(analysis.status).toBe('fair_price');
  });
});
