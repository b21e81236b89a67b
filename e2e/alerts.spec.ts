/**
 * Search alerts in the browser: Save this search on a city's results, the confirmation
 * link from the outbox (opening it changes nothing; its button confirms), a matching ad
 * posted by another visitor arriving in an alert mail, the one-click unsubscribe from
 * that mail, and the page that manages every alert of the address.
 */
import type { Page } from '@playwright/test';
import { createListing, expect, hydrated, screenshot, test, uniqueWord } from './fixtures';

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The newest link of this shape in the mails to `to`. */
async function linkIn(mails: Promise<string[]>, pattern: RegExp): Promise<string | null> {
  return (await mails).map((mail) => mail.match(pattern)?.[0]).filter(Boolean).at(-1) ?? null;
}

const CONFIRM_LINK = /\/alerts\/confirm\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{20,}/;
const UNSUBSCRIBE_LINK = /\/alerts\/unsubscribe\/[A-Za-z0-9_-]{20,}/;
const MANAGE_LINK = /\/alerts\/manage\/[A-Za-z0-9_-]{20,}/;

/** Nothing wider than the screen. */
async function fitsScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('a search saved on a city page mails a new matching ad, and one click unsubscribes @phone', async ({ page, playwright, baseURL, axe, outbox }, testInfo) => {
  // The match sweep runs once a minute on the job queue, then the mail job: minutes on a busy machine.
  test.setTimeout(360_000);
  const size = testInfo.project.name === 'phone' ? 'phone' : 'laptop';
  const word = uniqueWord('alert');
  const email = uniqueEmail('alerts');

  // 1. Save this search on London's results for a word nobody else uses.
  await page.goto(`/uk/london?q=${word}`);
  const save = page.getByTestId('save-search').first();
  await hydrated(save);
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toBeVisible();
  const summary = dialog.getByTestId('save-search-summary');
  await expect(summary.getByRole('listitem')).toHaveText(['London', 'All categories', `“${word}”`]);
  await expect(dialog.getByRole('radio', { name: /As they are posted/ })).toBeChecked();
  expect(await axe('[data-testid="save-search-dialog"]')).toEqual([]);
  await screenshot(page, `alerts-dialog-${size}`);

  // An address is needed, said in the page's language.
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter an email address, for example name@example.com.');
  await dialog.getByLabel('Your email').fill(email);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByTestId('save-search-sent')).toContainText('Check your inbox to confirm');
  await expect(dialog.getByTestId('save-search-sent')).toContainText(email);
  await screenshot(page, `alerts-dialog-sent-${size}`);
  await dialog.getByTestId('save-search-sent').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(save).toBeFocused();

  // 2. The confirmation link: opening it confirms nothing, the button does.
  await expect.poll(() => linkIn(outbox.mailsTo(email), CONFIRM_LINK), { timeout: 60_000 }).not.toBeNull();
  const confirmLink = (await linkIn(outbox.mailsTo(email), CONFIRM_LINK))!;
  const opened = await page.goto(confirmLink);
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { name: 'Confirm your search alert' })).toBeVisible();
  await expect(page.getByTestId('alert-search').getByRole('listitem')).toHaveText(['London', 'All categories', `“${word}”`]);
  expect(await axe()).toEqual([]);
  await fitsScreen(page);
  await screenshot(page, `alerts-confirm-${size}`);
  await page.getByRole('button', { name: 'Confirm alert' }).click();
  await expect(page.getByRole('heading', { name: 'Alert confirmed' })).toBeVisible();
  await expect(page.getByTestId('alert-confirm')).toContainText(`New listings for this search will be emailed to ${email}.`);
  await expect(page.getByRole('link', { name: 'Manage my alerts' })).toBeVisible();
  await screenshot(page, `alerts-confirmed-${size}`);

  // 3. Another visitor posts a matching ad in London; it arrives in an alert mail.
  const seller = await playwright.request.newContext({ baseURL });
  const title = `Touring bicycle ${word}`;
  let listingId: string;
  try {
    ({ id: listingId } = await createListing(seller, { title, city: 'london', neighborhood: 'Camden', contactEmail: uniqueEmail('seller') }));
  } finally {
    await seller.dispose();
  }
  const alertMail = async () => (await outbox.mailsTo(email)).find((mail) => mail.includes(title)) ?? null;
  await expect.poll(alertMail, { timeout: 240_000, intervals: [1_000, 2_000, 5_000] }).not.toBeNull();
  const mail = (await alertMail())!;
  expect(mail).toContain(`/listing/${listingId}`);
  // The RFC 8058 headers point mail clients' one-click POST at the API (the header may fold onto a second line).
  expect(mail).toMatch(/^List-Unsubscribe:\s+<[^>]*\/api\/alerts\/unsubscribe\/[A-Za-z0-9_-]+>/m);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

  // 4. One click from the mail's unsubscribe link (the page's button; GET alone changes nothing).
  const unsubscribeLink = mail.match(UNSUBSCRIBE_LINK)?.[0];
  expect(unsubscribeLink).toBeTruthy();
  await page.goto(unsubscribeLink!);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from this alert?' })).toBeVisible();
  expect(await axe()).toEqual([]);
  await fitsScreen(page);
  await screenshot(page, `alerts-unsubscribe-${size}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByTestId('alert-unsubscribe')).toContainText(`No more emails go to ${email} for this search.`);
  await screenshot(page, `alerts-unsubscribed-${size}`);

  // 5. The manage page lists the alert as stopped; it switches to daily and resumes.
  const manageLink = mail.match(MANAGE_LINK)?.[0];
  expect(manageLink).toBeTruthy();
  await page.goto(manageLink!);
  await expect(page.getByRole('heading', { name: 'Your search alerts' })).toBeVisible();
  const row = page.getByTestId('alert-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('alert-status')).toHaveText('Stopped');
  await expect(row.getByRole('listitem')).toHaveText(['London', 'All categories', `“${word}”`]);
  await hydrated(page);
  await row.getByRole('button', { name: 'Daily' }).click();
  await expect(row.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('alerts-manage-status')).toHaveText('Saved.');
  await row.getByRole('button', { name: 'Resume emails' }).click();
  await expect(row.getByTestId('alert-status')).toHaveText('Active');
  await expect(row.getByRole('link', { name: 'See the listings' })).toHaveAttribute('href', new RegExp(`/uk/london\\?.*q=${word}`));
  expect(await axe()).toEqual([]);
  await fitsScreen(page);
  await screenshot(page, `alerts-manage-${size}`);

  // Deleted, it is gone from the address's list.
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('alerts-manage-status')).toHaveText('Alert deleted.');
  await expect(row).toHaveCount(0);
  await expect(page.getByText('There are no alerts for this address.')).toBeVisible();
});

test('the Save this search dialog says the category and filters of the page, and errors in the page language @phone', async ({ page, axe }, testInfo) => {
  const size = testInfo.project.name === 'phone' ? 'phone' : 'laptop';
  await page.goto('/uk/london/for-sale?subcategory=furniture&priceMax=200&condition=good&lang=de');
  const save = page.getByTestId('save-search').first();
  await expect(save).toHaveText('Suche speichern');
  await hydrated(save);
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Diese Suche speichern' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('save-search-summary').getByRole('listitem')).toHaveText(['London', /› /, /^Preis: bis 200\s*£$/, /: /]);
  await dialog.getByLabel('Ihre E-Mail-Adresse').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Suche speichern' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Geben Sie eine E-Mail-Adresse ein, zum Beispiel name@example.com.');
  expect(await axe('[data-testid="save-search-dialog"]')).toEqual([]);
  await fitsScreen(page);
  await screenshot(page, `alerts-dialog-de-${size}`);
});

test('a wrong confirmation or unsubscribe link says so', async ({ page }) => {
  const confirm = await page.goto(`/alerts/confirm/00000000-0000-4000-8000-000000000000/${'a'.repeat(43)}`);
  expect(confirm?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  const unsubscribe = await page.goto(`/alerts/unsubscribe/${'a'.repeat(43)}`);
  expect(unsubscribe?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
});

test('Victoria pages and the global search offer Save this search for their place @phone', async ({ page, axe }) => {
  await page.goto('/au/victoria/surf-coast?q=surfboard');
  const save = page.getByTestId('save-search').first();
  await hydrated(save);
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByTestId('save-search-summary').getByRole('listitem')).toHaveText(['Victoria, Australia', 'All categories', '“surfboard”']);
  expect(await axe('[data-testid="save-search-dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/jobs?q=barista');
  const global = page.getByTestId('save-search').first();
  await hydrated(global);
  await global.click();
  await expect(page.getByRole('dialog', { name: 'Save this search' }).getByTestId('save-search-summary').getByRole('listitem')).toHaveText(['Every city', 'Jobs', '“barista”']);
});
