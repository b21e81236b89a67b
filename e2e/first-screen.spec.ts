/**
 * Things for sale first: the first listing cards on the first screen of a laptop
 * (1366×768) and a phone (390×844); a search or filter lands on its results, never the
 * footer, or on "nothing found" with ways out; a photo-first grid; filters in a sheet on
 * phones and beside the results on laptops; cards that say where and per what; "Nearby".
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, field, fillPostAd, hydrated, openPostAd, pngFile, postAdButton, test, uniqueWord } from './fixtures';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/shots-first';

/** "@phone" tests run in both projects: the phone project gets a 390×844 screen, the other a laptop's. */
async function screenFor(page: Page, testInfo: TestInfo) {
  const size = testInfo.project.name === 'phone' ? PHONE : LAPTOP;
  await page.setViewportSize(size);
  return { ...size, name: testInfo.project.name === 'phone' ? 'phone' : 'laptop' };
}

const cards = (page: Page) => page.getByTestId('listing-card');

/** The first card's top edge and the photo's bottom: both must be on the first screen. */
async function expectFirstCardOnFirstScreen(page: Page, height: number) {
  await expect(cards(page).first()).toBeVisible();
  const box = await cards(page).first().boundingBox();
  expect(box, 'first card').not.toBeNull();
  // Scrolled to the top, the card begins within the screen, with room for its photo.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(box!.y).toBeLessThan(height - 120);
  test.info().annotations.push({
    type: 'first card top',
    description: `${new URL(page.url()).pathname}${new URL(page.url()).search}: ${Math.round(box!.y)} px of ${height}`,
  });
}

test.describe('first screen', () => {
  test('city home, search results and Victoria show listing cards on the first screen @phone', async ({ page, postAsSellers }, testInfo) => {
    test.slow();
    const screen = await screenFor(page, testInfo);
    const word = uniqueWord('firstscreen');
    await postAsSellers([
      { city: 'newyork', title: `Walnut desk ${word}`, category: 'for-sale', subcategory: 'furniture' },
      { city: 'melbourne', title: `Surfboard ${word}`, category: 'for-sale', subcategory: 'sporting-goods', neighborhood: 'Torquay' },
    ]);
    const pages: [string, string][] = [
      ['city-home', '/us/newyork'],
      ['search', `/us/newyork?q=${word}`],
      ['victoria', '/au/victoria'],
      ['victoria-search', `/au/victoria?q=${word}`],
      ['japanese-city-home', '/jp/tokyo?lang=ja'],
    ];
    for (const [name, path] of pages) {
      await page.goto(path);
      await expectFirstCardOnFirstScreen(page, screen.height);
      await page.screenshot({ path: `${SHOTS}/${name}-${screen.name}.png` });
    }
    // SPEC's strings stay: the city line, the hero placeholder and the quick searches.
    await page.goto('/us/newyork');
    await expect(page.getByTestId('city-banner')).toHaveText('Showing results for New York, United States');
    // Phones get a short placeholder that fits their box; laptops the SPEC's examples.
    await expect(page.getByPlaceholder(screen.name === 'phone' ? 'Search listings' : 'Search for cars, apartments, jobs, services...')).toBeVisible();
    // The quick searches are labelled as examples, not as what people search (#26).
    await expect(page.getByRole('navigation', { name: 'Example searches' }).getByRole('link', { name: 'iPhone' })).toBeAttached();
  });

  test('category pages show listing cards on the first screen, in a city, everywhere and in Japanese @phone', async ({
    page,
    postAsSellers,
  }, testInfo) => {
    test.slow();
    const screen = await screenFor(page, testInfo);
    const word = uniqueWord('firstcategory');
    await postAsSellers([
      { city: 'newyork', title: `Oak dresser ${word}`, category: 'for-sale', subcategory: 'furniture' },
      { city: 'tokyo', title: `Desk lamp ${word}`, category: 'for-sale', subcategory: 'household' },
    ]);
    const pages: [string, string][] = [
      ['category', '/us/newyork/for-sale'],
      ['category-housing', '/us/newyork/housing'],
      ['category-search', `/us/newyork/for-sale?q=${word}`],
      ['category-global', '/for-sale'],
      ['japanese-category', '/jp/tokyo/for-sale?lang=ja'],
    ];
    for (const [name, path] of pages) {
      await page.goto(path);
      await expectFirstCardOnFirstScreen(page, screen.height);
      await page.screenshot({ path: `${SHOTS}/${name}-${screen.name}.png` });
    }
  });

  test('marketing copy comes after the results', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto('/us/newyork');
    const results = await page.getByRole('heading', { name: 'Marketplace Listings' }).boundingBox();
    const value = await page.getByRole('region', { name: 'What Cityboard does for you' }).boundingBox();
    expect(results && value && value.y > results.y).toBe(true);
    // A category page's figures and "why choose us" follow its listings too.
    await page.goto('/us/newyork/for-sale');
    const listings = (await page.getByRole('heading', { name: 'Marketplace Listings' }).boundingBox())!;
    const figures = (await page.getByTestId('market-figures').boundingBox())!;
    const why = (await page.getByRole('heading', { name: 'Why choose Cityboard' }).boundingBox())!;
    expect(figures.y).toBeGreaterThan(listings.y);
    expect(why.y).toBeGreaterThan(listings.y);
  });
});

test.describe('the results toolbar', () => {
  /** The vertical centres of Filters (phones), Trusted and the sort: one row when they agree. */
  async function controlCentres(page: Page): Promise<number[]> {
    const toolbar = page.getByTestId('results-toolbar');
    const controls = [toolbar.getByTestId('filters-button'), toolbar.getByTestId('trusted-sellers-toggle'), toolbar.getByRole('combobox')];
    const centres: number[] = [];
    for (const control of controls) {
      if (!(await control.isVisible())) continue;
      const box = (await control.boundingBox())!;
      centres.push(Math.round(box.y + box.height / 2));
    }
    return centres;
  }

  test('Filters, Trusted Sellers and the sort share one row, in English, German, Japanese and French @phone', async ({ page }, testInfo) => {
    test.slow();
    const screen = await screenFor(page, testInfo);
    for (const [language, path] of [
      ['en', '/us/newyork'],
      ['de', '/us/newyork/for-sale'],
      ['ja', '/jp/tokyo'],
      ['fr', '/fr/paris?sort=price_desc'],
    ] as const) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
      await hydrated(page);
      const centres = await controlCentres(page);
      expect(centres.length, `${language}: controls shown`).toBe(screen.name === 'phone' ? 3 : 2);
      expect(Math.max(...centres) - Math.min(...centres), `${language}: one row (${centres.join(', ')})`).toBeLessThanOrEqual(2);
      // Nothing spills past the screen's edge.
      const toolbar = (await page.getByTestId('results-toolbar').boundingBox())!;
      expect(toolbar.x + toolbar.width).toBeLessThanOrEqual(screen.width);
      if (screen.name === 'laptop') {
        // Beside the results heading on a laptop.
        const heading = (await page.locator('#results-heading').boundingBox())!;
        expect(toolbar.y).toBeLessThan(heading.y + heading.height + 24);
      }
      await page.locator('#results-heading').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/toolbar-${language}-${screen.name}.png` });
    }
  });

  test('without script the sort has its Go button, Trusted Sellers works and Filters shows the form @phone', async ({ browser }, testInfo) => {
    test.slow();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.name === 'phone' ? PHONE : LAPTOP });
    const page = await context.newPage();
    await page.goto('/us/newyork');
    await expect(page.getByRole('button', { name: 'Go', exact: true })).toBeVisible();
    await page.getByTestId('trusted-sellers-toggle').click();
    await expect(page).toHaveURL(/[?&]verified=1/);
    await expect(page.getByTestId('trusted-sellers-toggle')).toHaveAttribute('aria-pressed', 'true');
    const filters = page.getByRole('complementary', { name: 'Filter Results' });
    if (testInfo.project.name === 'phone') {
      await expect(filters).toBeHidden();
      await page.getByTestId('filters-button').click();
    }
    await expect(filters.getByRole('button', { name: 'Apply' })).toBeVisible();
    await filters.getByLabel('Maximum price').fill('100');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/priceMax=100/);
    await expect(page).toHaveURL(/verified=1/);
    await context.close();
  });
});

test.describe('searching lands on the results', () => {
  test('a search from the bottom of the page shows the results heading and the first results, not the footer @phone', async ({
    page,
    postListing,
  }, testInfo) => {
    const screen = await screenFor(page, testInfo);
    const word = uniqueWord('landing');
    await postListing({ city: 'sanfrancisco', title: `Brass lamp ${word}`, neighborhood: 'soma' });
    await page.goto('/us/sanfrancisco');
    await hydrated(page);
    // Read down to the footer, then search with the header's box (always at hand).
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const search = page.getByRole('combobox', { name: 'Search marketplace' }).filter({ visible: true });
    await hydrated(search);
    await search.fill(word);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    const heading = page.getByRole('heading', { name: 'Marketplace Listings' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(cards(page).first()).toBeInViewport();
    await expect(cards(page)).toHaveCount(1);
    // The whole result is on screen. (One result makes a page shorter than a phone's screen
    // now that no premium banner sits above the results, so the footer may show below it.)
    await expect(cards(page).first()).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SHOTS}/after-search-${screen.name}.png` });
  });

  test('Apply in the filters shows the results heading; on phones the filters are a bottom sheet with a count @phone', async ({
    page,
    postListing,
  }, testInfo) => {
    const screen = await screenFor(page, testInfo);
    const word = uniqueWord('applyfilter');
    await postListing({ city: 'sanfrancisco', title: `Cheap chair ${word}`, price: '20', condition: 'good' });
    await postListing({ city: 'sanfrancisco', title: `Dear chair ${word}`, price: '900', condition: 'good' });
    await page.goto(`/us/sanfrancisco?q=${word}&condition=good`);
    await hydrated(page);
    await expect(cards(page)).toHaveCount(2);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();

    let form;
    if (screen.name === 'phone') {
      await expect(page.getByRole('complementary', { name: 'Filter Results' })).toBeHidden();
      const open = page.getByTestId('filters-button');
      await expect(open).toHaveText(/Filters\s*1/);
      await open.click();
      const sheet = page.getByRole('dialog', { name: 'Filter Results' });
      await expect(sheet).toBeVisible();
      const box = (await sheet.boundingBox())!;
      // A sheet: across the whole screen, resting on its bottom edge, the page still showing above it.
      expect(box.x).toBeLessThanOrEqual(0);
      expect(box.x + box.width).toBeGreaterThanOrEqual(screen.width);
      expect(Math.abs(box.y + box.height - screen.height)).toBeLessThan(2);
      expect(box.y).toBeGreaterThan(screen.height * 0.1);
      await page.screenshot({ path: `${SHOTS}/filter-sheet-${screen.name}.png` });
      form = sheet;
    } else {
      await expect(page.getByTestId('filters-button')).toBeHidden();
      form = page.getByRole('complementary', { name: 'Filter Results' });
    }
    await form.getByLabel('Maximum price').fill('100');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/priceMax=100/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const heading = page.getByRole('heading', { name: 'Marketplace Listings' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Cheap chair');
    // The whole result is on screen (the footer may show below one result on a phone).
    await expect(cards(page).first()).toBeInViewport({ ratio: 1 });
    if (screen.name === 'phone') await expect(page.getByTestId('filters-button')).toHaveText(/Filters\s*2/);
  });

  test('the filters stay in view beside the results on a laptop', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto('/');
    const sidebar = page.getByRole('complementary', { name: 'Filter Results' });
    await expect(sidebar).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(sidebar.getByRole('button', { name: 'Apply' })).toBeInViewport();
  });
});

test.describe('nothing found', () => {
  test('says so and offers nearby cities, the whole country, each filter dropped and following the search @phone', async ({
    page,
    postListing,
    axe,
  }, testInfo) => {
    const screen = await screenFor(page, testInfo);
    const word = uniqueWord('widen');
    await postListing({ city: 'rotterdam', title: `Cargo bike ${word}`, neighborhood: 'Kralingen', condition: 'good' });
    await page.goto(`/nl/amsterdam?q=${word}&condition=new&postedDate=week`);
    await expect(page.getByText('No listings found', { exact: true })).toBeVisible();
    const suggestions = page.getByTestId('no-results-suggestions');
    await expect(suggestions.getByRole('link', { name: 'Search in Rotterdam' })).toBeVisible();
    await expect(suggestions.getByRole('link', { name: 'Search all of Netherlands' })).toBeVisible();
    await expect(suggestions.getByRole('link', { name: `Remove filter: Search: ${word}` })).toBeVisible();
    await expect(suggestions.getByRole('link', { name: 'Remove filter: Condition: New' })).toBeVisible();
    await expect(suggestions.getByRole('link', { name: 'Remove filter: Posted: This week' })).toBeVisible();
    await expect(suggestions.getByTestId('follow-search')).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/nothing-found-${screen.name}.png`, fullPage: true });

    await suggestions.getByRole('link', { name: 'Remove filter: Condition: New' }).click();
    await expect(page).toHaveURL(/postedDate=week/);
    await expect(page).not.toHaveURL(/condition=/);

    await page.getByTestId('no-results-suggestions').getByRole('link', { name: 'Search all of Netherlands' }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*/\\?.*country=NL`));
    await expect(cards(page).filter({ hasText: word })).toHaveCount(1);

    await page.goto(`/nl/amsterdam?q=${word}`);
    await page.getByTestId('no-results-suggestions').getByRole('link', { name: 'Search in Rotterdam' }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/rotterdam\\?q=${word}$`));
    await expect(cards(page)).toHaveCount(1);
  });

  test('a page of ours with the same search in Japanese says it in Japanese', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/nl/amsterdam?q=${uniqueWord('nada')}&lang=ja`);
    const suggestions = page.getByTestId('no-results-suggestions');
    await expect(suggestions.getByRole('link', { name: 'ロッテルダムで検索' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/nothing-found-ja-phone.png`, fullPage: true });
  });
});

test.describe('nearby', () => {
  test('a city whose results run out shows matching listings within 100 km, with distance and city @phone', async ({
    page,
    postListing,
    axe,
  }, testInfo) => {
    const screen = await screenFor(page, testInfo);
    const word = uniqueWord('nearby');
    await postListing({ city: 'antwerp', title: `Vintage radio ${word}`, neighborhood: 'Zurenborg' });
    await postListing({ city: 'brussels', title: `Old radio ${word}`, neighborhood: 'Ixelles' });
    // Brussels speaks French by default; this test reads English.
    await page.goto(`/be/brussels?q=${word}&lang=en`);
    await expect(cards(page).first()).toContainText('Old radio');
    const nearby = page.getByTestId('nearby');
    await expect(nearby.getByRole('heading', { name: 'Nearby', exact: true })).toBeVisible();
    await expect(nearby).toContainText('Listings from other cities within 100 km of Brussels');
    const card = nearby.getByTestId('listing-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Vintage radio');
    await expect(card.getByTestId('card-distance')).toHaveText('41 km away · Antwerp');
    // Only below the results: the city's own listing is not repeated there.
    await expect(nearby.getByText('Old radio')).toHaveCount(0);
    await hydrated(page);
    await nearby.scrollIntoViewIfNeeded();
    expect(await axe()).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/nearby-${screen.name}.png` });

    await page.goto(`/be/brussels?q=${word}&lang=ja`);
    await expect(page.getByTestId('card-distance')).toHaveText('アントワープ・41 km先');
    // Hydration (after the first frame) renders the lazily loaded Nearby section again: scroll to the one that stays.
    await hydrated(page);
    await page.getByTestId('nearby').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/nearby-ja-${screen.name}.png` });
  });

  test('a city with no neighbour within 100 km shows no Nearby section', async ({ page }) => {
    await page.goto(`/uk/london?q=${uniqueWord('alone')}`);
    await expect(page.getByText('No listings found', { exact: true })).toBeVisible();
    await expect(page.getByTestId('nearby')).toHaveCount(0);
  });
});

test.describe('the grid and its cards', () => {
  test('phones show two photo-first columns, laptops four @phone', async ({ page, postAsSellers }, testInfo) => {
    const screen = await screenFor(page, testInfo);
    const word = uniqueWord('grid');
    await postAsSellers(
      Array.from({ length: 5 }, (_, i) => ({ city: 'chicago', title: `Record player ${i} ${word}`, category: 'for-sale' as const })),
    );
    await page.goto(`/us/chicago?q=${word}`);
    await expect(cards(page)).toHaveCount(5);
    const tops = await cards(page).evaluateAll((elements) => elements.map((el) => Math.round(el.getBoundingClientRect().top)));
    const firstRow = tops.filter((top) => top === tops[0]).length;
    expect(firstRow).toBe(screen.name === 'phone' ? 2 : 4);
    // Photo first: the picture (or its placeholder) is the card's top.
    const card = cards(page).first();
    const [cardBox, pictureBox] = [await card.boundingBox(), await card.locator('div').first().boundingBox()];
    expect(Math.round(pictureBox!.y)).toBe(Math.round(cardBox!.y) + 1);
    await page.screenshot({ path: `${SHOTS}/grid-${screen.name}.png` });
  });

  test('cards say the neighbourhood by name, the city where the page spans cities, and the price period', async ({ page, postAsSellers }) => {
    await page.setViewportSize(LAPTOP);
    const word = uniqueWord('cardplace');
    await postAsSellers([
      { city: 'london', title: `Garden flat ${word}`, category: 'housing', subcategory: 'apartments', price: '1850', neighborhood: 'islington' },
      {
        city: 'sanfrancisco',
        title: `Loft studio ${word}`,
        category: 'housing',
        subcategory: 'vacation-rentals',
        price: '140',
        neighborhood: 'financial',
      },
      { city: 'sanfrancisco', title: `Desk lamp ${word}`, category: 'for-sale', subcategory: 'household', price: '15', neighborhood: 'financial' },
    ]);
    // The global home spans cities: each card says which.
    await page.goto(`/?q=${word}`);
    await expect(cards(page)).toHaveCount(3);
    const flat = cards(page).filter({ hasText: 'Garden flat' });
    await expect(flat.getByTestId('card-place')).toContainText('Islington, London');
    await expect(flat).toContainText('£1,850/month');
    const loft = cards(page).filter({ hasText: 'Loft studio' });
    await expect(loft.getByTestId('card-place')).toContainText('Financial District, San Francisco');
    await expect(loft).toContainText('$140/night');
    await expect(cards(page).filter({ hasText: 'Desk lamp' })).toContainText(/\$15(?!\/)/);
    await page.screenshot({ path: `${SHOTS}/cards-global-laptop.png` });

    // So does a global category page.
    await page.goto(`/housing?q=${word}`);
    await expect(cards(page).filter({ hasText: 'Garden flat' }).getByTestId('card-place')).toContainText('Islington, London');

    // A city's own page needs no city on its cards.
    await page.goto(`/us/sanfrancisco?q=${word}`);
    const place = cards(page).filter({ hasText: 'Loft studio' }).getByTestId('card-place');
    await expect(place).toContainText('Financial District');
    await expect(place).not.toContainText('San Francisco');

    // The listing page says the period too.
    await cards(page).filter({ hasText: 'Loft studio' }).getByRole('link').click();
    await expect(page.getByText('$140/night').first()).toBeVisible();

    // Japanese pages say it in Japanese.
    await page.goto(`/?q=${word}&lang=ja`);
    await expect(cards(page).filter({ hasText: 'Garden flat' }).getByTestId('card-place')).toContainText('ロンドン・Islington');
    await expect(cards(page).filter({ hasText: 'Garden flat' })).toContainText('£1,850/月');
    await page.screenshot({ path: `${SHOTS}/cards-global-ja-laptop.png` });
  });

  test('the city home stays accessible at both sizes @phone', async ({ page, axe }, testInfo) => {
    await screenFor(page, testInfo);
    await page.goto('/us/newyork');
    await hydrated(page);
    expect(await axe()).toEqual([]);
  });

  test('Post Ad asks what the price is per where the category implies a period, and the ad says it', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    const word = uniqueWord('perweek');
    const dialog = await openPostAd(page, '/uk/london?post=1');
    await field(dialog, 'Category').selectOption('for-sale');
    await expect(dialog.getByLabel('Price per')).toHaveCount(0);
    await field(dialog, 'Category').selectOption('housing');
    await field(dialog, 'Subcategory').selectOption('vacation-rentals');
    await expect(dialog.getByLabel('Price per')).toHaveValue('night');
    await field(dialog, 'Subcategory').selectOption('apartments');
    await expect(dialog.getByLabel('Price per')).toHaveValue('month');
    await expect(dialog.getByLabel('Price per').locator('option')).toHaveText(['No period', 'Night', 'Week', 'Month', 'Year']);
    await page.screenshot({ path: `${SHOTS}/post-ad-unit-laptop.png` });
    await fillPostAd(dialog, {
      category: 'housing',
      subcategory: 'rooms',
      title: `Sunny room ${word}`,
      price: '240',
      description: 'A sunny double room in a quiet shared flat, bills included.',
      neighborhood: 'Hackney',
      contactEmail: 'renter@example.com',
    });
    await dialog.getByLabel('Price per').selectOption('week');
    await postAdButton(dialog).click();
    await expect(page.getByRole('dialog', { name: 'Post New Ad' })).toHaveCount(0);
    await page.goto(`/uk/london?q=${word}`);
    await expect(cards(page).first().getByTestId('card-price')).toHaveText('£240/week');
  });
});

test.describe('what loads first', () => {
  test('the stylesheet and the first cards’ photos are asked for before any script, and the page still hydrates', async ({ page, postListing }) => {
    // Results of our own: two ads with photos (other tests post ads without any meanwhile).
    const word = uniqueWord('loadorder');
    for (const shade of [40, 200])
      await postListing({ city: 'newyork', title: `Armchair ${word}` }, [await pngFile(`chair-${shade}.png`, 640, 480, { r: shade, g: 90, b: 60 })]);
    // The browser's own record of what it asked for, in order (Chromium's DevTools protocol).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const asked: { url: string; type: string | undefined }[] = [];
    cdp.on('Network.requestWillBeSent', (event) => asked.push({ url: event.request.url, type: event.type }));
    await page.goto(`/us/newyork?q=${word}`);
    await hydrated(page);

    const firstScript = asked.findIndex((request) => request.type === 'Script');
    expect(firstScript, 'scripts were loaded').toBeGreaterThan(0);
    const beforeScripts = asked.slice(0, firstScript).map((request) => new URL(request.url).pathname);
    expect(beforeScripts.some((path) => path.endsWith('.css'))).toBe(true);
    // The cards that open the page have their photos eager (ADR 020): each is asked for before any script.
    const eagerPhotos = await page
      .locator('[data-testid="listing-card"] img[loading="eager"]')
      .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src).pathname));
    expect(eagerPhotos).toHaveLength(2);
    for (const photo of eagerPhotos) expect(beforeScripts, photo).toContain(photo);
  });
});
