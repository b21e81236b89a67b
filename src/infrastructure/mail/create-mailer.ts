/**
 * Outgoing mail. With SMTP_URL, nodemailer sends it; without, each message is written
 * as an .eml file into the outbox folder (DATA_DIR/outbox), which any mail program opens.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from '../../domain/mail/mailer';
import { subjectLine } from '../../domain/mail/mail-text';

/** Every subject is made one safe header line here too, whoever built the message (mail-text.ts). */
const safe = (message: MailMessage): MailMessage => ({ ...message, subject: subjectLine(message.subject) });

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox: null,
      async send(message) {
        await transport.sendMail({ from: options.from, ...safe(message) });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outbox: options.outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...safe(message) });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
