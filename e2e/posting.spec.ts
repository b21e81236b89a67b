import { bigPhoto, expect, field, fillPostAd, hydrated, openPostAd, pngFile, postAdButton, screenshot, test, watchHydration, type PostAdValues } from './fixtures';

/**
 * The Post New Ad dialog (SPEC section 2), posting (section 4), validation (section 5),
 * the error and success toasts (section 8), the upload modal, and managing an ad
 * through its secret link.
 */

function sampleValues(overrides: Partial<PostAdValues> = {}): PostAdValues {
  return {
    category: 'for-sale',
    subcategory: 'bicycles',
    title: `Road bike ${Math.random().toString(36).slice(2, 8)}`,
    price: '1250',
    description: 'Aluminium frame, 56 cm.\nNew tyres last spring.',
    neighborhood: 'Noe Valley',
    condition: 'like-new',
    contactEmail: 'rider@example.com',
    delivery: true,
    negotiable: true,
    ...overrides,
  };
}

test('the dialog opens from ?post=1, checks every field and closes without the parameter', async ({ page }) => {
  const dialog = await openPostAd(page, '/uk/london?post=1');
  // The price is in the city's currency.
  await expect(dialog.getByTestId('currency-symbol')).toHaveText('£');
  await screenshot(page, 'post-dialog-empty-1366');

  await postAdButton(dialog).click();
  for (const message of ['Choose a category', 'Title is required', 'Description is required', 'Local area is required', 'Contact email is required']) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(dialog, 'Category')).toBeFocused();
  await expect(field(dialog, 'Title')).toHaveAttribute('aria-invalid', 'true');

  // Subcategory only once a category with subcategories is chosen; changing the category clears it.
  await expect(field(dialog, 'Subcategory')).toHaveCount(0);
  await field(dialog, 'Category').selectOption('housing');
  await expect(dialog.getByText('Choose a category')).toHaveCount(0);
  await field(dialog, 'Subcategory').selectOption('rooms');
  await field(dialog, 'Category').selectOption('jobs');
  await expect(field(dialog, 'Subcategory')).toHaveValue('');

  // Title: 100 characters at most, with a counter; the 101st cannot be typed.
  await field(dialog, 'Title').fill('a'.repeat(100));
  await field(dialog, 'Title').press('End');
  await field(dialog, 'Title').pressSequentially('bc');
  await expect(field(dialog, 'Title')).toHaveValue('a'.repeat(100));
  await expect(dialog.getByTestId('title-count')).toHaveText('100/100');
  await expect(dialog.getByText('Title is required')).toHaveCount(0);

  await field(dialog, 'Contact Email').fill('not-an-email');
  await expect(field(dialog, 'Contact Email')).toHaveAttribute('type', 'email');
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  // The form reads a price as the page writes numbers (en-GB here), and says how to write one it cannot read.
  await field(dialog, 'Price').fill('12,50.999');
  await postAdButton(dialog).click();
  await expect(dialog.getByText('Price is not a number we can read. Write it like 1,234.50')).toBeVisible();
  await field(dialog, 'Price').fill('12.999');
  await postAdButton(dialog).click();
  await expect(dialog.getByText('Price must be a number with at most 2 decimals, up to 99,999,999.99')).toBeVisible();
  await screenshot(page, 'post-dialog-errors-1366');

  // Cancel closes the dialog and takes ?post=1 out of the address.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/uk\/london$/);
});

test('a new ad without images: success toast, management link once, and its page', async ({ page, context, toasts }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const dialog = await openPostAd(page, '/us/newyork?post=1');
  await expect(dialog.getByTestId('currency-symbol')).toHaveText('$');
  const values = sampleValues();
  await fillPostAd(dialog, values);

  const posted = page.waitForRequest((r) => r.url().endsWith('/api/listings') && r.method() === 'POST');
  await postAdButton(dialog).click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ title: values.title, price: '1250.00', city: 'newyork', category: 'for-sale', subcategory: 'bicycles', deliveryAvailable: true, priceNegotiable: true });

  await toasts.shown('Success', 'Your listing has been posted successfully!');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/us\/newyork$/);

  const linkDialog = page.getByRole('dialog', { name: 'Save this link to edit or delete your ad' });
  await expect(linkDialog).toBeVisible();
  const link = linkDialog.getByLabel('Management link');
  await expect(link).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/manage\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/);
  const manageUrl = await link.inputValue();
  await linkDialog.getByRole('button', { name: 'Copy' }).click();
  await expect(linkDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(manageUrl);
  await screenshot(page, 'post-manage-link-1366');

  // The page's data was refreshed behind the dialog: the new ad leads the city's list.
  await expect(page.getByTestId('listing-card').filter({ hasText: values.title })).toHaveCount(1);

  await linkDialog.getByRole('link', { name: 'View your ad' }).click();
  await expect(page).toHaveURL(/\/us\/newyork\/listing\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(values.title);
  await expect(page.getByTestId('listing-price')).toHaveText('$1,250(negotiable)');
  await expect(page.getByText('Delivery Available')).toBeVisible();
  await expect(page.getByText('Like New')).toBeVisible();
  await expect(page.getByText(/^Posted /)).toBeVisible();
  expect(await page.getByTestId('listing-description').innerText()).toBe(values.description);
  await expect(page.getByTestId('gallery-placeholder')).toBeVisible();

  // Opening the dialog again starts from an empty form.
  await page.goto('/us/newyork?post=1');
  await expect(field(page.getByRole('dialog', { name: 'Post New Ad' }), 'Title')).toHaveValue('');
});

test('a failing server keeps everything typed and says so; trying again posts once', async ({ page, toasts }) => {
  const dialog = await openPostAd(page);
  const values = sampleValues({ subcategory: undefined, category: 'services', condition: undefined, delivery: false });
  await fillPostAd(dialog, values);

  let posts = 0;
  await page.route('**/api/listings', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts++;
    return route.fulfill({ status: 500, body: 'boom' });
  });
  await postAdButton(dialog).click();
  expect((await toasts.shown('Error', 'Failed to post listing. Please try again.')).variant).toBe('destructive');
  expect(posts).toBe(1);

  await expect(dialog).toBeVisible();
  await expect(field(dialog, 'Category')).toHaveValue('services');
  await expect(field(dialog, 'Title')).toHaveValue(values.title);
  await expect(field(dialog, 'Price')).toHaveValue(values.price);
  await expect(field(dialog, 'Description')).toHaveValue(values.description);
  await expect(field(dialog, 'Local Area/Neighborhood')).toHaveValue(values.neighborhood);
  await expect(field(dialog, 'Contact Email')).toHaveValue(values.contactEmail);
  await expect(field(dialog, 'Price negotiable')).toBeChecked();
  await expect(postAdButton(dialog)).toBeEnabled();
  await screenshot(page, 'post-error-toast-1366');

  await page.unroute('**/api/listings');
  await postAdButton(dialog).click();
  await toasts.shown('Your listing has been posted successfully!');
  await expect(page.getByRole('dialog', { name: 'Save this link to edit or delete your ad' })).toBeVisible();
});

test('server-side field errors appear on their fields', async ({ page, toasts }) => {
  const dialog = await openPostAd(page);
  await fillPostAd(dialog, sampleValues());
  await page.route('**/api/listings', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Some fields need attention', errors: [{ field: 'title', message: 'Title looks like spam' }] }),
        })
      : route.fallback(),
  );
  await postAdButton(dialog).click();
  await expect(dialog.getByTestId('error-title')).toHaveText('Title looks like spam');
  await toasts.shown('Failed to post listing. Please try again.');
});

test('an ad with two photos: previews, removal before upload, progress bars, photos on its page', async ({ page, toasts }) => {
  test.slow();
  const [red, blue, large] = await Promise.all([
    pngFile('red.png', 800, 600, { r: 220, g: 40, b: 40 }),
    pngFile('blue.png', 640, 480, { r: 40, g: 60, b: 220 }),
    bigPhoto(),
  ]);
  expect(large.buffer.length).toBeGreaterThan(5 * 1024 * 1024);

  const dialog = await openPostAd(page);
  const values = sampleValues();
  await fillPostAd(dialog, values);
  await dialog.getByRole('button', { name: 'Images Add photos' }).click();
  const modal = page.getByRole('dialog', { name: 'Add photos' });
  await expect(modal).toBeVisible();

  await modal.locator('input[type=file]').setInputFiles([red, blue, large]);
  const files = modal.getByTestId('upload-file');
  await expect(files).toHaveCount(3);
  // The 12 MP photo is scaled down in the browser rather than refused.
  await expect(files.filter({ hasText: 'camera-photo.jpg' })).toContainText('Resized to');
  await expect(files.filter({ hasText: 'red.png' })).toContainText('ready to upload');
  // Nothing is sent before the seller confirms; one can still be dropped.
  await modal.getByRole('button', { name: 'Remove blue.png' }).click();
  await expect(files).toHaveCount(2);
  await screenshot(page, 'upload-modal-chosen-1366');

  const puts: { size: number; width: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().method() === 'PUT' && response.url().includes('/api/objects/upload/')) {
      const json = (await response.json()) as { width: number };
      puts.push({ size: response.request().postDataBuffer()?.length ?? 0, width: json.width });
    }
  });
  await modal.getByRole('button', { name: 'Upload 2 photos' }).click();
  await expect(modal.getByRole('progressbar')).toHaveCount(2);
  // Scaling the 12 MP photo down in the browser and making its sizes on the server take a while.
  await expect(modal.getByText('Uploaded')).toHaveCount(2, { timeout: 60_000 });
  for (const bar of await modal.getByRole('progressbar').all()) await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await screenshot(page, 'upload-modal-done-1366');
  expect(puts).toHaveLength(2);
  for (const put of puts) {
    expect(put.size).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect(put.width).toBeLessThanOrEqual(2560);
  }

  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  await expect(dialog.getByTestId('form-image')).toHaveCount(2);
  await expect(dialog.getByTestId('image-count')).toHaveText('2 of 8 photos');

  const attach = page.waitForRequest((r) => /\/api\/listings\/[0-9a-f-]{36}\/images$/.test(r.url()) && r.method() === 'PUT');
  await postAdButton(dialog).click();
  expect(((await attach).postDataJSON() as { imageURLs: string[] }).imageURLs).toHaveLength(2);
  await toasts.shown('Your listing has been posted successfully!');
  await page.getByRole('dialog', { name: 'Save this link to edit or delete your ad' }).getByRole('link', { name: 'View your ad' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(values.title);
  await expect(page.getByRole('list', { name: 'Thumbnails' }).getByRole('button')).toHaveCount(2);
  await expect(page.getByTestId('gallery-image')).toHaveAttribute('src', /\/media\/u\/[0-9a-f-]{36}\/full\.webp$/);
});

test('the upload modal refuses files that are not images', async ({ page }) => {
  const dialog = await openPostAd(page);
  await dialog.getByRole('button', { name: 'Images Add photos' }).click();
  const modal = page.getByRole('dialog', { name: 'Add photos' });
  await modal.locator('input[type=file]').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(modal.getByTestId('upload-file')).toContainText('Only JPEG, PNG and WebP images can be uploaded.');
  await expect(modal.getByRole('button', { name: /^Upload/ })).toBeDisabled();
});

test('the seller manages the ad through the link in another browser: edit, photos, renew, sold, delete', async ({ page, postListing, request, toasts }) => {
  test.slow();
  // Posted by the `request` visitor: the page's browser has no cookie of the seller's, so the link alone must do.
  const { id, manageUrl, body } = await postListing({ city: 'newyork', title: 'Walnut desk' });
  const hydrationProblems = watchHydration(page);

  const response = await page.goto(manageUrl);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Walnut desk');
  await expect(page.getByTestId('manage-state')).toHaveText('Active');
  await expect(page.getByTestId('manage-expiry')).toHaveText(/^Expires on /);
  const edit = page.getByRole('region', { name: 'Edit your ad' });
  await hydrated(edit.getByRole('button', { name: 'Save changes' }));
  await expect(field(edit, 'Title')).toHaveValue('Walnut desk');
  await expect(field(edit, 'Price')).toHaveValue(String(body.price));
  await expect(field(edit, 'Subcategory')).toHaveValue('furniture');
  await screenshot(page, 'manage-1366');
  expect(hydrationProblems).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'manage-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 768 });

  // Edit the title and add a photo.
  await field(edit, 'Title').fill('Walnut writing desk');
  await edit.getByRole('button', { name: 'Images Add photos' }).click();
  const modal = page.getByRole('dialog', { name: 'Add photos' });
  await modal.locator('input[type=file]').setInputFiles([await pngFile('desk.png', 900, 700, { r: 120, g: 80, b: 40 })]);
  await modal.getByRole('button', { name: 'Upload 1 photo' }).click();
  await expect(modal.getByText('Uploaded')).toBeVisible();
  await modal.getByRole('button', { name: 'Done' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await toasts.shown('Your changes have been saved.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Walnut writing desk');

  const publicListing = await request.get(`/api/listings/${id}`);
  const saved = (await publicListing.json()) as { title: string; images: string[] };
  expect(saved.title).toBe('Walnut writing desk');
  expect(saved.images).toHaveLength(1);

  await page.getByRole('button', { name: 'Renew for 30 days' }).click();
  await toasts.shown('Your ad stays up until');

  await page.getByRole('button', { name: 'Mark as sold' }).click();
  await page.getByRole('dialog', { name: 'Mark this ad as sold?' }).getByRole('button', { name: 'Mark as sold' }).click();
  await expect(page.getByTestId('manage-state')).toHaveText('Sold');
  await expect(page.getByRole('button', { name: 'Renew for 30 days' })).toHaveCount(0);
  const listingPage = await page.context().newPage();
  await listingPage.goto(`/us/newyork/listing/${id}`);
  await expect(listingPage.getByText('This item has been sold.')).toBeVisible();
  await expect(listingPage.getByRole('button', { name: 'Message seller' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete ad' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this ad?' });
  await confirm.getByRole('button', { name: 'Delete ad' }).click();
  await expect(page.getByRole('heading', { name: 'Your listing was deleted' })).toBeVisible();
  await screenshot(page, 'manage-deleted-1366');
  expect((await listingPage.goto(`/listing/${id}`))?.status()).toBe(404);
  await expect(listingPage.getByRole('heading', { name: 'Listing not found' })).toBeVisible();

  // The deleted page offers a new ad: PostAdButton opens the dialog.
  await page.getByRole('button', { name: 'Post a new ad' }).click();
  await expect(page.getByRole('dialog', { name: 'Post New Ad' })).toBeVisible();
});

test('a wrong management link answers 404, as an unknown ad does, with a clear message', async ({ page, postListing }) => {
  const { id } = await postListing();
  const response = await page.goto(`/manage/${id}/${'x'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This management link is not valid' })).toBeVisible();
  await expect(page.getByText(/open the exact link you were given when you posted it/)).toBeVisible();
  const unknown = await page.goto(`/manage/00000000-0000-4000-8000-000000000000/${'x'.repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This management link is not valid' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the Post Ad button in the top bar opens the dialog', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('banner').getByTestId('post-ad-button');
  await hydrated(button);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Post New Ad' })).toBeVisible();
});

test('the dialog and upload modal fit a phone @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openPostAd(page);
  await screenshot(page, 'post-dialog-390');
  await postAdButton(dialog).click();
  await expect(dialog.getByText('Choose a category')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Images Add photos' }).click();
  const modal = page.getByRole('dialog', { name: 'Add photos' });
  await modal.locator('input[type=file]').setInputFiles([await pngFile('phone.png', 600, 400, { r: 10, g: 150, b: 90 })]);
  await modal.getByRole('button', { name: 'Upload 1 photo' }).click();
  await expect(modal.getByText('Uploaded')).toBeVisible();
  await screenshot(page, 'upload-modal-390');
});
