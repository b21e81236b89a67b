import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, hydrated, screenshot, test, watchHydration } from './fixtures';

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
async function expectAccessible(page: Page, axe: () => Promise<string[]>) {
  expect(await axe()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('a reviewer signs in, approves a reported listing, rejects another and approves the checked one', async ({ page, postListing, axe, baseURL }) => {
  // Posts three ads, reports each three times and walks the whole queue: more than a minute on a busy machine.
  test.slow();
  // Three honest ads of our own (the demo listings stay as the other specs expect them),
  // each public at first, then reported by three different visitors until it is hidden.
  const ads = [
    { title: 'Walnut writing desk with two drawers', description: 'Solid walnut desk, 120 x 60 cm, two drawers that run smoothly.\nPick up near the park.', price: '180' },
    { title: 'Road bike, 56 cm aluminium frame', description: 'Ten-speed road bike, new tyres this spring, serviced last month.\nTest ride welcome.', price: '320' },
    { title: 'Box of 40 paperback crime novels', description: 'Mixed authors, all read once, no torn covers.\nCollect from the porch in the evening.', price: '25' },
  ];
  // Whether the public sees a listing, asked by a visitor of no standing (its seller would see it held).
  const stranger = await playwrightRequest.newContext({ baseURL });
  const publicStatus = async (id: string) => (await stranger.get(`/api/listings/${id}`)).status();
  const posted: PublicListing[] = [];
  for (const ad of ads) {
    const title = `${ad.title} ${Math.random().toString(36).slice(2, 6)}`;
    const { id } = await postListing({ ...ad, title });
    expect(await publicStatus(id), `screening lets "${title}" through`).toBe(200);
    posted.push({ id, title });
  }
  const [kept, refused, bulk] = posted as [PublicListing, PublicListing, PublicListing];
  await reportByThreeVisitors(baseURL!, [kept.id, refused.id, bulk.id]);
  for (const listing of posted) expect(await publicStatus(listing.id)).toBe(404);

  // The queue sends a stranger to sign in; the page is not for search engines.
  const hydrationProblems = watchHydration(page);
  await page.goto('/moderation');
  await expect(page).toHaveURL(/\/moderation\/login$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const token = page.getByLabel('Reviewer token');
  await hydrated(token);
  await expectAccessible(page, axe);
  await token.fill('not-the-reviewer-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That reviewer token is not right.');
  await token.fill(ADMIN_TOKEN);
  await page.getByLabel(/Your name/).fill('Robin');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/moderation$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  await expect(page.getByText('Signed in as')).toContainText('Robin');
  // The queue is the whole site's: it holds at least the three listings of this test.
  const waiting = async () => Number((await page.getByTestId('queue-total').textContent())?.match(/^(\d+)/)?.[1]);
  expect(await waiting()).toBeGreaterThanOrEqual(3);
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
  await expectAccessible(page, axe);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, axe);
  await screenshot(page, 'moderation-queue-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Approve one: it leaves the queue and is public again.
  await card(kept).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(card(kept)).toHaveCount(0);
  expect(await publicStatus(kept.id)).toBe(200);

  // Reject another: it leaves the queue and stays hidden.
  await card(refused).getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(card(refused)).toHaveCount(0);
  expect(await publicStatus(refused.id)).toBe(404);

  // Check the last one and approve the selection.
  await card(bulk).getByRole('checkbox').check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(card(bulk)).toHaveCount(0);
  expect(await publicStatus(bulk.id)).toBe(200);
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
  await stranger.dispose();
});
