import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, markDocument, resultsCount, sameDocument, test, uniqueWord, type ListingOverrides } from './fixtures';

/**
 * The browse pages (SPEC section 2: home, Victoria, category landing) driven through
 * their controls: hero search, category bar, filters and results. Cards, banners, the
 * footer and its pages, Victoria and category pages: browse-pages.spec.ts.
 */

const PHONE = { width: 390, height: 844 };

function cards(page: Page) {
  return page.getByTestId('listing-card');
}

async function cardHrefs(page: Page): Promise<string[]> {
  return cards(page)
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/**
 * Resolves once an IntersectionObserver of the test's own reports the element on screen,
 * a frame later: by then every other observer of it in the page has been told too.
 */
async function seenOnScreen(element: Locator) {
  await element.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(resolve, 0));
        });
        observer.observe(target);
      }),
  );
}

/** Card prices as numbers ('Free' is 0); cards without a price are left out. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).getByTestId('card-price').allTextContents();
  return texts.map((text) => (text === 'Free' ? 0 : Number(text.replace(/[^\d.]/g, ''))));
}

test.describe('hero search', () => {
  // Blank text, trimming and the chips' order are component tests (hero-search.test.tsx).
  test('sets ?q= on submit without reloading and remembers the search as a chip', async ({ page }) => {
    await page.goto('/us/newyork');
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search listings' });
    await expect(box).toHaveAttribute('placeholder', 'Search for cars, apartments, jobs, services...');
    await markDocument(page);
    await box.fill('sofa');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/us\/newyork\?q=sofa$/);
    await expect(page.getByText('Results for “sofa”')).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('sofa');
    // The search is remembered as a recent-search chip (shared with the top bar's list), and runs again from it.
    const recent = page.getByRole('navigation', { name: 'Your recent searches' });
    await expect(recent.getByRole('link', { name: 'sofa' })).toBeVisible();
    await page.goto('/');
    await hydrated(page);
    await recent.getByRole('link', { name: 'sofa' }).click();
    await expect(page).toHaveURL(/\/\?q=sofa$/);
    await expect(page.getByText('Results for “sofa”')).toBeVisible();
  });

  test('quick searches, labelled as examples, run a search', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // SPEC's fixed quick searches are examples, not what people searched for.
    const quick = page.getByRole('navigation', { name: 'Example searches' });
    await expect(quick).toContainText('For example:');
    await expect(quick).not.toContainText('Popular');
    for (const term of ['iPhone', 'Apartment', 'Car', 'Job', 'Furniture']) {
      await expect(quick.getByRole('link', { name: term, exact: true })).toBeVisible();
    }
    await quick.getByRole('link', { name: 'Apartment', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=Apartment/);
    await expect(page.getByText('Results for “Apartment”')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('Apartment');
  });
});

test.describe('category bar', () => {
  test('desktop grid filters by category and subcategory, each tile counting what it shows', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await hydrated(page);
    const bar = page.getByRole('region', { name: 'Browse by category' });
    await expect(bar.getByRole('listitem')).toHaveCount(19);
    await expect(page.getByTestId('category-wanted')).toBeVisible();
    await expect(page.getByTestId('category-all')).toHaveAttribute('aria-current', 'true');
    // Other tests post all the time: a tile and the results total are compared on one page's data.
    const tileCount = async (slug: string) => Number(((await page.getByTestId(`category-${slug}`).locator('span').last().textContent()) ?? '').replace(/,/g, ''));
    const tileAgreesWithResults = async (slug: string) => {
      const [tile, results] = [await tileCount(slug), await resultsCount(page)];
      return tile > 0 && tile === results;
    };
    await expect.poll(() => tileAgreesWithResults('all')).toBe(true);

    const housing = page.getByTestId('category-housing');
    await housing.click();
    await expect(page).toHaveURL(/\?category=housing$/);
    await expect(housing).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => tileAgreesWithResults('housing')).toBe(true);

    await page.getByTestId('category-cars').click();
    await expect(page).toHaveURL(/category=for-sale&subcategory=cars-trucks/);
    await expect(page.getByTestId('category-cars')).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('category-all').click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => tileAgreesWithResults('all')).toBe(true);
  });

  test('every category sits in one row that scrolls sideways, with whole labels and counts', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('category-cars')).toHaveText('Cars & Vehicles', { useInnerText: true });
    await expect(page.getByTestId('category-housing')).toHaveText(/^Housing\s*\d+$/, { useInnerText: true });
    await expect(page.getByTestId('category-all')).toHaveText(/^All Categories\s*\d+$/, { useInnerText: true });
    const row = page.getByTestId('category-row');
    // One line of chips, wider than the screen: the row scrolls to the last one.
    const lines = await row.getByRole('link').evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);
    expect(lines).toBe(1);
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(page.getByTestId('category-wanted')).not.toBeInViewport();
    await page.getByTestId('category-wanted').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('category-wanted')).toBeInViewport();
  });

  test('phones scroll the same row; choosing a category clears the subcategory @phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/?category=for-sale&subcategory=cars-trucks');
    await hydrated(page);
    await expect(page.getByTestId('category-cars')).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('category-housing').click();
    await expect(page).toHaveURL(/\/\?category=housing$/);
    await expect(page.getByTestId('category-housing')).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('category-all').click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('filters', () => {
  // Validation, repeated conditions and the country resetting the region are component tests (filter-sidebar.test.tsx).
  test('applied through the sidebar they land in the URL, filter the results and survive a reload', async ({ page, postListing }) => {
    // Four ads of this test's own in New York, found by a word nobody else uses.
    const word = uniqueWord();
    const wanted: ListingOverrides[] = [
      { title: `Teak side table ${word}`, price: '50', condition: 'excellent' },
      { title: `Walnut bookcase ${word}`, price: '900', condition: 'good' },
    ];
    const others: ListingOverrides[] = [
      { title: `Oak wardrobe ${word}`, price: '2000', condition: 'good' },
      { title: `Pine stool ${word}`, price: '100', condition: 'fair' },
    ];
    for (const ad of [...wanted, ...others]) {
      await postListing({ ...ad, city: 'newyork' });
    }
    await page.goto(`/us/newyork?q=${word}`);
    await hydrated(page);
    expect(await resultsCount(page)).toBe(4);
    const sidebar = page.getByRole('complementary', { name: 'Filter Results' });
    await sidebar.getByLabel('Minimum price').fill('10');
    await sidebar.getByLabel('Maximum price').fill('1500.5');
    await sidebar.getByLabel('Excellent', { exact: true }).check();
    await sidebar.getByLabel('Good', { exact: true }).check();
    await sidebar.getByLabel('Posted').selectOption('month');
    await sidebar.getByLabel('Country').selectOption('US');
    await sidebar.getByLabel('Region').selectOption('new-york');
    await sidebar.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/us/newyork\\?q=${word}&priceMin=10&priceMax=1500\\.5&condition=excellent&condition=good&postedDate=month&country=US&region=new-york$`),
    );
    const titles = page.getByTestId('listing-card').getByRole('heading');
    await expect.poll(async () => (await titles.allTextContents()).sort()).toEqual(wanted.map((ad) => ad.title!).sort());
    expect(await resultsCount(page)).toBe(2);

    await page.reload();
    await hydrated(page);
    await expect(sidebar.getByLabel('Minimum price')).toHaveValue('10');
    await expect(sidebar.getByLabel('Maximum price')).toHaveValue('1500.5');
    await expect(sidebar.getByLabel('Excellent', { exact: true })).toBeChecked();
    await expect(sidebar.getByLabel('Good', { exact: true })).toBeChecked();
    await expect(sidebar.getByLabel('New', { exact: true })).not.toBeChecked();
    await expect(sidebar.getByLabel('Posted')).toHaveValue('month');
    await expect(sidebar.getByLabel('Country')).toHaveValue('US');
    await expect(sidebar.getByLabel('Region')).toHaveValue('new-york');
    await expect(titles).toHaveCount(2);

    // Reset clears the filters and keeps the search.
    await sidebar.getByRole('link', { name: 'Reset' }).click();
    await expect(page).toHaveURL(new RegExp(`/us/newyork\\?q=${word}$`));
    await expect(titles).toHaveCount(4);
    await expect(sidebar.getByLabel('Minimum price')).toHaveValue('');
  });

  test('on phones the filters open as a sheet from the Filters button @phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('complementary', { name: 'Filter Results' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter Results' });
    await sheet.getByLabel('Maximum price').fill('50');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\?priceMax=50$/);
    await expect(sheet).toBeHidden();
  });

  test('sorting by price orders the cards', async ({ page }) => {
    await page.goto('/us/newyork');
    await hydrated(page);
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/\?sort=price_asc$/);
    await expect.poll(async () => {
      const prices = await cardPrices(page);
      return prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
    }).toBe(true);
  });
});

test.describe('results', () => {
  test('infinite scroll appends the next page without duplicates', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const first = await cardHrefs(page);
    expect(first).toHaveLength(24);
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(48);
    const all = await cardHrefs(page);
    expect(all.slice(0, 24)).toEqual(first);
    expect(new Set(all).size).toBe(48);
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(72);
    expect(new Set(await cardHrefs(page)).size).toBe(72);
  });

  test('scrolling loads four pages, then Load more takes over so the footer can be reached', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    for (const count of [48, 72, 96]) {
      await cards(page).last().scrollIntoViewIfNeeded();
      await expect(cards(page)).toHaveCount(count);
    }
    // Nothing more arrives by itself (the demo data has pages to spare): once an observer of
    // our own has seen the last card, the list's observer has had its chance to ask for more.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/listings') asked.push(request.url());
    });
    await cards(page).last().scrollIntoViewIfNeeded();
    await seenOnScreen(cards(page).last());
    expect(asked).toEqual([]);
    await expect(cards(page)).toHaveCount(96);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(120);
    expect(new Set(await cardHrefs(page)).size).toBe(120);
    // The footer stays put under the pointer.
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('a failed page shows the error and can be retried', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.route('**/api/listings?**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(page.getByText('Failed to load listings. Please try again.')).toBeVisible();
    await page.unroute('**/api/listings?**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page)).toHaveCount(48);
  });

  test('shows 6 skeleton cards while a new list loads, and the error when loading fails', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith('.data'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByTestId('category-jobs').click();
    await expect(page.getByTestId('listing-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByTestId('listing-skeleton')).toHaveCount(0);
    await expect(page).toHaveURL(/category=jobs/);

    await page.unroute((url) => url.pathname.endsWith('.data'));
    await page.route(
      (url) => url.pathname.endsWith('.data'),
      (route) => route.fulfill({ status: 500, body: 'down' }),
    );
    await page.getByTestId('category-housing').click();
    await expect(page.getByText('Failed to load listings. Please try again.')).toBeVisible();
  });

  test('empty results say so, with the regional variant on Victoria pages', async ({ page }) => {
    await page.goto('/?q=zzxqqvvj');
    await expect(page.getByText('No listings found', { exact: true })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or browse different categories.')).toBeVisible();
    await expect(page.getByTestId('results-count')).toHaveText('Showing 0 screened listings');
    await page.goto('/au/victoria?q=zzxqqvvj');
    await expect(page.getByText('No listings found. Be the first to post in this area!')).toBeVisible();
  });

  test('before the script runs, Load more is a link to the next page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const more = page.getByRole('link', { name: 'Load more' });
    await expect(more).toHaveAttribute('href', /^\/\?cursor=/);
    await expect(page.getByText('Marketplace Listings')).toBeVisible();
    await expect(page.getByText('Email-confirmed sellers only')).toBeVisible();
    await context.close();
  });
});
