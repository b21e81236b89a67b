import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_RATE_LIMITS } from '../src/domain/limits/rate-limit-rules';
import { createListing, expect, test } from './fixtures';

/**
 * Wrong tokens in secret links are limited per visitor and per thing guessed at (e2e/serve.ts
 * raises only the per-IP limits, since every test browses from 127.0.0.1): past the limit
 * the pages refuse every link to that thing with 429, the right one too, while links to
 * anything else still open (ADR 024: a lock on a whole address let anyone behind a shared
 * one shut a seller out). Only a visitor who has acted has a cookie and so a count of their
 * own (a visitor without one is counted by address): the guessing browser here has posted an
 * ad of its own first, through its cookie jar (`page.request`); the ad it guesses at is
 * someone else's.
 */
const LIMIT = DEFAULT_RATE_LIMITS.wrong_link_token.perVisitor;
const guess = () => randomBytes(32).toString('base64url');

test('guessing management links: wrong ones answer 404 up to the limit, then every link to that ad 429 until the window ends', async ({ page, browser, baseURL, postListing }) => {
  test.slow();
  const { id, manageUrl } = await postListing({ title: 'Cedar chest' });
  await createListing(page.request);

  for (let i = 0; i < LIMIT; i += 1) {
    const response = await page.goto(`/manage/${id}/${guess()}`);
    // As an unknown ad answers: the page does not tell whether an ad exists.
    expect(response?.status()).toBe(404);
  }
  await expect(page.getByRole('heading', { name: 'This management link is not valid' })).toBeVisible();

  const limited = await page.goto(`/manage/${id}/${guess()}`);
  expect(limited?.status()).toBe(429);
  await expect(page.getByRole('heading', { name: 'Slow down a little' })).toBeVisible();
  await expect(page.getByText(/Please try again in 1[0-9] minutes|Please try again in \d minutes?/)).toBeVisible();
  const right = await page.goto(manageUrl);
  expect(right?.status()).toBe(429);
  await expect(page.getByRole('heading', { name: 'Cedar chest' })).toHaveCount(0);

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

test('guessing at one confirmation link stops at the same limit, and locks only that link', async ({ page, postListing }) => {
  test.slow();
  const { manageUrl } = await postListing({ title: 'Birch stool' });
  await createListing(page.request);
  const link = randomUUID();
  // The page's own browser (its cookie jar), without rendering each refusal.
  for (let i = 0; i < LIMIT; i += 1) {
    const response = await page.request.get(`/verify-email/${link}/${guess()}`);
    expect(response.status()).toBe(404);
  }
  const limited = await page.goto(`/verify-email/${link}/${guess()}`);
  expect(limited?.status()).toBe(429);
  await expect(page.getByRole('heading', { name: 'Slow down a little' })).toBeVisible();
  // A link to something else still opens for the same visitor.
  expect((await page.goto(manageUrl))?.status()).toBe(200);
});
