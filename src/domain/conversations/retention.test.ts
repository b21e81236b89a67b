import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationParticipants, conversations, conversationTokens, messages, messageScreenings } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { deleteQuietConversations } from './retention';

let database: TestDatabase;
const now = new Date('2026-11-24T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** A conversation whose last message was at `lastMessageAt`, with both people, a link and a screened message. */
async function conversation(lastMessageAt: Date): Promise<string> {
  const { db } = database;
  const [row] = await db
    .insert(conversations)
    .values({
      listingTitle: 'Oak bookcase',
      listingCurrency: 'EUR',
      createdAt: lastMessageAt,
      lastMessageAt,
    })
    .returning({ id: conversations.id });
  const [buyer] = await db
    .insert(conversationParticipants)
    .values([
      {
        conversationId: row!.id,
        role: 'buyer',
        email: `buyer-${row!.id}@example.com`,
      },
      {
        conversationId: row!.id,
        role: 'seller',
        email: `seller-${row!.id}@example.com`,
      },
    ])
    .returning({ id: conversationParticipants.id });
  await db.insert(conversationTokens).values({
    tokenHash: row!.id.replaceAll('-', '').padEnd(64, '0'),
    participantId: buyer!.id,
    kind: 'link',
  });
  const [message] = await db
    .insert(messages)
    .values({
      conversationId: row!.id,
      authorRole: 'buyer',
      body: 'Is this still available?',
      via: 'web',
      state: 'delivered',
      createdAt: lastMessageAt,
    })
    .returning({ id: messages.id });
  await db.insert(messageScreenings).values({
    messageId: message!.id,
    score: 0,
    action: 'deliver',
    reasons: [],
  });
  return row!.id;
}

describe('message retention', () => {
  it('deletes conversations quiet for longer than the retention period, with everything in them, and keeps the rest', async () => {
    const { db } = database;
    const old = await conversation(daysAgo(400));
    const justOver = await conversation(daysAgo(366));
    const recent = await conversation(daysAgo(10));
    const justUnder = await conversation(daysAgo(364));

    expect(await deleteQuietConversations(db, { retentionDays: 365, now })).toBe(2);

    const left = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(inArray(conversations.id, [old, justOver, recent, justUnder]));
    expect(left.map((row) => row.id).sort()).toEqual([recent, justUnder].sort());
    for (const gone of [old, justOver]) {
      expect(await db.select().from(messages).where(eq(messages.conversationId, gone))).toEqual([]);
      expect(await db.select().from(conversationParticipants).where(eq(conversationParticipants.conversationId, gone))).toEqual([]);
    }
    // Screenings and links went with their messages and participants.
    const screenings = await db.select({ id: messageScreenings.messageId }).from(messageScreenings);
    const keptMessages = await db.select({ id: messages.id }).from(messages);
    expect(screenings.map((row) => row.id).sort()).toEqual(keptMessages.map((row) => row.id).sort());
    expect(await db.select().from(conversationTokens)).toHaveLength(2);

    // Run again: nothing more to delete.
    expect(await deleteQuietConversations(db, { retentionDays: 365, now })).toBe(0);
  });

  it('follows the configured period', async () => {
    const { db } = database;
    const month = await conversation(daysAgo(31));
    expect(await deleteQuietConversations(db, { retentionDays: 30, now })).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(conversations).where(eq(conversations.id, month))).toEqual([]);
  });
});
