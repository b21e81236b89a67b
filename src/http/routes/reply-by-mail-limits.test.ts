/**
 * Replies by mail are limited like messages on the web (send_message), per relay address:
 * past the limit nothing is added to the thread and the reply is refused as rate_limited
 * (the SMTP listener's 451; over real SMTP in src/robustness/mail-flood.robustness.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, messages } from '../../db/schema';
import type { StartedConversation } from '../../domain/conversations/conversation-schemas';
import { AppError } from '../../domain/shared/errors';
import { confirmEmail } from '../../domain/verification/email-verification';
import { honestListingBody } from '../../testing/honest-listing';
import { createTestApp, type TestApp } from '../../testing/test-app';

const LIMIT = 4;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MESSAGES_PER_HOUR: String(LIMIT) } });
});
afterAll(async () => {
  await t?.close();
});

/** The texts of the mails in the outbox to `to`. */
async function mailsTo(to: string) {
  const found = [];
  for (const file of (await readdir(t.config.outboxDir).catch(() => [])).sort()) {
    const mail = await simpleParser(await readFile(path.join(t.config.outboxDir, file)));
    if ([mail.to].flat().some((address) => address?.value.some((one) => one.address === to))) found.push(mail);
  }
  return found;
}

/** A conversation the seller has been told of: answers the seller's relay token and the conversation. */
async function conversationWithRelay(n: number): Promise<{ relayToken: string; conversationId: string }> {
  const contactEmail = `relay-seller-${n}@example.com`;
  const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: { ...honestListingBody(`Oak desk ${n}`), contactEmail, city: 'london' } });
  expect(posted.statusCode, posted.body).toBe(201);
  const listingId = posted.json<{ id: string }>().id;
  await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, listingId));
  const buyer = `relay-buyer-${n}@example.com`;
  const started = await t.app.inject({ method: 'POST', url: '/api/conversations', payload: { listingId, email: buyer, name: 'Buyer', body: 'Is the desk still available?' } });
  expect(started.statusCode, started.body).toBe(201);
  const [confirmation] = (await mailsTo(buyer)).filter((mail) => mail.subject?.startsWith('Confirm your email to send'));
  const link = /\/verify-email\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(confirmation?.text ?? '')!;
  await t.services.conversations.afterEmailConfirmed(await confirmEmail(t.database.db, { id: link[1]!, token: link[2]! }));
  const [notice] = (await mailsTo(contactEmail)).filter((mail) => mail.replyTo);
  const relay = notice!.replyTo!.value[0]!.address!;
  return { relayToken: /^reply\+([a-z2-7]{32})@/.exec(relay)![1]!, conversationId: started.json<StartedConversation>().conversationId };
}

async function emailMessages(conversationId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.via, 'email')));
  return row!.n;
}

describe('replies by mail', () => {
  it('are limited per relay address with the send_message numbers; past the limit nothing is added', async () => {
    const { relayToken, conversationId } = await conversationWithRelay(1);
    const reply = (i: number) => t.services.conversations.postByReplyToken(relayToken, { body: `Reply number ${i}, yes.`, fromEmail: 'relay-seller-1@example.com' });
    const outcomes = [];
    for (let i = 0; i < LIMIT + 6; i += 1) {
      outcomes.push(
        await reply(i).then(
          () => 'added',
          (error: unknown) => (error instanceof AppError ? error.kind : String(error)),
        ),
      );
    }
    expect(outcomes).toEqual([...Array(LIMIT).fill('added'), ...Array(6).fill('rate_limited')]);
    expect(await emailMessages(conversationId)).toBe(LIMIT);

    // Another relay address (another conversation's seller) has its own count.
    const other = await conversationWithRelay(2);
    await t.services.conversations.postByReplyToken(other.relayToken, { body: 'Yes, still here.', fromEmail: 'relay-seller-2@example.com' });
    expect(await emailMessages(other.conversationId)).toBe(1);
  });
});
