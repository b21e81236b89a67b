/**
 * A visitor over the posting limit (the shipped default: 10 ads an hour) sees when to
 * try again, in words, and loses nothing they typed.
 */
import { expect, test } from '@playwright/test';
import { DEFAULT_RATE_LIMITS } from '../src/domain/limits/rate-limit-rules';
import { createListing, hydrated, screenshot } from './listing-helpers';

test('posting beyond the hourly limit says when to try again and keeps the form', async ({ page }) => {
  await page.goto('/');
  // The same visitor (the page's cookie) posts up to the limit through the API.
  for (let i = 0; i < DEFAULT_RATE_LIMITS.post_listing.perVisitor; i += 1) await createListing(page.request);
  const refused = await page.request.post('/api/listings', { data: { title: 'x' } });
  expect(refused.status()).toBe(400); // Invalid input is refused before it counts.

  await page.goto('/?post=1');
  const dialog = page.getByRole('dialog', { name: 'Post New Ad' });
  await expect(dialog).toBeVisible();
  await hydrated(dialog.getByLabel('Title', { exact: true }));
  await dialog.getByLabel('Category', { exact: true }).selectOption('services');
  await dialog.getByLabel('Title', { exact: true }).fill('Piano lessons for beginners');
  await dialog.getByLabel('Price', { exact: true }).fill('40');
  await dialog.getByLabel('Description', { exact: true }).fill('Weekly lessons at your home, all ages welcome.');
  await dialog.getByLabel('Local Area/Neighborhood', { exact: true }).fill('Brooklyn');
  await dialog.getByLabel('Contact Email', { exact: true }).fill('teacher@example.com');

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/listings') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Post Ad', exact: true }).click();
  const limited = await answer;
  expect(limited.status()).toBe(429);
  const retryAfter = Number(limited.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);

  const toast = page.getByTestId('toast');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText(/You're doing that too often\. Please try again in \d+ minutes?\./);
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Piano lessons for beginners');
});

test('searching faster than the per-minute limit gets a 429 page that says when to try again', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const limit = DEFAULT_RATE_LIMITS.search.perVisitor;
  // Searches through the API (what the smart search runs) and pages share one count.
  const fill = async () => {
    for (let i = 0; i < limit; i += 1) await page.request.get(`/api/listings?search=bike${i % 7}&limit=1`);
  };
  await fill();
  let response = await page.goto('/?q=lamp');
  // Windows are whole minutes: if one ended during the loop, fill the new one once more.
  if (response?.status() !== 429) {
    await fill();
    response = await page.goto('/?q=lamp');
  }
  expect(response?.status()).toBe(429);
  await expect(page.getByRole('heading', { level: 1, name: 'Slow down a little' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/You're doing that too often\. Please try again in \d+ minutes?\./);
  await screenshot(page, 'search-rate-limited');
  // Browsing without a search is not held back.
  expect((await page.request.get('/')).status()).toBe(200);
});
