import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { PREFETCHED_CITY_PATHS as PREFETCHED } from '../src/web/components/location/location-detection';
import { GEOLOCATION_TIMEOUT_MS } from '../src/web/lib/detect-city';
import { expect, hydrated, test } from './fixtures';

/**
 * Which city a page is about (SPEC section 2) and how the global home finds the
 * visitor's city (SPEC section 4): the browser's position when already allowed or on
 * "Use my location", else our server's IP lookup, else the timezone. Requests from this
 * machine come from 127.0.0.1, for which the IP step knows nothing, so the timezone
 * decides unless a test answers the IP step itself.
 */

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const NEAR_MELBOURNE = { latitude: -37.84, longitude: 145.0 }; // Hawthorn, 6 km from the centre
const NEAR_SYDNEY = { latitude: -33.815, longitude: 151.0011 }; // Parramatta
const ALICE_SPRINGS = { latitude: -23.698, longitude: 133.8807 }; // 1,900 km from our nearest city

async function openPage(browser: Browser, options: BrowserContextOptions, initScript?: () => void) {
  const context = await browser.newContext(options);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  return { context, page };
}

/** Counts calls to getCurrentPosition, so a test can tell that no position was asked for. */
function countPositionRequests() {
  const w = window as unknown as { __positionRequests: number };
  w.__positionRequests = 0;
  const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
  navigator.geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
    w.__positionRequests += 1;
    original(...args);
  };
}

/** A browser where geolocation is allowed but never answers. */
function silentGeolocation() {
  const w = window as unknown as { __positionRequests: number };
  w.__positionRequests = 0;
  navigator.geolocation.getCurrentPosition = () => {
    w.__positionRequests += 1;
  };
  const query = navigator.permissions.query.bind(navigator.permissions);
  navigator.permissions.query = ((descriptor: PermissionDescriptor) =>
    descriptor.name === 'geolocation' ? Promise.resolve({ state: 'granted' } as PermissionStatus) : query(descriptor)) as Permissions['query'];
}

/**
 * Returns once the page has run a task queued after everything due now (its timers are
 * the test's, so this goes through a message port): what those tasks logged has arrived.
 */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

const positionRequests = (page: Page) => page.evaluate(() => (window as unknown as { __positionRequests: number }).__positionRequests);

/** Detection ended on the global home without moving: the six city pages are then prefetched. */
async function stayedGlobal(page: Page) {
  await expect(page.locator('link[rel="prefetch"][href^="/au/melbourne"]')).toBeAttached();
  expect(new URL(page.url()).pathname).toBe('/');
}

/** The banner offers this city (its listings, by a link), and the page stayed on the global home. */
async function offered(page: Page, place: string, path: RegExp) {
  const banner = page.getByTestId('location-banner');
  await expect(banner).toContainText(`We detected you're in ${place}. Would you like to see local listings?`);
  await expect(banner.getByRole('link', { name: 'View Local Listings' })).toHaveAttribute('href', path);
  await stayedGlobal(page);
}

test.describe('the city of a URL, through the real server', () => {
  test('comes from the path, the global path, ?city= and the host', async ({ request }) => {
    const path = await request.get('/au/melbourne');
    expect(path.status()).toBe(200);
    expect(await path.text()).toContain('Showing results for Melbourne, Australia');

    const global = await request.get('/global/dubai');
    expect(global.status()).toBe(200);
    expect(await global.text()).toContain('Showing results for Dubai, United Arab Emirates');

    const query = await request.get('/?city=london');
    expect(query.status()).toBe(200);
    expect(await query.text()).toContain('Showing results for London, United Kingdom');

    const host = await request.get('/', { headers: { host: 'toronto.cityboard.example' } });
    expect(host.status()).toBe(200);
    expect(await host.text()).toContain('Showing results for Toronto, Canada');

    // X-Forwarded-Host counts only from a trusted proxy (TRUST_PROXY), which this server has none of.
    const forwarded = await (await request.get('/', { headers: { 'x-forwarded-host': 'toronto.cityboard.example' } })).text();
    expect(forwarded).not.toContain('data-testid="city-banner"');

    // Without any of them, the global marketplace.
    const none = await (await request.get('/')).text();
    expect(none).toContain('Cityboard Global Marketplace');
    expect(none).not.toContain('data-testid="city-banner"');
  });

  test("lets the browser keep a city page's prefetched data briefly, and only prefetched data", async ({ request }) => {
    const prefetch = await request.get('/au/melbourne.data', { headers: { 'sec-purpose': 'prefetch' } });
    expect(prefetch.status()).toBe(200);
    expect(prefetch.headers()['cache-control']).toBe('private, max-age=30');
    // Otherwise the data and the page are the public page's: a shared cache keeps them, browsers revalidate (README: "Caching").
    const navigation = await request.get('/au/melbourne.data');
    expect(navigation.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const page = await request.get('/au/melbourne', { headers: { 'sec-purpose': 'prefetch' } });
    expect(page.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  });

  test('redirects a wrong country permanently and answers 404 for an unknown city', async ({ request }) => {
    for (const [from, to] of [
      ['/uk/newyork', '/us/newyork'],
      ['/global/london', '/uk/london'],
      ['/us/dubai/jobs', '/global/dubai/jobs'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
    for (const path of ['/us/atlantis', '/global/atlantis', '/xx/london']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('detecting the city on the global home', () => {
  test('uses the position when geolocation is already granted, and offers its city without moving', async ({ browser }) => {
    const { context, page } = await openPage(browser, { permissions: ['geolocation'], geolocation: NEAR_MELBOURNE, timezoneId: 'Europe/Paris' });
    await page.goto('/');
    // The position wins over the timezone (Paris).
    await offered(page, 'Melbourne, Australia', /^\/au\/melbourne$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cityboard Global Marketplace');
    expect(await page.evaluate(() => history.length)).toBe(2);
    await context.close();
  });

  test('without permission, never asks for the position and falls back to the timezone', async ({ browser }) => {
    const { context, page } = await openPage(browser, { geolocation: NEAR_MELBOURNE, timezoneId: 'Europe/Paris' }, countPositionRequests);
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto('/');
    await offered(page, 'Paris, France', /^\/fr\/paris$/);
    expect(await positionRequests(page)).toBe(0);
    expect(messages.filter((text) => /error/i.test(text))).toEqual([]);
    await context.close();
  });

  test('asks our server about the IP before the timezone', async ({ browser }) => {
    const { context, page } = await openPage(browser, { timezoneId: 'Europe/Paris' });
    const asked: string[] = [];
    await page.route('**/api/location/detect', async (route) => {
      asked.push(route.request().url());
      await route.fulfill({ json: { city: { subdomain: 'toronto', name: 'Toronto', countryCode: 'CA', path: '/ca/toronto' }, match: 'name' } });
    });
    await page.goto('/?q=bike');
    // The IP's city wins over the timezone's, and the offer keeps the search.
    await offered(page, 'Toronto, Canada', /^\/ca\/toronto\?q=bike$/);
    expect(asked).toHaveLength(1);
    await context.close();
  });

  test('gives up on a position that does not come within 5 seconds', async ({ browser }) => {
    const { context, page } = await openPage(browser, { timezoneId: 'Asia/Tokyo' }, silentGeolocation);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The page's clock is the test's: it moves only in steps of 100 ms until the position is
    // asked for, so the timeout is then run to just short of its end, and past it, by hand.
    const step = 100;
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/');
    while ((await positionRequests(page)) === 0) await page.clock.runFor(step);
    expect(await positionRequests(page)).toBe(1);
    // Still waiting for the position just before the timeout: nothing gave up yet (the page
    // has run every task the clock let due, and logs the moment it gives up)…
    const gaveUp = () => warnings.some((text) => text.includes('[location] browser position unavailable'));
    await page.clock.runFor(GEOLOCATION_TIMEOUT_MS - 2 * step);
    await settled(page);
    expect(gaveUp()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/');
    // …then it gives up, and the timezone decides.
    await page.clock.runFor(2 * step);
    await settled(page);
    expect(gaveUp()).toBe(true);
    await page.clock.resume();
    await offered(page, 'Tokyo, Japan', /^\/jp\/tokyo$/);
    await context.close();
  });

  test('"Use my location" asks for the position on click and opens the nearest city', async ({ browser }) => {
    const { context, page } = await openPage(browser, { geolocation: ALICE_SPRINGS, timezoneId: 'UTC' }, countPositionRequests);
    // Every detection page prefetches the six city pages SPEC names.
    const prefetched = PREFETCHED.map((path) => page.waitForRequest((request) => new URL(request.url()).pathname === `${path}.data`));
    await page.goto('/');
    await stayedGlobal(page);
    await Promise.all(prefetched);
    for (const path of PREFETCHED) await expect(page.locator(`link[rel="prefetch"][href^="${path}.data"]`)).toHaveCount(1);
    expect(await positionRequests(page)).toBe(0);

    // The visitor accepts the browser's prompt.
    await context.grantPermissions(['geolocation']);
    const button = page.getByRole('button', { name: 'Use my location' });
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: 'No Cityboard city is within 100 km of you yet.' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');

    await context.setGeolocation(NEAR_SYDNEY);
    await button.click();
    await expect(page).toHaveURL(/\/au\/sydney$/);
    expect(await positionRequests(page)).toBe(2);
    await context.close();
  });

  test('"Use my location" says so when the position is refused', async ({ browser }) => {
    const { context, page } = await openPage(browser, { timezoneId: 'UTC' });
    await page.goto('/');
    await stayedGlobal(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('status').filter({ hasText: "Your location isn't available." })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  test('the banner offers the detected city by a link, and the global home stays global on every visit', async ({ browser }, testInfo) => {
    const { context, page } = await openPage(browser, { timezoneId: 'Europe/London' });
    const londonPrefetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/uk/london.data');
    await page.goto('/');
    const banner = page.getByTestId('location-banner');
    await offered(page, 'London, United Kingdom', /^\/uk\/london$/);
    expect((await londonPrefetched).headers()['cache-control']).toBe('private, max-age=30');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cityboard Global Marketplace');
    await banner.screenshot({ path: testInfo.outputPath('location-banner.png') });
    await page.screenshot({ path: testInfo.outputPath('location-banner-page.png') });

    await banner.getByRole('link', { name: 'View Local Listings' }).click();
    await expect(page).toHaveURL(/\/uk\/london$/);
    await expect(page.getByTestId('city-banner')).toHaveText('Showing results for London, United Kingdom');
    // The page's data came from the prefetch: nothing was transferred for it.
    const transfers = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/uk/london.data') && (entry as PerformanceResourceTiming).initiatorType === 'fetch')
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    expect(transfers).toEqual([0]);
    await expect(banner).toHaveCount(0);

    // Back on the global home (the city selector's 'Global Marketplace'), it is offered again, never followed by itself.
    await hydrated(page);
    await page.getByTestId('city-selector').click();
    await page.getByRole('dialog', { name: 'Choose a city' }).getByRole('option', { name: /Global Marketplace/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await offered(page, 'London, United Kingdom', /^\/uk\/london$/);
    await page.goto('/');
    await offered(page, 'London, United Kingdom', /^\/uk\/london$/);
    await context.close();
  });

  test('a card tapped while detection runs opens its listing: the page never moves by itself', async ({ browser }, testInfo) => {
    const { context, page } = await openPage(browser, { timezoneId: 'Europe/Berlin' });
    // The IP's answer, and the tapped listing's data, wait for the test: detection ends while the tap's navigation is under way.
    let answerDetection: () => void = () => undefined;
    const detectionAsked = new Promise<void>((resolve) => {
      void page.route('**/api/location/detect', async (route) => {
        resolve();
        await new Promise<void>((release) => (answerDetection = release));
        await route.fulfill({ json: { city: { subdomain: 'berlin', name: 'Berlin', countryCode: 'DE', path: '/de/berlin' }, match: 'name' } });
      });
    });
    let releaseListing: () => void = () => undefined;
    const listingAsked = new Promise<void>((resolve) => {
      void page.route(/\/listing\/[^/?]+\.data/, async (route) => {
        resolve();
        await new Promise<void>((release) => (releaseListing = release));
        await route.continue();
      });
    });
    await page.goto('/');
    await hydrated(page);
    await detectionAsked;
    const card = page.getByTestId('listing-card').first();
    const href = await card.locator('a[href*="/listing/"]').first().getAttribute('href');
    // Tapped as soon as the page answers, before detection has ended (what took 2–2.7 s).
    await card.locator('a[href*="/listing/"]').first().click();
    await listingAsked;
    // Detection ends now, with the tap's page still loading: it is offered, and nothing else happens.
    answerDetection();
    await expect(page.getByTestId('location-banner')).toContainText("We detected you're in Berlin, Germany.");
    expect(new URL(page.url()).pathname).toBe('/');
    releaseListing();
    await expect(page).toHaveURL((url) => url.pathname === new URL(href!, url).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('tap-kept.png') });
    expect(new URL(page.url()).pathname).not.toBe('/de/berlin');
    await context.close();
  });

  test('the banner can be closed for the session @phone', async ({ browser, viewport, isMobile }, testInfo) => {
    const { context, page } = await openPage(browser, { timezoneId: 'Europe/Berlin', viewport, isMobile, hasTouch: isMobile });
    await page.goto('/');
    const banner = page.getByTestId('location-banner');
    await expect(banner).toContainText("We detected you're in Berlin, Germany.");
    await page.screenshot({ path: testInfo.outputPath('location-banner-berlin.png') });
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await stayedGlobal(page);
    await expect(banner).toHaveCount(0);
    await context.close();
  });

  test('a failure only logs: the global home works without detection', async ({ browser }) => {
    const { context, page } = await openPage(browser, { timezoneId: 'Europe/Paris' });
    await page.route(/\/assets\/location-detection-[\w-]+\.js$/, (route) => route.abort());
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await expect.poll(() => warnings.some((text) => text.includes('[location] detection unavailable'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { name: 'Marketplace Listings' })).toBeVisible();
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    await context.close();
  });

  test('crawlers are never offered a city: the browser tells them apart by their user agent, whatever the server saw', async ({ browser }) => {
    for (const crawlerSeenBy of ['server', 'browser'] as const) {
      const { context, page } = await openPage(
        browser,
        { permissions: ['geolocation'], geolocation: NEAR_MELBOURNE, timezoneId: 'Europe/Paris', ...(crawlerSeenBy === 'server' ? { userAgent: GOOGLEBOT } : {}) },
        // A page served to a browser-looking request still checks navigator.userAgent.
        crawlerSeenBy === 'browser' ? () => Object.defineProperty(navigator, 'userAgent', { get: () => 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }) : undefined,
      );
      const asked: string[] = [];
      let detectionLoaded = false;
      page.on('request', (request) => {
        if (request.url().includes('/api/location/detect') || request.url().includes('.data')) asked.push(request.url());
        if (/\/assets\/location-detection-[\w-]+\.js$/.test(request.url())) detectionLoaded = true;
      });
      // What would move a visitor has had its chance: the page is hydrated, and the detection
      // code said it stops for a crawler (the page is the same for every request, so a cache
      // may keep it: the browser tells crawlers apart).
      const stopped = page.waitForEvent('console', (message) => message.text().includes('[location] a crawler'));
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await stopped;
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cityboard Global Marketplace');
      expect(asked).toEqual([]);
      expect(detectionLoaded, crawlerSeenBy).toBe(true);
      await context.close();
    }
  });
});
