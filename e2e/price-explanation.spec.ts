import { buildListingInput } from '../src/demo/listing-factory';
import { cityPath } from '../src/domain/geo/city-path';
import { findCity } from '../src/domain/geo/find-city';
import type { PriceAnalysis } from '../src/domain/pricing/analyse-price';
import { createI18n } from '../src/i18n/i18n';
import english from '../src/i18n/locales/en.json' with { type: 'json' };
import { expect, screenshot, test, type ListingOverrides } from './fixtures';

/**
 * The price check names what it compared (ADR 016): a used car's page lists the
 * comparables' make and model, years and mileage. Oslo prices in NOK and the demo data
 * has no NOK city, so every comparable is one this spec posts.
 */
const CITY = findCity('oslo')!;
const { t } = createI18n('en', english);

const car = (year: number, km: number, price: number): ListingOverrides => ({
  title: `Volkswagen Golf ${year}, ${km} km`,
  description: `Manual, petrol, ${km} km, service history, two keys.`,
  city: CITY.subdomain,
  category: 'for-sale',
  subcategory: 'cars-trucks',
  price: String(price),
  condition: 'good',
  priceNegotiable: false,
  attributes: { make: 'Volkswagen', model: 'Golf', year, mileage: km, mileageUnit: 'km' },
});

test('a used car’s price check names the years and mileage of the cars it was compared with', async ({
  page,
  request,
  postListing,
  postAsSellers,
}) => {
  test.slow();
  const market: [number, number, number][] = [
    [2010, 140_000, 72_000],
    [2011, 120_000, 80_000],
    [2011, 130_000, 78_000],
    [2012, 100_000, 90_000],
    [2012, 110_000, 88_000],
    [2013, 90_000, 99_000],
    [2013, 80_000, 102_000],
    [2014, 70_000, 112_000],
  ];
  await postAsSellers(
    market.map(([year, km, price]) => car(year, km, price)),
    { perSeller: 4 },
  );
  const { id } = await postListing(buildListingInput(car(2012, 105_000, 80_000)));
  const answer = await request.get(`/api/listings/${id}/price-analysis`);
  expect(answer.status()).toBe(200);
  const analysis = (await answer.json()) as PriceAnalysis;
  expect(analysis.explanation).toMatchObject({ family: 'vehicle', make: 'Volkswagen', model: 'Golf' });
  expect(analysis.recommendations.reason).toMatch(/similar 20\d\d–20\d\d Volkswagen Golfs with [\d,]+–[\d,]+ km/);

  await page.goto(`${cityPath(CITY)}/listing/${id}?lang=en`);
  const explanation = page.getByTestId('price-analysis').getByTestId('price-explanation');
  await expect(explanation).toContainText('Volkswagen Golf');
  await expect(explanation).toContainText(`${t('attributes.fields.year')}: 20`);
  // Numbers as Oslo writes them: "80 000–130 000 km" (a narrow no-break space between thousands).
  await expect(explanation).toContainText(new RegExp(`${t('attributes.fields.mileage')}: \\d[\\d\\s]*–\\d[\\d\\s]* km`));
  await page.getByTestId('price-analysis').scrollIntoViewIfNeeded();
  await screenshot(page, 'price-explanation');
});
