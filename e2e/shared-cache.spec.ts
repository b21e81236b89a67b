import type { APIRequestContext, APIResponse } from '@playwright/test';
import { createListing, expect, hydrated, listingBody, test, uniqueWord } from './fixtures';

/**
 * Pages a CDN can serve (README: "Caching"): an anonymous GET of a public page sets no
 * cookie, says `public, max-age=0, s-maxage=60` and, for CDNs only,
 * `CDN-Cache-Control: public, max-age=60, stale-while-revalidate=300` (the
 * defaults e2e/serve.ts runs with), carries a strong ETag and answers 304 to it. Pages
 * of one person are `private, no-store`, and only acting mints the visitor cookie.
 */
const PUBLIC = 'public, max-age=0, s-maxage=60';
const CDN = 'public, max-age=60, stale-while-revalidate=300';
const PRIVATE = 'private, no-store';
const STRONG_ETAG = /^"[A-Za-z0-9_-]{32}(-(gzip|br|deflate))?"$/;

/** A browser that has never been here: no cookies. */
async function stranger(
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string | undefined,
) {
  return playwright.request.newContext({ baseURL });
}

async function expectCacheable(request: APIRequestContext, path: string, vary: string): Promise<APIResponse> {
  let response: APIResponse | undefined;
  // Other tests post listings meanwhile, which rightly changes a page between two looks: the
  // claim is that a page unchanged since its tag was given answers 304, so look again then.
  await expect(async () => {
    response = await request.get(path, { headers: { 'accept-encoding': 'gzip, br' }, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['set-cookie'], `${path} sets no cookie`).toBeUndefined();
    expect(headers['cache-control'], path).toBe(PUBLIC);
    expect(headers['cdn-cache-control'], path).toBe(CDN);
    expect(headers['etag'], path).toMatch(STRONG_ETAG);
    expect(headers['vary'], path).toBe(vary);
    const again = await request.get(path, { headers: { 'accept-encoding': 'gzip, br', 'if-none-match': headers['etag']! }, maxRedirects: 0 });
    expect(again.status(), `${path} revalidated`).toBe(304);
    expect((await again.body()).length).toBe(0);
    expect(again.headers()['etag']).toBe(headers['etag']);
    expect(again.headers()['set-cookie']).toBeUndefined();
  }).toPass({ timeout: 20_000 });
  return response!;
}

test('public pages are the same for everyone: no cookie, public Cache-Control, strong ETag, 304', async ({ playwright, baseURL, postListing }) => {
  const word = uniqueWord('cachable');
  const listing = await postListing({ city: 'london', title: `Oak bookshelf ${word}` });
  const request = await stranger(playwright, baseURL);
  try {
    const cityPages = ['/uk/london', '/uk/london/for-sale', `/uk/london?q=${word}`, '/au/victoria', '/de/berlin?lang=fr'];
    for (const path of cityPages) await expectCacheable(request, path, 'accept-encoding');
    await expectCacheable(request, `/uk/london/listing/${listing.id}`, 'accept-encoding');
    // Without a city in its address, the browser's language chooses the listing page's words.
    await expectCacheable(request, `/listing/${listing.id}`, 'Accept-Language, accept-encoding');
    // The footer pages have no city: the browser's language decides, so they say so.
    await expectCacheable(request, '/help', 'Accept-Language, accept-encoding');
    await expectCacheable(request, '/help?lang=it', 'accept-encoding');
    // Public JSON too; a different encoding is a different strong tag.
    const json = await expectCacheable(request, '/api/category-counts?city=london', 'accept-encoding');
    const plain = await request.get('/api/category-counts?city=london', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['etag']).toMatch(STRONG_ETAG);
    if (json.headers()['content-encoding']) expect(plain.headers()['etag']).not.toBe(json.headers()['etag']);
  } finally {
    await request.dispose();
  }
});

test('the language cookie changes no cached page; ?lang= does, with a canonical and hreflang that say so', async ({ playwright, baseURL }) => {
  const request = await stranger(playwright, baseURL);
  try {
    // The same bytes with and without the cookie (looked at again if a listing changed the page in between).
    await expect(async () => {
      const plain = await request.get('/de/berlin');
      const withCookie = await request.get('/de/berlin', { headers: { cookie: 'cb_lang=fr' } });
      expect(await withCookie.text()).toContain('<html lang="de"');
      expect(withCookie.headers()['etag']).toBe(plain.headers()['etag']);
    }).toPass({ timeout: 20_000 });
    const plain = await request.get('/de/berlin');
    const french = await request.get('/de/berlin?lang=fr');
    const html = await french.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/de\/berlin\?lang=fr"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="fr-DE" href="[^"]*\/de\/berlin\?lang=fr"/i);
    expect(html).toMatch(/<link rel="alternate" hrefLang="de-DE" href="[^"]*\/de\/berlin"/i);
    expect(await plain.text()).toMatch(/<link rel="canonical" href="[^"]*\/de\/berlin"/);
  } finally {
    await request.dispose();
  }
});

test('pages of one person are private, and acting is what makes the visitor cookie', async ({ playwright, baseURL }) => {
  const request = await stranger(playwright, baseURL);
  try {
    expect((await request.get('/uk/london')).headers()['set-cookie']).toBeUndefined();
    const posted = await request.post('/api/listings', { data: listingBody({ city: 'london' }) });
    expect(posted.status()).toBe(201);
    expect(posted.headers()['set-cookie']).toMatch(/^cb_vid=/);
    expect(posted.headers()['cache-control']).toBe(PRIVATE);
    const { manageUrl } = (await posted.json()) as { manageUrl: string };
    const manage = await request.get(new URL(manageUrl, baseURL).pathname);
    expect(manage.status()).toBe(200);
    expect(manage.headers()['cache-control']).toBe(PRIVATE);
    expect(manage.headers()['set-cookie']).toBeUndefined();
    for (const path of ['/my-ads', '/moderation/login']) expect((await request.get(path)).headers()['cache-control'], path).toBe(PRIVATE);
  } finally {
    await request.dispose();
  }
});

test('a signed-in reviewer’s pages are private, no-store', async ({ page }) => {
  await page.goto('/moderation/login');
  const token = page.getByLabel('Reviewer token');
  await expect(async () => {
    await token.fill('e2e-reviewer-token-0123456789');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/moderation$/, { timeout: 2000 });
  }).toPass();
  const queue = await page.request.get('/moderation');
  expect(queue.headers()['cache-control']).toBe(PRIVATE);
  // Elsewhere a reviewer browses like anyone; what they get there is kept by no shared cache.
  expect((await page.request.get('/uk/london')).headers()['cache-control']).toBe(PUBLIC);
});

test('a chosen language follows the visitor through links and later visits, though the server never reads the cookie @phone', async ({ page }) => {
  await page.goto('/uk/london');
  const language = page.getByTestId('language-switcher');
  await hydrated(language);
  await language.selectOption('fr');
  await expect(page).toHaveURL(/\/uk\/london\?lang=fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // A link in the page names no language: the app moves to its ?lang= address.
  await page.goto('/uk/london?lang=fr');
  await hydrated(page);
  const link = page.locator('main a[href^="/uk/london/"]').first();
  const path = (await link.getAttribute('href'))!.split('?')[0]!;
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === path && url.searchParams.get('lang') === 'fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // A later visit to a page a cache would serve in English moves before it is shown.
  const response = await page.goto('/uk/london/housing');
  expect(response?.headers()['cache-control']).toMatch(/^public/);
  await expect(page).toHaveURL(/\/uk\/london\/housing\?lang=fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a page’s words come from a file kept for a year, not from the document, and a switch of language loads the other’s words first @phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await stranger(playwright, baseURL);
  let english: { footer: { privacy: string }; pages: { privacy: { intro: string } } };
  try {
    const html = await (await request.get('/uk/london')).text();
    const href = /<link rel="preload" href="(\/i18n\/en\.[0-9a-f]{12}\.json)" as="fetch" crossorigin="anonymous" data-catalogue=""\/>/.exec(
      html,
    )?.[1];
    expect(href, 'the head preloads the page’s words').toBeTruthy();
    const file = await request.get(href!);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    english = (await file.json()) as typeof english;
    // The privacy page's words are in the file, and no longer in every document.
    expect(english.pages.privacy.intro.length).toBeGreaterThan(20);
    expect(html).not.toContain(english.pages.privacy.intro);
    // An address of another version still gets words, but nobody may keep them.
    const stale = await request.get(href!.replace(/\.[0-9a-f]{12}\.json$/, '.000000000000.json'));
    expect(stale.status()).toBe(200);
    expect(stale.headers()['cache-control']).toBe('no-cache');
    expect((await request.get('/i18n/xx.000000000000.json')).status()).toBe(404);
  } finally {
    await request.dispose();
  }

  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/uk/london');
  const privacyLink = page.locator('footer a[href^="/privacy"]').first();
  await expect(privacyLink).toHaveText(english.footer.privacy);
  const language = page.getByTestId('language-switcher');
  await hydrated(language);
  documents.length = 0;
  const frenchWords = page.waitForResponse((response) => /\/i18n\/fr\.[0-9a-f]{12}\.json$/.test(response.url()));
  await language.selectOption('fr');
  const french = (await (await frenchWords).json()) as typeof english;
  await expect(page).toHaveURL(/\/uk\/london\?lang=fr$/);
  await expect(page.locator('footer a[href^="/privacy"]').first()).toHaveText(french.footer.privacy);
  expect(french.footer.privacy).not.toBe(english.footer.privacy);
  expect(documents, 'the switch happened in the page').toEqual([]);
});

test('a browser shows no stale copy of a page it has seen: a listing posted since shows on the next look @phone', async ({ page }) => {
  const word = uniqueWord('freshness');
  await page.goto('/uk/london');
  // The page's data as the app's own navigations fetch it, through the browser's cache.
  const pageData = () => page.evaluate(async () => (await fetch('/uk/london.data')).text());
  expect(await pageData()).not.toContain(word);
  await createListing(page.request, { title: `Walnut side table ${word}`, city: 'london' });
  // A stale window in Cache-Control let Chromium answer these from its disk cache.
  expect(await pageData()).toContain(word);
  await page.goto('/uk/london');
  await expect(page.getByText(word).first()).toBeVisible();
});
