/**
 * The SMTP listener spoken to over a real socket by nodemailer, as a sending mail server
 * would: relay addresses only, one per transaction, 1 MB at most, and the answer after
 * DATA saying what became of the reply. The conversation service here records calls.
 */
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiveInboundMail, type ReplyByMailTarget } from '../domain/conversations/inbound/receive-inbound-mail';
import { AppError } from '../domain/shared/errors';
import { startInboundSmtp, type InboundSmtp } from './smtp-listener';

const DOMAIN = 'cityboard.example';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';
const CLOSED = 'cccccccccccccccccccccccccccccccc';
const UNKNOWN = 'uuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu';
const BROKEN = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

const calls: [string, { body: string; fromEmail: string | null }][] = [];
const service: ReplyByMailTarget = {
  async postByReplyToken(token, input) {
    if (token === UNKNOWN) throw new AppError('not_found', 'No such reply address.');
    if (token === CLOSED) throw new AppError('gone', 'This conversation is closed.');
    if (token === BROKEN) throw new Error('database is down');
    calls.push([token, input]);
    return {};
  },
};

let listener: InboundSmtp;
const warnings: string[] = [];

beforeAll(async () => {
  listener = await startInboundSmtp({
    port: 0,
    host: '127.0.0.1',
    mailDomain: DOMAIN,
    maxBytes: 64 * 1024,
    onMessage: (raw, envelope) => receiveInboundMail(service, raw, { mailDomain: DOMAIN, envelopeRecipients: envelope.recipients, envelopeSender: envelope.sender }),
    log: { info: () => {}, warn: (_details, message) => void warnings.push(message) },
  });
});
afterAll(async () => {
  await listener?.close();
});

function transport() {
  return nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true });
}

/** Sends and answers the server's reply: `{ ok: response }` or `{ code, response }` of the refusal. */
async function send(mail: SendMailOptions): Promise<{ ok: string } | { code: number | undefined; command: string | undefined; response: string }> {
  const sender = transport();
  try {
    const info = (await sender.sendMail({ from: 'Anna <anna@example.com>', subject: 'Re: desk', ...mail })) as { response: string };
    return { ok: info.response };
  } catch (error) {
    const { responseCode, command, response } = error as { responseCode?: number; command?: string; response?: string };
    return { code: responseCode, command, response: response ?? String(error) };
  } finally {
    sender.close();
  }
}

const relay = (token: string) => `reply+${token}@${DOMAIN}`;

describe('the inbound SMTP listener', () => {
  it('answers 250 once the reply is added, with the quote and signature stripped', async () => {
    calls.length = 0;
    const answer = await send({
      to: relay(TOKEN),
      text: 'Yes, Saturday at 10 works.\n\n-- \nAnna\n\nOn Sun, Nov 24, 2024 at 3:02 PM Cityboard <reply+x@cityboard.example> wrote:\n> Is it still available?\n',
    });
    expect(answer).toMatchObject({ ok: expect.stringMatching(/^250 /) });
    expect(calls).toEqual([[TOKEN, { body: 'Yes, Saturday at 10 works.', fromEmail: 'anna@example.com' }]]);
  });

  it('takes the token from the envelope, in any case, whatever the headers say', async () => {
    calls.length = 0;
    const answer = await send({ envelope: { from: 'anna@example.com', to: [relay(TOKEN).toUpperCase()] }, to: 'Cityboard <someone-else@example.com>', text: 'On my way.' });
    expect(answer).toMatchObject({ ok: expect.stringMatching(/^250 /) });
    expect(calls).toEqual([[TOKEN, { body: 'On my way.', fromEmail: 'anna@example.com' }]]);
  });

  it('refuses a recipient that is no relay address with 550 at RCPT TO', async () => {
    for (const to of ['postmaster@cityboard.example', `reply+${TOKEN}@other.example`, 'reply+short@cityboard.example']) {
      expect(await send({ to, text: 'Hello' })).toMatchObject({ code: 550, command: 'RCPT TO', response: expect.stringContaining('No such mailbox') });
    }
  });

  it('answers 550 "No such mailbox" for an unknown token, and nothing more', async () => {
    const answer = await send({ to: relay(UNKNOWN), text: 'Hello' });
    expect(answer).toMatchObject({ code: 550, command: 'DATA' });
    expect((answer as { response: string }).response).toMatch(/^550 No such mailbox$/);
  });

  it('answers 550 with the reason when the conversation refuses the reply', async () => {
    expect(await send({ to: relay(CLOSED), text: 'Still there?' })).toMatchObject({ code: 550, response: expect.stringContaining('This conversation is closed.') });
  });

  it('answers 550 for a reply with no text of its own, 250 for an out-of-office answer; neither reaches the conversation', async () => {
    calls.length = 0;
    expect(await send({ to: relay(TOKEN), text: '> Is it still available?' })).toMatchObject({ code: 550, response: expect.stringContaining('no text of its own') });
    expect(await send({ to: relay(TOKEN), text: 'I am away until Monday.', headers: { 'Auto-Submitted': 'auto-replied' } })).toMatchObject({ ok: expect.stringMatching(/^250 /) });
    expect(calls).toEqual([]);
  });

  it('answers 451 (try again later) when something fails on our side, and logs it', async () => {
    warnings.length = 0;
    expect(await send({ to: relay(BROKEN), text: 'Hello' })).toMatchObject({ code: 451 });
    expect(warnings).toEqual(['inbound mail failed']);
  });

  it('takes one relay address per transaction: a second is 452, which the sender retries on its own', async () => {
    calls.length = 0;
    const second = relay('dddddddddddddddddddddddddddddddd');
    const sender = transport();
    // nodemailer delivers to the recipients accepted and reports the others as rejected.
    const info = (await sender.sendMail({ from: 'anna@example.com', to: [relay(TOKEN), second], subject: 'Re: desk', text: 'Both?' })) as {
      accepted: string[];
      rejectedErrors?: { responseCode?: number; recipient?: string }[];
    };
    sender.close();
    expect(info.accepted).toEqual([relay(TOKEN)]);
    expect(info.rejectedErrors?.map((error) => [error.recipient, error.responseCode])).toEqual([[second, 452]]);
    expect(calls.map(([token]) => token)).toEqual([TOKEN]);
  });

  it('announces SIZE and refuses a larger message with 552, adding nothing', async () => {
    calls.length = 0;
    const answer = await send({ to: relay(TOKEN), text: `Big ${'x'.repeat(80 * 1024)}` });
    expect(answer).toMatchObject({ code: 552 });
    expect(calls).toEqual([]);
  });

  it('offers no AUTH and no STARTTLS', async () => {
    const { Socket } = await import('node:net');
    const socket = new Socket();
    const lines: string[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('data', (chunk: Buffer) => {
        lines.push(...chunk.toString('utf8').split('\r\n').filter(Boolean));
        if (lines.length === 1) socket.write('EHLO test.example\r\n');
        else if (lines.some((line) => line.startsWith('250 '))) resolve();
      });
      socket.connect(listener.port, '127.0.0.1');
    });
    socket.end('QUIT\r\n');
    expect(lines[0]).toMatch(/^220 cityboard\.example /);
    expect(lines.map((line) => line.slice(4))).toContain('SIZE 65536');
    expect(lines.join('\n')).not.toMatch(/AUTH|STARTTLS/);
  });
});
