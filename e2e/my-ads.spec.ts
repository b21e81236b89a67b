/**
 * "My ads" in the browser: a seller without an account asks for a sign-in link, opens it
 * from the outbox, presses Sign in, sees their ads with state and counts, renews one, and
 * signs out. At laptop and phone width, accessible (axe), with screenshots.
 */
import { expect, hydrated, screenshot, test } from './fixtures';

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

test('a seller signs in to My ads from the mailed link and renews an ad @phone', async ({ page, browser, baseURL, request, postListing, outbox, axe }, testInfo) => {
  const width = testInfo.project.name;
  const email = uniqueEmail('my-ads');
  const { id } = await postListing({ contactEmail: email, title: 'Rattan armchair with cushion', city: 'london', neighborhood: 'Camden' });
  // The posting browser (the request fixture's visitor) reads the expiry; this page's browser is another one.
  const expiryOf = async () => (await (await request.get(`/api/listings/${id}/manage`)).json() as { expiresAt: string }).expiresAt;
  const postedExpiry = await expiryOf();

  // A stranger opens the ad's page: its browser tells of the view, which the seller's count shows.
  const stranger = await browser.newContext({ baseURL });
  try {
    const strangerPage = await stranger.newPage();
    const told = strangerPage.waitForRequest((r) => r.url().endsWith(`/api/listings/${id}/view`) && r.method() === 'POST');
    await strangerPage.goto(`/listing/${id}`);
    await told;
  } finally {
    await stranger.close();
  }

  await page.goto('/my-ads');
  await expect(page.getByRole('heading', { level: 1, name: 'My ads' })).toBeVisible();
  expect(await axe()).toEqual([]);
  await screenshot(page, `my-ads-ask-${width}`);
  const field = page.getByLabel('Your email address');
  await hydrated(field);
  await field.fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByTestId('my-ads-sent')).toContainText(`If there are ads with ${email}, a sign-in link is on its way.`);

  const signInLink = async () => (await outbox.mailsTo(email)).map((mail) => mail.match(/\/my-ads\/sign-in\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/)?.[0]).filter(Boolean).at(-1) ?? null;
  await expect.poll(signInLink).not.toBeNull();
  const link = (await signInLink())!;

  // Opening the link changes nothing: the button signs in.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign in to My ads' })).toBeVisible();
  expect(await axe()).toEqual([]);
  await screenshot(page, `my-ads-sign-in-${width}`);
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await hydrated(signIn);
  await signIn.click();
  await expect(page).toHaveURL(/\/my-ads$/);
  await expect(page.getByTestId('my-ads-email')).toHaveText(`Signed in as ${email}`);

  const ad = page.getByTestId('my-ad').filter({ hasText: 'Rattan armchair with cushion' });
  await expect(ad).toHaveCount(1);
  await expect(ad.getByTestId('my-ad-views')).toHaveText('1 view');
  await expect(ad.getByTestId('my-ad-favourites')).toHaveText('0 saved');
  await expect(ad.getByTestId('my-ad-conversations')).toHaveText('0 conversations');
  await expect(ad.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', `/manage/${id}`);
  expect(await axe()).toEqual([]);
  await screenshot(page, `my-ads-list-${width}`);

  const renew = ad.getByRole('button', { name: 'Renew' });
  await hydrated(renew);
  await renew.click();
  await expect(page.getByRole('status').filter({ hasText: 'Renewed' })).toHaveText('Renewed: your ad stays online for another 30 days.');
  // A date in words, in the seller's zone ("28 Dec 2026"), not ISO.
  await expect(ad.getByTestId('my-ad-expires')).toHaveText(/^Expires on (\d{1,2} [A-Z][a-z]{2,3} \d{4}|[A-Z][a-z]{2,3} \d{1,2}, \d{4})$/);
  // Renewed from now: later than the expiry it was posted with.
  expect(new Date(await expiryOf()).getTime()).toBeGreaterThan(new Date(postedExpiry).getTime());
  await screenshot(page, `my-ads-renewed-${width}`);

  // The session also opens the ad's management page in this browser (not the one that posted it).
  await ad.getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The link was used: opening it again only says so.
  const again = await page.goto(link);
  expect(again?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();

  await page.goto('/my-ads');
  const signOut = page.getByTestId('my-ads-sign-out');
  await hydrated(signOut);
  await signOut.click();
  await expect(page.getByLabel('Your email address')).toBeVisible();
  const manage = await page.goto(`/manage/${id}`);
  // Signed out, the ad answers as an unknown one would (nobody learns which ids exist).
  expect(manage?.status()).toBe(404);
});
