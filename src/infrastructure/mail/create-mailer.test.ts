import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('with SMTP_URL has no outbox', () => {
    expect(createMailer({ smtpUrl: 'smtp://localhost:2525', from: 'noreply@cityboard.example', outboxDir: '/unused' }).outbox).toBeNull();
  });
});
