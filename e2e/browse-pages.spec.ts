import type { Page } from '@playwright/test';
import { expect, hydrated, test, uniqueWord } from './fixtures';

/**
 * The browse pages (SPEC section 2) beyond their search controls: listing cards and
 * favourites, banners, the footer and its pages, Victoria and category landing pages,
 * nearby and wider searches, and how each page looks. Search, category bar, filters and
 * results: browse.spec.ts.
 */

function cards(page: Page) {
  return page.getByTestId('listing-card');
}

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
