import type { APIRequestContext, Page } from '@playwright/test';
import { SUGGESTION_DEBOUNCE_MS } from '../src/web/components/header/use-server-suggestions';
import { expect, hydrated, markDocument, sameDocument, test } from './fixtures';

/**
 * The sticky top bar (SPEC section 2 "Top navigation bar", "Smart-search suggestion
 * box", section 4 "Search suggestion box", section 9 limits), driven as a person would.
 * Suggestion tests need the server's `GET /api/suggestions`.
 */

type Searches = Window & { __searches?: string[] };

/**
 * Marks the page so a full reload (which would lose the mark) can be told from a
 * client-side navigation, and records the `cityboard:search` events it fires from now on.
 */
async function markWindow(page: Page) {
  await markDocument(page);
  await page.evaluate(() => {
    const win = window as Searches;
    win.__searches = [];
    window.addEventListener('cityboard:search', (event) => win.__searches!.push(event.detail.query));
  });
}

async function searchEvents(page: Page) {
  return page.evaluate(() => (window as Searches).__searches);
}

async function openSearch(page: Page, path = '/') {
  await page.goto(path);
  const search = page.getByRole('combobox', { name: 'Search marketplace' });
  await hydrated(search);
  return search;
}

/** A valid "next page" cursor from the listings API, as a Load more link would carry. */
async function realCursor(request: APIRequestContext, city: string): Promise<string> {
  const link = (await request.get(`/api/listings?city=${city}&limit=1`)).headers().link ?? '';
  const cursor = new URL(link.match(/<([^>]+)>/)?.[1] ?? '/', 'http://localhost').searchParams.get('cursor');
  expect(cursor, 'the listings API gives a next-page cursor').toBeTruthy();
  return cursor!;
}

function suggestionBox(page: Page) {
  return page.getByRole('listbox', { name: 'Search suggestions' });
}

/** The search form on screen: the desktop one, or on small screens the one under the bar. */
function visibleSearchForm(page: Page) {
  return page.getByRole('search').filter({ visible: true });
}

function cityDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Choose a city' });
}

test.describe('smart search', () => {
  test('focusing the search shows the hint, popular searches and categories', async ({ page }) => {
    const search = await openSearch(page);
    await expect(search).toHaveAttribute('placeholder', 'Search marketplace...');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.focus();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(visibleSearchForm(page).getByText('Start typing to see smart suggestions...')).toBeVisible();
    const box = suggestionBox(page);
    await expect(search).toHaveAttribute('aria-controls', (await box.getAttribute('id'))!);
    // Popular: only searches made in this city that find listings here (none on a fresh site), three at most.
    expect(await box.getByRole('group', { name: 'Popular' }).getByRole('option').count()).toBeLessThanOrEqual(3);
    await expect(box.getByRole('group', { name: 'Categories' }).getByRole('option')).toHaveCount(3);
  });

  test('typing shows server suggestions; ArrowDown and Enter open the highlighted one', async ({ page }) => {
    const search = await openSearch(page);
    await markWindow(page);
    await search.fill('apart');
    const options = suggestionBox(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(6);
    await expect(visibleSearchForm(page).getByText('Start typing to see smart suggestions...')).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('typed-suggestions.png') });

    await search.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    const href = (await first.getAttribute('data-href'))!;
    expect(href).toMatch(/^\//);
    await search.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
    expect(await sameDocument(page)).toBe(true);
    await expect(suggestionBox(page)).toBeHidden();
  });

  test('ArrowUp and ArrowDown move the highlight and can return to the typed text', async ({ page }) => {
    const search = await openSearch(page);
    await search.fill('apart');
    const options = suggestionBox(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    await search.press('ArrowUp');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await search.press('ArrowDown');
    await expect(search).not.toHaveAttribute('aria-activedescendant', /.+/);
    await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(0);
  });

  test('a query without matches says so, and Enter searches it in the current URL without a reload', async ({ page, request }) => {
    // A real page cursor, so the test also shows that a new search drops it.
    const cursor = await realCursor(request, 'newyork');
    const search = await openSearch(page, `/us/newyork?category=housing&cursor=${encodeURIComponent(cursor)}`);
    await markWindow(page);

    await search.fill('qzxwvkjhq');
    await expect(page.getByText('No suggestions found')).toBeVisible();
    await expect(page.getByText('Press Enter to search for "qzxwvkjhq"')).toBeVisible();
    await expect(suggestionBox(page).getByRole('option')).toHaveCount(0);

    await search.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/us/newyork' && url.searchParams.get('q') === 'qzxwvkjhq');
    const url = new URL(page.url());
    expect(url.searchParams.get('category')).toBe('housing');
    expect(url.searchParams.has('cursor')).toBe(false);
    expect(await sameDocument(page)).toBe(true);
    expect(await searchEvents(page)).toEqual(['qzxwvkjhq']);
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toHaveValue('qzxwvkjhq');
  });

  test('typing is debounced: fast typing asks the server once, not per key', async ({ page }) => {
    // The page's clock is the test's: it moves only as the test says, however slowly the keys arrive.
    await page.clock.install();
    const search = await openSearch(page);
    await search.focus();
    await expect(suggestionBox(page).getByRole('option').first()).toBeVisible();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/suggestions') asked.push(url.searchParams.get('q') ?? '');
    });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // A key every third of the debounce, then a pause as long as the debounce.
    for (const key of 'apartment') {
      await search.press(key);
      await page.clock.runFor(SUGGESTION_DEBOUNCE_MS / 3);
    }
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/suggestions');
    await page.clock.runFor(SUGGESTION_DEBOUNCE_MS);
    await answered;
    await page.clock.resume();
    await expect(suggestionBox(page).getByRole('option').first()).toBeVisible();
    expect(asked).toEqual(['apartment']);
  });

  test('before scripts run, the search is a plain form that keeps the other parameters', async ({ browser, request }) => {
    const cursor = await realCursor(request, 'london');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/uk/london?category=housing&cursor=${encodeURIComponent(cursor)}`);
    const search = page.getByRole('combobox', { name: 'Search marketplace' });
    await search.fill('flat');
    await search.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/uk/london' && url.searchParams.get('q') === 'flat');
    expect(new URL(page.url()).searchParams.get('category')).toBe('housing');
    expect(new URL(page.url()).searchParams.has('cursor')).toBe(false);
    await context.close();
  });

  test('Escape closes the suggestion box', async ({ page }) => {
    const search = await openSearch(page);
    await search.click();
    await expect(suggestionBox(page)).toBeVisible();
    await search.press('Escape');
    await expect(suggestionBox(page)).toBeHidden();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toBeFocused();
    // Typing opens it again.
    await search.press('a');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
  });

  // Blank and trimmed searches, and the recent searches in the box, are component tests (smart-search.test.tsx).
});

test.describe('city selector', () => {
  test('finds a city by its local name and goes to its page', async ({ page }) => {
    await page.goto('/us/newyork');
    const trigger = page.getByRole('button', { name: /Choose city/ });
    await hydrated(trigger);
    await expect(trigger).toHaveText('New York');
    await trigger.click();
    const input = page.getByPlaceholder('Search cities or countries...');
    await expect(input).toBeFocused();

    // Global Marketplace first, with its USD badge; cities grouped by country with currency.
    const options = cityDialog(page).getByRole('option');
    await expect(options.first()).toContainText('Global Marketplace');
    await expect(options.first()).toContainText('USD');
    const newYork = cityDialog(page).getByRole('group', { name: 'United States' }).getByRole('option', { name: /New York/ });
    await expect(newYork).toContainText('$ USD');
    await expect(newYork.getByTestId('current-city-check')).toBeVisible();
    await expect(cityDialog(page).getByTestId('current-city-check')).toHaveCount(1);
    await expect(cityDialog(page).getByRole('group', { name: 'Germany' }).getByRole('option', { name: /Berlin/ })).toContainText('€ EUR');
    await page.screenshot({ path: test.info().outputPath('city-list.png') });

    await markWindow(page);
    await input.fill('München');
    const munich = cityDialog(page).getByRole('option', { name: /Munich/ });
    await expect(munich).toBeVisible();
    await expect(munich).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: test.info().outputPath('city-selector.png') });
    await input.press('Enter');
    await expect(page).toHaveURL(/\/de\/munich$/);
    expect(await sameDocument(page)).toBe(true);
    // Munich's site speaks German, so the button names the city in German now.
    await expect(page.getByTestId('city-selector')).toHaveText('München');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('finds cities by native names and country, and says when nothing matches', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: /Choose city/ });
    await hydrated(trigger);
    await expect(trigger).toHaveText('Global Marketplace');
    await trigger.click();
    const input = page.getByPlaceholder('Search cities or countries...');
    await expect(cityDialog(page).getByRole('option', { name: /Global Marketplace/ }).getByTestId('current-city-check')).toBeVisible();

    await input.fill('東京');
    await expect(cityDialog(page).getByRole('option', { name: /Tokyo/ })).toBeVisible();
    await input.fill('Ciudad de México');
    await expect(cityDialog(page).getByRole('option', { name: /Mexico City/ })).toBeVisible();
    await input.fill('Germany');
    await expect(cityDialog(page).getByRole('option', { name: /Berlin/ })).toBeVisible();
    await expect(cityDialog(page).getByRole('option', { name: /Munich/ })).toBeVisible();
    await expect(cityDialog(page).getByRole('option', { name: /London/ })).toHaveCount(0);

    await input.fill('xqzzvbnmw');
    await expect(cityDialog(page).getByText('No cities found.')).toBeVisible();
    await expect(cityDialog(page).getByRole('option')).toHaveCount(0);

    await input.fill('toronto');
    await cityDialog(page).getByRole('option', { name: /Toronto/ }).click();
    await expect(page).toHaveURL(/\/ca\/toronto$/);
  });

  test('Global Marketplace goes to /, by keyboard only', async ({ page }) => {
    await page.goto('/uk/london');
    const trigger = page.getByRole('button', { name: /Choose city/ });
    await hydrated(trigger);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const input = page.getByPlaceholder('Search cities or countries...');
    await expect(input).toBeFocused();
    // The current city starts highlighted.
    await expect(cityDialog(page).getByRole('option', { name: /London/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.type('global');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(trigger).toHaveText('Global Marketplace');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  });

  test('Escape closes the city list and gives focus back to its button', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: /Choose city/ });
    await hydrated(trigger);
    await trigger.click();
    await expect(page.getByPlaceholder('Search cities or countries...')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByPlaceholder('Search cities or countries...')).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test('the logo goes to / and Home to the current city', async ({ page }) => {
  await page.goto('/au/melbourne/housing');
  await expect(page.getByRole('link', { name: 'Cityboard home' })).toHaveAttribute('href', '/');
  const home = page.getByRole('link', { name: 'Home', exact: true });
  await hydrated(home);
  await home.click();
  await expect(page).toHaveURL(/\/au\/melbourne$/);
});

test('switching the language to Deutsch sets <html lang="de"> and remembers it', async ({ page, context }) => {
  await page.goto('/uk/london?q=bike');
  const language = page.getByRole('combobox', { name: 'Language' });
  await hydrated(language);
  await expect(language).toHaveValue('en');
  await expect(language.getByRole('option')).toHaveText(['English', 'Español', 'Français', 'Deutsch', 'Italiano', '日本語']);
  await markWindow(page);
  await language.selectOption({ label: 'Deutsch' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveURL((url) => url.pathname === '/uk/london' && url.searchParams.get('lang') === 'de' && url.searchParams.get('q') === 'bike');
  expect(await sameDocument(page)).toBe(true);
  // The switcher is now labelled in German too.
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  const cookie = (await context.cookies()).find((item) => item.name === 'cb_lang');
  expect(cookie?.value).toBe('de');
  expect(cookie?.sameSite).toBe('Lax');

  // The cookie keeps the choice on later visits.
  await page.goto('/uk/london');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

/** The header's boxes: before hydration (scripts off) and after must be the same, and nothing may stick out. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const boxes = [header, ...header.querySelectorAll('a, input, button, select')].map((element) => {
      const rect = element.getBoundingClientRect();
      return [Math.round(rect.x), Math.round(rect.y), Math.round(rect.width), Math.round(rect.height)].join(',');
    });
    return { boxes, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  });
}

for (const { width, height, tag } of [
  { width: 1366, height: 768, tag: 'laptop' },
  { width: 390, height: 844, tag: 'phone @phone' },
]) {
  test.describe(`layout at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`the header fits and does not move when scripts start (${tag})`, async ({ page, browser }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height } });
      const serverPage = await noScript.newPage();
      await serverPage.goto('/us/newyork');
      const before = await headerLayout(serverPage);
      await noScript.close();

      await page.goto('/us/newyork');
      await hydrated(page.getByRole('link', { name: 'Home', exact: true }));
      const after = await headerLayout(page);
      expect(after.overflow).toBe(0);
      expect(after.boxes).toEqual(before.boxes);
      await page.screenshot({ path: test.info().outputPath(`header-${width}.png`), clip: { x: 0, y: 0, width, height: 200 } });

      await page.getByRole('combobox', { name: 'Search marketplace' }).focus();
      await expect(suggestionBox(page)).toBeVisible();
      expect((await headerLayout(page)).overflow).toBe(0);
      await page.screenshot({ path: test.info().outputPath(`header-${width}-open.png`) });
    });
  });
}

test.describe('on a phone @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search box sits under the bar and works; the wide city selector is hidden', async ({ page }) => {
    const search = await openSearch(page, '/au/melbourne');
    await expect(search).toHaveAttribute('placeholder', 'Search for anything...');
    await expect(page.getByPlaceholder('Search marketplace...')).toBeHidden();
    // The wide city selector gives way to the compact one (tested with the navigation).
    await expect(page.getByTestId('city-selector')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Cityboard home' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();

    const bar = await page.locator('header > div').first().boundingBox();
    const box = await search.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);

    await markWindow(page);
    await search.click();
    await expect(visibleSearchForm(page).getByText('Start typing to see smart suggestions...')).toBeVisible();
    await search.fill('camping tent');
    await search.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/au/melbourne' && url.searchParams.get('q') === 'camping tent');
    expect(await sameDocument(page)).toBe(true);
    expect(await searchEvents(page)).toEqual(['camping tent']);
    await expect(suggestionBox(page)).toBeHidden();
  });
});
