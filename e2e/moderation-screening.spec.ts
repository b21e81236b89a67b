import { expect, fillPostAd, openPostAd, postAdButton, test } from './fixtures';

/**
 * Scam screening seen by a seller: a scam-looking ad posted through the Post New Ad
 * dialog is held for review — the toast says so, the city's list does not show it, its
 * page shows it to the seller with a note, and a stranger gets "Listing not found".
 */

test('a scam-looking ad is held for review: the seller is told, the public does not see it', async ({ page, browser, toasts }) => {
  const title = `Unopened iPhone 15 Pro Max 256 GB ${Math.random().toString(36).slice(2, 8)}`;
  const dialog = await openPostAd(page, '/us/newyork?post=1');
  await fillPostAd(dialog, {
    category: 'for-sale',
    title,
    // A market price: the payment terms alone hold it for review (a bait price on top is rejected outright).
    // Its own text: the management-page journey posts a bait-priced copy of another scam that is rejected,
    // and a copy of a rejected ad would be rejected too.
    price: '950',
    description: 'Still in its shrink wrap, a gift I do not need. I only take a Western Union transfer and send it by courier once it arrives.',
    neighborhood: 'Midtown',
    contactEmail: 'phones@example.com',
  });

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/listings') && r.request().method() === 'POST');
  await postAdButton(dialog).click();
  const created = (await (await answer).json()) as { id: string; moderationStatus: string };
  expect(created.moderationStatus).toBe('review');

  const toast = await toasts.shown('Held for review', 'it goes public once a moderator has checked it');
  expect(toast.text).not.toContain('posted successfully');

  // Not in the city's list, even though the page data was refreshed after posting.
  const linkDialog = page.getByRole('dialog', { name: 'Save this link to edit or delete your ad' });
  await expect(linkDialog).toBeVisible();
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await expect(page.getByTestId('listing-card').filter({ hasText: title })).toHaveCount(0);

  // Its seller sees it, with the note.
  await linkDialog.getByRole('link', { name: 'View your ad' }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/${created.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const note = page.getByTestId('screening-note');
  await expect(note).toContainText('Held for review');
  await expect(note).toContainText('Only you can see this ad');
  await expect(note).toHaveAttribute('data-status', 'review');
  // Nothing to contact, share or report while nobody else can see it.
  await expect(page.getByRole('button', { name: 'Report this listing' })).toHaveCount(0);

  // A stranger (another browser, no cookie) does not.
  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    const response = await other.goto(new URL(page.url()).pathname);
    expect(response?.status()).toBe(404);
    await expect(other.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
  } finally {
    await stranger.close();
  }
});
