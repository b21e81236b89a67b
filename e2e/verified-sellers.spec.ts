/**
 * Verified sellers in the browser: the confirmation link from the mail, the badge it
 * earns, asking for a new link on the management page, and Trusted Sellers Only.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, resultsCount, screenshot, test, uniqueWord } from './fixtures';

/** Opens a mailed confirmation link and presses its button: opening it alone changes nothing (mail scanners open links). */
async function confirmEmail(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
}

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

test('following the mailed link confirms the seller, and the ad shows Email confirmed', async ({ page, postListing, outbox }) => {
  const email = uniqueEmail('verify');
  const { id, manageUrl } = await postListing({ contactEmail: email, city: 'london', neighborhood: 'Camden' });

  await page.goto(`/listing/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('verified-seller')).toHaveCount(0);

  await expect.poll(() => outbox.confirmationLink(email)).not.toBeNull();
  const link = (await outbox.confirmationLink(email))!;
  await confirmEmail(page, link);
  await expect(page.getByTestId('verify-email')).toContainText(`${email} is confirmed. 1 ad now shows the Email confirmed mark.`);
  await screenshot(page, 'email-confirmed');

  await page.goto(`/listing/${id}`);
  await expect(page.getByTestId('verified-seller')).toHaveText('Email confirmed');
  await page.goto(manageUrl);
  await expect(page.getByTestId('email-confirmation')).toContainText(`Your email ${email} is confirmed`);
});

test('without script the confirmation button still confirms (the page sends no referrer, so the browser posts Origin: null)', async ({
  browser,
  postListing,
  outbox,
}) => {
  const email = uniqueEmail('noscript');
  await postListing({ contactEmail: email });
  await expect.poll(() => outbox.confirmationLink(email)).not.toBeNull();
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await confirmEmail(page, (await outbox.confirmationLink(email))!);
    await expect(page.getByTestId('verify-email')).toContainText(`${email} is confirmed.`);
  } finally {
    await context.close();
  }
});

test('a wrong confirmation link says so and changes nothing', async ({ page }) => {
  const response = await page.goto(`/verify-email/00000000-0000-4000-8000-000000000000/${'a'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
});

test('the seller asks for a new confirmation link from the management page', async ({ page, postListing, outbox }) => {
  const email = uniqueEmail('resend');
  const { manageUrl } = await postListing({ contactEmail: email });
  const confirmations = async () => (await outbox.mailsTo(email)).filter((mail) => mail.includes('Confirm your email')).length;
  await expect.poll(confirmations).toBe(1);

  await page.goto(manageUrl);
  const panel = page.getByTestId('email-confirmation');
  await expect(panel).toContainText(`Confirm ${email}`);
  const send = panel.getByRole('button', { name: 'Send a new confirmation link' });
  await hydrated(send);
  await send.click();
  await expect(panel.getByRole('status')).toHaveText(`A confirmation link is on its way to ${email}.`);
  await expect.poll(confirmations).toBe(2);
});

test('Email-confirmed sellers only shows only confirmed sellers, and is undone by a second press @phone', async ({ page, postListing, outbox }) => {
  // Three benches of this test's own, found by a word nobody else uses; one seller confirms.
  const word = uniqueWord();
  const confirmedEmail = uniqueEmail('trusted');
  const confirmed = await postListing({ title: `Teak garden bench ${word}`, contactEmail: confirmedEmail });
  await postListing({ title: `Pine garden bench ${word}`, contactEmail: uniqueEmail('unconfirmed') });
  await postListing({ title: `Cedar garden bench ${word}`, contactEmail: uniqueEmail('unconfirmed') });
  await expect.poll(() => outbox.confirmationLink(confirmedEmail)).not.toBeNull();
  await confirmEmail(page, (await outbox.confirmationLink(confirmedEmail))!);

  await page.goto(`/?q=${word}`);
  const toggle = page.getByTestId('trusted-sellers-toggle');
  await hydrated(toggle);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const cards = page.getByTestId('listing-card');
  await expect(cards).toHaveCount(3);
  expect(await resultsCount(page)).toBe(3);

  await toggle.click();
  await expect(page).toHaveURL(/[?&]verified=1/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveText([new RegExp(confirmed.body.title)]);
  await expect(cards.first()).toContainText('Email confirmed');
  expect(await resultsCount(page)).toBe(1);
  await screenshot(page, `trusted-sellers-${test.info().project.name}`);

  // The filtered page survives a reload, like every filter in the URL.
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await hydrated(toggle);
  await toggle.click();
  await expect(page).not.toHaveURL(/verified=/);
  await expect(cards).toHaveCount(3);
});
