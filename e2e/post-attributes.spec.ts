import type { Locator, Page } from '@playwright/test';
import { expect, field, fillPostAd, openPostAd, postAdButton, screenshot, test, type PostAdValues } from './fixtures';

/**
 * The Details of the Post New Ad form (category attributes): the chosen subcategory's
 * fields, filled from the title and description as the seller types ("2012 Golf,
 * 98,000 km"), never over what the seller set, in the city's units; posted as the
 * seller's and shown again when the ad is edited. The cards and filters that show them
 * have their own journey.
 */

interface Created {
  id: string;
  manageUrl: string;
}

interface StoredListing {
  attributes: Record<string, unknown>;
  attributesSource: string | null;
}

const details = (dialog: Locator) => dialog.getByTestId('attribute-fields');

/** Posts the open form; answers the new ad's id and management link, and the attributes sent. */
async function post(page: Page, dialog: Locator): Promise<Created & { sent: Record<string, unknown> }> {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/listings') && r.request().method() === 'POST');
  await postAdButton(dialog).click();
  const answered = await response;
  expect(answered.status()).toBe(201);
  const sent = (answered.request().postDataJSON() as { attributes: Record<string, unknown> }).attributes;
  await expect(dialog).toBeHidden();
  return { ...((await answered.json()) as Created), sent };
}

/** The ad as its seller reads it back (whatever screening decided about its visibility). */
async function stored(page: Page, created: Created): Promise<StoredListing> {
  const token = created.manageUrl.split('/').pop()!;
  const response = await page.request.get(`/api/listings/${created.id}/manage`, { headers: { 'X-Manage-Token': token } });
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredListing;
}

const size = () => (test.info().project.name === 'phone' ? '390' : '1366');

test('a car on a German city site: typed text fills make, model, year and mileage in km; the seller’s own values win @phone', async ({
  page,
  axe,
}) => {
  const dialog = await openPostAd(page, '/de/berlin?lang=en&post=1');
  const car: PostAdValues = {
    category: 'for-sale',
    subcategory: 'cars-trucks',
    title: '2012 Golf, 98,000 km',
    price: '8900',
    description: 'Full service history, new brakes, winter tyres included.',
    neighborhood: 'Prenzlauer Berg',
    condition: 'good',
    contactEmail: 'golf.seller@example.com',
  };
  await fillPostAd(dialog, car);

  // Filled from the text, each marked for the seller to check.
  const section = details(dialog);
  await expect(field(section, 'Make')).toHaveValue('Volkswagen');
  await expect(field(section, 'Model')).toHaveValue('Golf');
  await expect(field(section, 'Year')).toHaveValue('2012');
  await expect(field(section, 'Mileage')).toHaveValue('98000');
  await expect(field(section, 'Mileage unit')).toHaveValue('km');
  await expect(field(section, 'Make')).toHaveAccessibleDescription('Filled in from your text: please check');
  await expect(section.getByText('Filled in from your text: please check')).toHaveCount(4);
  // Makes are suggested from the list, and models of the chosen make.
  await expect(section.locator('datalist option[value="Volkswagen"]')).toHaveCount(1);
  await expect(section.locator('datalist option[value="Passat"]')).toHaveCount(1);

  // The seller corrects the year: it is theirs now, and more text does not change it back.
  await field(section, 'Year').fill('2013');
  await expect(field(section, 'Year')).not.toHaveAccessibleDescription(/Filled in from your text/);
  await field(dialog, 'Description').fill('Full service history, new brakes, winter tyres included. Built 2012, diesel.');
  await expect(field(section, 'Fuel')).toHaveValue('diesel');
  await expect(field(section, 'Year')).toHaveValue('2013');
  await field(section, 'Fuel').selectOption('diesel');
  await field(section, 'Transmission').selectOption('automatic');
  await expect(field(section, 'Fuel')).not.toHaveAccessibleDescription(/Filled in from your text/);

  expect(await axe('[data-testid="post-ad-dialog"]')).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, `post-attributes-car-${size()}`);

  const created = await post(page, dialog);
  expect(created.sent).toEqual({
    make: 'Volkswagen',
    model: 'Golf',
    year: '2013',
    mileage: '98000',
    mileageUnit: 'km',
    fuel: 'diesel',
    transmission: 'automatic',
  });
  const listing = await stored(page, created);
  expect(listing.attributesSource).toBe('seller');
  expect(listing.attributes).toEqual({
    make: 'Volkswagen',
    model: 'Golf',
    year: 2013,
    mileage: 98000,
    mileageUnit: 'km',
    mileageKm: 98000,
    fuel: 'diesel',
    transmission: 'automatic',
  });

  // Editing shows the details as the seller's (no notes) and saves a change to one.
  await page.goto(`${new URL(created.manageUrl, page.url()).pathname}?lang=en`);
  const edit = page.getByTestId('attribute-fields');
  await expect(field(edit, 'Year')).toHaveValue('2013');
  await expect(field(edit, 'Transmission')).toHaveValue('automatic');
  await expect(edit.getByText('Filled in from your text: please check')).toHaveCount(0);
  // An English page of a German city writes numbers as the city does (CLDR's en-DE: "99.500"),
  // the way it shows prices; the form reads what is typed the same way.
  await field(edit, 'Mileage').fill('99.500');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/listings/${created.id}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect.poll(async () => (await stored(page, created)).attributes).toMatchObject({ mileage: 99500, mileageKm: 99500, year: 2013 });
});

test('a flat on a US city site: floor area in sq ft, yes/no answers, and an error shown at its field @phone', async ({ page, axe }) => {
  const dialog = await openPostAd(page, '/us/newyork?post=1');
  const flat: PostAdValues = {
    category: 'housing',
    subcategory: 'apartments',
    title: 'Sunny apartment near the park',
    price: '2400',
    description: 'Quiet street, two minutes from the subway. Laundry in the building.',
    neighborhood: 'Park Slope',
    contactEmail: 'flat.owner@example.com',
  };
  await fillPostAd(dialog, flat);
  const section = details(dialog);
  // The flat's fields, with New York's unit for floor area; no car fields.
  await expect(field(section, 'Floor area unit')).toHaveValue('sqft');
  await expect(field(section, 'Floor area unit').locator('option:checked')).toHaveText('sq ft');
  await expect(field(section, 'Make')).toHaveCount(0);
  await expect(section.getByText('Filled in from your text: please check')).toHaveCount(0);

  await field(section, 'Bedrooms').fill('2.5');
  await field(section, 'Bathrooms').fill('1.5');
  await field(section, 'Floor area').fill('850');
  await field(section, 'Furnished').selectOption({ label: 'Yes' });
  await field(section, 'Pets allowed').selectOption({ label: 'No' });

  // Checked with the API's own rule, shown at the field; nothing typed is lost.
  await postAdButton(dialog).click();
  const error = section.getByTestId('error-attributes-bedrooms');
  await expect(error).toHaveText('Bedrooms must be a whole number between 0 and 30');
  await expect(field(section, 'Bedrooms')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(section, 'Bedrooms')).toHaveAccessibleDescription('Bedrooms must be a whole number between 0 and 30');
  await expect(field(section, 'Floor area')).toHaveValue('850');
  await expect(field(dialog, 'Title')).toHaveValue(flat.title);
  expect(await axe('[data-testid="post-ad-dialog"]')).toEqual([]);
  await error.scrollIntoViewIfNeeded();
  await screenshot(page, `post-attributes-flat-error-${size()}`);

  await field(section, 'Bedrooms').fill('2');
  await expect(error).toHaveCount(0);
  const created = await post(page, dialog);
  expect(created.sent).toEqual({ bedrooms: '2', bathrooms: '1.5', floorArea: '850', floorAreaUnit: 'sqft', furnished: 'true', petsAllowed: 'false' });
  const listing = await stored(page, created);
  expect(listing.attributesSource).toBe('seller');
  expect(listing.attributes).toEqual({
    bedrooms: 2,
    bathrooms: 1.5,
    floorArea: 850,
    floorAreaUnit: 'sqft',
    floorAreaM2: 78.97,
    furnished: true,
    petsAllowed: false,
  });
});

test('details read from the text alone are stored as read from it; switching subcategory keeps them out of the ad @phone', async ({ page }) => {
  const dialog = await openPostAd(page, '/us/newyork?post=1');
  await fillPostAd(dialog, {
    category: 'for-sale',
    subcategory: 'cars-trucks',
    title: 'Ford F-150 2015, 120,000 miles',
    price: '15500',
    description: 'Automatic, petrol, towing package.',
    neighborhood: 'Astoria',
    contactEmail: 'truck.seller@example.com',
  });
  const section = details(dialog);
  await expect(field(section, 'Mileage')).toHaveValue('120000');
  await expect(field(section, 'Mileage unit')).toHaveValue('mi');
  await expect(field(section, 'Transmission')).toHaveValue('automatic');

  // A bicycle has other details; back on cars, the filled-in ones are there again.
  await field(dialog, 'Subcategory').selectOption('bicycles');
  await expect(field(section, 'Bike type')).toBeVisible();
  await expect(field(section, 'Mileage')).toHaveCount(0);
  await field(dialog, 'Subcategory').selectOption('cars-trucks');
  await expect(field(section, 'Make')).toHaveValue('Ford');

  // The seller set none of them: the server reads the same text and says so.
  const created = await post(page, dialog);
  expect(created.sent).toEqual({});
  const listing = await stored(page, created);
  expect(listing.attributesSource).toBe('extracted');
  expect(listing.attributes).toMatchObject({
    make: 'Ford',
    model: 'F-150',
    year: 2015,
    mileage: 120000,
    mileageUnit: 'mi',
    transmission: 'automatic',
    fuel: 'petrol',
  });
});

test('the seller confirms the filled-in details in one go: they are posted as the seller’s @phone', async ({ page }) => {
  const dialog = await openPostAd(page, '/us/chicago?post=1');
  await fillPostAd(dialog, {
    category: 'for-sale',
    subcategory: 'cars-trucks',
    title: 'Honda Civic 2016, 64,000 miles',
    price: '11900',
    description: 'Automatic, petrol, new tyres.',
    neighborhood: 'Logan Square',
    contactEmail: 'civic.seller@example.com',
  });
  const section = details(dialog);
  await expect(field(section, 'Model')).toHaveValue('Civic');
  const confirm = section.getByRole('button', { name: 'Confirm the filled-in details' });
  await confirm.click();
  await expect(section.getByText('Filled in from your text: please check')).toHaveCount(0);
  await expect(confirm).toHaveCount(0);

  const created = await post(page, dialog);
  expect(created.sent).toMatchObject({ make: 'Honda', model: 'Civic', year: '2016', mileage: '64000', mileageUnit: 'mi', transmission: 'automatic' });
  const listing = await stored(page, created);
  expect(listing.attributesSource).toBe('seller');
  expect(listing.attributes).toMatchObject({ make: 'Honda', model: 'Civic', year: 2016, mileage: 64000, mileageUnit: 'mi', mileageKm: 102998 });
});

test('a detail the server refuses is shown at its field, with everything typed kept @phone', async ({ page }) => {
  const dialog = await openPostAd(page, '/us/newyork?post=1');
  await fillPostAd(dialog, {
    category: 'housing',
    subcategory: 'houses',
    title: 'Family house with a garden',
    price: '3100',
    description: 'Three floors, a garage and a big garden.',
    neighborhood: 'Forest Hills',
    contactEmail: 'house.owner@example.com',
  });
  const section = details(dialog);
  await field(section, 'Floor area').fill('2,400');
  const message = 'Floor area must be a number between 1 and 100,000';
  await page.route('**/api/listings', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { message: `attributes.floorArea: ${message}`, errors: [{ field: 'attributes.floorArea', message }] } })
      : route.fallback(),
  );
  await postAdButton(dialog).click();
  await expect(section.getByTestId('error-attributes-floorArea')).toHaveText(message);
  await expect(field(section, 'Floor area')).toBeFocused();
  await expect(field(section, 'Floor area')).toHaveValue('2,400');
  await expect(field(dialog, 'Title')).toHaveValue('Family house with a garden');
});
