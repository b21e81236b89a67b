import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { conversationParticipants, conversations, listings, messageScreenings, messages, userVerifications } from '../../db/schema';
import type { MessageReview } from '../../domain/moderation/message-review';
import { createTestApp, visitorCookie, type TestApp } from '../../testing/test-app';

/** The moderation API's Messages tab: held messages, reported conversations, and deliver/refuse. */

const ADMIN_TOKEN = 'reviewer-token-for-message-tests-0123456789';

let t: TestApp;
/** The same server without ADMIN_TOKEN. */
let closed: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN } });
  closed = await createTestApp({ database: t.database });
});
afterAll(async () => {
  await closed?.close();
  await t?.close();
});

interface Reviewer {
  cookie: string;
  csrf: string;
}

let signIns = 0;
async function signIn(name: string): Promise<Reviewer> {
  signIns += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/moderation/login',
    remoteAddress: `203.0.113.${signIns}`,
    payload: { token: ADMIN_TOKEN, name },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'cb_review');
  if (!cookie) throw new Error('no reviewer cookie');
  return { cookie: `cb_review=${cookie.value}`, csrf: response.json<{ csrfToken: string }>().csrfToken };
}

interface Seeded {
  listingId: string;
  sellerCookie: string;
  sellerEmail: string;
  conversationId: string;
  messageId: string;
}

let seeds = 0;
/** A listing posted through the API, and a buyer's message about it that screening held. */
async function heldMessage(body: string): Promise<Seeded> {
  seeds += 1;
  const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput({ city: 'lisbon' }) });
  expect(posted.statusCode, posted.body).toBe(201);
  const { id: listingId } = posted.json<{ id: string }>();
  const { db } = t.database;
  const [listing] = await db.select().from(listings).where(eq(listings.id, listingId));
  const [conversation] = await db
    .insert(conversations)
    .values({ listingId, listingTitle: listing!.title, listingCurrency: listing!.currency })
    .returning();
  await db.insert(conversationParticipants).values([
    { conversationId: conversation!.id, role: 'buyer', email: `buyer${seeds}@example.com`, name: `Buyer ${seeds}`, visitorId: `buyer-visitor-${seeds}` },
    { conversationId: conversation!.id, role: 'seller', email: listing!.contactEmail },
  ]);
  // A buyer who confirmed their address: a message let through by a moderator then goes straight to the seller.
  await db
    .insert(userVerifications)
    .values({ userId: `buyer-visitor-${seeds}`, verificationType: 'email', status: 'verified', metadata: { email: `buyer${seeds}@example.com` }, cost: 0 });
  const [message] = await db
    .insert(messages)
    .values({ conversationId: conversation!.id, authorRole: 'buyer', body, via: 'web', state: 'held', senderEmail: `buyer${seeds}@example.com` })
    .returning();
  await db.insert(messageScreenings).values({
    messageId: message!.id,
    score: 74,
    action: 'hold',
    reasons: [{ code: 'payment_method', strength: 40, reason: 'Asks to pay with gift cards' }],
  });
  return { listingId, sellerCookie: visitorCookie(posted), sellerEmail: listing!.contactEmail, conversationId: conversation!.id, messageId: message!.id };
}

async function review(reviewer: Reviewer, query = 'limit=100'): Promise<MessageReview> {
  const response = await t.app.inject({ url: `/api/moderation/messages?${query}`, headers: { cookie: reviewer.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json<MessageReview>();
}

function decide(reviewer: Reviewer | null, id: string, decision: unknown, csrf: string | null = reviewer?.csrf ?? null, app: TestApp = t) {
  return app.app.inject({
    method: 'POST',
    url: `/api/moderation/messages/${id}/decision`,
    headers: { ...(reviewer ? { cookie: reviewer.cookie } : {}), ...(csrf === null ? {} : { 'x-csrf-token': csrf }) },
    payload: { decision },
  });
}

async function stateOf(id: string) {
  const [row] = await t.database.db
    .select({ state: messages.state, decision: messageScreenings.decision, reviewedBy: messageScreenings.reviewedBy })
    .from(messages)
    .innerJoin(messageScreenings, eq(messageScreenings.messageId, messages.id))
    .where(eq(messages.id, id));
  return row;
}

/** The seller's conversations, as the management page asks for them (the seller's own cookie). */
async function sellerSees(seeded: Seeded) {
  const response = await t.app.inject({ url: `/api/listings/${seeded.listingId}/conversations`, headers: { cookie: seeded.sellerCookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string; unread: number; preview: string }[]>();
}

/** The conversation mails written to the outbox for `to` (posting the ad mailed its manage link there too). */
async function mailsTo(to: string): Promise<string[]> {
  const dir = t.config.outboxDir;
  const names = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  return texts.filter((text) => /^X-Cityboard-Conversation: /m.test(text) && new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text));
}

describe('who may see and decide held messages', () => {
  it('is closed without ADMIN_TOKEN, asks for a session (401), and for the CSRF token of that session (403); nothing changes', async () => {
    const seeded = await heldMessage('Pay by gift card, my agent collects');
    const reviewer = await signIn('Robin');
    const other = await signIn('Sam');
    expect((await closed.app.inject({ url: '/api/moderation/messages', headers: { cookie: reviewer.cookie } })).statusCode).toBe(503);
    expect((await decide(reviewer, seeded.messageId, 'deliver', reviewer.csrf, closed)).statusCode).toBe(503);
    const anonymous = await t.app.inject({ url: '/api/moderation/messages' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toMatch(/Sign in as a reviewer/);
    expect((await decide(null, seeded.messageId, 'deliver', reviewer.csrf)).statusCode).toBe(401);
    expect((await decide(reviewer, seeded.messageId, 'deliver', null)).statusCode).toBe(403);
    expect((await decide(reviewer, seeded.messageId, 'deliver', 'forged')).statusCode).toBe(403);
    const crossed = await decide(reviewer, seeded.messageId, 'deliver', other.csrf);
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json().message).toMatch(/security token/);
    expect(await stateOf(seeded.messageId)).toMatchObject({ state: 'held', decision: null, reviewedBy: null });
    expect(await sellerSees(seeded)).toEqual([]);
  });
});

describe('the Messages tab', () => {
  it('lists held messages with their text, listing, sender and screening, and reported conversations with their reason', async () => {
    const seeded = await heldMessage('Send me the verification code, my courier pays');
    const reported = await heldMessage('Is it still available?');
    await t.database.db.update(messages).set({ state: 'delivered' }).where(eq(messages.id, reported.messageId));
    const report = await t.app.inject({ method: 'POST', url: `/api/conversations/${reported.conversationId}/report`, headers: { cookie: reported.sellerCookie }, payload: { reason: 'Asks for a code' } });
    expect(report.statusCode, report.body).toBe(201);

    const reviewer = await signIn('Robin');
    const page = await review(reviewer);
    const item = page.held.items.find((i) => i.id === seeded.messageId);
    expect(item).toMatchObject({
      conversationId: seeded.conversationId,
      body: 'Send me the verification code, my courier pays',
      senderRole: 'buyer',
      listing: { id: seeded.listingId },
      screening: { score: 74, action: 'hold', reasons: [{ code: 'payment_method', reason: 'Asks to pay with gift cards' }] },
    });
    expect(page.held.total).toBe(page.held.items.length);
    expect(page.held.items.some((i) => i.id === reported.messageId)).toBe(false);
    expect(page.reported.items.find((c) => c.id === reported.conversationId)).toMatchObject({ reportedBy: 'seller', reason: 'Asks for a code', messageCount: 1 });

    // Oldest first, a page at a time.
    const first = await review(reviewer, 'limit=1');
    expect(first.held.items).toHaveLength(1);
    expect(first.held.nextCursor).not.toBeNull();
    const next = await review(reviewer, `limit=1&cursor=${first.held.nextCursor}`);
    expect(next.held.items[0]!.createdAt >= first.held.items[0]!.createdAt).toBe(true);
    expect(next.held.items[0]!.id).not.toBe(first.held.items[0]!.id);
  });

  it('answers bad queries and bad decisions with 400', async () => {
    const reviewer = await signIn('Robin');
    for (const query of ['limit=0', 'limit=many', 'cursor=nonsense']) {
      const response = await t.app.inject({ url: `/api/moderation/messages?${query}`, headers: { cookie: reviewer.cookie } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const seeded = await heldMessage('Gift card only');
    const maybe = await decide(reviewer, seeded.messageId, 'maybe');
    expect(maybe.statusCode).toBe(400);
    expect(maybe.json().message).toMatch(/deliver or refuse/);
    expect(await stateOf(seeded.messageId)).toMatchObject({ state: 'held' });
    expect((await decide(reviewer, 'not-a-message', 'deliver')).statusCode).toBe(404);
  });
});

describe('deciding', () => {
  it('delivers a held message: the seller sees it unread and is mailed, the decision is recorded, and it leaves the queue', async () => {
    const seeded = await heldMessage('I will pay by gift card, my shipping agent will collect');
    const reviewer = await signIn('Robin');
    const response = await decide(reviewer, seeded.messageId, 'deliver');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: seeded.messageId, state: 'delivered', decision: 'deliver', reviewedBy: 'Robin' });
    expect(await stateOf(seeded.messageId)).toEqual({ state: 'delivered', decision: 'deliver', reviewedBy: 'Robin' });
    expect(await sellerSees(seeded)).toEqual([expect.objectContaining({ id: seeded.conversationId, unread: 1, preview: 'I will pay by gift card, my shipping agent will collect' })]);
    const mails = await mailsTo(seeded.sellerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('I will pay by gift card');
    expect((await review(reviewer)).held.items.some((i) => i.id === seeded.messageId)).toBe(false);
    // Decided once: a second decision finds nothing to decide.
    const again = await decide(reviewer, seeded.messageId, 'refuse');
    expect(again.statusCode).toBe(404);
    expect(await stateOf(seeded.messageId)).toEqual({ state: 'delivered', decision: 'deliver', reviewedBy: 'Robin' });
  });

  it('marks a reported conversation reviewed, with the CSRF token; once', async () => {
    const seeded = await heldMessage('Is the bike still here?');
    await t.database.db.update(conversations).set({ reportedAt: new Date(), reportedBy: 'buyer', reportReason: 'Rude' }).where(eq(conversations.id, seeded.conversationId));
    const reviewer = await signIn('Robin');
    const url = `/api/moderation/conversations/${seeded.conversationId}/reviewed`;
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie: reviewer.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: { 'x-csrf-token': reviewer.csrf } })).statusCode).toBe(401);
    expect((await review(reviewer)).reported.items.some((c) => c.id === seeded.conversationId)).toBe(true);
    const marked = await t.app.inject({ method: 'POST', url, headers: { cookie: reviewer.cookie, 'x-csrf-token': reviewer.csrf } });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ id: seeded.conversationId, reviewedBy: 'Robin' });
    expect((await review(reviewer)).reported.items.some((c) => c.id === seeded.conversationId)).toBe(false);
    const again = await t.app.inject({ method: 'POST', url, headers: { cookie: reviewer.cookie, 'x-csrf-token': reviewer.csrf } });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a held message: nobody is mailed and the seller never sees it', async () => {
    const seeded = await heldMessage('Send the code from the SMS to confirm payment');
    const reviewer = await signIn('Sam');
    const response = await decide(reviewer, seeded.messageId, 'refuse');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ state: 'refused', decision: 'refuse', reviewedBy: 'Sam' });
    expect(await stateOf(seeded.messageId)).toEqual({ state: 'refused', decision: 'refuse', reviewedBy: 'Sam' });
    expect(await sellerSees(seeded)).toEqual([]);
    expect(await mailsTo(seeded.sellerEmail)).toEqual([]);
  });
});
