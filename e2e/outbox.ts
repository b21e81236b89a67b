/**
 * The mail the e2e server "sent": without SMTP it writes .eml files to a folder that
 * depends only on its port, so a spec can open them like a person opens their inbox.
 * Mails are decoded as a mail program does (mailparser: encoded subjects, quoted-printable
 * and base64 bodies, character sets), since nodemailer picks the encoding per mail — a
 * Japanese one, for instance, goes out in base64.
 */
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

export function outboxDir(port: string = process.env.E2E_PORT ?? '5055'): string {
  return path.join(tmpdir(), `cityboard-e2e-outbox-${port}`);
}

export interface Mail {
  /** The header block as sent (List-Unsubscribe and the like). */
  headers: string;
  subject: string;
  /** The plain-text body, decoded, with \n line ends. */
  text: string;
  /** The HTML body, decoded ('' when the mail has none). */
  html: string;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((one) => one.address?.toLowerCase() ?? ''));

/** Every mail to `to`, decoded, oldest first. */
export async function inbox(to: string): Promise<Mail[]> {
  const dir = outboxDir();
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails: Mail[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(dir, file));
    // Only mails that name the address anywhere are worth decoding.
    if (!raw.includes(to)) continue;
    const parsed = await simpleParser(raw);
    if (!addresses(parsed.to).includes(to.toLowerCase())) continue;
    mails.push({
      headers: raw.toString('utf8').split(/\r?\n\r?\n/, 1)[0]!,
      subject: parsed.subject ?? '',
      text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
      html: typeof parsed.html === 'string' ? parsed.html : '',
    });
  }
  return mails;
}

/** Every mail to `to` as one text each: its headers as sent, then its decoded subject, plain and HTML bodies; oldest first. */
export async function mailsTo(to: string): Promise<string[]> {
  return (await inbox(to)).map((mail) => [mail.headers, mail.subject, mail.text, mail.html].join('\n\n'));
}

/** The path of the newest email-confirmation link mailed to `to`. */
export async function confirmationLink(to: string): Promise<string | null> {
  const links = (await inbox(to)).map((mail) => mail.text.match(/\/verify-email\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/)?.[0]).filter(Boolean);
  return links.at(-1) ?? null;
}
