/**
 * Conversations through the API on a real database, with the mails read back from the
 * outbox as a mail program would (mailparser): a buyer writes, confirms their address,
 * the seller is mailed a link and a relay address, both reply, the seller sells to one
 * buyer and the others are closed politely. No address crosses to the other side, and
 * no wrong token reads or writes anything.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationParticipants, conversations, listings, messages, userVerifications } from '../../db/schema';
import type { StartedConversation, Thread } from '../../domain/conversations/conversation-schemas';
import { confirmEmail } from '../../domain/verification/email-verification';
import { honestListingBody } from '../../testing/honest-listing';
import { createTestApp, visitorCookie, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let sellerCount = 0;
async function postListing(title = 'Oak bookcase') {
  sellerCount += 1;
  const contactEmail = `seller-${sellerCount}@example.com`;
  const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: { ...honestListingBody(title), contactEmail, city: 'london' } });
  expect(response.statusCode, response.body).toBe(201);
  const { id, manageUrl } = response.json<{ id: string; manageUrl: string }>();
  await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
  return { id, contactEmail, manageToken: manageUrl.split('/').at(-1)!, sellerCookie: visitorCookie(response) };
}

async function mails(to: string): Promise<ParsedMail[]> {
  const files = (await readdir(t.config.outboxDir).catch(() => [])).sort();
  const parsed: ParsedMail[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(t.config.outboxDir, file)));
    const recipients = [mail.to].flat().flatMap((a) => a?.value ?? []).map((a) => a.address);
    if (recipients.includes(to)) parsed.push(mail);
  }
  return parsed;
}

function threadLink(mail: ParsedMail): { id: string; token: string } {
  const match = /\/messages\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
  if (!match) throw new Error(`No thread link in: ${mail.text}`);
  return { id: match[1]!, token: match[2]! };
}

async function confirmFromMail(email: string) {
  const [mail] = (await mails(email)).filter((m) => m.subject?.startsWith('Confirm your email to send'));
  const match = /\/verify-email\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  if (!match) throw new Error(`No confirmation link mailed to ${email}`);
  return t.services.conversations.afterEmailConfirmed(await confirmEmail(t.database.db, { id: match[1]!, token: match[2]! }));
}

let buyerCount = 0;
async function start(listingId: string, body = 'Hello, is this still available?', overrides: Record<string, unknown> = {}) {
  buyerCount += 1;
  const email = `buyer-${buyerCount}@example.com`;
  const response = await t.app.inject({ method: 'POST', url: '/api/conversations', payload: { listingId, email, name: `Buyer ${buyerCount}`, body, ...overrides } });
  return { response, email, cookie: response.cookies.length > 0 ? visitorCookie(response) : '' };
}

const read = (id: string, headers: Record<string, string>) => t.app.inject({ url: `/api/conversations/${id}`, headers });
const write = (id: string, headers: Record<string, string>, body: string) =>
  t.app.inject({ method: 'POST', url: `/api/conversations/${id}/messages`, headers, payload: { body } });

describe('a conversation between a buyer and a seller', () => {
  it('holds the first message until the buyer confirms, then mails the seller a link and a relay address, never an address', async () => {
    const listing = await postListing();
    const { response, email } = await start(listing.id);
    expect(response.statusCode, response.body).toBe(201);
    const started = response.json<StartedConversation>();
    expect(started.path).toBe(`/messages/${started.conversationId}/${started.token}`);
    expect(started.thread.messages).toMatchObject([{ author: 'you', state: 'awaiting_confirmation', body: 'Hello, is this still available?' }]);
    expect(started.thread.you).toMatchObject({ role: 'buyer', emailConfirmed: false });
    expect(JSON.stringify(started)).not.toContain(listing.contactEmail);
    // The seller has heard nothing yet, and does not see the conversation.
    expect((await mails(listing.contactEmail)).filter((m) => m.subject?.includes('message'))).toEqual([]);
    const before = await t.app.inject({ url: `/api/listings/${listing.id}/conversations`, headers: { 'x-manage-token': listing.manageToken } });
    expect(before.json()).toEqual([]);

    expect(await confirmFromMail(email)).toBe(1);
    const [notice] = (await mails(listing.contactEmail)).filter((m) => m.subject === 'New message about “Oak bookcase”');
    expect(notice, 'the seller is mailed once the buyer confirmed').toBeDefined();
    expect(notice!.text).toContain('Hello, is this still available?');
    expect(notice!.text).not.toContain(email);
    const replyTo = notice!.replyTo?.value[0]?.address ?? '';
    expect(replyTo).toMatch(new RegExp(`^reply\\+[a-z2-7]{32}@${t.config.mailDomain.replace('.', '\\.')}$`));

    // The seller opens the mailed link and answers; the buyer reads it with theirs.
    const seller = threadLink(notice!);
    expect(seller.id).toBe(started.conversationId);
    const sellerView = await read(seller.id, { 'x-conversation-token': seller.token });
    expect(sellerView.json<Thread>()).toMatchObject({ you: { role: 'seller' }, other: { role: 'buyer', name: 'Buyer 1' }, unread: 1 });
    expect(sellerView.body).not.toContain(email);
    const answered = await write(seller.id, { 'x-conversation-token': seller.token }, 'Yes, it is. You can see it on Saturday.');
    expect(answered.statusCode, answered.body).toBe(201);
    const buyerView = (await read(seller.id, { 'x-conversation-token': started.token })).json<Thread>();
    expect(buyerView.messages.map((m) => [m.author, m.state])).toEqual([
      ['you', 'read'],
      ['other', 'delivered'],
    ]);
    expect(buyerView.unread).toBe(1);
    // The buyer is mailed the answer too, with a relay address of their own.
    const [answer] = await mails(email).then((list) => list.filter((m) => m.subject === 'New message about “Oak bookcase”'));
    expect(answer?.text).toContain('You can see it on Saturday.');
    expect(answer?.text).not.toContain(listing.contactEmail);
    expect(answer?.replyTo?.value[0]?.address).not.toBe(replyTo);
    // Reading marks read; the reply by mail (relay token) lands in the thread as 'email'.
    expect((await t.app.inject({ method: 'POST', url: `/api/conversations/${seller.id}/read`, headers: { 'x-conversation-token': started.token } })).statusCode).toBe(204);
    const token = /^reply\+([a-z2-7]{32})@/.exec(replyTo)![1]!;
    await t.services.conversations.postByReplyToken(token, { body: 'Saturday at ten works for me.', fromEmail: listing.contactEmail });
    const after = (await read(seller.id, { 'x-conversation-token': started.token })).json<Thread>();
    expect(after.messages.at(-1)).toMatchObject({ author: 'other', via: 'email', body: 'Saturday at ten works for me.' });
    expect(after.unread).toBe(1);
  });

  it('lets a confirmed buyer straight through, and answers 304 to a poll that has everything', async () => {
    const listing = await postListing('Pine desk');
    const first = await start(listing.id);
    await confirmFromMail(first.email);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: first.cookie },
      payload: { listingId: (await postListing('Teak chair')).id, email: first.email, body: 'Would you take 40?' },
    });
    const started = second.json<StartedConversation>();
    expect(started.thread.messages[0]?.state).toBe('delivered');
    const headers = { 'x-conversation-token': started.token };
    const polled = await read(started.conversationId, headers);
    const again = await read(started.conversationId, { ...headers, 'if-none-match': String(polled.headers.etag) });
    expect(again.statusCode).toBe(304);
    await write(started.conversationId, headers, 'Or 45, if you deliver.');
    expect((await read(started.conversationId, { ...headers, 'if-none-match': String(polled.headers.etag) })).statusCode).toBe(200);
  });

  it('sells to one buyer and closes the others politely; a blocked buyer cannot write again', async () => {
    const listing = await postListing('Walnut table');
    const buyers = [];
    for (const body of ['Is it available?', 'I would like it.', 'Can I see it?']) {
      const { response, email, cookie } = await start(listing.id, body);
      await confirmFromMail(email);
      buyers.push({ ...response.json<StartedConversation>(), email, cookie });
    }
    const seller = { 'x-manage-token': listing.manageToken };
    const list = (await t.app.inject({ url: `/api/listings/${listing.id}/conversations`, headers: seller })).json<{ id: string; unread: number }[]>();
    expect(list.map((c) => c.id)).toEqual(buyers.map((b) => b.conversationId).reverse());
    expect(list.every((c) => c.unread === 1)).toBe(true);

    const blocked = await t.app.inject({ method: 'POST', url: `/api/conversations/${buyers[2]!.conversationId}/block`, headers: seller });
    expect(blocked.json<Thread>().status).toBe('blocked');
    const refused = await write(buyers[2]!.conversationId, { 'x-conversation-token': buyers[2]!.token }, 'Hello?');
    expect(refused.statusCode).toBe(403);
    const again = await t.app.inject({ method: 'POST', url: '/api/conversations', payload: { listingId: listing.id, email: buyers[2]!.email, body: 'Hi again' } });
    expect(again.statusCode).toBe(403);
    // A buyer may not block or sell.
    expect((await t.app.inject({ method: 'POST', url: `/api/conversations/${buyers[0]!.conversationId}/sold`, headers: { 'x-conversation-token': buyers[0]!.token } })).statusCode).toBe(403);

    const sold = await t.app.inject({ method: 'POST', url: `/api/conversations/${buyers[0]!.conversationId}/sold`, headers: seller });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json<Thread>()).toMatchObject({ status: 'sold', canReply: true });
    expect(sold.json<Thread>().messages.at(-1)).toMatchObject({ author: 'system', event: 'marked_sold' });
    const winner = (await read(buyers[0]!.conversationId, { 'x-conversation-token': buyers[0]!.token })).json<Thread>();
    expect(winner.messages.at(-1)).toMatchObject({ event: 'sold_to_you' });
    const other = (await read(buyers[1]!.conversationId, { 'x-conversation-token': buyers[1]!.token })).json<Thread>();
    expect(other).toMatchObject({ status: 'closed', canReply: false });
    expect(other.messages.at(-1)).toMatchObject({ event: 'sold_to_other' });
    expect((await mails(buyers[1]!.email)).some((m) => m.text?.includes('sold this item to another buyer'))).toBe(true);
    expect((await write(buyers[1]!.conversationId, { 'x-conversation-token': buyers[1]!.token }, 'Oh no')).statusCode).toBe(410);
    // The blocked buyer is not told they were blocked.
    const blockedView = (await read(buyers[2]!.conversationId, { 'x-conversation-token': buyers[2]!.token })).json<Thread>();
    expect(blockedView.messages.some((m) => m.event === 'blocked')).toBe(false);
    // The listing is sold: new conversations are refused with 410; the old threads stay readable.
    expect((await start(listing.id)).response.statusCode).toBe(410);
    expect((await read(buyers[1]!.conversationId, { 'x-conversation-token': buyers[1]!.token })).statusCode).toBe(200);
  });

  it('refuses wrong, missing and cross-conversation tokens with the same 404, reading and writing nothing', async () => {
    const listing = await postListing('Cherry cabinet');
    const a = (await start(listing.id)).response.json<StartedConversation>();
    const b = (await start(listing.id)).response.json<StartedConversation>();
    const rowsBefore = (await t.database.db.select({ n: count() }).from(messages))[0]!.n;
    const attempts: Record<string, string>[] = [
      {},
      { 'x-conversation-token': b.token },
      { 'x-conversation-token': a.token.slice(0, -1) + (a.token.endsWith('A') ? 'B' : 'A') },
      { 'x-conversation-token': a.token.toUpperCase() },
      { 'x-manage-token': 'x'.repeat(43) },
    ];
    const first = await read('00000000-0000-4000-8000-000000000000', { 'x-conversation-token': a.token });
    for (const headers of attempts) {
      const got = await read(a.conversationId, headers);
      expect(got.statusCode, JSON.stringify(headers)).toBe(404);
      expect(got.json()).toEqual(first.json());
      expect((await write(a.conversationId, headers, 'Sneaky')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `/api/conversations/${a.conversationId}/sold`, headers })).statusCode).toBe(404);
    }
    expect((await t.database.db.select({ n: count() }).from(messages))[0]!.n).toBe(rowsBefore);
  });

  it('keeps hostile text as text and refuses 2,001 characters', async () => {
    const listing = await postListing('Maple stool');
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(1)> \u202Egnp.exe <b>bold</b>';
    const { response } = await start(listing.id, hostile);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<StartedConversation>().thread.messages[0]!.body).toBe(hostile);
    const tooLong = await start(listing.id, 'a'.repeat(2001));
    expect(tooLong.response.statusCode).toBe(400);
    expect(tooLong.response.json().errors).toEqual([expect.objectContaining({ field: 'body' })]);
    expect((await start(listing.id, 'a'.repeat(2000))).response.statusCode).toBe(201);
    const nul = await start(listing.id, 'hello\u0000there');
    expect(nul.response.statusCode).toBe(400);
  });

  it('refuses the seller writing to their own ad, listings that are not public, and unknown ids', async () => {
    const listing = await postListing('Ash bench');
    const own = await t.app.inject({ method: 'POST', url: '/api/conversations', payload: { listingId: listing.id, email: 'someone@example.com', body: 'Hi' }, headers: { cookie: listing.sellerCookie } });
    expect(own.statusCode).toBe(400);
    await t.database.db.update(listings).set({ moderationStatus: 'review' }).where(eq(listings.id, listing.id));
    expect((await start(listing.id)).response.statusCode).toBe(410);
    expect((await start('00000000-0000-4000-8000-000000000000')).response.statusCode).toBe(404);
    expect((await start('not-a-uuid')).response.statusCode).toBe(404);
  });

  it('keeps threads readable after the listing is deleted', async () => {
    const listing = await postListing('Elm crate');
    const { response, email } = await start(listing.id);
    await confirmFromMail(email);
    const started = response.json<StartedConversation>();
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/listings/${listing.id}`, headers: { 'x-manage-token': listing.manageToken } });
    expect(deleted.statusCode).toBe(204);
    const thread = (await read(started.conversationId, { 'x-conversation-token': started.token })).json<Thread>();
    expect(thread.listing).toMatchObject({ id: null, title: 'Elm crate', takesMessages: false, path: null });
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, started.conversationId));
    expect(row?.listingId).toBeNull();
    expect((await t.database.db.select().from(conversationParticipants).where(eq(conversationParticipants.conversationId, started.conversationId))).length).toBe(2);
  });
});

describe('screening of messages', () => {
  it('delivers, warns the recipient, holds for moderators or refuses with a reason', async () => {
    const listing = await postListing('Beech shelf');
    const { response, email } = await start(listing.id, 'Is this still available?');
    await confirmFromMail(email);
    const { conversationId, token } = response.json<StartedConversation>();
    const buyer = { 'x-conversation-token': token };
    const seller = { 'x-manage-token': listing.manageToken };

    const warned = await write(conversationId, buyer, 'Can we talk on WhatsApp instead?');
    expect(warned.statusCode, warned.body).toBe(201);
    const held = await write(conversationId, buyer, 'I will pay by gift card and my shipping agent will collect it from you.');
    expect(held.json<{ message: { state: string } }>().message.state).toBe('held');
    const refused = await write(conversationId, buyer, 'I have paid, please send me the 6-digit verification code you received so I can confirm the payment with gift cards.');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { field: string; message: string }[] }>().errors[0]).toMatchObject({ field: 'body', message: expect.stringContaining('verification code') });

    const sellerView = (await read(conversationId, seller)).json<Thread>();
    expect(sellerView.messages.map((m) => [m.body.slice(0, 20), m.warnings])).toEqual([
      ['Is this still availa', []],
      ['Can we talk on Whats', ['off_platform']],
    ]);
    // The buyer sees their held message as under review, and never the refused one.
    const buyerView = (await read(conversationId, buyer)).json<Thread>();
    expect(buyerView.messages.map((m) => m.state)).toEqual(['delivered', 'delivered', 'held']);
    expect(buyerView.messages.some((m) => m.body.includes('verification code'))).toBe(false);

    // A moderator lets the held message through: the seller sees it, with its warnings.
    const heldId = held.json<{ message: { id: string } }>().message.id;
    await t.services.conversations.decideHeld(heldId, { decision: 'deliver', reviewer: 'Sam' });
    const afterReview = (await read(conversationId, seller)).json<Thread>();
    expect(afterReview.messages.at(-1)).toMatchObject({ author: 'other', state: 'delivered' });
    expect(afterReview.messages.at(-1)!.warnings).toEqual(expect.arrayContaining(['payment_method', 'courier']));
    await expect(t.services.conversations.decideHeld(heldId, { decision: 'refuse', reviewer: 'Sam' })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('lets a held first message of an unconfirmed buyer through a moderator only to wait for the confirmation', async () => {
    const listing = await postListing('Poplar crate');
    const { response, email } = await start(listing.id, 'I will pay by gift card and my shipping agent will collect it from you.');
    const started = response.json<StartedConversation>();
    expect(started.thread.messages[0]!.state).toBe('held');
    const heldId = started.thread.messages[0]!.id;
    const decisions = await Promise.allSettled([
      t.services.conversations.decideHeld(heldId, { decision: 'deliver', reviewer: 'Sam' }),
      t.services.conversations.decideHeld(heldId, { decision: 'deliver', reviewer: 'Alex' }),
    ]);
    expect(decisions.filter((d) => d.status === 'fulfilled')).toHaveLength(1);
    const waiting = (await read(started.conversationId, { 'x-conversation-token': started.token })).json<Thread>();
    expect(waiting.messages[0]!.state).toBe('awaiting_confirmation');
    expect((await t.app.inject({ url: `/api/listings/${listing.id}/conversations`, headers: { 'x-manage-token': listing.manageToken } })).json()).toEqual([]);
    expect(await confirmFromMail(email)).toBe(1);
    const list = (await t.app.inject({ url: `/api/listings/${listing.id}/conversations`, headers: { 'x-manage-token': listing.manageToken } })).json<unknown[]>();
    expect(list).toHaveLength(1);
  });

  it('refuses a first message that screening refuses, creating no conversation', async () => {
    const listing = await postListing('Fir crate');
    const before = (await t.database.db.select({ n: count() }).from(conversations))[0]!.n;
    const { response } = await start(listing.id, 'Send me the verification code you got by SMS and I pay with bitcoin right now.');
    expect(response.statusCode).toBe(400);
    expect((await t.database.db.select({ n: count() }).from(conversations))[0]!.n).toBe(before);
  });
});

describe('the seller’s hidden address', () => {
  it('answers a stranger who types it as it answers any other address, and only within the limit', async () => {
    const listing = await postListing('Walnut sideboard');
    // The seller confirmed their address (from their own browser): that must not show.
    await t.database.db
      .insert(userVerifications)
      .values({ userId: 'the-seller-browser', verificationType: 'email', status: 'verified', metadata: { email: listing.contactEmail }, cost: 0 });
    const stranger = await start(listing.id, 'Hello', { email: listing.contactEmail.toUpperCase(), name: 'Sam' });
    const guess = await start(listing.id, 'Hello', { email: 'a-wrong-guess@example.com', name: 'Sam' });
    expect(stranger.response.statusCode, stranger.response.body).toBe(201);
    expect(guess.response.statusCode).toBe(201);
    const shape = (started: StartedConversation) => ({ you: started.thread.you, states: started.thread.messages.map((m) => m.state) });
    expect(shape(stranger.response.json<StartedConversation>())).toEqual(shape(guess.response.json<StartedConversation>()));
    expect(shape(stranger.response.json<StartedConversation>()).states).toEqual(['awaiting_confirmation']);
    // The seller hears of nothing until the address's owner confirms from that browser.
    expect((await mails(listing.contactEmail)).filter((m) => m.subject?.startsWith('New message'))).toEqual([]);

    const limited = await createTestApp({ env: { RATE_LIMIT_CONVERSATIONS_PER_HOUR: '2' }, database: t.database });
    try {
      const send = (email: string, cookie: string) =>
        limited.app.inject({ method: 'POST', url: '/api/conversations', headers: cookie ? { cookie } : {}, payload: { listingId: listing.id, email, body: 'Hi' } });
      const first = await send('guess-1@example.com', '');
      const cookie = visitorCookie(first);
      expect((await send('guess-2@example.com', cookie)).statusCode).toBe(201);
      // Past the limit every guess is refused alike, the right one too.
      expect((await send(listing.contactEmail, cookie)).statusCode).toBe(429);
      expect((await send('guess-3@example.com', cookie)).statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});

describe('limits on conversations', () => {
  it('limits new conversations and messages per visitor, with Retry-After', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_CONVERSATIONS_PER_HOUR: '2', RATE_LIMIT_MESSAGES_PER_HOUR: '2' }, database: t.database });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: { ...honestListingBody('Birch shelf'), contactEmail: 'limits-seller@example.com' } });
      const { id } = response.json<{ id: string }>();
      await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
      const send = (cookie: string) =>
        limited.app.inject({ method: 'POST', url: '/api/conversations', headers: cookie ? { cookie } : {}, payload: { listingId: id, email: 'limits-buyer@example.com', body: 'Available?' } });
      const first = await send('');
      expect(first.statusCode, first.body).toBe(201);
      const cookie = visitorCookie(first);
      expect((await send(cookie)).statusCode).toBe(201);
      const third = await send(cookie);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      const { conversationId, token } = first.json<StartedConversation>();
      const headers = { cookie, 'x-conversation-token': token };
      const post = () => limited.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers, payload: { body: 'Still there?' } });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});
