import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_RATE_LIMITS } from '../src/domain/limits/rate-limit-rules';
import { createListing, expect, test } from './fixtures';

/**
 * Wrong tokens in secret links are limited per visitor (e2e/serve.ts raises only the
 * per-IP limits, since every test browses from 127.0.0.1): past the limit the pages
 * refuse every link with 429, the right one too. Only a visitor who has acted has a
 * cookie and so a count of their own (a visitor without one is counted by address): the
 * guessing browser here has posted an ad of its own first, through its cookie jar
 * (`page.request`); the ad it guesses at is someone else's.
 */
const LIMIT = DEFAULT_RATE_LIMITS.wrong_link_token.perVisitor;
const guess = () => randomBytes(32).toString('base64url');

test('guessing management links: wrong ones answer 403 up to the limit, then every link 429 until the window ends', async ({ page, browser, baseURL, postListing }) => {
  test.slow();
  const { id, manageUrl } = await postListing({ title: 'Cedar chest' });
  await createListing(page.request);

  for (let i = 0; i < LIMIT; i += 1) {
    const response = await page.goto(`/manage/${id}/${guess()}`);
    expect(response?.status()).toBe(403);
  }
  await expect(page.getByRole('heading', { name: 'This management link is not valid' })).toBeVisible();

  const limited = await page.goto(`/manage/${id}/${guess()}`);
  expect(limited?.status()).toBe(429);
  await expect(page.getByRole('heading', { name: 'Slow down a little' })).toBeVisible();
  await expect(page.getByText(/Please try again in 1[0-5] minutes|Please try again in \d minutes?/)).toBeVisible();
  const right = await page.goto(manageUrl);
  expect(right?.status()).toBe(429);
  await expect(page.getByRole('heading', { name: 'Cedar chest' })).toHaveCount(0);
  // The confirmation links share the limit: the same visitor is refused there too.
  expect((await page.goto(`/verify-email/${randomUUID()}/${guess()}`))?.status()).toBe(429);

  // Another visitor opens the right link as before.
  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    const response = await otherPage.goto(manageUrl);
    expect(response?.status()).toBe(200);
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('Cedar chest');
  } finally {
    await other.close();
  }
});

test('wrong confirmation links count against the same limit as management links', async ({ page, postListing }) => {
  test.slow();
  const { manageUrl } = await postListing({ title: 'Birch stool' });
  await createListing(page.request);
  // The page's own browser (its cookie jar), without rendering each refusal.
  for (let i = 0; i < LIMIT; i += 1) {
    const response = await page.request.get(`/verify-email/${randomUUID()}/${guess()}`);
    expect(response.status()).toBe(404);
  }
  const limited = await page.goto(`/verify-email/${randomUUID()}/${guess()}`);
  expect(limited?.status()).toBe(429);
  await expect(page.getByRole('heading', { name: 'Slow down a little' })).toBeVisible();
  expect((await page.goto(manageUrl))?.status()).toBe(429);
});
