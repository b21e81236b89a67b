/**
 * Posting an ad mails whatever address its form names (the management link and a link
 * to confirm the address). To an address nobody has confirmed, each ad counts against
 * the confirmation mails' limit, per visitor and per client IP; to a confirmed one it
 * does not. Through the real server, database and outbox.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import { confirmEmail } from '../../domain/verification/email-verification';
import { i18nFor } from '../../i18n/catalogues';
import { errorText } from '../../i18n/error-text';
import { createTestApp, visitorCookie, type TestApp } from '../../testing/test-app';

const PER_VISITOR = 3;
const PER_IP = 5;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_CONFIRMATION_MAILS_PER_HOUR: String(PER_VISITOR), RATE_LIMIT_CONFIRMATION_MAILS_PER_HOUR_PER_IP: String(PER_IP) },
  });
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
const fresh = () => `seller${++address}@example.com`;

function post(contactEmail: string, options: { cookie?: string; ip: string; language?: string }) {
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'en' };
  if (options.cookie) headers.cookie = options.cookie;
  return t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput({ contactEmail }), headers, remoteAddress: options.ip });
}

async function mailsTo(to: string) {
  const files = (await readdir(t.config.outboxDir).catch(() => [])).sort();
  const found = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(t.config.outboxDir, file)));
    if ([mail.to].flat().some((entry) => entry?.value.some((value) => value.address === to))) found.push(mail);
  }
  return found;
}

const storedFor = async (contactEmail: string) => t.database.db.select({ id: listings.id }).from(listings).where(eq(listings.contactEmail, contactEmail));

describe('mail sent on posting', () => {
  it(`counts each ad to an unconfirmed address: the visitor's ${PER_VISITOR + 1}th is 429 in the page's language, and nothing is stored or mailed`, async () => {
    const ip = '198.51.100.1';
    const first = await post(fresh(), { ip });
    expect(first.statusCode, first.body).toBe(201);
    const cookie = visitorCookie(first);
    for (let index = 1; index < PER_VISITOR; index++) expect((await post(fresh(), { cookie, ip })).statusCode).toBe(201);

    const refused = fresh();
    const limited = await post(refused, { cookie, ip, language: 'de' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: errorText(i18nFor('de').t, 'errors.limits.unconfirmedPosts') });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFor(refused)).toEqual([]);
    expect(await mailsTo(refused)).toEqual([]);
  });

  it('counts per client IP too, so fresh cookies do not escape it', async () => {
    const ip = '198.51.100.2';
    const statuses: number[] = [];
    for (let index = 0; index < PER_IP + 2; index++) statuses.push((await post(fresh(), { ip })).statusCode);
    expect(statuses).toEqual([...Array<number>(PER_IP).fill(201), 429, 429]);
  });

  it('does not count ads to an address its owner has confirmed', async () => {
    const ip = '198.51.100.3';
    const owner = fresh();
    const first = await post(owner, { ip });
    expect(first.statusCode).toBe(201);
    const cookie = visitorCookie(first);
    const [confirmation] = (await mailsTo(owner)).filter((mail) => /\/verify-email\//.test(mail.text ?? ''));
    const link = /\/verify-email\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(confirmation?.text ?? '');
    expect(link).not.toBeNull();
    await confirmEmail(t.database.db, { id: link![1]!, token: link![2]! });

    // Well past the visitor's allowance of unconfirmed ads, all to the confirmed address.
    for (let index = 0; index < PER_VISITOR + 2; index++) expect((await post(owner, { cookie, ip })).statusCode).toBe(201);
    // The allowance is still there for a new address: only the first ad spent from it.
    for (let index = 1; index < PER_VISITOR; index++) expect((await post(fresh(), { cookie, ip })).statusCode).toBe(201);
    expect((await post(fresh(), { cookie, ip })).statusCode).toBe(429);
  });
});
