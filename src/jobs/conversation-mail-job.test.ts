/**
 * Conversation mail through the real queue, as `npm start` wires it: the server sends
 * `conversation-mail` jobs and this process's worker runs them with the server's
 * conversation service. The first mail to the seller goes out at once; further messages
 * within the digest window fold into one waiting job (singleton key = the participant).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { AppServices } from '../composition/app-services';
import { rowsOf } from '../db/rows';
import { conversationParticipants, listings } from '../db/schema';
import type { StartedConversation } from '../domain/conversations/conversation-schemas';
import { DIGEST_WINDOW_MINUTES } from '../domain/conversations/conversation-mail';
import { confirmEmail } from '../domain/verification/email-verification';
import { honestListingBody } from '../testing/honest-listing';
import type { TestDatabase } from '../testing/test-database';
import { createTestAppOnPgBoss, type TestApp } from '../testing/test-app';
import type { RunningJobQueue } from './job-queue';
import { CONVERSATION_MAIL_JOB } from '../domain/jobs/job-names';
import { waitFor } from '../testing/wait-for';

let t: TestApp<RunningJobQueue>;
let database: TestDatabase;
let app: FastifyInstance;
let services: AppServices;
let config: Config;

beforeAll(async () => {
  // The app as `npm start` puts it together, every job registered on pg-boss.
  t = await createTestAppOnPgBoss();
  ({ database, app, services, config } = t);
});

afterAll(async () => {
  await t?.close();
});

async function mails(to: string): Promise<ParsedMail[]> {
  const files = (await readdir(config.outboxDir).catch(() => [])).sort();
  const parsed: ParsedMail[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(config.outboxDir, file)));
    if ([mail.to].flat().some((address) => address?.value.some((value) => value.address === to))) parsed.push(mail);
  }
  return parsed;
}

describe('conversation mail on the queue', () => {
  it('mails the seller through a job, and folds the next messages within the window into one waiting digest job', async () => {
    const contactEmail = 'queue-seller@example.com';
    const posted = await app.inject({ method: 'POST', url: '/api/listings', payload: { ...honestListingBody('Oak bookcase'), contactEmail, city: 'london' } });
    expect(posted.statusCode, posted.body).toBe(201);
    const listingId = posted.json<{ id: string }>().id;
    await database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, listingId));

    const buyerEmail = 'queue-buyer@example.com';
    const started = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId, email: buyerEmail, name: 'Robin', body: 'Hello, is this still available?' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { conversationId, token } = started.json<StartedConversation>();

    const [confirmation] = await waitFor('the confirmation mail', async () => {
      const found = (await mails(buyerEmail)).filter((mail) => /\/verify-email\//.test(mail.text ?? ''));
      return found.length > 0 ? found : null;
    });
    const link = /\/verify-email\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(confirmation!.text ?? '')!;
    await services.conversations.afterEmailConfirmed(await confirmEmail(database.db, { id: link[1]!, token: link[2]! }));

    // The worker, not the request, sends the seller's first mail.
    const [notice] = await waitFor('the seller’s mail', async () => {
      const found = (await mails(contactEmail)).filter((mail) => mail.text?.includes('Hello, is this still available?'));
      return found.length > 0 ? found : null;
    });
    expect(notice!.text).not.toContain(buyerEmail);
    const ran = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${CONVERSATION_MAIL_JOB} AND state = 'completed'`),
    );
    expect(ran[0]!.n).toBeGreaterThanOrEqual(1);
    // Two more messages within the window: one waiting job for the seller, due when the window ends.
    for (const body of ['Could you hold it until Saturday?', 'I can collect it in the morning.']) {
      const reply = await app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers: { 'x-conversation-token': token }, payload: { body } });
      expect(reply.statusCode, reply.body).toBe(201);
    }
    const waiting = rowsOf<{ singleton_key: string; data: { participantId: string }; due_in: number }>(
      await database.db.execute(sql`
        SELECT singleton_key, data, EXTRACT(EPOCH FROM start_after - now())::float AS due_in
        FROM pgboss.job WHERE name = ${CONVERSATION_MAIL_JOB} AND state = 'created'`),
    );
    expect(waiting).toHaveLength(1);
    const participants = await database.db
      .select({ id: conversationParticipants.id })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversationId));
    const sellerId = waiting[0]!.data.participantId;
    expect(participants.map((row) => row.id)).toContain(sellerId);
    expect(waiting[0]!.singleton_key).toBe(sellerId);
    expect(waiting[0]!.due_in).toBeGreaterThan(DIGEST_WINDOW_MINUTES * 60 - 60);
    expect(waiting[0]!.due_in).toBeLessThanOrEqual(DIGEST_WINDOW_MINUTES * 60);
  }, 60_000);
});
