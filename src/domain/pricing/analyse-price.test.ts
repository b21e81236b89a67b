import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { buildListingInput } from '../../demo/listing-factory';
import { createListing } from '../listings/create-listing';
import { listingInputSchema } from '../listings/listing-schemas';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { analysePrice, classifyRatio, estimatePrice, rawConfidenceOf, type PriceEstimate, type PriceSubject } from './analyse-price';
import { calibratedConfidence } from './price-calibration';
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
  for (const price of ['180', '190', '195', '199', '200', '201', '205', '210', '220', '215']) await add('Road bike for sale', price);
  // The same ad posted twice more is one piece of evidence, not three.
  await add('Road bike for sale', '210');
  await add('Road bike for sale', '210');
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
    // Where the comparables are from, for the panel to say so (Berlin's are in another currency).
    expect(fair.marketData.cities).toEqual(['london']);
    expect(fair.marketData.prices).not.toContain(1);
    expect(fair.marketData.prices).not.toContain(99999);
    expect(verdicts[0]!.percentOff).toBe(30);
    expect(verdicts[1]!.percentOff).toBe(13);
    expect(fair.percentOff).toBeNull();
    expect(verdicts[4]!.recommendations.reason).toMatch(/well above the market: 59% above the £201 that 10 similar listings go for/);
    // Bicycles have no measured calibration: tight comparables earn 'Medium', never 'High'.
    expect(confidenceBand(fair.confidence)).toBe('medium');
    expect(fair.interval!.low).toBeLessThan(200);
    expect(fair.interval!.high).toBeGreaterThan(200);
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
    expect(analysis.recommendations.reason).toMatch(/^10 similar listings go for about £201 \(most £\d+–£\d+\)\.$/);
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
    const studio = {
      title: 'Studio flat near the canal',
      description: '',
      category: 'housing',
      subcategory: 'sublets',
      condition: null,
      currency: 'GBP',
      city: 'london',
    };
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
  it('classifies ratios and turns spread and evidence into a raw probability of being within ±20%', () => {
    expect(classifyRatio(0.6)).toBe('excellent_deal');
    expect(classifyRatio(1)).toBe('fair_price');
    expect(classifyRatio(2)).toBe('significantly_overpriced');
    expect(rawConfidenceOf({ samples: 0, spread: 0.1 })).toBe(0);
    expect(rawConfidenceOf({ samples: 3, spread: 0.5 })).toBeLessThan(0.3);
    expect(rawConfidenceOf({ samples: 60, spread: 0.05 })).toBeGreaterThan(0.99);
    // More comparables, or tighter ones, never lower it.
    expect(rawConfidenceOf({ samples: 50, spread: 0.2 })).toBeGreaterThan(rawConfidenceOf({ samples: 5, spread: 0.2 }));
    expect(rawConfidenceOf({ samples: 20, spread: 0.1 })).toBeGreaterThan(rawConfidenceOf({ samples: 20, spread: 0.3 }));
  });
});

describe('stored verdicts and deal badges', () => {
  it('keeps the verdict on the listing for cards, badge only for confident deals', async () => {
    const { refreshPriceVerdict, fillMissingPriceVerdicts } = await import('./price-verdicts');
    const { dealBadgeOf } = await import('./deal-badge');
    const { findListings } = await import('../listings/find-listings');
    const { listingFiltersSchema } = await import('../listings/listing-schemas');
    const input = listingInputSchema.parse(
      buildListingInput({
        title: 'Road bike, aluminium frame',
        price: '120',
        city: 'london',
        category: 'for-sale',
        subcategory: 'bicycles',
        condition: 'good',
      }),
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
      buildListingInput({
        title: 'Road bike, aluminium frame',
        price: '125',
        city: 'london',
        category: 'for-sale',
        subcategory: 'bicycles',
        condition: 'good',
      }),
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

async function estimated(subject: PriceSubject): Promise<PriceEstimate> {
  const result = await estimatePrice(database.db, subject);
  if (result.estimate === null) throw new Error(`No estimate: ${result.samples} comparables`);
  return result;
}

/** Asking prices of a well-behaved used-car market: 12 % a year, less with mileage. */
const golfPrice = (year: number, km: number) => Math.round((18_000 * 0.88 ** (2020 - year) * ((60_000 + 10_000) / (km + 10_000)) ** 0.2) / 10) * 10;

async function addCar(options: { title: string; price: number; year: number; km: number; make?: string; model?: string; city?: string }) {
  sellers += 1;
  const input = listingInputSchema.parse(
    buildListingInput({
      title: options.title,
      description: `${options.year}, ${options.km} km, manual, petrol. Runs well, two keys.`,
      price: String(options.price),
      city: options.city ?? 'berlin',
      category: 'for-sale',
      subcategory: 'cars-trucks',
      condition: 'good',
      attributes: { make: options.make ?? 'Volkswagen', model: options.model ?? 'Golf', year: options.year, mileage: options.km, mileageUnit: 'km' },
    }),
  );
  return createListing(database.db, { input, userId: `car-seller-${sellers}` });
}

const golf = (year: number, km: number, price: number | null): PriceSubject => ({
  title: `VW Golf ${year}`,
  description: `${year}, ${km} km`,
  category: 'for-sale',
  subcategory: 'cars-trucks',
  condition: 'good',
  currency: 'EUR',
  city: 'berlin',
  countryCode: 'DE',
  price: price === null ? null : String(price),
  attributes: { make: 'Volkswagen', model: 'Golf', year, mileage: km, mileageUnit: 'km', mileageKm: km },
});

describe('vehicles: comparables matched on make and model, adjusted for year and mileage', () => {
  beforeAll(async () => {
    // A skewed market: mostly old Golfs, few recent ones.
    const pool: [number, number][] = [
      [2006, 190_000],
      [2006, 160_000],
      [2007, 170_000],
      [2007, 150_000],
      [2007, 200_000],
      [2008, 140_000],
      [2008, 160_000],
      [2008, 120_000],
      [2009, 150_000],
      [2009, 130_000],
      [2010, 110_000],
      [2010, 140_000],
      [2011, 120_000],
      [2012, 90_000],
      [2016, 60_000],
      [2017, 40_000],
      [2018, 30_000],
    ];
    for (const [year, km] of pool) await addCar({ title: `Volkswagen Golf ${year}`, price: golfPrice(year, km), year, km });
    // Junk asking prices on the same model, and another model at other prices.
    await addCar({ title: 'Volkswagen Golf, price on request', price: 1, year: 2012, km: 100_000 });
    await addCar({ title: 'Volkswagen Golf TOP!!!', price: 123_456, year: 2012, km: 100_000 });
    await addCar({ title: 'VW Golf swap', price: 12_345_678, year: 2011, km: 100_000 });
    for (const year of [2010, 2012, 2014])
      await addCar({ title: `Volkswagen Polo ${year}`, model: 'Polo', price: golfPrice(year, 100_000) * 0.6, year, km: 100_000 });
    // A rare make with three ads, in a city of its own currency.
    for (const year of [2010, 2011, 2012])
      await addCar({ title: `Lada Niva ${year}`, make: 'Lada', model: 'Niva', price: 5000, year, km: 80_000, city: 'zurich' });
  });

  it('carries old comparables over to a recent car instead of averaging them', async () => {
    const estimate = await estimated(golf(2017, 45_000, null));
    const truth = golfPrice(2017, 45_000);
    expect(Math.abs(estimate.estimate - truth) / truth).toBeLessThan(0.1);
    // The plain median of the Golfs' asking prices is less than half of that.
    expect(estimate.adjustedPrices.every((p) => p > truth * 0.6 && p < truth * 1.6)).toBe(true);
    expect(estimate.interval.low).toBeLessThan(estimate.estimate);
    expect(estimate.interval.high).toBeGreaterThan(estimate.estimate);
  });

  it('gives junk asking prices no say, and explains the estimate by the comparables\u2019 facts', async () => {
    const truth = golfPrice(2012, 100_000);
    const analysis = await analysePrice(database.db, golf(2012, 100_000, Math.round(truth * 0.7)));
    expect(Math.abs(analysis.marketAverage! - truth) / truth).toBeLessThan(0.1);
    expect(analysis.status).toBe('excellent_deal');
    expect(analysis.marketData.prices.every((p) => p > truth * 0.5 && p < truth * 2)).toBe(true);
    expect(analysis.explanation).toMatchObject({ family: 'vehicle', make: 'Volkswagen', model: 'Golf' });
    expect(analysis.explanation!.year!.from).toBeGreaterThanOrEqual(2006);
    expect(analysis.recommendations.reason).toMatch(/similar 20\d\d–20\d\d Volkswagen Golfs with [\d,]+–[\d,]+ km/);
  });

  it('reports the evidence its confidence is judged on: how much is the very same model, and which facts were known', async () => {
    const golfEstimate = await estimated(golf(2012, 100_000, null));
    expect(golfEstimate.evidence.sameKind).toBeGreaterThan(0.9);
    // Year and mileage stated, power not.
    expect(golfEstimate.evidence.factsKnown).toBeCloseTo(2 / 3, 5);
    expect(golfEstimate.evidence.samples).toBe(golfEstimate.samples);
    // The confidence is the family's measured calibration of exactly that evidence.
    expect(golfEstimate.confidence).toBe(calibratedConfidence('vehicle', golfEstimate.evidence));
    // Skewed and junk-priced as the market is, the robust mean stays near the truth.
    expect(Math.abs(golfEstimate.estimate - golfPrice(2012, 100_000)) / golfPrice(2012, 100_000)).toBeLessThan(0.1);
  });

  it('reads the facts from the text when a draft has no attributes', async () => {
    const estimate = await estimatePrice(database.db, { ...golf(2012, 100_000, null), attributes: undefined, title: 'VW Golf 2012, 100.000 km' });
    expect(estimate.facts).toMatchObject({ make: 'Volkswagen', model: 'Golf', year: 2012, mileageKm: 100_000 });
    const truth = golfPrice(2012, 100_000);
    expect(Math.abs(estimate.estimate! - truth) / truth).toBeLessThan(0.15);
  });

  it('says there is too little to go on for a make with three ads', async () => {
    const analysis = await analysePrice(database.db, {
      ...golf(2011, 80_000, 5000),
      title: 'Lada Niva 2011',
      city: 'zurich',
      currency: 'CHF',
      countryCode: 'CH',
      attributes: { make: 'Lada', model: 'Niva', year: 2011, mileageKm: 80_000 },
    });
    expect(analysis.status).toBe('insufficient_data');
    expect(analysis.confidence).toBe(0);
    expect(analysis.recommendations.reason).toMatch(/Not enough similar listings yet to judge this price \(\d found\)/);
  });
});

describe('homes: the neighbourhood and the bedrooms decide, the floor area adjusts', () => {
  async function addFlat(options: { neighborhood: string; bedrooms: number; m2: number; price: number; title?: string }) {
    sellers += 1;
    const input = listingInputSchema.parse(
      buildListingInput({
        title: options.title ?? `${options.bedrooms}-bed flat in ${options.neighborhood}, ${options.m2} m² (${sellers})`,
        description: 'Bright, close to the tram.',
        price: String(options.price),
        priceUnit: 'month',
        city: 'dublin',
        neighborhood: options.neighborhood,
        category: 'housing',
        subcategory: 'apartments',
        attributes: { bedrooms: options.bedrooms, floorArea: options.m2, floorAreaUnit: 'm2' },
      }),
    );
    await createListing(database.db, { input, userId: `flat-seller-${sellers}` });
  }
  const flat = (neighborhood: string, bedrooms: number, m2: number): PriceSubject => ({
    title: `${bedrooms}-bed flat`,
    description: '',
    category: 'housing',
    subcategory: 'apartments',
    condition: null,
    currency: 'EUR',
    city: 'dublin',
    countryCode: 'IE',
    neighborhood,
    price: null,
    attributes: { bedrooms, floorArea: m2, floorAreaUnit: 'm2', floorAreaM2: m2 },
  });

  beforeAll(async () => {
    for (const [i, m2] of [55, 60, 62, 65, 70, 58, 66, 72].entries()) {
      await addFlat({ neighborhood: 'Ranelagh', bedrooms: 2, m2, price: Math.round(3000 * (m2 / 64) ** 0.5) + i });
      await addFlat({ neighborhood: 'Tallaght', bedrooms: 2, m2, price: Math.round(1800 * (m2 / 64) ** 0.5) + i });
      await addFlat({ neighborhood: 'Tallaght', bedrooms: 1, m2: m2 - 15, price: Math.round(1500 * ((m2 - 15) / 49) ** 0.5) + i });
    }
    // A junk rent (per week typed as per month) and a placeholder.
    await addFlat({ neighborhood: 'Ranelagh', bedrooms: 2, m2: 64, price: 700 });
    await addFlat({ neighborhood: 'Ranelagh', bedrooms: 2, m2: 64, price: 1 });
  });

  it('prices a flat by its own neighbourhood, not the city’s average', async () => {
    const [ranelagh, tallaght] = await Promise.all([estimated(flat('Ranelagh', 2, 64)), estimated(flat('Tallaght', 2, 64))]);
    expect(Math.abs(ranelagh.estimate - 3000) / 3000).toBeLessThan(0.08);
    expect(Math.abs(tallaght.estimate - 1800) / 1800).toBeLessThan(0.08);
    expect(ranelagh.explanation).toMatchObject({ family: 'home', neighborhood: 'Ranelagh', bedrooms: { from: 2, to: 2 } });
    // Tight comparables, plenty of them: the estimator is sure of itself.
    expect(ranelagh.rawConfidence).toBeGreaterThan(0.9);
  });

  it('adjusts for floor area, and names the range in the seller’s unit', async () => {
    const [small, large] = await Promise.all([estimated(flat('Ranelagh', 2, 50)), estimated(flat('Ranelagh', 2, 80))]);
    expect(large.estimate).toBeGreaterThan(small.estimate * 1.1);
    const analysis = await analysePrice(database.db, { ...flat('Ranelagh', 2, 64), price: '3000' });
    expect(analysis.status).toBe('fair_price');
    expect(analysis.recommendations.reason).toMatch(/similar 2-bedroom homes of \d+–\d+ m² in Ranelagh go for about €3,0\d\d/);
  });
});
