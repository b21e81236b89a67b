/**
 * Outgoing mail. With SMTP_URL, nodemailer sends it; without, each message is written
 * as an .eml file into the outbox folder (DATA_DIR/outbox), which any mail program opens.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (alert mails show photos); mail programs pick one. */
  html?: string;
  /** Where a reply goes: a conversation's relay address, so neither side learns the other's. */
  replyTo?: string;
  /** Extra headers (e.g. Auto-Submitted on notifications). */
  headers?: Record<string, string>;
}

/**
 * Told about a mail that could not be sent, where the action goes ahead without it
 * (an ad is posted whether or not its mails go out). `what` says which mail, for a log.
 */
export type MailFailureReport = (error: unknown, what: string) => void;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where unsent mail goes, when there is no SMTP server. */
  readonly outbox: string | null;
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox: null,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outbox: options.outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
