import { expect, hydrated, markDocument, resultsCount, sameDocument, test } from './fixtures';

/** Every route of SPEC section 2 answers with server-rendered content, then hydrates. */

test('the global home lists demo listings and opens one without a full reload', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Marketplace Listings' })).toBeVisible();
  await expect(page.getByText('BETA DEVELOPMENT')).toBeVisible();
  expect(await resultsCount(page)).toBeGreaterThanOrEqual(300);
  const cards = page.getByTestId('listing-card');
  await expect(cards).toHaveCount(24);

  // After hydration, clicking a card is a client-side navigation: the marker survives.
  await hydrated(page);
  await markDocument(page);
  const title = (await cards.first().getByRole('heading').textContent()) ?? '';
  await cards.first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  // The newest ad may be any city's (other tests post in Berlin or Tokyo): its page speaks the city's language.
  await expect(page.getByTestId('safety-note')).toBeVisible();
});

test('a city home shows its city, currency and only its listings', async ({ page }) => {
  const response = await page.goto('/us/newyork');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('city-banner')).toHaveText('Showing results for New York, United States');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  const prices = await page.getByTestId('listing-card').getByTestId('card-price').allTextContents();
  expect(prices.some((price) => price.startsWith('$') || price === 'Free')).toBe(true);
  await page.screenshot({ path: 'test-results/screens/city-home-desktop.png', fullPage: false });
});

test('a city home renders in the server HTML before any script runs', async ({ request }) => {
  const response = await request.get('/uk/london');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Showing results for London, United Kingdom');
  expect(html).toContain('<html lang="en"');
  expect(html).toMatch(/£[\d,]+/);
  const berlin = await (await request.get('/de/berlin')).text();
  expect(berlin).toContain('<html lang="de"');
  expect(berlin).toMatch(/[\d.]+\s€/);
});

test('a city under the wrong country redirects to its own path', async ({ request }) => {
  const response = await request.get('/uk/newyork', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/us/newyork');
});

test('the listing page works at both paths and 404s for unknown listings', async ({ page, postListing }) => {
  const contactEmail = `hooks-${Date.now()}@example.com`;
  const { id, body } = await postListing({ city: 'london', title: 'Brass coat hooks, set of six', contactEmail });
  const listing = { id, title: body.title };
  for (const path of [`/listing/${listing.id}`, `/uk/london/listing/${listing.id}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
    // The seller's address is never in the page: buyers write through Cityboard's messages.
    expect(await page.content()).not.toMatch(/mailto:/);
    expect(await page.content()).not.toContain(contactEmail);
    const contact = page.getByRole('button', { name: 'Message seller' });
    await hydrated(contact);
    await contact.click();
    await expect(page.getByRole('dialog', { name: 'Message the seller' })).toBeVisible();
    expect(await page.content()).not.toContain(contactEmail);
  }
  const missing = await page.goto('/listing/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
  await expect(page.getByText("The listing you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
});

test('category landing pages exist for every category, globally and per city', async ({ page }) => {
  for (const slug of ['jobs', 'housing', 'for-sale', 'services', 'community', 'gigs']) {
    const response = await page.goto(`/${slug}`);
    expect(response?.status(), slug).toBe(200);
  }
  await page.goto('/au/melbourne/housing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Housing in Melbourne');
  await expect(page.getByRole('link', { name: 'Apartments', exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'This market in figures' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText(/population \d+\.\d million/)).toBeVisible();
  expect((await page.goto('/au/melbourne/weapons'))?.status()).toBe(404);
});

test('Victoria pages go from state to suburb', async ({ page }) => {
  await page.goto('/au/victoria');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Victoria');
  await expect(page.getByTestId('victoria-level')).toHaveText('State');
  await expect(page.getByText('All prices shown in AUD ($)')).toBeVisible();
  await page.getByRole('link', { name: 'Surf Coast' }).first().click();
  await expect(page).toHaveURL(/\/au\/victoria\/surf-coast$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Surf Coast');
  await expect(page.getByText('Explore the Surf Coast region')).toBeVisible();
  await page.getByRole('navigation', { name: 'Places in this area' }).getByRole('link').first().click();
  await expect(page.getByTestId('victoria-level')).toHaveText('City/Town');
  await page.getByRole('navigation', { name: 'Places in this area' }).getByRole('link').first().click();
  await expect(page.getByTestId('victoria-level')).toHaveText('Suburb');
  await expect(page.getByText(/^Local classifieds in /)).toBeVisible();
  expect((await page.goto('/au/victoria/narnia'))?.status()).toBe(404);
});

test('unknown routes answer 404 Page Not Found', async ({ page }) => {
  for (const path of ['/no/such/page/here', '/us/atlantis', '/totally-unknown']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  }
});

test('searching from the header filters the listings @phone', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const search = page.getByRole('combobox', { name: 'Search marketplace' });
  await search.fill('apartment');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=apartment/);
  await expect(page.getByText('Results for “apartment”')).toBeVisible();
  const titles = await page.getByTestId('listing-card').getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  await page.screenshot({ path: `test-results/screens/search-${test.info().project.name}.png` });
});

test('load more continues with the next page of listings', async ({ page }) => {
  const hrefs = () => page.getByTestId('listing-card').locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await page.goto('/');
  const first = await hrefs();
  expect(first).toHaveLength(24);
  // Before the script runs "Load more" is a link to ?cursor=; after, a button that appends.
  // (Reaching the button also brings the last card into view, which loads the next page
  // by itself, so more than one page may arrive.)
  await hydrated(page);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(async () => (await hrefs()).length).toBeGreaterThanOrEqual(48);
  const all = await hrefs();
  expect(all.slice(0, 24)).toEqual(first);
  expect(new Set(all).size).toBe(all.length);
});
