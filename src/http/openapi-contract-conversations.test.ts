/**
 * The served OpenAPI document is a contract: it is valid OpenAPI, and real answers of
 * every documented operation keep to it — each status is documented for its operation
 * and each body validates against the documented schema for that status. Requests go
 * through `app.inject`, built from the document's own examples where it has them.
 *
 * This file: conversations, moderation, inbound mail and saved searches (the operations
 * in isConversationsArea).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationParticipants, conversations, listings, messages, messageScreenings, userVerifications } from '../db/schema';
import { mintConversationToken } from '../domain/conversations/conversation-tokens';
import { ADMIN_TOKEN, call, expectEveryOperationMet, INBOUND_MAIL_SECRET, isConversationsArea, limitOfOne, loadDocument, operationOf } from '../testing/openapi-contract';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
/** The same server with every limit at 1, to meet the 429s. */
let limited: TestApp;
/** The same server without ADMIN_TOKEN (moderation answers 503) or INBOUND_MAIL_SECRET (the inbound-mail webhook answers 404). */
let closed: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN, INBOUND_MAIL_SECRET } });
  limited = await createTestApp({ database: t.database, env: { ...limitOfOne, ADMIN_TOKEN } });
  closed = await createTestApp({ database: t.database });
  await loadDocument(t);
});
afterAll(async () => {
  await closed?.close();
  await limited?.close();
  await t?.close();
});

describe('real answers keep to the document: conversations, moderation, mail, alerts', () => {
  it('rate limits answer 429 where the document says: moderation sign-in and conversations', async () => {
    const twice = async (operation: string, request: { url: string; payload?: object; headers?: Record<string, string> }) => {
      await call(limited, operation, request);
      const second = await call(limited, operation, request);
      expect(second.statusCode, `${operation} a second time`).toBe(429);
    };
    const example = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema as OpenAPIV3.SchemaObject;

    // A listing to talk about, posted on the roomy server (which shares the database, and so the
    // counts): its address is confirmed, so posting spends none of the confirmation mails.
    await t.database.db.insert(userVerifications).values({
      userId: 'contract-seller',
      verificationType: 'email',
      status: 'verified',
      metadata: { email: String((example.example as { contactEmail: string }).contactEmail).toLowerCase() },
      cost: 0,
    });
    const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: example.example as object });
    const { id } = posted.json<{ id: string }>();
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
    await twice('POST /api/moderation/login', { url: '/api/moderation/login', payload: { token: 'wrong' } });

    // Conversations: one start (and its one confirmation mail) and one message each, then wrong
    // link tokens refuse every token of the object guessed at.
    const startExample = ((operationOf('post', '/api/conversations').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject).example as Record<string, unknown>;
    const started = await call(limited, 'POST /api/conversations', { url: '/api/conversations', payload: { ...startExample, listingId: id } });
    expect(started.statusCode, started.body).toBe(201);
    const { conversationId: cid, token } = started.json<{ conversationId: string; token: string }>();
    const again = await call(limited, 'POST /api/conversations', { url: '/api/conversations', payload: { ...startExample, listingId: id } });
    expect(again.statusCode).toBe(429);
    const buyer = { 'x-conversation-token': token };
    await twice('POST /api/conversations/{id}/messages', { url: `/api/conversations/${cid}/messages`, headers: buyer, payload: { body: 'Saturday?' } });
    // One wrong token for the conversation and one for the listing spend each one's allowance of 1.
    await call(limited, 'GET /api/conversations/{id}', { url: `/api/conversations/${cid}`, headers: { 'x-conversation-token': 'x'.repeat(43) } });
    await call(limited, 'GET /api/listings/{id}/conversations', { url: `/api/listings/${id}/conversations`, headers: { 'x-manage-token': 'y'.repeat(43) } });
    for (const [operation, url] of [
      ['GET /api/conversations/{id}', `/api/conversations/${cid}`],
      ['POST /api/conversations/{id}/read', `/api/conversations/${cid}/read`],
      ['POST /api/conversations/{id}/block', `/api/conversations/${cid}/block`],
      ['POST /api/conversations/{id}/sold', `/api/conversations/${cid}/sold`],
      ['POST /api/conversations/{id}/links', `/api/conversations/${cid}/links`],
      ['POST /api/conversations/{id}/report', `/api/conversations/${cid}/report`],
      ['GET /api/listings/{id}/conversations', `/api/listings/${id}/conversations`],
    ] as const) {
      const method = operation.startsWith('GET') ? {} : { payload: { reason: 'Spam' } };
      const headers = operation.includes('listings') ? { 'x-manage-token': 'x'.repeat(43) } : buyer;
      const answer = await call(limited, operation, { url, headers, ...method });
      expect(answer.statusCode, operation).toBe(429);
    }
  });

  it('conversations: start, read (304), write, read marks, block, sell, report, links, the seller\'s list', async () => {
    const listingExample = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    const startExample = ((operationOf('post', '/api/conversations').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject).example as Record<string, unknown>;
    const postApproved = async () => {
      const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: listingExample.example as object });
      const { id, manageUrl } = posted.json<{ id: string; manageUrl: string }>();
      await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
      return { id, seller: { 'x-manage-token': manageUrl.split('/').pop()! } };
    };
    const { id, seller } = await postApproved();
    const start = (payload: object, app = t, headers: Record<string, string> = {}) =>
      call(app, 'POST /api/conversations', { url: '/api/conversations', payload, headers });
    const started = await start({ ...startExample, listingId: id });
    expect(started.statusCode, started.body).toBe(201);
    const { conversationId: cid, token } = started.json<{ conversationId: string; token: string }>();
    const buyer = { 'x-conversation-token': token };
    const stranger = { 'x-conversation-token': 'x'.repeat(43) };
    const unknown = '6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f';
    await start({});
    await start({ ...startExample, listingId: unknown });
    await start({ ...startExample, listingId: id, body: 'x'.repeat(70_000) });
    await call(t, 'POST /api/conversations', { url: '/api/conversations', payload: '<message/>', headers: { 'content-type': 'application/xml' } });

    const read = await call(t, 'GET /api/conversations/{id}', { url: `/api/conversations/${cid}`, headers: buyer });
    await call(t, 'GET /api/conversations/{id}', { url: `/api/conversations/${cid}`, headers: { ...buyer, 'if-none-match': String(read.headers.etag) } });
    await call(t, 'GET /api/conversations/{id}', { url: `/api/conversations/${'a'.repeat(101)}`, headers: buyer });
    await call(t, 'GET /api/conversations/{id}', { url: `/api/conversations/${cid}`, headers: stranger });

    const write = (headers: Record<string, string>, payload: unknown, conversation = cid, extra: Record<string, string> = {}) =>
      call(t, 'POST /api/conversations/{id}/messages', { url: `/api/conversations/${conversation}/messages`, headers: { ...headers, ...extra }, payload: payload as object });
    await write(buyer, { body: 'Could I collect it on Saturday?' });
    await write(buyer, { body: '' });
    await write(stranger, { body: 'Hello' });
    await write(buyer, { body: 'x'.repeat(70_000) });
    await write(buyer, '<message/>', cid, { 'content-type': 'application/xml' });

    await call(t, 'POST /api/conversations/{id}/read', { url: `/api/conversations/${cid}/read`, headers: buyer });
    await call(t, 'POST /api/conversations/{id}/read', { url: `/api/conversations/${'a'.repeat(101)}/read`, headers: buyer });
    await call(t, 'POST /api/conversations/{id}/read', { url: `/api/conversations/${cid}/read`, headers: stranger });

    await call(t, 'POST /api/conversations/{id}/links', { url: `/api/conversations/${cid}/links`, headers: seller });
    await call(t, 'POST /api/conversations/{id}/links', { url: `/api/conversations/${'a'.repeat(101)}/links`, headers: seller });
    await call(t, 'POST /api/conversations/{id}/links', { url: `/api/conversations/${cid}/links` });

    await call(t, 'GET /api/listings/{id}/conversations', { url: `/api/listings/${id}/conversations`, headers: seller });
    await call(t, 'GET /api/listings/{id}/conversations', { url: `/api/listings/${'a'.repeat(101)}/conversations`, headers: seller });
    await call(t, 'GET /api/listings/{id}/conversations', { url: `/api/listings/${id}/conversations` });
    await call(t, 'GET /api/listings/{id}/conversations', { url: `/api/listings/${unknown}/conversations`, headers: seller });

    const report = (payload: unknown, headers: Record<string, string> = buyer) =>
      call(t, 'POST /api/conversations/{id}/report', { url: `/api/conversations/${cid}/report`, headers, payload: payload as object });
    await report({ reason: 'Asks me to pay with gift cards.' });
    await report({});
    await report({ reason: 'Spam' }, stranger);
    await report({ reason: 'x'.repeat(70_000) });
    await report('<report/>', { ...buyer, 'content-type': 'application/xml' });

    // A second buyer is sold to; the first one's conversation closes; a third is blocked.
    const second = (await start({ ...startExample, email: 'second-buyer@example.com', listingId: id })).json<{ conversationId: string; token: string }>();
    const third = (await start({ ...startExample, email: 'third-buyer@example.com', listingId: id })).json<{ conversationId: string; token: string }>();
    const sold = (conversation: string, headers: Record<string, string>) =>
      call(t, 'POST /api/conversations/{id}/sold', { url: `/api/conversations/${conversation}/sold`, headers });
    const block = (conversation: string, headers: Record<string, string>) =>
      call(t, 'POST /api/conversations/{id}/block', { url: `/api/conversations/${conversation}/block`, headers });
    await block(third.conversationId, { 'x-conversation-token': third.token });
    await block(third.conversationId, seller);
    await block('a'.repeat(101), seller);
    await block(third.conversationId, stranger);
    await start({ ...startExample, email: 'third-buyer@example.com', listingId: id });
    await write({ 'x-conversation-token': third.token }, { body: 'Hello?' }, third.conversationId);
    await sold(second.conversationId, { 'x-conversation-token': second.token });
    await sold(second.conversationId, seller);
    await sold(second.conversationId, seller);
    await sold('a'.repeat(101), seller);
    await sold(second.conversationId, stranger);
    await write(buyer, { body: 'Is it gone?' });
    await start({ ...startExample, listingId: id });
    // A conversation whose listing was deleted cannot end in a sale (the seller holds a mailed link).
    const gone = await postApproved();
    const orphan = (await start({ ...startExample, listingId: gone.id })).json<{ conversationId: string }>();
    const link = await call(t, 'POST /api/conversations/{id}/links', { url: `/api/conversations/${orphan.conversationId}/links`, headers: gone.seller });
    const sellerToken = link.json<{ path: string }>().path.split('/').pop()!;
    await t.app.inject({ method: 'DELETE', url: `/api/listings/${gone.id}`, headers: gone.seller });
    expect((await sold(orphan.conversationId, { 'x-conversation-token': sellerToken })).statusCode).toBe(410);
  });

  it('moderation, for a signed-in reviewer', async () => {
    await call(closed, 'GET /api/moderation/session', { url: '/api/moderation/session' });
    await call(closed, 'POST /api/moderation/login', { url: '/api/moderation/login', payload: { token: ADMIN_TOKEN } });
    await call(closed, 'GET /api/moderation/queue', { url: '/api/moderation/queue' });
    await call(closed, 'POST /api/moderation/decisions', { url: '/api/moderation/decisions', payload: { ids: [], decision: 'approve' } });
    await call(closed, 'POST /api/moderation/logout', { url: '/api/moderation/logout' });
    await call(closed, 'GET /api/moderation/messages', { url: '/api/moderation/messages' });
    await call(closed, 'POST /api/moderation/messages/{id}/decision', { url: `/api/moderation/messages/${randomUUID()}/decision`, payload: { decision: 'deliver' } });
    await call(closed, 'POST /api/moderation/conversations/{id}/reviewed', { url: `/api/moderation/conversations/${randomUUID()}/reviewed` });
    await call(t, 'POST /api/moderation/login', { url: '/api/moderation/login', payload: { token: 'x'.repeat(70_000) } });
    await call(t, 'POST /api/moderation/login', { url: '/api/moderation/login', payload: '<token/>', headers: { 'content-type': 'application/xml' } });

    await call(t, 'POST /api/moderation/login', { url: '/api/moderation/login', payload: { token: 'not the token' } });
    await call(t, 'POST /api/moderation/login', { url: '/api/moderation/login', payload: {} });
    const signedIn = await call(t, 'POST /api/moderation/login', { url: '/api/moderation/login', payload: { token: ADMIN_TOKEN, name: 'Sam' } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name === 'cb_review');
    const reviewer = { cookie: `cb_review=${cookie!.value}`, 'x-csrf-token': signedIn.json<{ csrfToken: string }>().csrfToken };

    await call(t, 'GET /api/moderation/session', { url: '/api/moderation/session', headers: { cookie: reviewer.cookie } });
    await call(t, 'GET /api/moderation/session', { url: '/api/moderation/session' });
    await call(t, 'GET /api/moderation/session', { url: '/api/moderation/session?note=%01', headers: { cookie: reviewer.cookie } });

    const example = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema as OpenAPIV3.SchemaObject;
    const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: example.example as object });
    const { id } = posted.json<{ id: string }>();
    await t.database.db.update(listings).set({ moderationStatus: 'review' }).where(eq(listings.id, id));

    const queue = await call(t, 'GET /api/moderation/queue', { url: '/api/moderation/queue?limit=10', headers: { cookie: reviewer.cookie } });
    expect(JSON.stringify(queue.json())).toContain(id);
    await call(t, 'GET /api/moderation/queue', { url: '/api/moderation/queue?cursor=nonsense', headers: { cookie: reviewer.cookie } });
    await call(t, 'GET /api/moderation/queue', { url: '/api/moderation/queue' });

    await call(t, 'POST /api/moderation/decisions', { url: '/api/moderation/decisions', headers: reviewer, payload: { ids: [id], decision: 'approve' } });
    await call(t, 'POST /api/moderation/decisions', {
      url: '/api/moderation/decisions',
      headers: reviewer,
      payload: { ids: ['6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f'], decision: 'reject' },
    });
    await call(t, 'POST /api/moderation/decisions', { url: '/api/moderation/decisions', headers: reviewer, payload: { ids: [], decision: 'approve' } });
    await call(t, 'POST /api/moderation/decisions', { url: '/api/moderation/decisions', headers: { cookie: reviewer.cookie }, payload: { ids: [id], decision: 'approve' } });
    await call(t, 'POST /api/moderation/decisions', { url: '/api/moderation/decisions', payload: { ids: [id], decision: 'approve' } });
    await call(t, 'POST /api/moderation/decisions', { url: '/api/moderation/decisions', headers: reviewer, payload: { ids: [id], decision: 'x'.repeat(70_000) } });
    await call(t, 'POST /api/moderation/decisions', {
      url: '/api/moderation/decisions',
      headers: { ...reviewer, 'content-type': 'application/xml' },
      payload: '<decision/>',
    });
    // The Messages tab: a held message about the listing, delivered once; refused decisions and bad input change nothing.
    const [conversation] = await t.database.db.insert(conversations).values({ listingId: id, listingTitle: 'Held', listingCurrency: 'EUR' }).returning();
    await t.database.db.insert(conversationParticipants).values([
      { conversationId: conversation!.id, role: 'buyer', email: 'held-buyer@example.com' },
      { conversationId: conversation!.id, role: 'seller', email: 'held-seller@example.com' },
    ]);
    const [held] = await t.database.db.insert(messages).values({ conversationId: conversation!.id, authorRole: 'buyer', body: 'Gift card?', via: 'web', state: 'held' }).returning();
    await t.database.db.insert(messageScreenings).values({ messageId: held!.id, score: 70, action: 'hold', reasons: [] });
    const review = await call(t, 'GET /api/moderation/messages', { url: '/api/moderation/messages?limit=10', headers: { cookie: reviewer.cookie } });
    expect(JSON.stringify(review.json())).toContain(held!.id);
    await call(t, 'GET /api/moderation/messages', { url: '/api/moderation/messages?cursor=nonsense', headers: { cookie: reviewer.cookie } });
    await call(t, 'GET /api/moderation/messages', { url: '/api/moderation/messages' });
    const decision = `/api/moderation/messages/${held!.id}/decision`;
    await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, headers: reviewer, payload: { decision: 'maybe' } });
    await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, headers: { cookie: reviewer.cookie }, payload: { decision: 'deliver' } });
    await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, payload: { decision: 'deliver' } });
    await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, headers: reviewer, payload: { decision: 'x'.repeat(70_000) } });
    await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, headers: { ...reviewer, 'content-type': 'application/xml' }, payload: '<decision/>' });
    const delivered = await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, headers: reviewer, payload: { decision: 'deliver' } });
    expect(delivered.statusCode, delivered.body).toBe(200);
    await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, headers: reviewer, payload: { decision: 'refuse' } });
    // A report on the conversation, marked reviewed once.
    await t.database.db.update(conversations).set({ reportedAt: new Date(), reportedBy: 'buyer', reportReason: 'Rude' }).where(eq(conversations.id, conversation!.id));
    const reviewed = `/api/moderation/conversations/${conversation!.id}/reviewed`;
    await call(t, 'POST /api/moderation/conversations/{id}/reviewed', { url: `/api/moderation/conversations/${'x'.repeat(101)}/reviewed`, headers: reviewer });
    await call(t, 'POST /api/moderation/conversations/{id}/reviewed', { url: reviewed, headers: { cookie: reviewer.cookie } });
    await call(t, 'POST /api/moderation/conversations/{id}/reviewed', { url: reviewed });
    const marked = await call(t, 'POST /api/moderation/conversations/{id}/reviewed', { url: reviewed, headers: reviewer });
    expect(marked.statusCode, marked.body).toBe(200);
    await call(t, 'POST /api/moderation/conversations/{id}/reviewed', { url: reviewed, headers: reviewer });
    await call(t, 'POST /api/moderation/logout', { url: '/api/moderation/logout?note=%01', headers: reviewer });

    await call(t, 'POST /api/moderation/logout', { url: '/api/moderation/logout', headers: { cookie: reviewer.cookie } });
    await call(t, 'POST /api/moderation/logout', { url: '/api/moderation/logout', headers: reviewer });
    await call(t, 'POST /api/moderation/logout', { url: '/api/moderation/logout' });
  });

  it('inbound mail: a reply added, a machine\'s mail acknowledged, and every refusal', async () => {
    const listingExample = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    const startExample = ((operationOf('post', '/api/conversations').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject).example as Record<string, unknown>;
    const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: listingExample.example as object });
    const { id, manageUrl } = posted.json<{ id: string; manageUrl: string }>();
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
    const started = await t.app.inject({ method: 'POST', url: '/api/conversations', payload: { ...startExample, email: 'mail-buyer@example.com', listingId: id } });
    const { conversationId } = started.json<{ conversationId: string }>();
    // The relay tokens the notification mails would carry.
    const participants = await t.database.db.select().from(conversationParticipants).where(eq(conversationParticipants.conversationId, conversationId));
    const relay = async (role: string) =>
      `reply+${await mintConversationToken(t.database.db, participants.find((p) => p.role === role)!.id, 'reply')}@${t.config.mailDomain}`;
    const seller = await relay('seller');
    const buyer = await relay('buyer');
    const mail = (to: string, text: string, headers = '') => `From: someone@example.com\r\nTo: ${to}\r\nSubject: Re: desk\r\n${headers}\r\n${text}\r\n`;
    const post = (payload: string, options: { app?: TestApp; secret?: string; contentType?: string } = {}) =>
      call(options.app ?? t, 'POST /api/inbound-mail', {
        url: '/api/inbound-mail',
        payload,
        headers: { 'content-type': options.contentType ?? 'message/rfc822', authorization: `Bearer ${options.secret ?? INBOUND_MAIL_SECRET}` },
      });
    const example = ((operationOf('post', '/api/inbound-mail').requestBody as OpenAPIV3.RequestBodyObject).content['message/rfc822']!.example as string)
      .replace(/reply\+[a-z2-7]{32}@[a-z.]+/, seller);
    expect((await post(example)).statusCode).toBe(202);
    expect((await post(mail(seller, 'Away until Monday.', 'Auto-Submitted: auto-replied\r\n'), { contentType: 'text/plain' })).statusCode).toBe(200);
    await post('not a mail');
    await post(mail(seller, 'Hello'), { secret: 'wrong-secret' });
    await post(mail(`reply+${'a'.repeat(32)}@${t.config.mailDomain}`, 'Hello'));
    await post(mail(seller, 'Hello'), { app: closed });
    await post(mail(seller, 'x'.repeat(1024 * 1024)));
    await post(JSON.stringify({ text: 'Hello' }), { contentType: 'application/json' });
    await t.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/block`, headers: { 'x-manage-token': manageUrl.split('/').pop()! } });
    expect((await post(mail(seller, 'One more thing'))).statusCode).toBe(410);
    expect((await post(mail(buyer, 'Why?'))).statusCode).toBe(403);
  });

  it('saved searches: save, confirm, manage, unsubscribe (one click), and every refusal', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { savedSearches } = await import('../db/schema');
    const example = ((operationOf('post', '/api/alerts').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema as OpenAPIV3.SchemaObject)
      .example as Record<string, unknown>;
    const confirmLink = async (email: string) => {
      for (const file of (await readdir(t.config.outboxDir)).sort().reverse()) {
        const mail = (await readFile(join(t.config.outboxDir, file), 'utf8')).replace(/=\r?\n/g, '');
        const match = mail.includes(`To: ${email}`) && mail.match(/\/alerts\/confirm\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/);
        if (match) return { id: match[1]!, token: match[2]! };
      }
      throw new Error(`no confirmation mail to ${email}`);
    };
    const save = async (email: string) => {
      const saved = await call(t, 'POST /api/alerts', { url: '/api/alerts', payload: { ...example, email } });
      expect(saved.statusCode, saved.body).toBe(201);
      return confirmLink(email);
    };
    await call(t, 'POST /api/alerts', { url: '/api/alerts', payload: { ...example, frequency: 'hourly' } });
    await call(t, 'POST /api/alerts', { url: '/api/alerts', payload: { ...example, email: 'x'.repeat(70_000) } });
    await call(t, 'POST /api/alerts', { url: '/api/alerts', payload: '<alert/>', headers: { 'content-type': 'application/xml' } });

    const { id, token } = await save('contract-alerts@example.com');
    await call(t, 'GET /api/alerts/confirm/{id}/{token}', { url: `/api/alerts/confirm/${id}/${token}` });
    await call(t, 'GET /api/alerts/confirm/{id}/{token}', { url: `/api/alerts/confirm/${id}/${'x'.repeat(43)}` });
    await call(t, 'POST /api/alerts/confirm/{id}/{token}', { url: `/api/alerts/confirm/${id}/${'x'.repeat(43)}` });
    const confirmed = await call(t, 'POST /api/alerts/confirm/{id}/{token}', { url: `/api/alerts/confirm/${id}/${token}` });
    expect(confirmed.statusCode).toBe(200);
    const manage = confirmed.json<{ managePath: string }>().managePath.split('/').pop()!;
    // The same search again: the same alert, 200.
    const again = await call(t, 'POST /api/alerts', { url: '/api/alerts', payload: { ...example, email: 'contract-alerts@example.com' } });
    expect(again.statusCode, again.body).toBe(200);

    const expired = await save('contract-expired@example.com');
    await t.database.db.update(savedSearches).set({ confirmExpiresAt: new Date(Date.now() - 1000) }).where(eq(savedSearches.id, expired.id));
    expect((await call(t, 'GET /api/alerts/confirm/{id}/{token}', { url: `/api/alerts/confirm/${expired.id}/${expired.token}` })).statusCode).toBe(410);
    expect((await call(t, 'POST /api/alerts/confirm/{id}/{token}', { url: `/api/alerts/confirm/${expired.id}/${expired.token}` })).statusCode).toBe(410);

    await call(t, 'GET /api/alerts/manage/{token}', { url: `/api/alerts/manage/${manage}` });
    await call(t, 'GET /api/alerts/manage/{token}', { url: `/api/alerts/manage/${'x'.repeat(43)}` });
    const one = `/api/alerts/manage/${manage}/${id}`;
    await call(t, 'PATCH /api/alerts/manage/{token}/{id}', { url: one, payload: { frequency: 'daily' } });
    await call(t, 'PATCH /api/alerts/manage/{token}/{id}', { url: one, payload: { frequency: 'weekly' } });
    await call(t, 'PATCH /api/alerts/manage/{token}/{id}', { url: `/api/alerts/manage/${manage}/${expired.id}`, payload: { frequency: 'daily' } });
    await call(t, 'PATCH /api/alerts/manage/{token}/{id}', { url: one, payload: { frequency: 'x'.repeat(70_000) } });
    await call(t, 'PATCH /api/alerts/manage/{token}/{id}', { url: one, payload: '<daily/>', headers: { 'content-type': 'application/xml' } });

    const unsubscribeToken = t.services.alerts.unsubscribeToken(id);
    await call(t, 'GET /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${unsubscribeToken}` });
    await call(t, 'GET /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${'x'.repeat(43)}` });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const oneClick = await call(t, 'POST /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${unsubscribeToken}`, headers: form, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.json()).toMatchObject({ alert: { status: 'unsubscribed' } });
    await call(t, 'POST /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${'x'.repeat(43)}`, headers: form, payload: 'List-Unsubscribe=One-Click' });
    await call(t, 'POST /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${unsubscribeToken}`, payload: { 'List-Unsubscribe': 'x'.repeat(70_000) } });
    await call(t, 'POST /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${unsubscribeToken}`, payload: '<x/>', headers: { 'content-type': 'application/xml' } });
    await call(t, 'POST /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${unsubscribeToken}`, payload: '{"List-Unsubscribe": ', headers: { 'content-type': 'application/json' } });

    await call(t, 'DELETE /api/alerts/manage/{token}/{id}', { url: one });
    await call(t, 'DELETE /api/alerts/manage/{token}/{id}', { url: one });

    // Limits: one saved search per visitor and address; wrong link tokens, once spent, refuse every link.
    await call(limited, 'POST /api/alerts', { url: '/api/alerts', payload: { ...example, email: 'contract-limited@example.com' } });
    expect((await call(limited, 'POST /api/alerts', { url: '/api/alerts', payload: { ...example, email: 'contract-limited@example.com' } })).statusCode).toBe(429);
    const wrong = 'x'.repeat(43);
    for (const [operation, url, method] of [
      ['GET /api/alerts/confirm/{id}/{token}', `/api/alerts/confirm/${id}/${wrong}`, {}],
      ['POST /api/alerts/confirm/{id}/{token}', `/api/alerts/confirm/${id}/${wrong}`, {}],
      ['GET /api/alerts/manage/{token}', `/api/alerts/manage/${wrong}`, {}],
      ['PATCH /api/alerts/manage/{token}/{id}', `/api/alerts/manage/${wrong}/${id}`, { payload: { frequency: 'daily' } }],
      ['DELETE /api/alerts/manage/{token}/{id}', `/api/alerts/manage/${wrong}/${id}`, {}],
      ['GET /api/alerts/unsubscribe/{token}', `/api/alerts/unsubscribe/${wrong}`, {}],
      ['POST /api/alerts/unsubscribe/{token}', `/api/alerts/unsubscribe/${wrong}`, {}],
    ] as const) {
      await call(limited, operation, { url, ...method });
      expect((await call(limited, operation, { url, ...method })).statusCode, operation).toBe(429);
    }
  });

  it('every documented operation and status of these areas was met, and every error answer has the one error shape', () => {
    expectEveryOperationMet(isConversationsArea);
  });
});
