/**
 * The mail the e2e server "sent": without SMTP it writes .eml files to a folder that
 * depends only on its port, so a spec can open them like a person opens their inbox.
 */
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function outboxDir(port: string = process.env.E2E_PORT ?? '5055'): string {
  return path.join(tmpdir(), `cityboard-e2e-outbox-${port}`);
}

/** The decoded text of every mail to `to`, oldest first. */
export async function mailsTo(to: string): Promise<string[]> {
  const dir = outboxDir();
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails: string[] = [];
  for (const file of files.sort()) {
    // Quoted-printable: soft line breaks and escaped "=".
    const text = (await readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (text.includes(`To: ${to}`)) mails.push(text);
  }
  return mails;
}

/** The path of the newest email-confirmation link mailed to `to`. */
export async function confirmationLink(to: string): Promise<string | null> {
  const links = (await mailsTo(to)).map((mail) => mail.match(/\/verify-email\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/)?.[0]).filter(Boolean);
  return links.at(-1) ?? null;
}
