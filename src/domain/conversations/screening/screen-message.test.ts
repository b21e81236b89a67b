/**
 * The context screening reads from a real database: copies of a message in other
 * conversations within 24 hours (by this sender, by others) and the sender's last hour,
 * by e-mail or visitor id. PGlite by default, PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { messageContextOf, messageFingerprint, screenMessage, type MessageToScreen } from './screen-message';

const NOW = new Date('2026-11-24T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const listing = { title: 'Road bike', description: 'Aluminium frame, new tyres. Pick up in Kreuzberg.', category: 'for-sale' };
/** A script others sent too, worded like an honest question: the text model finds nothing in it, so only the copies count. */
const SCRIPT = 'Hello, would you take 40 for it? I could collect it this evening after work.';

let database: TestDatabase;

async function conversation(): Promise<string> {
  const [row] = await database.db.insert(conversations).values({ listingTitle: 'Road bike', listingCurrency: 'EUR' }).returning({ id: conversations.id });
  return row!.id;
}

async function message(values: { conversationId: string; body: string; senderEmail: string | null; senderVisitorId?: string | null; at: Date; role?: string }) {
  await database.db.insert(messages).values({
    conversationId: values.conversationId,
    authorRole: values.role ?? 'buyer',
    body: values.body,
    via: 'web',
    state: 'delivered',
    fingerprint: messageFingerprint(values.body, listing.title),
    senderEmail: values.senderEmail,
    senderVisitorId: values.senderVisitorId ?? null,
    createdAt: values.at,
  });
}

const input = (overrides: Partial<MessageToScreen> = {}): MessageToScreen => ({
  body: SCRIPT,
  senderRole: 'buyer',
  senderEmail: 'new.buyer@example.com',
  senderVisitorId: 'visitor-new',
  conversationId: null,
  listing,
  now: NOW,
  siteUrl: 'https://cityboard.example',
  ...overrides,
});

let current: string;

beforeAll(async () => {
  database = await openTestDatabase();
  current = await conversation();
  // The same script in four other conversations by other senders within the day, one of them two days ago.
  for (const [email, minutes] of [
    ['a@example.com', 30],
    ['b@example.com', 200],
    ['c@example.com', 1000],
    ['old@example.com', 48 * 60],
  ] as const) {
    await message({ conversationId: await conversation(), body: SCRIPT.replace('Hello', 'Hi Anna,'), senderEmail: email, at: minutesAgo(minutes) });
  }
  // And once in the conversation being written in: that is not a copy to someone else.
  await message({ conversationId: current, body: SCRIPT, senderEmail: 'other@example.com', at: minutesAgo(5) });
  // A system event with the same text would not count either.
  await message({ conversationId: await conversation(), body: SCRIPT, senderEmail: null, at: minutesAgo(5), role: 'system' });

  // The busy sender: 7 conversations in the last hour, by e-mail or by the same browser, and one older.
  for (let i = 0; i < 7; i++) {
    await message({
      conversationId: await conversation(),
      body: `Would you take ${50 + i} for it?`,
      senderEmail: i % 2 === 0 ? 'busy@example.com' : 'alias@example.com',
      senderVisitorId: i % 2 === 0 ? null : 'visitor-busy',
      at: minutesAgo(5 + i * 5),
    });
  }
  await message({ conversationId: await conversation(), body: 'Still there?', senderEmail: 'busy@example.com', at: minutesAgo(90) });
});

afterAll(async () => {
  await database?.close();
});

describe('messageContextOf', () => {
  it('counts other conversations with the same text in the last 24 hours, by other senders', async () => {
    const fingerprint = messageFingerprint(SCRIPT, listing.title);
    const context = await messageContextOf(database.db, input({ conversationId: current }), fingerprint);
    expect(context.copies).toEqual({ fromSender: 0, fromOthers: 3 });
  });

  it('tells the sender’s own copies from others’', async () => {
    const fingerprint = messageFingerprint(SCRIPT, listing.title);
    const context = await messageContextOf(database.db, input({ senderEmail: 'a@example.com', conversationId: current }), fingerprint);
    expect(context.copies).toEqual({ fromSender: 1, fromOthers: 2 });
  });

  it('counts the sender’s last hour by e-mail or by visitor id, not older messages', async () => {
    const byEmail = await messageContextOf(database.db, input({ senderEmail: 'busy@example.com', senderVisitorId: null }), 'x');
    expect(byEmail.recent).toEqual({ messages: 4, conversations: 4 });
    const byEither = await messageContextOf(database.db, input({ senderEmail: 'Busy@Example.com', senderVisitorId: 'visitor-busy' }), 'x');
    expect(byEither.recent).toEqual({ messages: 7, conversations: 7 });
  });

  it('knows nothing of a new sender', async () => {
    const context = await messageContextOf(database.db, input({ senderEmail: 'nobody@example.com', senderVisitorId: null }), 'x');
    expect(context).toEqual({ copies: { fromSender: 0, fromOthers: 0 }, recent: { messages: 0, conversations: 0 } });
  });
});

describe('screenMessage', () => {
  it('warns the recipient of a script sent by others to many sellers, and returns the fingerprint to store', async () => {
    const result = await screenMessage(database.db, input({ conversationId: current }));
    expect(result).toMatchObject({ action: 'warn', warnings: ['copied_message'], refusal: null });
    expect(result.reasons.map((r) => r.code)).toEqual(['copied_message']);
    expect(result.fingerprint).toBe(messageFingerprint(SCRIPT, listing.title));
  });

  it('adds the busy sender’s velocity to a copied script as weight', async () => {
    const result = await screenMessage(database.db, input({ senderEmail: 'busy@example.com', senderVisitorId: 'visitor-busy' }));
    expect(result.reasons.map((r) => r.code)).toEqual(['copied_message', 'sender_velocity']);
    expect(result.action).toBe('warn');
    expect(result.score).toBeGreaterThan(50);
  });

  it('delivers an ordinary question with no reasons', async () => {
    const result = await screenMessage(database.db, input({ body: 'Could I come and see it on Saturday around 10:30?' }));
    expect(result).toMatchObject({ score: 0, action: 'deliver', reasons: [], warnings: [], refusal: null });
  });

  it('refuses a code request with a payment story, whatever the context', async () => {
    const result = await screenMessage(database.db, input({ body: 'I paid with Bitcoin, now send me the 6-digit code you received.' }));
    expect(result.action).toBe('refuse');
    expect(result.refusal?.message).toBe('errors.conversation.refusedCodeRequest');
  });
});
