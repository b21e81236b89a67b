/**
 * A visitor over the posting limit (the shipped defaults: 10 ads an hour, 5 of them to
 * addresses not confirmed yet) sees when to try again, in words, and loses nothing they typed.
 */
import { DEFAULT_RATE_LIMITS } from '../src/domain/limits/rate-limit-rules';
import { SLOTS_PER_WINDOW } from '../src/domain/limits/rate-limiter';
import { createListing, expect, field, fillPostAd, openPostAd, postAdButton, screenshot, test } from './fixtures';

test('posting beyond the hourly limit says when to try again and keeps the form', async ({ page, toasts }) => {
  await page.goto('/');
  // The same visitor (the page's cookie) posts up to the limit through the API: to addresses
  // not confirmed yet, the confirmation mails' limit comes before the posting limit.
  const limit = Math.min(DEFAULT_RATE_LIMITS.post_listing.perVisitor, DEFAULT_RATE_LIMITS.email_confirmation.perVisitor);
  for (let i = 0; i < limit; i += 1) await createListing(page.request);
  const refused = await page.request.post('/api/listings', { data: { title: 'x' } });
  expect(refused.status()).toBe(400); // Invalid input is refused before it counts.

  const dialog = await openPostAd(page);
  await fillPostAd(dialog, {
    category: 'services',
    title: 'Piano lessons for beginners',
    price: '40',
    description: 'Weekly lessons at your home, all ages welcome.',
    neighborhood: 'Brooklyn',
    contactEmail: 'teacher@example.com',
  });

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/listings') && response.request().method() === 'POST');
  await postAdButton(dialog).click();
  const limited = await answer;
  expect(limited.status()).toBe(429);
  const retryAfter = Number(limited.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  // A sliding hour: a use counts in its slot until the slot leaves the window, so room
  // comes back at most an hour and one slot (a fifth) later (domain/limits/rate-limiter.ts).
  expect(retryAfter).toBeLessThanOrEqual(3600 * (1 + 1 / SLOTS_PER_WINDOW));

  const toast = await toasts.shown(/You're doing that too often\. Please try again in \d+ minutes?\./);
  expect(toast.variant).toBe('destructive');
  await expect(field(dialog, 'Title')).toHaveValue('Piano lessons for beginners');
});

test('searching faster than the per-minute limit gets a 429 page that says when to try again', async ({ page }) => {
  test.slow();
  await page.goto('/');
  // Only a visitor who has acted (here: posted) has a cookie, and so a count of their own;
  // a visitor without one is counted by address, a limit e2e/serve.ts raises.
  await createListing(page.request);
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
