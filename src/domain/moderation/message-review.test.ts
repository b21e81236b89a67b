import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { aiModerations, conversationParticipants, conversations, listings, messageScreenings, messages, userVerifications } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createConversationService, type ConversationService } from '../conversations/conversation-service';
import { createListing } from '../listings/create-listing';
import { listingInputSchema } from '../listings/listing-schemas';
import type { MailMessage, Mailer } from '../mail/mailer';
import { CONVERSATION_MAIL_JOB } from '../jobs/job-names';
import { createInlineJobQueue } from '../../testing/inline-job-queue';
import { isAppError } from '../shared/errors';
import { countHeldMessages, countMessageReview, decideHeldMessage, decodeMessageCursor, listMessageReview, reviewConversationReport } from './message-review';

let database: TestDatabase;
let service: ConversationService;
const mailed: MailMessage[] = [];
const mailer: Mailer = {
  outbox: null,
  async send(message) {
    mailed.push(message);
  },
};

const SELLER_VISITOR = 'seller-visitor-message-review';
const SCAM = 'I will pay by gift card, my shipping agent will collect, send me the verification code';
const REASONS = [
  { code: 'payment_method', strength: 40, reason: 'Asks to pay with gift cards' },
  { code: 'verification_code', strength: 45, reason: 'Asks for a verification code' },
];

let listingId: string;
let sellerEmail: string;
let listingTitle: string;

/** A conversation about the test's listing with a buyer, and the messages given (oldest first, a second apart). */
async function seedConversation(options: {
  buyerName?: string | null;
  start: Date;
  said: { role: 'buyer' | 'seller'; body: string; state: string; score?: number; action?: string }[];
  reported?: { by: 'buyer' | 'seller'; reason: string; at: Date };
}) {
  const { db } = database;
  const [conversation] = await db
    .insert(conversations)
    .values({
      listingId,
      listingTitle,
      listingCurrency: 'EUR',
      createdAt: options.start,
      lastMessageAt: options.start,
      ...(options.reported ? { reportedAt: options.reported.at, reportedBy: options.reported.by, reportReason: options.reported.reason } : {}),
    })
    .returning();
  if (!conversation) throw new Error('no conversation');
  await db.insert(conversationParticipants).values([
    { conversationId: conversation.id, role: 'buyer', email: `buyer-${conversation.id.slice(0, 8)}@example.com`, name: options.buyerName ?? null, visitorId: 'buyer' },
    { conversationId: conversation.id, role: 'seller', email: sellerEmail },
  ]);
  const ids: string[] = [];
  for (const [index, said] of options.said.entries()) {
    const [row] = await db
      .insert(messages)
      .values({
        conversationId: conversation.id,
        authorRole: said.role,
        body: said.body,
        via: 'web',
        state: said.state,
        senderEmail: said.role === 'seller' ? sellerEmail : 'buyer@example.com',
        createdAt: new Date(options.start.getTime() + index * 1000),
      })
      .returning();
    if (!row) throw new Error('no message');
    await db.insert(messageScreenings).values({
      messageId: row.id,
      score: said.score ?? 0,
      action: said.action ?? 'deliver',
      reasons: said.state === 'held' ? REASONS : [],
    });
    ids.push(row.id);
  }
  return { conversationId: conversation.id, messageIds: ids };
}

async function messageRow(id: string) {
  const [row] = await database.db
    .select({ state: messages.state, decision: messageScreenings.decision, reviewedBy: messageScreenings.reviewedBy, reviewedAt: messageScreenings.reviewedAt })
    .from(messages)
    .innerJoin(messageScreenings, eq(messageScreenings.messageId, messages.id))
    .where(eq(messages.id, id));
  return row;
}

const manager = { visitorId: SELLER_VISITOR, token: null };

// Three held messages, a minute apart (the oldest first), in three conversations; and one reported conversation.
const base = new Date('2026-11-20T10:00:00.000Z');
const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);
let held: string[] = [];
let reportedId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const input = listingInputSchema.parse(buildListingInput({ city: 'lisbon', category: 'for-sale', subcategory: 'furniture' }));
  const created = await createListing(database.db, { input, userId: SELLER_VISITOR });
  listingId = created.id;
  const [listing] = await database.db.select().from(listings).where(eq(listings.id, listingId));
  sellerEmail = listing!.contactEmail;
  listingTitle = listing!.title;
  // Conversation mail goes through the queue, as in production; here the in-process one.
  const jobs = createInlineJobQueue();
  service = createConversationService({ db: database.db, mailer, publicUrl: 'https://cityboard.test', mailDomain: 'mail.cityboard.test', jobs });
  await jobs.work(CONVERSATION_MAIL_JOB, async (data) => {
    await service.mailPending(String(data.participantId));
  });
  // The buyers confirmed their address from their browser: a held message let through goes straight to the seller.
  await database.db
    .insert(userVerifications)
    .values({ userId: 'buyer', verificationType: 'email', status: 'verified', metadata: { email: 'buyer@example.com' }, cost: 0 });

  const second = await seedConversation({ start: at(2), buyerName: 'Kim', said: [{ role: 'buyer', body: `${SCAM} (second)`, state: 'held', score: 71, action: 'hold' }] });
  const first = await seedConversation({
    start: at(0),
    buyerName: null,
    said: [
      { role: 'buyer', body: 'Is the table still available?', state: 'delivered' },
      { role: 'seller', body: '<b>Yes</b> — send me the code from the SMS', state: 'held', score: 66, action: 'hold' },
    ],
  });
  const third = await seedConversation({ start: at(4), said: [{ role: 'buyer', body: `${SCAM} (third)`, state: 'held', score: 80, action: 'hold' }] });
  held = [first.messageIds[1]!, second.messageIds[0]!, third.messageIds[0]!];
  const reported = await seedConversation({
    start: at(6),
    buyerName: 'Alex',
    said: [
      { role: 'buyer', body: 'Can you do 40?', state: 'delivered' },
      { role: 'seller', body: 'Pay me on WhatsApp first', state: 'delivered', action: 'warn' },
    ],
    reported: { by: 'buyer', reason: 'Wants payment before we meet', at: at(8) },
  });
  reportedId = reported.conversationId;
});
afterAll(async () => {
  await database?.close();
});

describe('the held messages', () => {
  it('lists every held message oldest first, with its text, listing, sender and screening', async () => {
    const review = await listMessageReview(database.db);
    expect(review.held.total).toBe(3);
    expect(review.held.items.map((item) => item.id)).toEqual(held);
    const [seller, buyer] = review.held.items;
    expect(seller).toMatchObject({
      senderRole: 'seller',
      body: '<b>Yes</b> — send me the code from the SMS',
      via: 'web',
      listing: { id: listingId, title: listingTitle },
      screening: { score: 66, action: 'hold', reasons: REASONS },
    });
    expect(buyer).toMatchObject({ senderRole: 'buyer', body: `${SCAM} (second)`, screening: { score: 71 } });
    expect(review.held.nextCursor).toBeNull();
    expect(await countHeldMessages(database.db)).toBe(3);
  });

  it('pages through them with the cursor, and refuses a mangled one', async () => {
    const first = await listMessageReview(database.db, { query: { limit: 2 } });
    expect(first.held.items.map((item) => item.id)).toEqual(held.slice(0, 2));
    expect(first.held.total).toBe(3);
    expect(first.held.nextCursor).not.toBeNull();
    const second = await listMessageReview(database.db, { query: { limit: 2, cursor: first.held.nextCursor! } });
    expect(second.held.items.map((item) => item.id)).toEqual(held.slice(2));
    expect(second.held.nextCursor).toBeNull();
    expect(() => decodeMessageCursor('not-a-cursor')).toThrow('errors.cursor.invalid');
    await expect(listMessageReview(database.db, { query: { cursor: Buffer.from('{"q":1}').toString('base64url') } })).rejects.toSatisfy(
      (error: unknown) => isAppError(error) && error.kind === 'invalid',
    );
  });
});

describe('reported conversations', () => {
  it('shows the reason, who reported and the latest messages', async () => {
    const { reported } = await listMessageReview(database.db);
    expect(reported.total).toBe(1);
    expect(reported.items).toEqual([
      expect.objectContaining({
        id: reportedId,
        listing: { id: listingId, title: listingTitle },
        status: 'open',
        reportedBy: 'buyer',
        reason: 'Wants payment before we meet',
        reportedAt: at(8).toISOString(),
        messageCount: 2,
      }),
    ]);
    expect(reported.items[0]!.recent.map((m) => [m.authorRole, m.body])).toEqual([
      ['buyer', 'Can you do 40?'],
      ['seller', 'Pay me on WhatsApp first'],
    ]);
  });
});

describe('reviewing a report', () => {
  it('takes the report out of the tab, keeps the record, and a later report brings it back', async () => {
    expect(await countMessageReview(database.db)).toMatchObject({ reported: 1 });
    const result = await reviewConversationReport(database.db, { conversationId: reportedId, reviewer: 'Robin', now: at(10) });
    expect(result).toEqual({ id: reportedId, reviewedBy: 'Robin', reviewedAt: at(10).toISOString() });
    expect((await listMessageReview(database.db)).reported).toEqual({ items: [], total: 0 });
    expect(await countMessageReview(database.db)).toMatchObject({ reported: 0 });
    const [record] = await database.db.select().from(aiModerations).where(eq(aiModerations.contentId, reportedId));
    expect(record).toMatchObject({ contentType: 'conversation', finalDecision: 'reviewed', reviewedBy: 'Robin', humanReviewRequired: false });
    expect(record?.moderationResult).toMatchObject({ report: { reportedBy: 'buyer', reason: 'Wants payment before we meet' } });
    // Marked once: again, there is no open report.
    await expect(reviewConversationReport(database.db, { conversationId: reportedId, reviewer: 'Sam', now: at(11) })).rejects.toSatisfy(
      (error: unknown) => isAppError(error) && error.kind === 'not_found',
    );
    await expect(reviewConversationReport(database.db, { conversationId: 'nope', reviewer: 'Sam' })).rejects.toSatisfy(
      (error: unknown) => isAppError(error) && error.kind === 'not_found',
    );
    // The seller reports it later: open again.
    await database.db.update(conversations).set({ reportedAt: at(12), reportedBy: 'seller', reportReason: 'Still asking for money first' }).where(eq(conversations.id, reportedId));
    expect((await listMessageReview(database.db)).reported.items).toEqual([expect.objectContaining({ id: reportedId, reportedBy: 'seller', reason: 'Still asking for money first' })]);
  });
});

describe('deciding on a held message', () => {
  it('delivers it: recorded on its screening, the recipient mailed, the seller sees it unread, and it leaves the queue', async () => {
    const [, buyerMessage] = held;
    const before = mailed.length;
    const result = await decideHeldMessage(database.db, service, { messageId: buyerMessage!, input: { decision: 'deliver' }, reviewer: 'Robin' });
    expect(result).toMatchObject({ id: buyerMessage, state: 'delivered', decision: 'deliver', reviewedBy: 'Robin' });
    const row = await messageRow(buyerMessage!);
    expect(row).toMatchObject({ state: 'delivered', decision: 'deliver', reviewedBy: 'Robin' });
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    // The seller gets the mail (the buyer's address is not in it), through a relay reply address.
    const mails = mailed.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(sellerEmail);
    expect(mails[0]!.text).toContain(`${SCAM} (second)`);
    expect(mails[0]!.replyTo).toMatch(/^reply\+.+@mail\.cityboard\.test$/);
    const summaries = await service.listForListing(listingId, manager);
    expect(summaries.find((s) => s.buyerName === 'Kim')).toMatchObject({ unread: 1, preview: `${SCAM} (second)`, status: 'open' });
    const review = await listMessageReview(database.db);
    expect(review.held.items.map((item) => item.id)).toEqual([held[0], held[2]]);
    expect(review.held.total).toBe(2);
  });

  it('refuses it: nobody is mailed, the seller never sees it, and it leaves the queue', async () => {
    const third = held[2]!;
    const before = mailed.length;
    const result = await decideHeldMessage(database.db, service, { messageId: third, input: { decision: 'refuse' }, reviewer: 'Sam' });
    expect(result).toMatchObject({ state: 'refused', decision: 'refuse', reviewedBy: 'Sam' });
    expect(await messageRow(third)).toMatchObject({ state: 'refused', decision: 'refuse', reviewedBy: 'Sam' });
    expect(mailed.length).toBe(before);
    const summaries = await service.listForListing(listingId, manager);
    expect(summaries.some((s) => s.preview.includes('(third)'))).toBe(false);
    expect((await listMessageReview(database.db)).held.items.map((item) => item.id)).toEqual([held[0]]);
  });

  it('cannot decide a message twice, nor one that was never held; nothing changes', async () => {
    const third = held[2]!;
    await expect(decideHeldMessage(database.db, service, { messageId: third, input: { decision: 'deliver' }, reviewer: 'Robin' })).rejects.toSatisfy(
      (error: unknown) => isAppError(error) && error.kind === 'not_found',
    );
    expect(await messageRow(third)).toMatchObject({ state: 'refused', decision: 'refuse', reviewedBy: 'Sam' });
    await expect(
      decideHeldMessage(database.db, service, { messageId: '00000000-0000-4000-8000-000000000000', input: { decision: 'refuse' }, reviewer: 'Robin' }),
    ).rejects.toSatisfy((error: unknown) => isAppError(error) && error.kind === 'not_found');
    expect(await countHeldMessages(database.db)).toBe(1);
  });
});
