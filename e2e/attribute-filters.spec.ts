import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, screenshot, test, uniqueWord, type ListingOverrides } from './fixtures';

/**
 * A category's own filters (issue "Category attributes"): on the cars and flats pages of
 * London the sidebar (the sheet on a phone) asks for years, mileage in miles and
 * bedrooms; Apply writes them to the URL, only matching cards remain, and the cards say
 * their key facts in London's units. At 1366 px and at 390 px.
 */
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

test.beforeEach(async ({ page }, info) => {
  await page.setViewportSize(info.project.name === 'phone' ? SIZES.phone : SIZES.desktop);
});

/** The filter form as a person reaches it: the sidebar on a wide screen, the Filters sheet on a phone. */
async function openFilters(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('complementary', { name: 'Filter Results' });
  await page.getByTestId('filters-button').click();
  return page.getByTestId('filter-sheet');
}

const cardTitles = (page: Page) => page.getByTestId('listing-card').getByRole('heading');

test('cars and flats are filtered by their facts, and their cards say them @phone', async ({ page, postAsSellers, axe }, info) => {
  test.slow();
  const phone = info.project.name === 'phone';
  const word = uniqueWord('attrs');
  const car = { category: 'for-sale', subcategory: 'cars-trucks', city: 'london', neighborhood: 'Camden', condition: '' } as const;
  const flat = { category: 'housing', subcategory: 'apartments', city: 'london', neighborhood: 'Islington', condition: '' } as const;
  const ads: ListingOverrides[] = [
    {
      ...car,
      title: `Ford Focus ${word}`,
      price: '1900',
      attributes: { make: 'Ford', model: 'Focus', year: 2008, mileage: 110_000, mileageUnit: 'mi', fuel: 'petrol' },
    },
    {
      ...car,
      title: `VW Golf ${word}`,
      price: '6500',
      attributes: { make: 'Volkswagen', model: 'Golf', year: 2012, mileage: 61_000, mileageUnit: 'mi', fuel: 'diesel' },
    },
    {
      ...car,
      title: `Toyota Yaris ${word}`,
      price: '8900',
      attributes: { make: 'Toyota', model: 'Yaris', year: 2016, mileage: 50_000, mileageUnit: 'km', fuel: 'hybrid' },
    },
    { ...flat, title: `Studio flat ${word}`, price: '1400', attributes: { bedrooms: 0, bathrooms: 1, floorArea: 380, floorAreaUnit: 'sqft' } },
    { ...flat, title: `Two-bed flat ${word}`, price: '2300', attributes: { bedrooms: 2, bathrooms: 1, floorArea: 750, floorAreaUnit: 'sqft' } },
    { ...flat, title: `Three-bed flat ${word}`, price: '3200', attributes: { bedrooms: 3, bathrooms: 2, floorArea: 100, floorAreaUnit: 'm2' } },
  ];
  // One ad per seller: alike ads in a burst from one seller are rightly held by screening.
  await postAsSellers(ads, { perSeller: 1 });

  // Cars: from 2010, at most 70,000 miles (London counts in miles).
  await page.goto(`/uk/london/for-sale?subcategory=cars-trucks&q=${word}`);
  await hydrated(page);
  await expect(cardTitles(page)).toHaveCount(3);
  let filters = await openFilters(page, phone);
  await filters.getByLabel('Year from').fill('2010');
  await filters.getByLabel('Max. mileage').fill('70000');
  await expect(filters.getByTestId('attribute-filters')).toContainText('mi');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/uk/london/for-sale\\?subcategory=cars-trucks&q=${word}&yearMin=2010&mileageMax=70000&mileageUnit=mi$`));
  await expect.poll(async () => (await cardTitles(page).allTextContents()).sort()).toEqual([`Toyota Yaris ${word}`, `VW Golf ${word}`]);
  const golf = page.getByTestId('listing-card').filter({ hasText: `VW Golf ${word}` });
  await expect(golf.getByTestId('key-facts')).toHaveText('2012 · 61,000 mi · Diesel');
  // The Yaris was sold in kilometres; London reads it in miles.
  await expect(
    page
      .getByTestId('listing-card')
      .filter({ hasText: `Toyota Yaris ${word}` })
      .getByTestId('key-facts'),
  ).toHaveText('2016 · 31,069 mi · Hybrid');
  await expect(
    page
      .getByRole('button', { name: /Filters/ })
      .or(page.getByRole('heading', { name: /Filter Results/ }))
      .first(),
  ).toContainText('2');
  expect(await axe()).toEqual([]);
  await screenshot(page, `attribute-filters-cars-${info.project.name}`);

  // Flats: at least two bedrooms.
  await page.goto(`/uk/london/housing?subcategory=apartments&q=${word}`);
  await hydrated(page);
  await expect(cardTitles(page)).toHaveCount(3);
  await expect(
    page
      .getByTestId('listing-card')
      .filter({ hasText: `Studio flat ${word}` })
      .getByTestId('key-facts'),
  ).toHaveText('Studio · 1 ba · 380 sq ft');
  filters = await openFilters(page, phone);
  await filters.getByLabel('Bedrooms (at least)').fill('2');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/uk/london/housing\\?subcategory=apartments&q=${word}&bedroomsMin=2$`));
  await expect.poll(async () => (await cardTitles(page).allTextContents()).sort()).toEqual([`Three-bed flat ${word}`, `Two-bed flat ${word}`]);
  await expect(
    page
      .getByTestId('listing-card')
      .filter({ hasText: `Two-bed flat ${word}` })
      .getByTestId('key-facts'),
  ).toHaveText('2 bd · 1 ba · 750 sq ft');
  // 100 m² in square feet, London's way.
  await expect(
    page
      .getByTestId('listing-card')
      .filter({ hasText: `Three-bed flat ${word}` })
      .getByTestId('key-facts'),
  ).toHaveText('3 bd · 2 ba · 1,076 sq ft');
  expect(await axe()).toEqual([]);
  await screenshot(page, `attribute-filters-flats-${info.project.name}`);

  // The filter survives a reload, shown in the form.
  await page.reload();
  await hydrated(page);
  filters = await openFilters(page, phone);
  await expect(filters.getByLabel('Bedrooms (at least)')).toHaveValue('2');
  await screenshot(page, `attribute-filters-form-${info.project.name}`);
});

test('the listing page lists every fact under Details @phone', async ({ page, postListing, axe }, info) => {
  const word = uniqueWord('attrs');
  const { id } = await postListing({
    category: 'for-sale',
    subcategory: 'cars-trucks',
    city: 'london',
    neighborhood: 'Camden',
    condition: '',
    title: `Honda Jazz ${word}`,
    price: '4200',
    attributes: { make: 'Honda', model: 'Jazz', year: 2014, mileage: 48_000, mileageUnit: 'mi', fuel: 'petrol', transmission: 'automatic' },
  });
  await page.goto(`/uk/london/listing/${id}`);
  await hydrated(page);
  // The page's own facts under the price (similar listings' cards below have theirs).
  await expect(page.getByRole('article').first().getByTestId('key-facts').first()).toHaveText('2014 · 48,000 mi · Petrol · Automatic');
  const details = page.getByTestId('listing-details');
  await expect(details.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(details.locator('[data-fact="make"]')).toHaveText('Honda');
  await expect(details.locator('[data-fact="mileage"]')).toHaveText('48,000 mi');
  await expect(details.locator('[data-fact="transmission"]')).toHaveText('Automatic');
  expect(await axe()).toEqual([]);
  await screenshot(page, `attribute-details-${info.project.name}`);
});
