import type { Page } from '@playwright/test';
import { createListing, expect, hydrated, openPostAd, pngFile, test, uniqueWord, type PostListing } from './fixtures';

/**
 * Navigation a person finds (issue 12): the city on phones, the favourites heart, the
 * seller's own ad, the full-screen photos, similar listings, the skip link and other
 * ways back, following a search, and taking back "sold".
 */

/** Screens looked at by hand while building these pages. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? 'test-results/screens'}/${name}.png` });
}

async function threePhotoListing(postListing: PostListing, title: string) {
  const files = await Promise.all([
    pngFile('one.png', 800, 600, { r: 200, g: 30, b: 30 }),
    pngFile('two.png', 800, 600, { r: 30, g: 160, b: 30 }),
    pngFile('three.png', 600, 800, { r: 30, g: 30, b: 200 }),
  ]);
  return postListing({ city: 'london', title, price: '40' }, files);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header changes city from a searchable list @phone', async ({ page, axe }) => {
    await page.goto('/uk/london');
    const button = page.getByTestId('city-selector-compact');
    await expect(button).toBeVisible();
    await expect(button).toHaveText('London');
    await expect(page.getByTestId('city-selector')).toBeHidden();
    await hydrated(button);
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Choose a city' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByPlaceholder('Search cities or countries...')).toBeFocused();
    await page.keyboard.type('toky');
    await expect(sheet.getByRole('option', { name: /Tokyo/ })).toBeVisible();
    await shot(page, 'city-sheet-390-en');
    expect(await axe('[role="dialog"]')).toEqual([]);
    await sheet.getByRole('option', { name: /Tokyo/ }).click();
    await expect(page).toHaveURL(/\/jp\/tokyo$/);
    await expect(page.getByTestId('city-selector-compact')).toContainText(/Tokyo|東京/);
    await expect(sheet).toBeHidden();
    await shot(page, 'city-header-390-ja');
  });
});

test('saving a favourite counts in the header, with a toast that links to the list @phone', async ({ page, postListing, request, toasts }) => {
  const word = uniqueWord('heartfelt');
  const first = await postListing({ city: 'london', title: `${word} brass lamp` });
  const second = await postListing({ city: 'london', title: `${word} brass mirror` });
  // The server knows nothing of the browser's favourites: it never renders a count.
  const html = await (await request.get(`/uk/london/listing/${first.id}`)).text();
  expect(html).toContain('data-testid="header-favourites"');
  expect(html).not.toContain('header-favourites-count');

  await page.goto(`/uk/london/listing/${first.id}`);
  const heart = page.getByTestId('header-favourites');
  await expect(heart).toHaveAttribute('href', '/favourites');
  await expect(page.getByTestId('header-favourites-count')).toHaveCount(0);
  const save = page.getByTestId('favourite-heart');
  await hydrated(save);
  await save.click();
  await expect(page.getByTestId('header-favourites-count')).toHaveText('1');
  await expect(heart).toHaveAttribute('aria-label', 'Favourites: 1 saved listing');
  await toasts.shown('Saved to favourites', 'View');
  await shot(page, `favourite-toast-${page.viewportSize()!.width}`);

  // A card's heart on the results counts live too.
  await page.goto(`/uk/london?q=${word}`);
  const card = page.getByTestId('listing-card').filter({ hasText: 'brass mirror' });
  const cardHeart = card.getByTestId('favourite-toggle');
  await hydrated(cardHeart);
  await cardHeart.click();
  await expect(page.getByTestId('header-favourites-count')).toHaveText('2');
  const toast = page.getByTestId('toast').filter({ hasText: 'Saved to favourites' });
  await toast.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByTestId('listing-card')).toHaveCount(2);
  await expect(page.getByText(second.body.title)).toBeVisible();

  // Taking a heart back counts down, without a toast.
  const shownBefore = toasts.all().length;
  await page.getByTestId('listing-card').filter({ hasText: 'brass mirror' }).getByTestId('favourite-toggle').click();
  await expect(page.getByTestId('header-favourites-count')).toHaveText('1');
  expect(toasts.all().length).toBe(shownBefore);
});

test('the seller sees Manage this ad on their own listing, and the page is private to them', async ({ page, browser, baseURL }) => {
  // Posted from this browser's own cookie, as the Post Ad dialog does.
  const own = await createListing(page.request, { city: 'london', title: `${uniqueWord('mine')} walnut desk` });
  const response = await page.goto(`/uk/london/listing/${own.id}`);
  expect(response?.headers()['cache-control']).toContain('private');
  const manage = page.getByRole('link', { name: 'Manage this ad' });
  await expect(manage).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message seller' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Report/ })).toHaveCount(0);
  await shot(page, 'own-listing-1366');
  await manage.click();
  await expect(page).toHaveURL(new RegExp(`/manage/${own.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.body.title);
  await expect(page.getByRole('region', { name: 'Edit your ad' })).toBeVisible();

  // Anyone else sees the buyer's page, which any cache may keep.
  const stranger = await browser.newContext({ baseURL });
  try {
    const other = await stranger.newPage();
    const otherResponse = await other.goto(`/uk/london/listing/${own.id}`);
    expect(otherResponse?.headers()['cache-control'] ?? '').not.toContain('private');
    await expect(other.getByRole('button', { name: 'Message seller' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Manage this ad' })).toHaveCount(0);
    expect((await other.goto(`/manage/${own.id}`))?.status()).toBe(404);
  } finally {
    await stranger.close();
  }
});

test('the main photo opens full screen: arrows, zoom, Escape, and focus comes back to the photo', async ({ page, postListing, axe }) => {
  const { id, images } = await threePhotoListing(postListing, 'Full-screen armchair');
  await page.goto(`/uk/london/listing/${id}`);
  const open = page.getByTestId('gallery-open');
  await hydrated(open);
  await open.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByTestId('photo-viewer');
  await expect(viewer).toBeVisible();
  await expect(page.getByTestId('viewer-counter')).toHaveText('1 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('viewer-counter')).toHaveText('2 / 3');
  await expect(page.getByTestId('viewer-image')).toHaveAttribute('src', images[1]!);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('viewer-counter')).toHaveText('3 / 3');
  expect(await axe('[data-testid="photo-viewer"]')).toEqual([]);
  await shot(page, 'photo-viewer-1366');

  await page.getByTestId('viewer-image').click();
  await expect(viewer).toHaveAttribute('data-zoomed', 'true');
  await expect(page.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
  const width = await page.getByTestId('viewer-image').evaluate((image) => image.getBoundingClientRect().width);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(viewer).toHaveAttribute('data-zoomed', 'false');
  const fitted = await page.getByTestId('viewer-image').evaluate((image) => {
    const box = image.getBoundingClientRect();
    const img = image as HTMLImageElement;
    return Math.min(box.width, (box.height * img.naturalWidth) / img.naturalHeight);
  });
  expect(Math.abs(width - 2 * fitted)).toBeLessThan(4);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(open).toBeFocused();
  // The gallery shows the photo looked at last.
  await expect(page.getByTestId('gallery-counter')).toHaveText('3 / 3');
});

// Touch events need the phone project's touch screen.
test('in the full-screen viewer a swipe changes the photo and a tap zooms @phone-only', async ({ page, postListing }) => {
  const { id } = await threePhotoListing(postListing, 'Swipeable armchair');
  await page.goto(`/listing/${id}`);
  const open = page.getByTestId('gallery-open');
  await hydrated(open);
  await open.tap();
  const image = page.getByTestId('viewer-image');
  await expect(page.getByTestId('viewer-counter')).toHaveText('1 / 3');
  const box = (await image.boundingBox())!;
  const y = box.y + box.height / 2;
  await image.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: box.x + box.width - 30, clientY: y }] });
  await image.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: box.x + 30, clientY: y }] });
  await expect(page.getByTestId('viewer-counter')).toHaveText('2 / 3');
  // The gallery behind did not move as well.
  await expect(page.getByTestId('gallery-counter')).toHaveText('2 / 3');
  await image.tap();
  await expect(page.getByTestId('photo-viewer')).toHaveAttribute('data-zoomed', 'true');
  await shot(page, 'viewer-zoomed-phone');
});

test('similar listings: the same city and category, closest words and price first, never the listing itself @phone', async ({ page, postAsSellers }) => {
  const word = uniqueWord('likeness');
  const [source, close, far, elsewhere, otherCategory] = await postAsSellers(
    [
      { city: 'london', category: 'for-sale', subcategory: 'furniture', title: `${word} pine kitchen table`, price: '100' },
      { city: 'london', category: 'for-sale', subcategory: 'furniture', title: `${word} pine kitchen table, seats six`, price: '110' },
      { city: 'london', category: 'for-sale', subcategory: 'furniture', title: `${word} pine kitchen table, seats six`, price: '2000' },
      { city: 'paris', category: 'for-sale', subcategory: 'furniture', title: `${word} pine kitchen table`, price: '100' },
      { city: 'london', category: 'services', title: `${word} pine kitchen table restoration`, price: '100' },
    ],
    { perSeller: 2 },
  );
  await page.goto(`/uk/london/listing/${source!.id}`);
  const similar = page.getByRole('region', { name: 'Similar listings' });
  await expect(similar).toBeVisible();
  await expect(similar.getByTestId('listing-card').filter({ hasText: word })).toHaveCount(2);
  // Cards link to their listing: the order of the ids is the order shown.
  const links = await similar.getByTestId('listing-card').getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const position = (id: string) => links.findIndex((href) => href.endsWith(`/listing/${id}`));
  expect(position(close!.id)).toBeGreaterThanOrEqual(0);
  expect(position(close!.id)).toBeLessThan(position(far!.id));
  for (const left of [source!, elsewhere!, otherCategory!]) expect(position(left.id)).toBe(-1);
  await similar.scrollIntoViewIfNeeded();
  await shot(page, `similar-${page.viewportSize()!.width}`);
});

test('result pages start with a skip link to the results @phone', async ({ page }) => {
  await page.goto('/uk/london');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to results' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await shot(page, `skip-link-${page.viewportSize()!.width}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Marketplace Listings' })).toBeFocused();
  // Listing pages have no results to skip to.
  await page.goto('/favourites');
  await expect(page.getByTestId('skip-to-results')).toHaveCount(0);
});

test('focus returns to Add photos when the upload window closes', async ({ page }) => {
  const dialog = await openPostAd(page, '/uk/london?post=1');
  const addPhotos = dialog.getByRole('button', { name: /Add photos/ });
  await addPhotos.click();
  const upload = page.getByTestId('upload-modal');
  await expect(upload).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(upload).toBeHidden();
  await expect(addPhotos).toBeFocused();
  await expect(dialog).toBeVisible();

  // And after an upload, closed with Done.
  await page.keyboard.press('Enter');
  await expect(upload).toBeVisible();
  await upload.locator('input[type=file]').setInputFiles([await pngFile('chair.png', 640, 480, { r: 90, g: 140, b: 90 })]);
  await upload.getByRole('button', { name: 'Upload 1 photo' }).click();
  await expect(upload.getByText('Uploaded')).toBeVisible();
  await upload.getByRole('button', { name: 'Done' }).click();
  await expect(upload).toBeHidden();
  await expect(dialog.getByTestId('form-image')).toHaveCount(1);
  await expect(addPhotos).toBeFocused();
});

test('Victoria pages lead back up through town, region and state, and the header names the place @phone', async ({ page }) => {
  await page.goto('/au/victoria/surf-coast/torquay/jan-juc?lang=ja');
  await shot(page, `victoria-${page.viewportSize()!.width}-ja`);
  await page.goto('/au/victoria/surf-coast/torquay/jan-juc?lang=en');
  const crumbs = page.getByRole('navigation', { name: 'Where you are' });
  await expect(crumbs.getByRole('link')).toHaveText(['Victoria', 'Surf Coast', 'Torquay']);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Jan Juc');
  const selector = page.locator('[data-testid^="city-selector"]:visible');
  await expect(selector).toHaveText('Jan Juc');
  await expect(page.locator('header')).not.toContainText('Global Marketplace');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const breadcrumbs = jsonLd.map((text) => JSON.parse(text) as { '@type'?: string; itemListElement?: { name: string }[] }).filter((data) => data['@type'] === 'BreadcrumbList');
  expect(breadcrumbs).toHaveLength(1);
  expect(breadcrumbs[0]?.itemListElement?.map((item) => item.name).slice(-4)).toEqual(['Victoria', 'Surf Coast', 'Torquay', 'Jan Juc']);
  await shot(page, `victoria-${page.viewportSize()!.width}-en`);
  await crumbs.getByRole('link', { name: 'Surf Coast' }).click();
  await expect(page).toHaveURL(/\/au\/victoria\/surf-coast$/);
  await expect(selector).toHaveText('Surf Coast');
});

test('Follow this search offers the RSS feed address to copy, not raw XML @phone', async ({ page, context, axe, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/uk/london/for-sale?q=lamp');
  const follow = page.getByTestId('follow-search');
  await hydrated(follow);
  await follow.click();
  const options = page.getByRole('dialog', { name: 'Follow this search' });
  await expect(options).toBeVisible();
  await expect(page).toHaveURL(/\/uk\/london\/for-sale\?q=lamp$/);
  await expect(options.getByText('RSS feed')).toBeVisible();
  await expect(options.getByText(/feed reader/)).toBeVisible();
  const address = options.getByLabel('Feed address');
  await expect(address).toHaveValue(/\/feeds\/listings\.xml\?city=london&category=for-sale&q=lamp$/);
  await options.getByRole('button', { name: 'Copy' }).click();
  await expect(options.getByRole('status')).toHaveText('Feed address copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await address.inputValue());
  expect(copied.startsWith(baseURL!) || copied.startsWith('http')).toBe(true);
  expect(await axe('[data-testid="follow-search-options"]')).toEqual([]);
  await shot(page, `follow-search-${page.viewportSize()!.width}`);
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(follow).toBeFocused();
});

test('marking sold asks first, and can be taken back', async ({ page, toasts, axe }) => {
  const own = await createListing(page.request, { city: 'london', title: `${uniqueWord('oops')} record player` });
  await page.goto(`/manage/${own.id}`);
  const markSold = page.getByRole('button', { name: 'Mark as sold' });
  await hydrated(markSold);
  await markSold.click();
  const confirm = page.getByRole('dialog', { name: 'Mark this ad as sold?' });
  await expect(confirm).toContainText('within 24 hours');
  expect(await axe('[role="dialog"]')).toEqual([]);
  await shot(page, 'confirm-sold-1366');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('manage-state')).toContainText('Active');

  await markSold.click();
  await confirm.getByRole('button', { name: 'Mark as sold' }).click();
  await toasts.shown('Marked as sold');
  await expect(page.getByTestId('manage-state')).toContainText('Sold');
  await expect(page.getByTestId('undo-sold-note')).toContainText('put it back on sale until');
  await shot(page, 'sold-undo-1366');
  await page.getByRole('button', { name: 'Put back on sale' }).click();
  await toasts.shown('Back on sale');
  await expect(page.getByTestId('manage-state')).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Put back on sale' })).toHaveCount(0);
  expect((await (await page.request.get(`/api/listings/${own.id}`)).json()).status).toBe('active');
});

test('screens of these parts at 1366×768 and 390×844, in English and Japanese', async ({ page, postAsSellers }) => {
  test.slow();
  const word = uniqueWord('screens');
  const photos = await Promise.all([pngFile('a.png', 800, 600, { r: 180, g: 120, b: 60 }), pngFile('b.png', 800, 600, { r: 60, g: 120, b: 180 })]);
  const [listing] = await postAsSellers([
    { city: 'london', category: 'for-sale', subcategory: 'furniture', title: `${word} teak sideboard`, price: '300' },
    { city: 'london', category: 'for-sale', subcategory: 'furniture', title: `${word} teak sideboard, long`, price: '350' },
  ]);
  const own = await createListing(page.request, { city: 'london', title: `${word} teak sideboard, mine`, price: '320' }, photos);
  for (const size of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    for (const lang of ['en', 'ja']) {
      await page.goto(`/uk/london/listing/${own.id}?lang=${lang}`);
      await expect(page.getByTestId('manage-this-ad')).toBeVisible();
      await shot(page, `listing-own-${size.width}-${lang}`);
      await page.getByTestId('similar-listings').scrollIntoViewIfNeeded();
      await shot(page, `listing-similar-${size.width}-${lang}`);
      const open = page.getByTestId('gallery-open');
      await hydrated(open);
      await open.click();
      await expect(page.getByTestId('photo-viewer')).toBeVisible();
      await shot(page, `viewer-${size.width}-${lang}`);
      await page.keyboard.press('Escape');
      await page.goto(`/uk/london?lang=${lang}`);
      const city = page.locator('[data-testid^="city-selector"]:visible');
      await hydrated(city);
      await city.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, `city-${size.width}-${lang}`);
    }
  }
  expect(listing).toBeTruthy();
});
