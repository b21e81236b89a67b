/**
 * Conversations in the browser: a buyer and a seller, each in their own browser, through
 * a whole negotiation (question, email confirmation, answer, offer, "sold to you"), in
 * English and in German at laptop width and in German at phone width (its longer words
 * are the narrow screen's harder case; the journey's messages and mails are the same at
 * any width), with axe on the dialog and the thread; and hostile text that must stay text.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { createListing, expect, hydrated, markDocument, sameDocument, test } from './fixtures';
import { confirmationLink, mailsTo } from './outbox';

type Language = 'en' | 'de';

/** The interface's own words, so the test reads what a person in that language reads. */
function wordsOf(language: Language): (key: string, params?: Record<string, string | number>) => string {
  const messages = JSON.parse(readFileSync(new URL(`../src/i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  return (key, params = {}) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    if (typeof found !== 'string') throw new Error(`No message ${language}:${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
}

const CITIES = {
  en: { city: 'london', path: '/uk/london', neighborhood: 'Camden', locale: 'en-GB' },
  de: { city: 'berlin', path: '/de/berlin', neighborhood: 'Kreuzberg', locale: 'de-DE' },
} as const;

const THREAD_LINK = /\/messages\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The sizes the issue asks for: a 1366 px laptop and a 390 px phone. */
function viewportOf(testInfo: TestInfo) {
  return testInfo.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1366, height: 900 };
}

/** A browser of its own for one person, as the project's device (touch, mobile) at the width, in `locale`. */
async function personBrowser(browser: Browser, testInfo: TestInfo, locale: string): Promise<BrowserContext> {
  const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  return browser.newContext({ baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId: 'UTC', viewport: viewportOf(testInfo) });
}

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = include ? new AxeBuilder({ page }).include(include) : new AxeBuilder({ page });
  return (await builder.analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

async function shot(page: Page, name: string, testInfo: TestInfo, { fullPage = true } = {}) {
  await page.screenshot({ path: `${process.env.E2E_OUTPUT ?? 'test-results'}/screens/conversation-${name}-${testInfo.project.name}.png`, fullPage });
}

/** Nothing wider than the screen. */
async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Opens a mailed confirmation link and presses its button (opening alone changes nothing). */
async function confirmEmail(page: Page, link: string) {
  await page.goto(link);
  const button = page.getByTestId('verify-email').getByRole('button');
  await hydrated(button);
  await button.click();
  await expect(page.getByTestId('verify-email').getByRole('button')).toHaveCount(0);
}

async function sendReply(page: Page, t: ReturnType<typeof wordsOf>, text: string) {
  const box = page.getByTestId('reply-box');
  await box.getByLabel(t('conversation.reply.label')).fill(text);
  await box.getByRole('button', { name: t('conversation.reply.send') }).click();
  await expect(page.getByTestId('message').filter({ hasText: text })).toHaveAttribute('data-author', 'you');
}

for (const language of ['en', 'de'] as const) {
  // At phone width in German only (see above): each language once, each width once.
  const widths = language === 'de' ? ' @phone' : '';
  test(`a buyer and a seller negotiate through messages until "sold to you" (${language})${widths}`, async ({ browser, page: otherBuyer, postListing }, testInfo) => {
    test.slow();
    const t = wordsOf(language);
    const place = CITIES[language];
    const sellerEmail = uniqueEmail('seller');
    const buyerEmail = uniqueEmail('buyer');
    const listing = await postListing({ city: place.city, neighborhood: place.neighborhood, contactEmail: sellerEmail });

    const buyerContext = await personBrowser(browser, testInfo, place.locale);
    const sellerContext = await personBrowser(browser, testInfo, place.locale);
    try {
      const buyer = await buyerContext.newPage();
      const seller = await sellerContext.newPage();
      buyer.on('dialog', (dialog) => void dialog.dismiss().then(() => expect.soft(dialog.message(), 'no script may open a dialog').toBe('')));

      // ── The buyer writes from the listing page ──────────────────────────────────
      await buyer.goto(`${place.path}/listing/${listing.id}`);
      const open = buyer.getByRole('button', { name: t('listing.messageSeller') });
      await hydrated(open);
      // The seller's address is nowhere in the page.
      expect(await buyer.content()).not.toContain(sellerEmail);
      await open.click();
      const dialog = buyer.getByRole('dialog', { name: t('listing.messageSellerTitle') });
      const message = dialog.getByLabel(t('conversation.form.message'));
      await expect(message).toBeVisible();

      // Sending nothing says what is missing, in the page's language.
      await dialog.getByRole('button', { name: t('conversation.form.send') }).click();
      // The API's own schema checks the form, said in the page's language (#26).
      await expect(dialog.getByText(t('errors.text.required', { label: t('errors.fields.message') }))).toBeVisible();
      await expect(dialog.getByText(t('errors.email.invalid'))).toBeVisible();

      const question = t('conversation.quick.available');
      await dialog.getByRole('button', { name: question }).click();
      await expect(message).toHaveValue(question);
      await expect(dialog.getByTestId('message-count')).toHaveText(`${question.length}/2000`);
      await dialog.getByLabel(t('conversation.form.email')).fill(buyerEmail);
      await dialog.getByLabel(t('conversation.form.name')).fill('Alex');
      expect(await seriousViolations(buyer, '[data-testid="message-seller-dialog"]')).toEqual([]);
      await shot(buyer, `${language}-1-dialog`, testInfo, { fullPage: false });
      await dialog.getByRole('button', { name: t('conversation.form.send') }).click();

      // ── The thread shows at once, waiting for the buyer's confirmation ─────────
      await expect(buyer).toHaveURL(THREAD_LINK);
      const thread = buyer.getByTestId('thread');
      await expect(thread).toHaveAttribute('data-role', 'buyer');
      await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(t('conversation.heading.seller'));
      const first = buyer.getByTestId('message').filter({ hasText: question });
      await expect(first).toHaveAttribute('data-state', 'awaiting_confirmation');
      await expect(first.getByTestId('message-state')).toHaveText(t('conversation.state.awaiting_confirmation'));
      await expect(buyer.getByTestId('confirm-email-note')).toContainText(t('conversation.confirmEmail.title'));
      await expect(buyer.getByTestId('thread-listing')).toContainText(listing.body.title);
      await expect(buyer.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
      await expect(buyer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await hydrated(buyer);
      await fitsTheScreen(buyer);
      await shot(buyer, `${language}-2-buyer-waiting`, testInfo);
      await markDocument(buyer);

      // The confirmation link from the buyer's inbox, opened in a tab of their browser.
      await expect.poll(() => confirmationLink(buyerEmail), { timeout: 30_000 }).not.toBeNull();
      const inbox = await buyerContext.newPage();
      await confirmEmail(inbox, (await confirmationLink(buyerEmail))!);
      await inbox.close();
      // The open thread learns it by itself: delivered now.
      await expect(first).toHaveAttribute('data-state', /delivered|read/, { timeout: 30_000 });
      await expect(buyer.getByTestId('confirm-email-note')).toHaveCount(0);

      // ── The seller gets a mail with the thread's link ──────────────────────────
      const sellerLink = async () => (await mailsTo(sellerEmail)).map((mail) => mail.match(THREAD_LINK)?.[0]).find(Boolean) ?? null;
      await expect.poll(sellerLink, { timeout: 30_000 }).not.toBeNull();
      const sellerMail = (await mailsTo(sellerEmail)).find((mail) => THREAD_LINK.test(mail))!;
      expect(sellerMail).toContain(question);
      expect(sellerMail).not.toContain(buyerEmail);
      await seller.goto((await sellerLink())!);
      await expect(seller.getByTestId('thread')).toHaveAttribute('data-role', 'seller');
      const received = seller.getByTestId('message').filter({ hasText: question });
      await expect(received).toHaveAttribute('data-author', 'other');
      await expect(received.getByTestId('message-author')).toHaveText('Alex');
      await expect(seller.getByRole('heading', { level: 1 })).toHaveText(t('conversation.heading.named', { name: '\u2068Alex\u2069' }));
      await hydrated(seller);
      expect(await seriousViolations(seller)).toEqual([]);
      await fitsTheScreen(seller);

      // The seller answers; the buyer sees it without reloading (polling).
      const answer = language === 'de' ? 'Ja, noch da. Samstag ab 10 Uhr passt.' : 'Yes, still here. Saturday from 10 works.';
      await sendReply(seller, t, answer);
      await shot(seller, `${language}-3-seller-answered`, testInfo);
      const answered = buyer.getByTestId('message').filter({ hasText: answer });
      await expect(answered).toHaveAttribute('data-author', 'other', { timeout: 30_000 });
      await expect(answered.getByTestId('message-author')).toHaveText(t('conversation.role.seller'));
      await expect(buyer.getByTestId('arrivals')).toHaveText(t('conversation.newMessage', { name: t('conversation.role.seller') }));
      expect(await sameDocument(buyer)).toBe(true);

      // The buyer makes an offer; the seller's page shows it, and the buyer's first message becomes "read".
      const [offerLine, collectLine] = language === 'de' ? ['Würdest du 100 € nehmen?', 'Ich hole ihn selbst ab.'] : ['Would you take 100?', 'I can collect it myself.'];
      await sendReply(buyer, t, `${offerLine}\n${collectLine}`);
      await expect(seller.getByTestId('message').filter({ hasText: collectLine })).toHaveAttribute('data-author', 'other', { timeout: 30_000 });
      await expect(first).toHaveAttribute('data-state', 'read', { timeout: 30_000 });
      // Line breaks are kept.
      expect(await seller.getByTestId('message-body').filter({ hasText: collectLine }).evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-wrap');

      // Another buyer asks too (through the API, as the form does); their thread is closed politely by the sale.
      const asked = await otherBuyer.request.post('/api/conversations', {
        data: { listingId: listing.id, email: uniqueEmail('other-buyer'), body: t('conversation.quick.negotiable'), language },
      });
      expect(asked.status()).toBe(201);
      const otherThread = ((await asked.json()) as { path: string }).path;

      // ── The seller marks the item sold to this buyer ───────────────────────────
      await seller.getByRole('button', { name: t('conversation.actions.markSold') }).click();
      const confirm = seller.getByRole('dialog', { name: t('conversation.actions.markSoldTitle') });
      await expect(confirm).toBeVisible();
      expect(await seriousViolations(seller, '[data-testid="mark-sold-dialog"]')).toEqual([]);
      await confirm.getByRole('button', { name: t('conversation.actions.markSoldConfirm') }).click();
      await expect(seller.getByTestId('thread')).toHaveAttribute('data-status', 'sold');
      await expect(seller.getByTestId('status-note')).toHaveText(t('conversation.status.sold_seller'));
      await expect(seller.getByRole('button', { name: t('conversation.actions.markSold') })).toHaveCount(0);
      await shot(seller, `${language}-4-seller-sold`, testInfo);

      const soldToYou = buyer.getByTestId('system-event').filter({ hasText: t('conversation.event.sold_to_you') });
      await expect(soldToYou).toBeVisible({ timeout: 30_000 });
      await expect(buyer.getByTestId('status-note')).toHaveText(t('conversation.status.sold_buyer'));
      expect(await sameDocument(buyer)).toBe(true);
      expect(await seriousViolations(buyer)).toEqual([]);
      await fitsTheScreen(buyer);
      await shot(buyer, `${language}-5-buyer-sold-to-you`, testInfo);

      await otherBuyer.goto(`${otherThread}?lang=${language}`);
      await expect(otherBuyer.getByTestId('thread')).toHaveAttribute('data-status', 'closed');
      await expect(otherBuyer.getByTestId('system-event')).toHaveText(new RegExp(t('conversation.event.sold_to_other')));
      await expect(otherBuyer.getByTestId('status-note')).toHaveText(t('conversation.status.closed_buyer'));
      await expect(otherBuyer.getByTestId('reply-box')).toHaveCount(0);
      await expect(otherBuyer.getByTestId('reply-closed')).toHaveText(t('conversation.reply.closed'));
      // Nothing waits for their address any more, so the page no longer asks for it.
      await expect(otherBuyer.getByTestId('confirm-email-note')).toHaveCount(0);
      await shot(otherBuyer, `${language}-6-other-buyer-closed`, testInfo);

      // The listing now shows as sold, with no message button.
      await buyer.goto(`${place.path}/listing/${listing.id}`);
      await expect(buyer.getByTestId('sold-note')).toBeVisible();
      await expect(buyer.getByRole('button', { name: t('listing.messageSeller') })).toHaveCount(0);
    } finally {
      await buyerContext.close();
      await sellerContext.close();
    }
  });
}

test('an ad sold while the buyer writes: the form says so in the page’s language', async ({ page, request, postListing }) => {
  const t = wordsOf('de');
  const listing = await postListing({ city: 'berlin', neighborhood: 'Kreuzberg', contactEmail: uniqueEmail('seller') });
  await page.goto(`/de/berlin/listing/${listing.id}`);
  const open = page.getByRole('button', { name: t('listing.messageSeller') });
  await hydrated(open);
  await open.click();
  const dialog = page.getByRole('dialog', { name: t('listing.messageSellerTitle') });
  await dialog.getByRole('button', { name: t('conversation.quick.viewing') }).click();
  await dialog.getByLabel(t('conversation.form.email')).fill('not an address');
  await dialog.getByRole('button', { name: t('conversation.form.send') }).click();
  await expect(dialog.getByText(t('errors.email.invalid'))).toBeVisible();
  await dialog.getByLabel(t('conversation.form.email')).fill(uniqueEmail('late'));
  // The seller (the browser that posted it) marks it sold meanwhile.
  expect((await request.post(`/api/listings/${listing.id}/sold`)).status()).toBe(200);
  await dialog.getByRole('button', { name: t('conversation.form.send') }).click();
  await expect(dialog.getByTestId('message-seller-error')).toHaveText(t('conversation.errors.listingClosed'));
  await expect(page).toHaveURL(new RegExp(`/listing/${listing.id}$`));
});

test('a risky message reaches the seller with warnings in the seller’s language, its link not clickable', async ({ browser, postListing }, testInfo) => {
  test.slow();
  const t = wordsOf('de');
  const sellerEmail = uniqueEmail('seller');
  const buyerEmail = uniqueEmail('buyer');
  const listing = await postListing({ city: 'berlin', neighborhood: 'Kreuzberg', contactEmail: sellerEmail });
  const buyerContext = await personBrowser(browser, testInfo, 'en-GB');
  const sellerContext = await personBrowser(browser, testInfo, 'de-DE');
  try {
    // Asking to move to WhatsApp, then a link of nobody we know: each delivered, with a word of warning.
    const started = await buyerContext.request.post('/api/conversations', {
      data: { listingId: listing.id, email: buyerEmail, name: 'Sam', body: 'Hi, is it still available? Could we continue on WhatsApp?' },
    });
    expect(started.status()).toBe(201);
    const { conversationId, token } = (await started.json()) as { conversationId: string; token: string };
    await expect.poll(() => confirmationLink(buyerEmail), { timeout: 30_000 }).not.toBeNull();
    await confirmEmail(await buyerContext.newPage(), (await confirmationLink(buyerEmail))!);
    const sellerLink = async () => (await mailsTo(sellerEmail)).map((mail) => mail.match(THREAD_LINK)?.[0]).find(Boolean) ?? null;
    await expect.poll(sellerLink, { timeout: 30_000 }).not.toBeNull();
    const second = await buyerContext.request.post(`/api/conversations/${conversationId}/messages`, {
      headers: { 'x-conversation-token': token },
      data: { body: 'Is it like this one? https://example.org/bookcase' },
    });
    expect(second.status()).toBe(201);

    const seller = await sellerContext.newPage();
    await seller.goto((await sellerLink())!);
    for (const [text, code] of [
      ['WhatsApp', 'off_platform'],
      ['example.org', 'link'],
    ] as const) {
      const received = seller.getByTestId('message').filter({ hasText: text });
      await expect(received).toHaveAttribute('data-author', 'other');
      const warnings = received.getByTestId('message-warnings').getByRole('listitem');
      await expect(warnings.first()).toBeVisible();
      await expect(received.locator(`[data-warning="${code}"]`)).toHaveText(t(`conversation.warning.${code}`));
      for (const warning of await warnings.all()) {
        await expect(warning).toHaveText(t(`conversation.warning.${(await warning.getAttribute('data-warning'))!}`));
      }
      await expect(received.locator('a')).toHaveCount(0);
    }
    await hydrated(seller);
    expect(await seriousViolations(seller)).toEqual([]);
    await shot(seller, 'warnings', testInfo);
  } finally {
    await buyerContext.close();
    await sellerContext.close();
  }
});

test('the seller sees no message button on their own ad', async ({ page }) => {
  // Posted from this browser's own cookie, as the Post Ad dialog does.
  const { id } = await createListing(page.request, { city: 'london', neighborhood: 'Camden' });
  await page.goto(`/uk/london/listing/${id}`);
  await expect(page.getByTestId('owner-actions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message seller' })).toHaveCount(0);
});

test('hostile text in a message stays text: no script runs, no link, no reordered page', async ({ page, browser, baseURL, postListing }) => {
  test.slow();
  const listing = await postListing({ city: 'london', neighborhood: 'Camden', contactEmail: uniqueEmail('seller') });
  const fired: string[] = [];
  page.on('dialog', (dialog) => {
    fired.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile = ['<script>alert(1)</script>', '<img src=x onerror=alert(2)>', '\u202Eevil text reversed', 'details at https://cityboard-pay.example.net/checkout'].join('\n');

  await page.goto(`/uk/london/listing/${listing.id}`);
  const open = page.getByRole('button', { name: 'Message seller' });
  await hydrated(open);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Message the seller' });
  await dialog.getByLabel('Your message').fill(hostile);
  await dialog.getByLabel('Your email').fill(uniqueEmail('hostile'));
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(THREAD_LINK);

  const body = page.getByTestId('message-body').first();
  await expect(body).toHaveText(hostile, { useInnerText: true });
  await expect(page.getByTestId('messages').locator('script, img, a')).toHaveCount(0);
  // Its own bidi island: the override inside cannot reach the page around it.
  await expect(body).toHaveAttribute('dir', 'auto');
  expect(await body.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('isolate');

  // The server's own HTML has it escaped, and a full load runs nothing either.
  const html = await (await page.request.get(new URL(page.url()).pathname)).text();
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).not.toContain('<img src=x');
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('message-body').first()).toHaveText(hostile, { useInnerText: true });
  await shot(page, 'hostile', test.info());
  expect(fired).toEqual([]);

  // The buyer reports it (as a seller would): the moderators get it, the buyer a thank-you.
  await page.getByRole('button', { name: 'Report conversation' }).click();
  const report = page.getByRole('dialog', { name: 'Report this conversation' });
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByRole('alert')).toHaveText('Tell us what is wrong.');
  await report.getByLabel('What happened?').fill('Testing how hostile text is shown.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByRole('status')).toHaveText('Thank you. Our moderators will look at this conversation.');
  await report.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(report).toHaveCount(0);

  // The buyer's own browser reads the thread without the secret (its cookie); anyone else gets a 404.
  const threadId = new URL(page.url()).pathname.split('/')[2]!;
  expect((await page.goto(`/messages/${threadId}`))?.status()).toBe(200);
  await expect(page.getByTestId('message-body').first()).toHaveText(hostile, { useInnerText: true });
  const stranger = await browser.newContext({ baseURL });
  try {
    expect((await (await stranger.newPage()).goto(`/messages/${threadId}`))?.status()).toBe(404);
  } finally {
    await stranger.close();
  }
});

test('a wrong thread link is a plain 404 that says nothing about the conversation', async ({ page }) => {
  const response = await page.goto(`/messages/00000000-0000-4000-8000-000000000000/${'a'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
});
