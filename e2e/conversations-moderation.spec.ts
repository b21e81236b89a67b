/**
 * Conversations, the moderators' and the seller's side: a buyer's message with a strong
 * scam signal is held by screening (the seller sees nothing), a reviewer reads it in the
 * Messages tab with its score and reasons and delivers it, and the seller then finds it
 * on the ad's management page, unread, and opens the thread from there. A reported
 * conversation shows in the tab with its reason.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createListing, expect, hydrated, screenshot, test } from './fixtures';
import { confirmationLink, mailsTo } from './outbox';

/** The token e2e/serve.ts starts the server with. */
const ADMIN_TOKEN = 'e2e-reviewer-token-0123456789';

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
/** Letters only: screening folds digits, and a text sent before by another test would count as a copy. */
const tag = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

interface Started {
  conversationId: string;
  thread: { messages: { id: string; state: string; body: string }[] };
}

/** A buyer in a browser of their own, who writes through the API as the listing page's form does, and confirms their address. */
async function buyerWrites(browser: Browser, baseURL: string, listingId: string, body: string, name: string): Promise<{ context: BrowserContext; started: Started; email: string }> {
  const context = await browser.newContext({ baseURL });
  const email = uniqueEmail(name.toLowerCase());
  const response = await context.request.post('/api/conversations', { data: { listingId, email, name, body, language: 'en' } });
  expect(response.status(), await response.text()).toBe(201);
  const started = (await response.json()) as Started;
  // Confirming the address (as a buyer does once) takes the one reason for waiting out of the way: only screening holds the message now.
  await expect.poll(() => confirmationLink(email), { timeout: 30_000 }).not.toBeNull();
  const page = await context.newPage();
  await page.goto((await confirmationLink(email))!);
  const button = page.getByTestId('verify-email').getByRole('button');
  await hydrated(button);
  await button.click();
  await expect(page.getByTestId('verify-email').getByRole('button')).toHaveCount(0);
  await page.close();
  return { context, started, email };
}

async function signInAsReviewer(page: Page) {
  await page.goto('/moderation/login');
  const token = page.getByLabel('Reviewer token');
  await hydrated(token);
  await token.fill(ADMIN_TOKEN);
  await page.getByLabel(/Your name/).fill('Robin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/moderation$/);
}

test('a held scam message is read and delivered by a reviewer, and the seller finds it unread on the management page', async ({ page, browser, axe, baseURL }) => {
  // Two buyers confirm their address, a reviewer signs in, the seller opens the thread: a minute or more on a busy machine.
  test.slow();
  // The seller posts from their own browser, which then knows the ad without the link's token.
  const seller = await browser.newContext({ baseURL });
  const listing = await createListing(seller.request, { title: `Oak bookcase with five shelves ${tag()}`, contactEmail: uniqueEmail('seller') });
  const sellerEmail = listing.body.contactEmail;

  // The management link: with no message delivered yet, the section says what will happen.
  const sellerPage = await seller.newPage();
  await sellerPage.goto(listing.manageUrl);
  const section = sellerPage.getByTestId('manage-conversations');
  await expect(section.getByRole('heading', { level: 2, name: 'Conversations' })).toBeVisible();
  await expect(section.getByTestId('conversations-empty')).toHaveText(
    'No messages yet. When a buyer writes, you get an email and the conversation appears here.',
  );

  // A buyer writes what scammers write: screening holds it for a moderator.
  const scamTag = tag();
  const scam = `I will pay by gift card, my shipping agent will collect (${scamTag})`;
  const buyer = await buyerWrites(browser, baseURL!, listing.id, scam, 'Priya');
  const held = buyer.started.thread.messages[0]!;
  expect(held.state).toBe('held');
  // Another buyer's conversation, reported by that buyer.
  const reporter = await buyerWrites(browser, baseURL!, listing.id, `Is this still available? (${tag()})`, 'Sam');
  const reported = await reporter.context.request.post(`/api/conversations/${reporter.started.conversationId}/report`, {
    data: { reason: 'The seller asked me for a deposit by wire before any viewing' },
  });
  expect(reported.status()).toBe(201);

  // The seller has heard nothing of the held message, on the page or by mail.
  await sellerPage.reload();
  await expect(sellerPage.getByTestId('conversation-item').filter({ hasText: 'gift card' })).toHaveCount(0);
  expect((await mailsTo(sellerEmail)).filter((mail) => mail.includes(scamTag))).toEqual([]);

  // The reviewer's Messages tab: the text (as text), the listing, who sent it and why it was held.
  await signInAsReviewer(page);
  await page.getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/\/moderation\?tab=messages$/);
  await hydrated(page);
  await expect(page.getByRole('link', { name: /^Messages/ })).toHaveAttribute('aria-current', 'page');
  const card = page.locator(`[data-testid="held-message"][data-message-id="${held.id}"]`);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(`From the buyer, about “${listing.body.title}”`);
  await expect(card.getByTestId('held-body')).toHaveText(scam);
  await expect(card.getByTestId('message-score')).toHaveText(/^Score \d+$/);
  expect(Number((await card.getByTestId('message-score').textContent())?.replace('Score ', ''))).toBeGreaterThanOrEqual(60);
  await expect(card.getByTestId('message-reasons').getByRole('listitem')).not.toHaveCount(0);
  const report = page.locator(`[data-testid="reported-conversation"][data-conversation-id="${reporter.started.conversationId}"]`);
  await expect(report).toContainText('reported by the buyer');
  await expect(report).toContainText('The seller asked me for a deposit by wire before any viewing');
  // The counts are the whole site's (other tests hold messages too), never fewer than this test's.
  const heldTotal = Number((await page.getByTestId('held-total').textContent())?.match(/\((\d+) waiting/)?.[1]);
  expect(heldTotal).toBeGreaterThanOrEqual(1);
  expect(await axe()).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'moderation-messages');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axe()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'moderation-messages-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Deliver: it leaves the queue, and the seller is mailed.
  await card.getByRole('button', { name: 'Deliver to the seller' }).click();
  await expect(card).toHaveCount(0);
  await expect.poll(async () => (await mailsTo(sellerEmail)).some((mail) => mail.includes(scamTag)), { timeout: 30_000 }).toBe(true);
  // The report, once read, is marked reviewed and leaves the tab.
  await report.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(report).toHaveCount(0);

  // The seller's management page: the conversation, its buyer, the message and one unread.
  await sellerPage.reload();
  const item = sellerPage.locator(`[data-testid="conversation-item"][data-conversation-id="${buyer.started.conversationId}"]`);
  await expect(item).toContainText('Priya');
  await expect(item.getByTestId('conversation-preview')).toHaveText(scam);
  await expect(item.getByTestId('conversation-unread')).toHaveText('1 unread');
  await expect(item.getByTestId('conversation-status')).toHaveText('Open');
  // The reported buyer's message waited only for their confirmation: it is there too, newest first.
  const items = sellerPage.getByTestId('conversation-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toHaveAttribute('data-conversation-id', reporter.started.conversationId);
  await hydrated(sellerPage);
  const violations = (await new AxeBuilder({ page: sellerPage }).include('[data-testid="manage-conversations"]').analyze()).violations;
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${process.env.E2E_OUTPUT ?? 'test-results'}/screens/manage-conversations.png` });
  await sellerPage.setViewportSize({ width: 390, height: 844 });
  expect(await sellerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await section.screenshot({ path: `${process.env.E2E_OUTPUT ?? 'test-results'}/screens/manage-conversations-390.png` });
  await sellerPage.setViewportSize({ width: 1280, height: 720 });

  // Opening it asks for a fresh thread link (the manage token stays out of the thread's address) and shows the message.
  await item.getByRole('button').click();
  await expect(sellerPage).toHaveURL(new RegExp(`/messages/${buyer.started.conversationId}/[A-Za-z0-9_-]{43}$`));
  await expect(sellerPage.getByTestId('message').filter({ hasText: scam })).toBeVisible();

  // In the seller's own browser the management page needs no token, and neither does the thread.
  await sellerPage.goto(`/manage/${listing.id}`);
  const own = sellerPage.locator(`[data-testid="conversation-item"][data-conversation-id="${reporter.started.conversationId}"]`);
  await expect(own.getByRole('link')).toHaveAttribute('href', `/messages/${reporter.started.conversationId}`);
  await hydrated(sellerPage);
  await own.getByRole('link').click();
  await expect(sellerPage).toHaveURL(new RegExp(`/messages/${reporter.started.conversationId}$`));
  await expect(sellerPage.getByTestId('message').filter({ hasText: 'Is this still available?' })).toBeVisible();

  await buyer.context.close();
  await reporter.context.close();
  await seller.close();
});
