import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, markDocument, resultsCount, sameDocument, test, uniqueWord, type ListingOverrides } from './fixtures';

/**
 * The browse pages (SPEC section 2: home, Victoria, category landing) driven through
 * their controls: hero search, category bar, filters, results, favourites, banners,
 * footer and its pages.
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

test.describe('listing cards', () => {
  test('a favourite persists across reloads and is counted in the footer', async ({ page, postListing }) => {
    // Two ads of this test's own, found by a word nobody else uses; the second is saved.
    const word = uniqueWord();
    await postListing({ title: `Brass floor lamp ${word}` });
    const { id } = await postListing({ title: `Brass table lamp ${word}` });
    const search = `/?q=${word}`;
    await page.goto(search);
    await hydrated(page);
    await expect(cards(page)).toHaveCount(2);
    const card = cards(page).filter({ has: page.locator(`a[href$="/${id}"]`) });
    const heart = card.getByRole('button', { name: /^Save to favourites: / });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('favourites-count')).toHaveText('0 favourites saved in this browser');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourites-count')).toHaveText('1 favourite saved in this browser');
    expect(await page.evaluate(() => localStorage.getItem('cityboard:favourites'))).toBe(JSON.stringify([id]));
    // The heart did not open the listing.
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(search);

    await page.reload();
    await hydrated(page);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourites-count')).toHaveText('1 favourite saved in this browser');

    await heart.click();
    await expect(page.getByTestId('favourites-count')).toHaveText('0 favourites saved in this browser');
    expect(await page.evaluate(() => localStorage.getItem('cityboard:favourites'))).toBe('[]');
  });

  test('a city whose language the interface lacks keeps its money ways and speaks the page language', async ({ page, postListing }) => {
    // Stockholm's interface is English (no Swedish messages); kronor stay Swedish.
    await postListing({ city: 'stockholm', title: 'Oak dining table for six', price: '1500', neighborhood: 'Södermalm' });
    await page.goto('/se/stockholm?q=oak%20dining%20table');
    const card = cards(page).filter({ hasText: 'Oak dining table for six' });
    await expect(card.getByTestId('card-price')).toHaveText(/^1\s500\skr$/);
    await expect(card.locator('time')).toHaveText(/ago|now|this minute|minute|hour/);
    await expect(card.locator('time')).not.toHaveText(/sedan|denna/);
  });

  test('cards show a sized image or a placeholder, a price and an age, and open the listing', async ({ page }) => {
    await page.goto('/uk/london');
    const images = cards(page).locator('img');
    expect(await images.count()).toBeGreaterThan(0);
    await expect(images.first()).toHaveAttribute('width', '640');
    await expect(images.first()).toHaveAttribute('height', '480');
    await expect(images.first()).toHaveAttribute('src', /\/card\.webp$/);
    await expect(cards(page).first().locator('time')).toHaveText(/ago|yesterday|now|minute|hour/);
    const prices = await cards(page).getByTestId('card-price').allTextContents();
    expect(prices.every((price) => price === 'Free' || price.startsWith('£'))).toBe(true);
    // Deal badges (only on good or excellent deals) read "{n}% off".
    for (const badge of await page.getByTestId('deal-badge').allTextContents()) expect(badge).toMatch(/^\d+% off$/);
    await hydrated(page);
    const href = await cards(page).first().locator('a').getAttribute('href');
    await cards(page).first().locator('h3').click();
    await expect(page).toHaveURL(href!);
  });
});

test.describe('banners', () => {
  test('no page shows buyers an unlock counter or "Premium Active"', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByText('BETA DEVELOPMENT', { exact: true })).toBeVisible();
    await expect(page.getByText('TESTING PHASE', { exact: true })).toBeVisible();
    await expect(page.getByText('AI scam screening')).toBeVisible();
    const global = (await (await request.get('/api/feature-gate?category=all&city=global')).json()) as { isPaidFeaturesUnlocked: boolean };
    expect(global.isPaidFeaturesUnlocked).toBe(true);
    // Enough listings, but no premium feature can be used yet (payments are not open).
    await expect(page.getByText('Paid features unlocked!')).toHaveCount(0);
    await expect(page.getByText('Premium Active')).toHaveCount(0);

    await page.goto('/us/newyork?category=jobs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('feature-gate')).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Listings towards premium features' })).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('Premium Features is disabled, its tooltip saying what the server says is missing', async ({ page, request }) => {
    // The button speaks for the city's largest category.
    const answer = (await (await request.get('/api/paid-features?category=largest&city=chicago')).json()) as {
      available: boolean;
      message: string;
    };
    expect(answer.available).toBe(false);
    // Where, how many are needed, and how many to go: the same in the server's words and the page's.
    const facts = (text: string | null) => text?.match(/planned for when (.+) reaches (\d+) listings \((\d+) to go\)/)?.slice(1) ?? null;
    expect(facts(answer.message)).not.toBeNull();
    // A city with one page of listings: scrolling to the footer loads no more cards, so it stays put under the pointer.
    await page.goto('/us/chicago');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Premium Features' });
    await expect(button).toBeDisabled();
    await button.hover();
    const tooltip = page.getByRole('tooltip');
    await expect.poll(async () => facts(await tooltip.textContent())).toEqual(facts(answer.message));
    // Keyboard users get the same explanation.
    await page.reload();
    await hydrated(page);
    await expect(tooltip).toHaveCount(0);
    await page.getByRole('button', { name: 'Premium Features' }).focus();
    await expect.poll(async () => facts(await tooltip.textContent())).toEqual(facts(answer.message));
  });

  test('every footer link opens a real page', async ({ page }) => {
    // Seven page loads in a row.
    test.slow();
    const pages = [
      ['Browse Categories', 'Browse Categories', /\/categories$/],
      ['Safety Tips', 'Safety Tips', /\/safety$/],
      ['Help & Support', 'Help & Support', /\/help$/],
      ['Privacy Policy', 'Privacy Policy', /\/privacy$/],
      ['Terms of Service', 'Terms of Service', /\/terms$/],
      ['Cookie Policy', 'Cookie Policy', /\/cookies$/],
      ['AdSense Guidelines', 'Ads policy', /\/ads-policy$/],
    ] as const;
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Post an Ad' })).toHaveAttribute('href', '/?post=1');
    for (const [link, heading, url] of pages) {
      // From the keyboard: on the home, reaching the footer loads more results and moves it.
      await footer.getByRole('link', { name: link }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await expect(page.getByText('AdSense Guidelines').first()).toBeVisible();
  });

  test('footer pages are server-rendered with honest content', async ({ page, request }) => {
    for (const path of ['/safety', '/help', '/privacy', '/terms', '/cookies', '/ads-policy', '/categories']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toMatch(/lorem ipsum/i);
    }
    await page.goto('/privacy');
    // What it says is kept is what is kept: favourites reach the server, per anonymous id.
    await expect(page.getByText(/each heart you tap or untap is also sent to us/)).toBeVisible();
    // The period is the server's own (MESSAGE_RETENTION_DAYS, 365 by default), not a fixed phrase.
    await expect(page.getByText(/is deleted 365 days after its last message/)).toBeVisible();
    await expect(page).toHaveTitle('Privacy Policy | Cityboard');
  });

  test('Browse Categories keeps the city', async ({ page }) => {
    await page.goto('/au/melbourne');
    await hydrated(page);
    // From the keyboard: reaching the footer may load more results, which would move the
    // footer from under a pointer, however many listings the city has.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Browse Categories' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/categories\?city=melbourne$/);
    await page.getByRole('link', { name: 'Housing', exact: true }).click();
    await expect(page).toHaveURL(/\/au\/melbourne\/housing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Housing in Melbourne');
  });
});

test.describe('Victoria and category pages', () => {
  test('Victoria has its heading, level, note, quick regions, value banner, bar, filters and list', async ({ page }) => {
    await page.goto('/au/victoria');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Victoria');
    await expect(page.getByTestId('victoria-level')).toHaveText('State');
    await expect(page.getByText('Browse classifieds across all regions of Victoria, Australia')).toBeVisible();
    await expect(page.getByText('All prices shown in AUD ($)')).toBeVisible();
    const quick = page.getByRole('navigation', { name: 'Popular regions' });
    await expect(quick.getByRole('link')).toHaveText(['Surf Coast', 'Gippsland', 'Goldfields']);
    await expect(page.getByRole('searchbox', { name: 'Search listings' })).toBeVisible();
    await expect(page.getByTestId('category-all')).toBeVisible();
    await expect(page.getByTestId('feature-gate')).toHaveCount(0);
    await expect(page.getByText('AI scam screening')).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Filter Results' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByLabel('Country')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Marketplace Listings' })).toBeVisible();

    await quick.getByRole('link', { name: 'Gippsland' }).click();
    await expect(page).toHaveURL(/\/au\/victoria\/gippsland$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gippsland');
    await expect(page.getByTestId('victoria-level')).toHaveText('Region');
    await expect(page.getByText('Explore the Gippsland region')).toBeVisible();
    await page.getByRole('navigation', { name: 'Places in this area' }).getByRole('link').first().click();
    await expect(page.getByTestId('victoria-level')).toHaveText('City/Town');
    await expect(page.getByText(/^Browse classifieds in /)).toBeVisible();
  });

  test('a category landing page has its city heading, figures, cards and insights', async ({ page }) => {
    await page.goto('/au/melbourne/housing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Housing in Melbourne');
    await expect(page.getByRole('searchbox', { name: 'Search Housing' })).toBeVisible();
    const figures = page.getByRole('list', { name: 'This market in figures' }).getByRole('listitem');
    await expect(figures).toHaveCount(3);
    await expect(figures.first()).toContainText(/new listings? in the last 7 days/);
    await expect(page.getByRole('list', { name: 'Housing subcategories' }).getByRole('link')).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Jobs', exact: true })).toHaveAttribute('href', '/au/melbourne/jobs');
    await expect(page.getByRole('heading', { name: 'Why choose Cityboard' })).toBeVisible();
    await expect(page.getByText(/^Melbourne: population \d+\.\d million$/)).toBeVisible();
    await expect(page.getByText('Prices in $ (AUD)')).toBeVisible();
    await hydrated(page);
    await page.getByRole('list', { name: 'Housing subcategories' }).getByRole('link', { name: 'Apartments' }).click();
    await expect(page).toHaveURL(/\/au\/melbourne\/housing\?subcategory=apartments$/);
    await expect(page.getByRole('list', { name: 'Housing subcategories' }).getByRole('link', { name: 'Apartments' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: 'Marketplace Listings' })).toBeVisible();
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs in every city');
  });
});

test.describe('nearby and wider searches on category and Victoria pages', () => {
  test('a category page whose results run out shows the category’s listings within 100 km, with distance and city @phone', async ({ page, postListing, axe }) => {
    test.slow();
    const word = uniqueWord('nearcat');
    await postListing({ city: 'brussels', title: `Old radio ${word}`, category: 'for-sale', subcategory: 'electronics', neighborhood: 'Ixelles' });
    await postListing({ city: 'antwerp', title: `Vintage radio ${word}`, category: 'for-sale', subcategory: 'electronics', neighborhood: 'Zurenborg' });
    // Same city and words, another category: the category page's Nearby leaves it out.
    await postListing({ city: 'antwerp', title: `Radio studio ${word}`, category: 'housing', subcategory: 'office-space', neighborhood: 'Zurenborg', condition: '' });
    await page.goto(`/be/brussels/for-sale?q=${word}&lang=en`);
    await expect(cards(page).first()).toContainText('Old radio');
    const nearby = page.getByTestId('nearby');
    await expect(nearby.getByRole('heading', { name: 'Nearby', exact: true })).toBeVisible();
    await expect(nearby).toContainText('Listings from other cities within 100 km of Brussels');
    const card = nearby.getByTestId('listing-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Vintage radio');
    await expect(card.getByTestId('card-distance')).toHaveText('41 km away · Antwerp');
    await nearby.scrollIntoViewIfNeeded();
    expect(await axe()).toEqual([]);
    await page.screenshot({ path: `test-results/shots-layout/category-nearby-${test.info().project.name}.png` });

    await page.goto(`/be/brussels/for-sale?q=${word}&lang=ja`);
    await expect(page.getByTestId('card-distance')).toHaveText('アントワープ・41 km先');
    await page.getByTestId('nearby').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/shots-layout/category-nearby-ja-${test.info().project.name}.png` });
  });

  test('a filtered category search with no result suggests nearby cities, the whole country and each filter dropped @phone', async ({ page, postListing }) => {
    test.slow();
    const word = uniqueWord('widencat');
    await postListing({ city: 'rotterdam', title: `Cargo bike ${word}`, category: 'for-sale', subcategory: 'bicycles', neighborhood: 'Kralingen', condition: 'new' });
    await page.goto(`/nl/amsterdam/for-sale?q=${word}&condition=new`);
    await expect(page.getByText('No listings found', { exact: true })).toBeVisible();
    const suggestions = page.getByTestId('no-results-suggestions');
    const rotterdam = suggestions.getByRole('link', { name: 'Search in Rotterdam' });
    // The wider searches keep the category, the words and the filters.
    await expect(rotterdam).toHaveAttribute('href', `/nl/rotterdam/for-sale?q=${word}&condition=new`);
    await expect(suggestions.getByRole('link', { name: 'Search all of Netherlands' })).toHaveAttribute('href', `/for-sale?q=${word}&condition=new&country=NL`);
    await expect(suggestions.getByRole('link', { name: `Remove filter: Search: ${word}` })).toBeVisible();
    await expect(suggestions.getByRole('link', { name: 'Remove filter: Condition: New' })).toBeVisible();
    await expect(suggestions.getByTestId('follow-search')).toBeVisible();
    await page.screenshot({ path: `test-results/shots-layout/category-nothing-found-${test.info().project.name}.png`, fullPage: true });

    await rotterdam.click();
    await expect(page).toHaveURL(new RegExp(`/nl/rotterdam/for-sale\\?q=${word}&condition=new$`));
    await expect(cards(page)).toHaveCount(1);
    await page.goto(`/nl/amsterdam/for-sale?q=${word}&condition=new`);
    await page.getByTestId('no-results-suggestions').getByRole('link', { name: 'Search all of Netherlands' }).click();
    await expect(cards(page).filter({ hasText: word })).toHaveCount(1);
  });

  test('a Victorian town whose results run out shows listings from towns within 100 km, and widens up to its region, Victoria and Australia @phone', async ({
    page,
    postListing,
    axe,
  }) => {
    test.slow();
    const word = uniqueWord('nearvic');
    await postListing({ city: 'melbourne', title: `Surfboard ${word}`, category: 'for-sale', subcategory: 'sporting-goods', neighborhood: 'Torquay' });
    await page.goto(`/au/victoria/surf-coast/anglesea?q=${word}`);
    await expect(page.getByText('No listings found. Be the first to post in this area!')).toBeVisible();
    const suggestions = page.getByTestId('no-results-suggestions');
    await expect(suggestions.getByTestId(/^widen-/)).toHaveText(['Search in Surf Coast', 'Search in Victoria', 'Search all of Australia']);
    await expect(suggestions.getByTestId('follow-search')).toBeVisible();
    const nearby = page.getByTestId('nearby');
    await expect(nearby).toContainText('Listings from towns and suburbs within 100 km of Anglesea');
    await expect(nearby.getByTestId('listing-card')).toHaveCount(1);
    await expect(nearby.getByTestId('card-distance')).toHaveText('15 km away · Torquay');
    expect(await axe()).toEqual([]);
    await page.screenshot({ path: `test-results/shots-layout/victoria-nearby-${test.info().project.name}.png`, fullPage: true });

    await suggestions.getByRole('link', { name: 'Search in Surf Coast' }).click();
    await expect(page).toHaveURL(new RegExp(`/au/victoria/surf-coast\\?q=${word}$`));
    await expect(cards(page).filter({ hasText: word })).toHaveCount(1);
  });
});

test.describe('screens', () => {
  const shots = [
    ['home', '/'],
    ['city-home', '/au/melbourne'],
    ['category', '/uk/london/for-sale'],
    ['victoria', '/au/victoria/surf-coast'],
    ['footer-page', '/privacy'],
  ] as const;
  for (const [width, height, label] of [
    [390, 844, 'phone'],
    [1366, 900, 'desktop'],
  ] as const) {
    test(`look right at ${width}px`, async ({ page }) => {
      // Five pages, each loaded, checked and photographed whole.
      test.slow();
      await page.setViewportSize({ width, height });
      for (const [name, path] of shots) {
        await page.goto(path);
        await hydrated(page);
        // Nothing in the page body or footer may stick out sideways (the top bar is tested with the header).
        const wide = await page.evaluate(() =>
          [...document.querySelectorAll('main *, footer *')]
            .filter((el) => !el.closest('.overflow-x-auto') && el.getBoundingClientRect().right > window.innerWidth + 1)
            .map((el) => `${el.tagName}.${String(el.getAttribute('class')).slice(0, 60)}`),
        );
        expect(wide, `${name} sticks out at ${width}px`).toEqual([]);
        await page.screenshot({ path: `${process.env.E2E_OUTPUT ?? 'test-results'}/screens/${name}-${label}.png`, fullPage: true });
      }
    });
  }
});
