import { expect, hydrated, openPostAd, pngFile, postAdButton, screenshot, test, watchHydration, type PostListing } from './fixtures';

/** Listing detail (SPEC section 2 "Listing detail"): gallery, favourite, share, report. */

async function listingWithPhotos(postListing: PostListing) {
  const files = await Promise.all([
    pngFile('one.png', 800, 600, { r: 200, g: 30, b: 30 }),
    pngFile('two.png', 800, 600, { r: 30, g: 160, b: 30 }),
    pngFile('three.png', 600, 800, { r: 30, g: 30, b: 200 }),
  ]);
  return postListing({ city: 'london', title: 'Three-photo armchair', price: '0', deliveryAvailable: true }, files);
}

test('the gallery moves with thumbnails, buttons and arrow keys', async ({ page, postListing }) => {
  const { id, images } = await listingWithPhotos(postListing);
  const hydrationProblems = watchHydration(page);
  await page.goto(`/uk/london/listing/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Three-photo armchair');
  await expect(page.getByTestId('listing-price')).toHaveText('Free');
  const image = page.getByTestId('gallery-image');
  const counter = page.getByTestId('gallery-counter');
  const thumbs = page.getByRole('list', { name: 'Thumbnails' }).getByRole('button');
  await expect(thumbs).toHaveCount(3);
  await expect(counter).toHaveText('1 / 3');
  await expect(image).toHaveAttribute('src', images[0]!);

  const stage = page.getByTestId('gallery-stage');
  await hydrated(stage);
  await stage.focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 3');
  await expect(image).toHaveAttribute('src', images[1]!);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('3 / 3');
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');

  await page.getByRole('button', { name: 'Show photo 2 of 3' }).click();
  await expect(counter).toHaveText('2 / 3');
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter).toHaveText('3 / 3');
  await screenshot(page, 'listing-1366');
  expect(hydrationProblems).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'listing-390');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

// Touch events need the phone project's touch screen, so this runs there only.
test('a swipe on a touch screen changes the photo @phone-only', async ({ page, postListing }) => {
  const { id } = await listingWithPhotos(postListing);
  await page.goto(`/listing/${id}`);
  const stage = page.getByTestId('gallery-stage');
  await hydrated(stage);
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  await stage.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: box.x + box.width - 40, clientY: y }] });
  await stage.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: box.x + 40, clientY: y }] });
  await expect(page.getByTestId('gallery-counter')).toHaveText('2 / 3');
  await screenshot(page, 'listing-phone');
});

test('a listing without photos shows a placeholder', async ({ page, postListing }) => {
  const { id } = await postListing();
  await page.goto(`/listing/${id}`);
  await expect(page.getByTestId('gallery-placeholder')).toBeVisible();
  await expect(page.getByText('Safety First')).toBeVisible();
  await expect(page.getByText('Meet in public places, inspect items before payment, and trust your instincts.')).toBeVisible();
});

test('a favourite survives a reload and is listed on /favourites', async ({ page, postListing }) => {
  const { id, body } = await postListing({ city: 'newyork' });
  await page.goto(`/us/newyork/listing/${id}`);
  const heart = page.getByTestId('favourite-heart');
  await hydrated(heart);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cityboard:favourites'))).toContain(id);

  await page.reload();
  await expect(page.getByTestId('favourite-heart')).toHaveAttribute('aria-pressed', 'true');

  // One saved id that no longer exists is skipped.
  await page.evaluate((real) => localStorage.setItem('cityboard:favourites', JSON.stringify([real, '00000000-0000-4000-8000-000000000000'])), id);
  await page.goto('/favourites');
  const items = page.getByTestId('favourite-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(body.title);
  await expect(page.getByText('1 saved listing is no longer available.')).toBeVisible();
  await screenshot(page, 'favourites-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'favourites-390');
  await page.setViewportSize({ width: 1366, height: 768 });
  await items.first().getByRole('button', { name: `Remove ${body.title} from favourites` }).click();
  await expect(items).toHaveCount(0);
  await page.getByRole('button', { name: 'Forget them' }).click();
  await expect(page.getByTestId('favourites-empty')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
});

test('share copies the link when the browser has no share sheet', async ({ page, context, postListing, toasts, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  const { id } = await postListing({ city: 'newyork' });
  await page.goto(`/listing/${id}`);
  const share = page.getByRole('button', { name: 'Share' });
  await hydrated(share);
  await share.click();
  await toasts.shown('Link copied');
  // The canonical address, under the listing's city.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/us/newyork/listing/${id}`);
});

test('share uses the Web Share API where there is one', async ({ page, postListing }) => {
  await page.addInitScript(() => {
    const win = window as Window & { __shared?: ShareData[] };
    win.__shared = [];
    Object.defineProperty(Navigator.prototype, 'share', {
      value: async (data: ShareData) => void win.__shared!.push(data),
      configurable: true,
    });
  });
  const { id, body } = await postListing();
  await page.goto(`/listing/${id}`);
  const share = page.getByRole('button', { name: 'Share' });
  await hydrated(share);
  await share.click();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { __shared?: ShareData[] }).__shared))
    .toEqual([{ title: body.title, url: expect.stringMatching(new RegExp(`/listing/${id}$`)) }]);
});

test('reporting a listing sends the reason and thanks the visitor', async ({ page, postListing }) => {
  const { id } = await postListing();
  await page.goto(`/listing/${id}`);
  const open = page.getByRole('button', { name: 'Report this listing' });
  await hydrated(open);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await expect(dialog).toBeVisible();
  for (const reason of ['Scam or fraud', 'Prohibited item', 'Spam or duplicate', 'Wrong category', 'Already sold']) {
    await expect(dialog.getByRole('radio', { name: reason })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam or duplicate' }).check();
  await dialog.getByLabel('Details (optional)').fill('Posted three times today.');
  await screenshot(page, 'report-dialog-1366');
  const sent = page.waitForResponse((r) => r.url().endsWith(`/api/listings/${id}/reports`));
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({ reason: 'spam', details: 'Posted three times today.' });
  await expect(dialog.getByText('Thank you for your report.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('an unknown listing is a 404 with a way home', async ({ page }) => {
  const response = await page.goto('/listing/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
  await expect(page.getByText("The listing you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
});

test('the listing page, the Post New Ad dialog, the manage page and favourites have no serious accessibility violations', async ({ page, postListing, axe }) => {
  test.slow();
  // Only our own parts: behind the dialog is the home page, which has its own check.
  const serious = axe;
  const { id, manageUrl } = await listingWithPhotos(postListing);

  await page.goto(`/uk/london/listing/${id}`);
  await hydrated(page.getByTestId('gallery-stage'));
  expect(await serious()).toEqual([]);

  const dialog = await openPostAd(page);
  await postAdButton(dialog).click();
  await expect(dialog.getByText('Choose a category')).toBeVisible();
  expect(await serious('[role="dialog"]')).toEqual([]);

  await page.goto(manageUrl);
  await expect(page.getByRole('region', { name: 'Edit your ad' })).toBeVisible();
  expect(await serious()).toEqual([]);

  await page.goto('/favourites');
  await expect(page.getByTestId('favourites-empty')).toBeVisible();
  expect(await serious()).toEqual([]);
});
