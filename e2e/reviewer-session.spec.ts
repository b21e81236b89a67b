import { expect, hydrated, test } from './fixtures';

/** The token e2e/serve.ts starts the server with. */
const ADMIN_TOKEN = 'e2e-reviewer-token-0123456789';

test('after signing out, a copy of the reviewer cookie opens neither the queue page nor its API', async ({ page, browser, baseURL }) => {
  await page.goto('/moderation/login');
  const token = page.getByLabel('Reviewer token');
  await hydrated(token);
  await token.fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/moderation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();

  // Someone copies the cookie while the reviewer is signed in; it works for them then.
  const copied = (await page.context().cookies()).find((cookie) => cookie.name === 'cb_review');
  expect(copied).toBeDefined();
  const other = await browser.newContext({ baseURL });
  try {
    await other.addCookies([copied!]);
    const before = await other.request.get('/api/moderation/queue');
    expect(before.status()).toBe(200);

    const signOut = page.getByRole('button', { name: 'Sign out' });
    await hydrated(signOut);
    await signOut.click();
    await expect(page).toHaveURL(/\/moderation\/login$/);

    // The copy still sits in the other browser, but the session behind it is gone.
    expect((await other.cookies()).some((cookie) => cookie.name === 'cb_review')).toBe(true);
    const after = await other.request.get('/api/moderation/queue');
    expect(after.status()).toBe(401);
    const session = await other.request.get('/api/moderation/session');
    expect(session.status()).toBe(401);
    const otherPage = await other.newPage();
    await otherPage.goto('/moderation');
    await expect(otherPage).toHaveURL(/\/moderation\/login$/);
    await expect(otherPage.getByLabel('Reviewer token')).toBeVisible();
  } finally {
    await other.close();
  }
});
