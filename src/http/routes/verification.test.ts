/**
 * Verified sellers through the API: a confirmation link is mailed on posting, following
 * it marks the address and its listings, and "Trusted Sellers Only" shows only those.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings, userVerifications } from '../../db/schema';
import type { Listing } from '../../domain/listings/listing-schemas';
import { confirmEmail, findEmailConfirmation } from '../../domain/verification/email-verification';
import { createTestApp, visitorCookie, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function post(email: string, overrides: Parameters<typeof buildListingInput>[0] = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput({ contactEmail: email, city: 'london', ...overrides }) });
  expect(response.statusCode, response.body).toBe(201);
  const { id, manageUrl } = response.json<{ id: string; manageUrl: string }>();
  return { id, token: manageUrl.split('/').at(-1)!, cookie: visitorCookie(response) };
}

/** The confirmation links mailed to `email`, oldest first, as a person would click them. */
async function confirmationLinks(email: string): Promise<{ id: string; token: string }[]> {
  const files = (await readdir(t.config.outboxDir)).sort();
  const links = [];
  for (const file of files) {
    const mail = (await readFile(path.join(t.config.outboxDir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!mail.includes(`To: ${email}`) || !mail.includes('Subject: Confirm your email address')) continue;
    const match = mail.match(/\/verify-email\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/);
    if (match) links.push({ id: match[1]!, token: match[2]! });
  }
  return links;
}

async function isVerified(id: string): Promise<boolean> {
  const [row] = await t.database.db.select({ v: listings.isVerifiedUser }).from(listings).where(eq(listings.id, id));
  return row!.v;
}

describe('confirming a seller email', () => {
  it('mails a link on posting; following it verifies the address and every listing that uses it', async () => {
    const first = await post('Anna.Seller@example.com');
    const second = await post('anna.seller@example.com');
    expect(await isVerified(first.id)).toBe(false);
    const links = await confirmationLinks('anna.seller@example.com');
    expect(links).toHaveLength(2);
    // Only a hash of the token is stored.
    const [record] = await t.database.db.select().from(userVerifications).where(eq(userVerifications.id, links[0]!.id));
    expect(record).toMatchObject({ verificationType: 'email', status: 'pending', cost: 0 });
    expect(JSON.stringify(record)).not.toContain(links[0]!.token);

    const confirmed = await confirmEmail(t.database.db, links[0]!);
    expect(confirmed).toEqual({ email: 'anna.seller@example.com', visitorId: expect.any(String), listings: 2 });
    expect(await isVerified(first.id)).toBe(true);
    expect(await isVerified(second.id)).toBe(true);
    const [after] = await t.database.db.select().from(userVerifications).where(eq(userVerifications.id, links[0]!.id));
    expect(after).toMatchObject({ status: 'verified', reviewedBy: 'email-link' });
    expect(after!.reviewedAt).toBeInstanceOf(Date);

    // A later ad from a confirmed address is verified at once, and no new link is mailed.
    const third = await post('anna.seller@example.com');
    expect(await isVerified(third.id)).toBe(true);
    expect(await confirmationLinks('anna.seller@example.com')).toHaveLength(2);
    const publicView = await t.app.inject(`/api/listings/${third.id}`);
    expect(publicView.json<Listing>().isVerifiedUser).toBe(true);
  });

  it('looks a link up without confirming it: only pressing the button (POST) confirms, since mail scanners open links', async () => {
    const ad = await post('gil@example.com');
    const [link] = await confirmationLinks('gil@example.com');
    expect(await findEmailConfirmation(t.database.db, link!)).toMatchObject({ email: 'gil@example.com', confirmed: false });
    expect(await findEmailConfirmation(t.database.db, link!)).toMatchObject({ confirmed: false });
    expect(await isVerified(ad.id)).toBe(false);
    const [record] = await t.database.db.select().from(userVerifications).where(eq(userVerifications.id, link!.id));
    expect(record).toMatchObject({ status: 'pending', reviewedAt: null });

    await confirmEmail(t.database.db, link!);
    expect(await isVerified(ad.id)).toBe(true);
    expect(await findEmailConfirmation(t.database.db, link!)).toMatchObject({ confirmed: true });
    // A confirmed link stays good after its 48 hours: it no longer asks for anything.
    const later = new Date(Date.now() + 49 * 60 * 60 * 1000);
    expect(await findEmailConfirmation(t.database.db, { ...link!, now: later })).toMatchObject({ confirmed: true });
    await expect(findEmailConfirmation(t.database.db, { id: link!.id, token: 'x'.repeat(43) })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('refuses a wrong or expired link', async () => {
    await post('bea@example.com');
    const [link] = await confirmationLinks('bea@example.com');
    await expect(confirmEmail(t.database.db, { id: link!.id, token: 'x'.repeat(43) })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(confirmEmail(t.database.db, { id: 'not-an-id', token: link!.token })).rejects.toMatchObject({ kind: 'not_found' });
    const later = new Date(Date.now() + 49 * 60 * 60 * 1000);
    await expect(confirmEmail(t.database.db, { ...link!, now: later })).rejects.toMatchObject({ kind: 'gone' });
  });

  it('drops the mark when an edit changes the email to an unconfirmed one', async () => {
    const ad = await post('carla@example.com');
    const [link] = await confirmationLinks('carla@example.com');
    await confirmEmail(t.database.db, link!);
    expect(await isVerified(ad.id)).toBe(true);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/${ad.id}`,
      headers: { cookie: ad.cookie },
      payload: buildListingInput({ contactEmail: 'someone-else@example.com', city: 'london' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<{ isVerifiedUser: boolean }>().isVerifiedUser).toBe(false);
  });

  it('lets the seller, and only the seller, ask for a new link', async () => {
    const ad = await post('dora@example.com');
    const url = `/api/listings/${ad.id}/email-confirmation`;
    // Anyone else is answered as for an unknown listing.
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie: 'cb_vid=nobody' } })).statusCode).toBe(404);
    const resent = await t.app.inject({ method: 'POST', url, headers: { 'x-manage-token': ad.token } });
    expect(resent.json()).toEqual({ sent: true, verified: false });
    const links = await confirmationLinks('dora@example.com');
    expect(links).toHaveLength(2);
    await confirmEmail(t.database.db, links[1]!);
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie: ad.cookie } })).json()).toEqual({ sent: false, verified: true });
  });
});

describe('Trusted Sellers Only', () => {
  it('shows only listings of confirmed sellers, in the list and its count', async () => {
    const trusted = await post('erin@example.com', { title: 'Trusted oak bookshelf' });
    const [link] = await confirmationLinks('erin@example.com');
    await confirmEmail(t.database.db, link!);
    await post('frank@example.com', { title: 'Unconfirmed oak bookshelf' });

    const all = await t.app.inject('/api/listings?city=london&search=oak%20bookshelf');
    expect(all.json<Listing[]>().map((l) => l.title).sort()).toEqual(['Trusted oak bookshelf', 'Unconfirmed oak bookshelf']);
    const only = await t.app.inject('/api/listings?city=london&search=oak%20bookshelf&verified=1');
    expect(only.json<Listing[]>().map((l) => l.id)).toEqual([trusted.id]);
    expect((await t.app.inject('/api/listings?verified=maybe')).statusCode).toBe(400);
  });
});
