/**
 * Replies by mail on a real database, through both doors: the webhook (a provider's
 * inbound hook posting the raw mail) and the SMTP listener (nodemailer speaking SMTP to
 * it). A buyer writes on the web; the seller answers from their mail program to the
 * relay address their notification mail came from; the thread shows the answer, without
 * the quote, as sent by email. Closed and blocked conversations refuse mail as they
 * refuse the web.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import type { StartedConversation, Thread } from '../../domain/conversations/conversation-schemas';
import { confirmEmail } from '../../domain/verification/email-verification';
import { startInboundMail } from '../../mail-in/start-inbound-mail';
import type { InboundSmtp } from '../../mail-in/smtp-listener';
import { honestListingBody } from '../../testing/honest-listing';
import { createTestApp, type TestApp } from '../../testing/test-app';

const SECRET = 'inbound-secret-for-tests-0123456789';

let t: TestApp;
/** The same server without INBOUND_MAIL_SECRET. */
let off: TestApp;
let smtp: InboundSmtp;

beforeAll(async () => {
  t = await createTestApp({ env: { INBOUND_MAIL_SECRET: SECRET, MAIL_DOMAIN: 'relay.cityboard.example' } });
  off = await createTestApp({ database: t.database });
  const listener = await startInboundMail({
    config: { inboundSmtpPort: 0, host: '127.0.0.1', mailDomain: t.config.mailDomain },
    conversations: t.services.conversations,
    log: { info: () => {}, warn: () => {} },
  });
  smtp = listener!;
});
afterAll(async () => {
  await smtp?.close();
  await off?.close();
  await t?.close();
});

async function mails(to: string): Promise<ParsedMail[]> {
  const files = (await readdir(t.config.outboxDir).catch(() => [])).sort();
  const parsed: ParsedMail[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(t.config.outboxDir, file)));
    if ([mail.to].flat().some((address) => address?.value.some((entry) => entry.address === to))) parsed.push(mail);
  }
  return parsed;
}

let count = 0;
/** A listing, a confirmed buyer's first message, and the relay address of the seller's notification mail. */
async function conversation() {
  count += 1;
  const sellerEmail = `mail-seller-${count}@example.com`;
  const buyerEmail = `mail-buyer-${count}@example.com`;
  const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: { ...honestListingBody('Oak bookcase'), contactEmail: sellerEmail, city: 'london' } });
  expect(posted.statusCode, posted.body).toBe(201);
  const { id: listingId, manageUrl } = posted.json<{ id: string; manageUrl: string }>();
  await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, listingId));
  const started = await t.app.inject({ method: 'POST', url: '/api/conversations', payload: { listingId, email: buyerEmail, body: 'Is the bookcase still available?' } });
  expect(started.statusCode, started.body).toBe(201);
  const { conversationId, token } = started.json<StartedConversation>();
  const [confirmation] = (await mails(buyerEmail)).filter((m) => m.subject?.startsWith('Confirm your email'));
  const link = /\/verify-email\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(confirmation?.text ?? '');
  await t.services.conversations.afterEmailConfirmed(await confirmEmail(t.database.db, { id: link![1]!, token: link![2]! }));
  const [notice] = (await mails(sellerEmail)).filter((m) => m.subject?.startsWith('New message'));
  const relay = notice?.replyTo?.value[0]?.address ?? '';
  expect(relay).toMatch(/^reply\+[a-z2-7]{32}@relay\.cityboard\.example$/);
  return { conversationId, buyerEmail, buyerToken: token, manageToken: manageUrl.split('/').at(-1)!, relay, notice: notice! };
}

/** The seller's answer as Gmail writes it: their text above "On … wrote:" and the quoted notification. */
function gmailReply(relay: string, notice: ParsedMail, text: string, headers = ''): string {
  const quoted = (notice.text ?? '').split('\n').map((line) => `> ${line}`).join('\n');
  return [
    'From: Seller <seller@gmail.example>',
    `To: Cityboard <${relay}>`,
    `Subject: Re: ${notice.subject}`,
    `In-Reply-To: ${notice.messageId ?? '<x@cityboard>'}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    ...(headers ? [headers] : []),
    '',
    text,
    '',
    `On Sun, Nov 24, 2024 at 3:02 PM Cityboard <${relay}> wrote:`,
    '',
    quoted,
    '',
  ].join('\r\n');
}

const webhook = (raw: string | Buffer, options: { secret?: string; contentType?: string; query?: string; app?: TestApp } = {}) =>
  (options.app ?? t).app.inject({
    method: 'POST',
    url: `/api/inbound-mail${options.query ?? ''}`,
    headers: { 'content-type': options.contentType ?? 'message/rfc822', ...(options.secret === '' ? {} : { authorization: `Bearer ${options.secret ?? SECRET}` }) },
    payload: raw,
  });

const thread = async (conversationId: string, token: string) =>
  (await t.app.inject({ url: `/api/conversations/${conversationId}`, headers: { 'x-conversation-token': token } })).json<Thread>();

describe('replying by mail through the webhook', () => {
  it('adds the seller’s answer, stripped of the quote, to the thread as sent by email (202)', async () => {
    const c = await conversation();
    const response = await webhook(gmailReply(c.relay, c.notice, 'Yes, it is. Come on Saturday at 10.'));
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ added: true, truncated: false });
    const seen = await thread(c.conversationId, c.buyerToken);
    expect(seen.messages.at(-1)).toMatchObject({ author: 'other', body: 'Yes, it is. Come on Saturday at 10.', via: 'email' });
    expect(seen.messages).toHaveLength(2);
  });

  it('keeps the first 2,000 characters of a longer answer and says so', async () => {
    const c = await conversation();
    const response = await webhook(gmailReply(c.relay, c.notice, 'Plenty of detail here. '.repeat(120)));
    expect(response.json()).toEqual({ added: true, truncated: true });
    expect((await thread(c.conversationId, c.buyerToken)).messages.at(-1)!.body.length).toBeLessThanOrEqual(2000);
  });

  it('takes the recipient from ?recipient= before the headers, and text/plain as well as message/rfc822', async () => {
    const c = await conversation();
    const raw = gmailReply('someone@example.com', c.notice, 'Collected from the porch is fine.');
    const response = await webhook(raw, { contentType: 'text/plain; charset=utf-8', query: `?recipient=${encodeURIComponent(c.relay)}` });
    expect(response.statusCode, response.body).toBe(202);
    expect((await thread(c.conversationId, c.buyerToken)).messages.at(-1)).toMatchObject({ body: 'Collected from the porch is fine.', via: 'email' });
  });

  it('acknowledges an out-of-office answer or an empty reply with 200 and adds nothing', async () => {
    const c = await conversation();
    const away = await webhook(gmailReply(c.relay, c.notice, 'I am away until Monday.', 'Auto-Submitted: auto-replied'));
    expect(away.statusCode, away.body).toBe(200);
    expect(away.json()).toEqual({ ignored: 'auto_reply' });
    const empty = await webhook(gmailReply(c.relay, c.notice, ''));
    expect(empty.json()).toEqual({ ignored: 'empty' });
    expect((await thread(c.conversationId, c.buyerToken)).messages).toHaveLength(1);
  });

  it('answers 404 for an unknown token or no relay address, 400 for a body that is no mail', async () => {
    const c = await conversation();
    const unknown = c.relay.replace(/\+[a-z2-7]{4}/, '+aaaa');
    expect((await webhook(gmailReply(unknown, c.notice, 'Hello'))).statusCode).toBe(404);
    expect((await webhook(gmailReply('someone@example.com', c.notice, 'Hello'))).statusCode).toBe(404);
    expect((await webhook('just some text')).statusCode).toBe(400);
    expect((await webhook('')).statusCode).toBe(400);
    expect((await thread(c.conversationId, c.buyerToken)).messages).toHaveLength(1);
  });

  it('asks for the secret (401, compared whole), and is absent (404) on a server without one', async () => {
    const c = await conversation();
    const raw = gmailReply(c.relay, c.notice, 'Hello');
    for (const secret of ['', 'wrong', `${SECRET}x`, SECRET.slice(0, -1)]) {
      const response = await webhook(raw, { secret });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="inbound-mail"');
    }
    const absent = await webhook(raw, { app: off });
    expect(absent.statusCode).toBe(404);
    expect(absent.json()).toEqual({ message: 'No such API endpoint' });
    expect((await thread(c.conversationId, c.buyerToken)).messages).toHaveLength(1);
  });

  it('takes only a raw mail (415 otherwise) of at most 1 MB (413)', async () => {
    const c = await conversation();
    expect((await webhook(JSON.stringify({ body: 'Hello' }), { contentType: 'application/json' })).statusCode).toBe(415);
    const huge = gmailReply(c.relay, c.notice, 'x'.repeat(1024 * 1024));
    expect((await webhook(huge)).statusCode).toBe(413);
  });

  it('refuses mail to a closed conversation as the web does: 410 for the seller, 403 for a blocked buyer', async () => {
    const c = await conversation();
    const seller = { 'x-manage-token': c.manageToken };
    const answered = await t.app.inject({ method: 'POST', url: `/api/conversations/${c.conversationId}/messages`, headers: seller, payload: { body: 'Yes, it is.' } });
    expect(answered.statusCode, answered.body).toBe(201);
    const [buyerNotice] = (await mails(c.buyerEmail)).filter((m) => m.subject?.startsWith('New message'));
    const buyerRelay = buyerNotice?.replyTo?.value[0]?.address ?? '';
    expect(buyerRelay).toMatch(/^reply\+[a-z2-7]{32}@/);
    const blocked = await t.app.inject({ method: 'POST', url: `/api/conversations/${c.conversationId}/block`, headers: seller });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await webhook(gmailReply(c.relay, c.notice, 'One more thing'))).statusCode).toBe(410);
    expect((await webhook(gmailReply(buyerRelay, buyerNotice!, 'Why not?'))).statusCode).toBe(403);
    expect((await thread(c.conversationId, c.buyerToken)).messages.filter((m) => m.via === 'email')).toEqual([]);
  });

  it('is documented in OpenAPI with a summary and its answers', async () => {
    const document = (await t.app.inject('/api/docs/json')).json<{ paths: Record<string, { post?: { summary?: string; responses: Record<string, unknown> } }> }>();
    const operation = document.paths['/api/inbound-mail']?.post;
    expect(operation?.summary).toBeTruthy();
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '202', '400', '401', '403', '404', '410', '413', '415']);
  });
});

describe('replying by mail through the SMTP listener', () => {
  it('adds the seller’s answer sent over SMTP, with 250; an unknown token is 550', async () => {
    const c = await conversation();
    const sender = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });
    try {
      const quoted = (c.notice.text ?? '').split('\n').map((line) => `> ${line}`).join('\n');
      const info = (await sender.sendMail({
        from: 'Seller <seller@gmail.example>',
        to: c.relay,
        subject: `Re: ${c.notice.subject}`,
        text: `Sure, 110 is fine.\n\nSent from my iPhone\n\nOn Sun, Nov 24, 2024 at 3:02 PM Cityboard <${c.relay}> wrote:\n\n${quoted}\n`,
      })) as { response: string };
      expect(info.response).toMatch(/^250 /);
      const seen = await thread(c.conversationId, c.buyerToken);
      expect(seen.messages.at(-1)).toMatchObject({ author: 'other', body: 'Sure, 110 is fine.', via: 'email' });

      const unknown = c.relay.replace(/\+[a-z2-7]{4}/, '+aaaa');
      await expect(sender.sendMail({ from: 'x@example.com', to: unknown, subject: 'Re', text: 'Hello' })).rejects.toMatchObject({ responseCode: 550, response: '550 No such mailbox' });
    } finally {
      sender.close();
    }
  });
});
