/**
 * A flood of replies by mail over real SMTP: a production server with its inbound SMTP
 * listener, one conversation, and LIMIT + 30 replies sent by nodemailer to the seller's
 * relay address. At most LIMIT are added to the thread (the send_message limit, counted
 * per relay address); the rest are refused with 451 (try again later) and add nothing.
 */
import { readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../testing/wait-for';
import { parseJson, send } from './http';
import { approve, honestListing, postListing, signInReviewer } from './listings';
import { freshStorage, startServer, type ServerProcess, type Storage } from './server';

/** RATE_LIMIT_MESSAGES_PER_HOUR for this server: small, so the flood is quick. */
const LIMIT = 20;
const EXTRA = 30;

let storage: Storage;
let server: ServerProcess;
let smtpPort: number;

/** A port nothing listens on now (the system's choice), for the server's SMTP listener. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  storage = await freshStorage('mail-flood');
  smtpPort = await freePort();
  server = await startServer(storage, { env: { INBOUND_SMTP_PORT: String(smtpPort), RATE_LIMIT_MESSAGES_PER_HOUR: String(LIMIT) } });
});
afterAll(async () => {
  await server?.stop();
  await storage?.remove();
});

/** The mails the server has written to its outbox for `to` (no SMTP_URL: .eml files). */
async function mailsTo(to: string): Promise<ParsedMail[]> {
  const outbox = path.join(storage.dataDir, 'outbox');
  const found: ParsedMail[] = [];
  for (const file of (await readdir(outbox).catch(() => [])).sort()) {
    const mail = await simpleParser(await readFile(path.join(outbox, file)));
    if ([mail.to].flat().some((address) => address?.value.some((one) => one.address === to))) found.push(mail);
  }
  return found;
}

/** Waits (polling the outbox, mails go out through the job queue) for a mail to `to` that `pick` accepts. */
async function mailTo(to: string, pick: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  return waitFor(`a mail to ${to}`, async () => (await mailsTo(to)).find(pick), 60_000);
}

describe('a flood of replies by mail', () => {
  it(`adds at most ${LIMIT} to the thread and refuses the rest with 451`, async () => {
    const body = honestListing('mailflood');
    const listing = await postListing(server.url, body);
    if (listing.moderationStatus !== 'approved') await approve(server.url, await signInReviewer(server.url), [listing.id]);

    // A buyer writes and confirms their address: then the seller is mailed a relay address.
    const buyer = 'flood.buyer@example.com';
    const started = await send(
      server.url,
      {
        method: 'POST',
        path: '/api/conversations',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ listingId: listing.id, email: buyer, name: 'Flood Buyer', body: 'Is the bookcase still available?' }),
      },
      { timeoutMs: 30_000 },
    );
    expect(started.status, started.text).toBe(201);
    const { conversationId, token } = parseJson(started.text) as { conversationId: string; token: string };
    const confirmation = await mailTo(buyer, (mail) => /\/verify-email\//.test(mail.text ?? ''));
    const link = /\/verify-email\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/.exec(confirmation.text ?? '')![0];
    const confirmed = await send(server.url, { method: 'POST', path: link, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }, { timeoutMs: 30_000 });
    expect(confirmed.status, confirmed.text.slice(0, 300)).toBeLessThan(400);
    const notice = await mailTo(body.contactEmail as string, (mail) => !!mail.replyTo);
    const relay = notice.replyTo!.value[0]!.address!;

    // One sending server, one connection after another, as a mail client in a loop.
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, pool: true, maxConnections: 1 });
    const codes: (number | 'added')[] = [];
    const floodStart = performance.now();
    try {
      for (let i = 0; i < LIMIT + EXTRA; i += 1) {
        try {
          await transport.sendMail({ from: body.contactEmail as string, to: relay, subject: 'Re: bookcase', text: `Reply ${i}: yes, still here.` });
          codes.push('added');
        } catch (error) {
          codes.push((error as { responseCode?: number }).responseCode ?? -1);
        }
      }
    } finally {
      transport.close();
    }
    const seconds = (performance.now() - floodStart) / 1000;
    console.log(`mail flood: ${LIMIT + EXTRA} replies in ${seconds.toFixed(1)} s, ${codes.filter((code) => code === 'added').length} added`);

    expect(codes.filter((code) => code === 'added')).toHaveLength(LIMIT);
    expect(codes.filter((code) => code === 451)).toHaveLength(EXTRA);
    // The thread holds the buyer's message and exactly LIMIT replies by mail.
    const thread = await send(server.url, { method: 'GET', path: `/api/conversations/${conversationId}`, headers: { 'x-conversation-token': token } }, { timeoutMs: 30_000 });
    const messages = (parseJson(thread.text) as { messages: { via: string }[] }).messages;
    expect(messages.filter((message) => message.via === 'email')).toHaveLength(LIMIT);
  });
});
