/**
 * Reading real-looking reply mails (fixtures/*.eml, as Gmail, Outlook, Apple Mail and
 * others send them): the relay token, the sender, the reply's own text — and machine
 * mail told apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { parseInboundMail, replyTokenOf } from './parse-inbound-mail';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';
const OTHER = 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz';
const DOMAIN = 'cityboard.example';
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const parse = (raw: Buffer | string, options: { envelopeRecipients?: string[]; envelopeSender?: string | null } = {}) =>
  parseInboundMail(raw, { mailDomain: DOMAIN, ...options });

describe('replies as mail programs send them', () => {
  it('Gmail (plain and HTML alternatives, a wrapped "On … wrote:"): the plain text without the quote', async () => {
    expect(await parse(fixture('gmail-en.eml'))).toEqual({
      replyToken: TOKEN,
      fromEmail: 'anna.example@gmail.com',
      body: 'Hi! Yes, Saturday morning works for me. Could you do £75?\n\nThanks,\nAnna',
      truncated: false,
      automatic: null,
    });
  });

  it('Outlook: the "From: … Sent: …" block and the "Kind regards" signature go', async () => {
    const mail = await parse(fixture('outlook-en.eml'));
    expect(mail.body).toBe('Hello Sam,\n\n75 is fine. I am home from 10am, 12 Mare Street.');
    // X-Auto-Response-Suppress asks others not to auto-reply: it does not make this mail automatic.
    expect(mail.automatic).toBeNull();
  });

  it('Apple Mail on an iPhone, in German: the footer and the quoted "Am … schrieb …:" go; the token’s case does not matter', async () => {
    const mail = await parse(fixture('apple-mail-de.eml'));
    expect(mail).toMatchObject({ replyToken: TOKEN, fromEmail: 'jonas@example.de' });
    expect(mail.body).toBe('Hallo, ja, ich kann Samstag um 10 Uhr vorbeikommen. Ist das Straßenparken dort einfach?');
  });

  it('Gmail in French, in ISO-8859-1: decoded, "Le … a écrit :" and the quote go', async () => {
    const mail = await parse(fixture('gmail-fr.eml'));
    expect(mail.body).toBe('Bonjour, oui, le bureau est toujours disponible. Vous pouvez passer après 18 h.');
  });

  it('an HTML-only mail becomes text: no tag, script, style or image reference is kept, the blockquote goes', async () => {
    const mail = await parse(fixture('html-only.eml'));
    expect(mail.body).toBe('Is the price still negotiable?\n\nI can pay cash & collect today.');
    expect(mail.body).not.toMatch(/[<>]|alert|color|cid:/);
  });

  it('Gmail in Japanese, in ISO-2022-JP: decoded, the "2024年11月24日(日) … <address>:" header and the quote go', async () => {
    expect((await parse(fixture('gmail-ja.eml'))).body).toBe('こんにちは。土曜日の午前10時に伺えます。');
  });

  it('Outlook, HTML only, in German: the "Von: … Gesendet: …" block and the rule above it go', async () => {
    expect((await parse(fixture('outlook-html-de.eml'))).body).toBe('Hallo Sam,\n\nja, 75 € passt. Abholung ab 18 Uhr.\nViele Grüße\nPetra');
  });

  it('reads a mail with CRLF line ends the same', async () => {
    const crlf = fixture('gmail-en.eml').toString('utf8').replace(/\n/g, '\r\n');
    expect((await parse(crlf)).body).toBe((await parse(fixture('gmail-en.eml'))).body);
  });
});

describe('machine-written mail', () => {
  it('an out-of-office answer (Auto-Submitted: auto-replied)', async () => {
    expect((await parse(fixture('auto-reply.eml'))).automatic).toBe('auto_reply');
  });

  it('a bounce: a delivery report from MAILER-DAEMON, or anything from the null sender', async () => {
    expect((await parse(fixture('bounce.eml'))).automatic).toBe('bounce');
    expect((await parse(fixture('gmail-en.eml'), { envelopeSender: '' })).automatic).toBe('bounce');
    expect((await parse(fixture('gmail-en.eml'), { envelopeSender: 'anna.example@gmail.com' })).automatic).toBeNull();
  });

  const simple = (headers: string) =>
    `From: Tom <tom@example.com>\nTo: reply+${TOKEN}@${DOMAIN}\n${headers}\nSubject: Re: desk\nContent-Type: text/plain\n\nI am away.\n`;
  it.each([
    ['Auto-Submitted: auto-generated', 'auto_reply'],
    ['Precedence: bulk', 'auto_reply'],
    ['Precedence: auto_reply', 'auto_reply'],
    ['X-Autoreply: yes', 'auto_reply'],
    ['X-Autorespond: Out of office', 'auto_reply'],
    ['Precedence: list', 'mailing_list'],
    ['List-Id: <desks.lists.example.com>', 'mailing_list'],
    ['Return-Path: <>', 'bounce'],
    ['Auto-Submitted: no', null],
  ])('%s → %s', async (header, kind) => {
    expect((await parse(simple(header))).automatic).toBe(kind);
  });

  it.each(['Automatic reply: Re: desk', 'Out of Office: back on Monday', 'Abwesenheitsnotiz: Re: Schreibtisch', 'Réponse automatique : Re: bureau', '自動応答: Re: 机'])(
    'an out-of-office subject with no header saying so: "%s"',
    async (subject) => {
      const raw = `From: Tom <tom@example.com>\nTo: reply+${TOKEN}@${DOMAIN}\nSubject: ${subject}\n\nI am away.\n`;
      expect((await parse(raw)).automatic).toBe('auto_reply');
    },
  );
});

describe('the relay address', () => {
  const mail = (headers: string) => `From: Anna <anna@example.com>\n${headers}\nSubject: Re: desk\n\nYes.\n`;

  it('takes the envelope recipient before the headers', async () => {
    const raw = mail(`To: reply+${OTHER}@${DOMAIN}`);
    expect((await parse(raw, { envelopeRecipients: [`reply+${TOKEN}@${DOMAIN}`] })).replyToken).toBe(TOKEN);
    expect((await parse(raw)).replyToken).toBe(OTHER);
  });

  it.each([
    ['To', `To: "Cityboard" <reply+${TOKEN}@${DOMAIN}>`],
    ['Cc', `To: Someone <someone@example.com>\nCc: reply+${TOKEN}@${DOMAIN}`],
    ['Delivered-To', `To: undisclosed-recipients:;\nDelivered-To: reply+${TOKEN}@${DOMAIN}`],
    ['X-Original-To', `To: list@example.com\nX-Original-To: reply+${TOKEN}@${DOMAIN}`],
  ])('finds it in %s', async (_header, headers) => {
    expect((await parse(mail(headers))).replyToken).toBe(TOKEN);
  });

  it('ignores relay-like addresses of another domain or with a malformed token', async () => {
    expect((await parse(mail(`To: reply+${TOKEN}@cityboard.example.evil.com, reply+short@${DOMAIN}, reply+${TOKEN}1@${DOMAIN}`))).replyToken).toBeNull();
  });

  it('replyTokenOf: any case, angle brackets, a trailing dot on the domain', () => {
    expect(replyTokenOf(`<Reply+${TOKEN.toUpperCase()}@CITYBOARD.example.>`, DOMAIN)).toBe(TOKEN);
    expect(replyTokenOf(`reply+${TOKEN}@${DOMAIN}`, 'other.example')).toBeNull();
    expect(replyTokenOf(`replies+${TOKEN}@${DOMAIN}`, DOMAIN)).toBeNull();
    expect(replyTokenOf(`reply+${TOKEN.replace('a', '1')}@${DOMAIN}`, DOMAIN)).toBeNull();
  });
});

describe('what is not a mail', () => {
  it.each([['text with no header', 'hello there'], ['binary bytes', Buffer.from([0, 1, 2, 255, 254, 10, 13])], ['nothing', '']])(
    '%s is invalid',
    async (_what, raw) => {
      await expect(parse(raw)).rejects.toSatisfy((error) => error instanceof AppError && error.kind === 'invalid');
    },
  );
});
