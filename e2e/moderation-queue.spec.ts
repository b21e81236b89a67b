import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { hydrated, screenshot, watchHydration } from './listing-helpers';

/** The moderation queue (issue "Trust"): a reviewer signs in and decides on reported listings. */

/** The token e2e/serve.ts starts the server with. */
const ADMIN_TOKEN = 'e2e-reviewer-token-0123456789';

interface PublicListing {
  id: string;
  title: string;
}

/** Three different visitors (each their own cookie) report every listing: enough to hide it. */
async function reportByThreeVisitors(baseURL: string, ids: string[]) {
  for (let visitor = 0; visitor < 3; visitor += 1) {
    const context = await playwrightRequest.newContext({ baseURL });
    for (const id of ids) {
      const data = visitor === 0 ? { reason: 'scam', details: 'Wants a deposit by wire before any viewing' } : { reason: 'spam' };
      const response = await context.post(`/api/listings/${id}/reports`, { data });
      expect(response.status()).toBe(201);
    }
    await context.dispose();
  }
}

/** axe-core finds no serious or critical problem, and nothing is wider than the screen. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(serious).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('a reviewer signs in, approves a reported listing, rejects another and approves the checked one', async ({ page, request, baseURL }) => {
  // Three public demo listings with titles of their own, reported until they are hidden.
  const response = await request.get('/api/listings?limit=40');
  expect(response.status()).toBe(200);
  const listings = (await response.json()) as PublicListing[];
  const unique = listings.filter((l) => listings.filter((other) => other.title === l.title).length === 1);
  const [kept, refused, bulk] = unique.slice(-3);
  if (!kept || !refused || !bulk) throw new Error('The demo data has too few listings');
  await reportByThreeVisitors(baseURL!, [kept.id, refused.id, bulk.id]);
  for (const listing of [kept, refused, bulk]) expect((await request.get(`/api/listings/${listing.id}`)).status()).toBe(404);

  // The queue sends a stranger to sign in; the page is not for search engines.
  const hydrationProblems = watchHydration(page);
  await page.goto('/moderation');
  await expect(page).toHaveURL(/\/moderation\/login$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const token = page.getByLabel('Reviewer token');
  await hydrated(token);
  await expectAccessible(page);
  await token.fill('not-the-reviewer-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That reviewer token is not right.');
  await token.fill(ADMIN_TOKEN);
  await page.getByLabel(/Your name/).fill('Robin');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/moderation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  await expect(page.getByText('Signed in as')).toContainText('Robin');
  await expect(page.getByTestId('queue-total')).toHaveText('3 listings waiting, oldest first');
  const card = (listing: PublicListing) => page.locator(`[data-testid="review-item"][data-listing-id="${listing.id}"]`);
  for (const listing of [kept, refused, bulk]) {
    await expect(card(listing).getByRole('heading', { level: 2 })).toHaveText(listing.title);
    await expect(card(listing).getByTestId('report-count')).toHaveText('3 reports');
    await expect(card(listing)).toContainText('spam ×2, scam ×1');
    await expect(card(listing)).toContainText('Wants a deposit by wire before any viewing');
    await expect(card(listing)).toContainText('Held');
    await expect(card(listing).getByTestId('spam-score')).toHaveText(/^Spam score \d+$/);
  }
  await screenshot(page, 'moderation-queue');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await screenshot(page, 'moderation-queue-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Approve one: it leaves the queue and is public again.
  await card(kept).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(card(kept)).toHaveCount(0);
  await expect(page.getByTestId('queue-total')).toHaveText('2 listings waiting, oldest first');
  expect((await request.get(`/api/listings/${kept.id}`)).status()).toBe(200);

  // Reject another: it leaves the queue and stays hidden.
  await card(refused).getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(card(refused)).toHaveCount(0);
  expect((await request.get(`/api/listings/${refused.id}`)).status()).toBe(404);

  // Check the last one and approve the selection.
  await card(bulk).getByRole('checkbox').check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByTestId('queue-empty')).toHaveText('Nothing is waiting for review.');
  expect((await request.get(`/api/listings/${bulk.id}`)).status()).toBe(200);
  expect(hydrationProblems).toEqual([]);

  // The approved listing's page is back for everyone.
  await page.goto(`/listing/${kept.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(kept.title);

  // Signing out closes the queue again.
  await page.goto('/moderation');
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await hydrated(signOut);
  await signOut.click();
  await expect(page).toHaveURL(/\/moderation\/login$/);
  await page.goto('/moderation');
  await expect(page).toHaveURL(/\/moderation\/login$/);
});
