import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { manageLinkMail } from '../../domain/listings/send-manage-link';
import { createMailer } from './create-mailer';

let outboxDir: string | undefined;
afterEach(async () => {
  if (outboxDir) await rm(outboxDir, { recursive: true, force: true });
});

describe('createMailer without SMTP_URL', () => {
  it('writes each message as an .eml file into the outbox, with the sender, reply address and headers', async () => {
    outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'cityboard-mailer-')), 'outbox');
    const mailer = createMailer({ from: 'Cityboard <noreply@cityboard.example>', outboxDir });
    expect(mailer.outbox).toBe(outboxDir);

    await mailer.send({
      to: 'ana@example.com',
      subject: 'Your ad',
      text: 'Manage it here.',
      replyTo: 'c-123@relay.cityboard.example',
      headers: { 'Auto-Submitted': 'auto-generated' },
    });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Cityboard <noreply@cityboard\.example>$/m);
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/^Reply-To: c-123@relay\.cityboard\.example$/m);
    expect(eml).toMatch(/^Auto-Submitted: auto-generated$/m);
    expect(eml).toContain('Manage it here.');
  });

  it('never lets an encoded word written in a title reach the subject as one', async () => {
    outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'cityboard-mailer-')), 'outbox');
    const mailer = createMailer({ from: 'Cityboard <noreply@cityboard.example>', outboxDir });
    const title = '=?UTF-8?Q?Sam=0D=0ABcc:_victim@example.com?=';
    // A title stored before such titles were refused, through the mail that quotes it, and a subject given as it is.
    const manage = manageLinkMail({ recipient: { language: 'en' }, title, link: 'https://cityboard.example/manage/1/x', expiresAt: new Date(), publicUrl: 'https://cityboard.example' });
    await mailer.send({ to: 'ana@example.com', ...manage });
    await mailer.send({ to: 'ana@example.com', subject: `Re: ${title}`, text: 'Hello' });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(2);
    for (const file of files) {
      const eml = await readFile(path.join(outboxDir, file), 'utf8');
      const parsed = await simpleParser(eml);
      // What a mail program shows: the characters written, on one line, and no Bcc.
      expect(parsed.subject).toContain('Sam=0D=0ABcc:_victim@example.com');
      expect(parsed.subject).not.toMatch(/[\r\n]/);
      expect(parsed.bcc).toBeUndefined();
      expect(parsed.headers.has('bcc')).toBe(false);
      // Decoding what was decoded finds no encoded word left either.
      expect((await simpleParser(`Subject: ${parsed.subject ?? ''}\n\nx`)).subject).not.toMatch(/[\r\n]|Bcc: victim/);
    }
  });

  it('with SMTP_URL has no outbox', () => {
    expect(createMailer({ smtpUrl: 'smtp://localhost:2525', from: 'noreply@cityboard.example', outboxDir: '/unused' }).outbox).toBeNull();
  });
});
