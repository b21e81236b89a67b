import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import type { Listing } from '../../domain/listings/listing-schemas';
import { REPORTS_TO_HIDE } from '../../domain/listings/report-listing';
import { decideListings } from '../../domain/moderation/review-decision';
import { createTestApp, visitorCookie, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function post(overrides: Parameters<typeof buildListingInput>[0] = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput(overrides) });
  expect(response.statusCode).toBe(201);
  const { id, manageUrl } = response.json<{ id: string; manageUrl: string }>();
  return { id, token: manageUrl.split('/').at(-1)!, cookie: visitorCookie(response) };
}

// An unsigned cookie is no identity: the server treats this as a new visitor.
const stranger = { cookie: 'cb_vid=nobody' };

describe('managing a listing', () => {
  it('stores only a hash of the management token', async () => {
    const { id, token } = await post();
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, id));
    expect(row?.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('lets the seller in by cookie or by link, and nobody else', async () => {
    const { id, token, cookie } = await post({ title: 'Desk lamp' });
    const byCookie = await t.app.inject({ url: `/api/listings/${id}/manage`, headers: { cookie } });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json()).toMatchObject({ title: 'Desk lamp', moderationStatus: 'approved' });
    expect(byCookie.json().contactEmail).toMatch(/@/);
    const byLink = await t.app.inject({ url: `/api/listings/${id}/manage`, headers: { ...stranger, 'x-manage-token': token } });
    expect(byLink.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/listings/${id}/manage`, headers: stranger })).statusCode).toBe(404);
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await t.app.inject({ url: `/api/listings/${id}/manage`, headers: { ...stranger, 'x-manage-token': wrong } })).statusCode).toBe(404);
  });

  it('answers a wrong management token exactly as it answers an id that is no listing', async () => {
    const { id, token } = await post({ title: 'Oak bench' });
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const ask = (method: 'GET' | 'POST' | 'DELETE', path: string) =>
      t.app.inject({ method, url: path, headers: { ...stranger, 'x-manage-token': wrong, 'accept-language': 'de' } });
    for (const [method, suffix] of [['GET', '/manage'], ['POST', '/sold'], ['POST', '/renew'], ['DELETE', ''], ['GET', '/conversations']] as const) {
      const known = await ask(method, `/api/listings/${id}${suffix}`);
      const unknown = await ask(method, `/api/listings/${unknownId}${suffix}`);
      expect([known.statusCode, known.body], `${method} ${suffix}`).toEqual([unknown.statusCode, unknown.body]);
      expect(known.statusCode).toBe(404);
    }
    // Without a token, too: a stranger cannot tell a listing from no listing by managing it.
    const plain = (listingId: string) => t.app.inject({ method: 'POST', url: `/api/listings/${listingId}/sold`, headers: stranger });
    const [known, unknown] = [await plain(id), await plain(unknownId)];
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
  });

  it('edits with the same validation as posting, keeping the city', async () => {
    const { id, token } = await post({ city: 'berlin', title: 'Fahrrad' });
    const edit = (body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/listings/${id}`, headers: { ...stranger, 'x-manage-token': token }, payload: body });
    const ok = await edit(buildListingInput({ title: 'Fahrrad, 28 Zoll', price: '120' }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ title: 'Fahrrad, 28 Zoll', price: '120.00', currency: 'EUR', city: 'berlin' });
    const bad = await edit(buildListingInput({ title: 'x'.repeat(101) }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('title');
  });

  it('marks as sold: the listing stays public and says so; sold ads cannot be renewed', async () => {
    const { id, cookie } = await post();
    const sold = await t.app.inject({ method: 'POST', url: `/api/listings/${id}/sold`, headers: { cookie } });
    expect(sold.statusCode).toBe(200);
    const publicView = (await t.app.inject(`/api/listings/${id}`)).json<Listing>();
    expect(publicView.status).toBe('sold');
    expect(publicView.soldAt).not.toBeNull();
    expect((await t.app.inject({ method: 'POST', url: `/api/listings/${id}/renew`, headers: { cookie } })).statusCode).toBe(409);
  });

  it('puts a sold listing back on sale within a day, and refuses later with a clear 409', async () => {
    const { id, token, cookie } = await post();
    const unsold = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/listings/${id}/unsold`, headers });
    const notSold = await unsold({ cookie });
    expect(notSold.statusCode).toBe(409);
    expect(notSold.json().message).toMatch(/not marked as sold/);
    expect((await t.app.inject({ method: 'POST', url: `/api/listings/${id}/sold`, headers: { cookie } })).statusCode).toBe(200);
    expect((await unsold(stranger)).statusCode).toBe(404);
    const undone = await unsold({ ...stranger, 'x-manage-token': token });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'active', soldAt: null });
    expect((await t.app.inject(`/api/listings/${id}`)).json<Listing>().status).toBe('active');

    expect((await t.app.inject({ method: 'POST', url: `/api/listings/${id}/sold`, headers: { cookie } })).statusCode).toBe(200);
    await t.database.db.update(listings).set({ soldAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(listings.id, id));
    const late = await unsold({ cookie });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/within 24 hours/);
    expect((await t.app.inject(`/api/listings/${id}`)).json<Listing>().status).toBe('sold');
  });

  it('renews for 30 days from now, and an expired listing leaves the public site until then', async () => {
    const { id, cookie } = await post();
    await t.database.db.update(listings).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(listings.id, id));
    expect((await t.app.inject(`/api/listings/${id}`)).statusCode).toBe(404);
    const renewed = await t.app.inject({ method: 'POST', url: `/api/listings/${id}/renew`, headers: { cookie } });
    expect(renewed.statusCode).toBe(200);
    const expiresAt = new Date(renewed.json<{ expiresAt: string }>().expiresAt).getTime();
    expect(Math.abs(expiresAt - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    expect((await t.app.inject(`/api/listings/${id}`)).statusCode).toBe(200);
  });

  it('deletes, after which the listing is gone for everyone', async () => {
    const { id, token } = await post();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers: stranger })).statusCode).toBe(404);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers: { ...stranger, 'x-manage-token': token } });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject(`/api/listings/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/listings/${id}/manage`, headers: { 'x-manage-token': token } })).statusCode).toBe(404);
  });
});

describe('tokens that are not the listing\'s own', () => {
  const swapCase = (text: string) => [...text].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

  it('change nothing when wrong, truncated, lengthened, case-changed or another listing\'s, on every management call', async () => {
    const target = await post({ title: 'Teak sideboard' });
    const other = await post({ title: 'Pine shelf' });
    const wrong = target.token.slice(0, -1) + (target.token.endsWith('A') ? 'B' : 'A');
    const badTokens = {
      wrong,
      truncated: target.token.slice(0, -1),
      'half of it': target.token.slice(0, 21),
      lengthened: `${target.token}A`,
      'case changed': swapCase(target.token),
      "another listing's": other.token,
      'the hash stored': (await t.database.db.select().from(listings).where(eq(listings.id, target.id)))[0]!.manageTokenHash!.slice(0, 64),
    };
    expect(swapCase(target.token)).not.toBe(target.token);
    const [before] = await t.database.db.select().from(listings).where(eq(listings.id, target.id));

    const calls = (token: string) => {
      const headers = { ...stranger, 'x-manage-token': token };
      return {
        'GET manage': t.app.inject({ url: `/api/listings/${target.id}/manage`, headers }),
        PUT: t.app.inject({ method: 'PUT', url: `/api/listings/${target.id}`, headers, payload: buildListingInput({ title: 'Taken over' }) }),
        sold: t.app.inject({ method: 'POST', url: `/api/listings/${target.id}/sold`, headers }),
        unsold: t.app.inject({ method: 'POST', url: `/api/listings/${target.id}/unsold`, headers }),
        renew: t.app.inject({ method: 'POST', url: `/api/listings/${target.id}/renew`, headers }),
        images: t.app.inject({ method: 'PUT', url: `/api/listings/${target.id}/images`, headers, payload: { imageURLs: [] } }),
        'email confirmation': t.app.inject({ method: 'POST', url: `/api/listings/${target.id}/email-confirmation`, headers }),
        DELETE: t.app.inject({ method: 'DELETE', url: `/api/listings/${target.id}`, headers }),
      };
    };
    for (const [kind, token] of Object.entries(badTokens)) {
      for (const [call, request] of Object.entries(calls(token))) {
        const response = await request;
        // 404 (as for no such listing) for a token of the right shape; the header's own limit (100 characters) would answer 400.
        expect(response.statusCode, `${kind} token, ${call}: ${response.body}`).toBe(404);
      }
    }

    const [after] = await t.database.db.select().from(listings).where(eq(listings.id, target.id));
    expect(after).toEqual(before);
    // The other listing's own token still manages only the other listing.
    const own = await t.app.inject({ url: `/api/listings/${other.id}/manage`, headers: { ...stranger, 'x-manage-token': other.token } });
    expect(own.json()).toMatchObject({ title: 'Pine shelf' });
    // And the right token works: the 404s above were the tokens' doing.
    const right = await t.app.inject({ url: `/api/listings/${target.id}/manage`, headers: { ...stranger, 'x-manage-token': target.token } });
    expect(right.json()).toMatchObject({ title: 'Teak sideboard' });
  });
});

describe('contacting a seller', () => {
  it('never gives out the seller’s address: the old reveal is gone, and the listing does not carry it', async () => {
    const { id } = await post({ contactEmail: 'seller-reveal@example.com' });
    const reveal = await t.app.inject({ method: 'POST', url: `/api/listings/${id}/contact` });
    expect(reveal.statusCode).toBe(404);
    const listing = await t.app.inject(`/api/listings/${id}`);
    expect(listing.body).not.toContain('seller-reveal@example.com');
  });
});

describe('reporting a listing', () => {
  it('takes it down once enough different visitors report it', async () => {
    const { id } = await post();
    // Each request without a valid cookie is a new visitor.
    const report = (reason = 'scam') => t.app.inject({ method: 'POST', url: `/api/listings/${id}/reports`, payload: { reason } });
    const first = await report();
    expect(first.statusCode).toBe(201);
    const reporterCookie = visitorCookie(first);
    // The same visitor reporting twice counts once.
    await t.app.inject({ method: 'POST', url: `/api/listings/${id}/reports`, headers: { cookie: reporterCookie }, payload: { reason: 'spam' } });
    expect((await t.app.inject(`/api/listings/${id}`)).statusCode).toBe(200);
    for (let i = 1; i < REPORTS_TO_HIDE; i += 1) expect((await report()).statusCode).toBe(201);
    expect((await t.app.inject(`/api/listings/${id}`)).statusCode).toBe(404);
  });

  it('keeps a listing a moderator approved up, until enough new reports come in', async () => {
    const { id } = await post();
    const report = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/listings/${id}/reports`, headers, payload: { reason: 'scam' } });
    const reporters: string[] = [];
    for (let i = 0; i < REPORTS_TO_HIDE; i += 1) reporters.push(visitorCookie(await report()));
    expect((await t.app.inject(`/api/listings/${id}`)).statusCode).toBe(404);

    await decideListings(t.database.db, { input: { ids: [id], decision: 'approve' }, reviewer: 'tester' });
    expect((await t.app.inject(`/api/listings/${id}`)).statusCode).toBe(200);
    // The reports the moderator weighed do not hide it again, even repeated...
    expect((await report({ cookie: reporters[0]! })).statusCode).toBe(201);
    expect((await t.app.inject(`/api/listings/${id}`)).statusCode).toBe(200);
    // ...but as many new reports as before do.
    for (let i = 1; i < REPORTS_TO_HIDE; i += 1) await report();
    expect((await t.app.inject(`/api/listings/${id}`)).statusCode).toBe(404);
  });

  it('refuses unknown reasons and unknown listings', async () => {
    const { id } = await post();
    const bad = await t.app.inject({ method: 'POST', url: `/api/listings/${id}/reports`, payload: { reason: 'ugly' } });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/listings/00000000-0000-4000-8000-000000000000/reports',
      payload: { reason: 'scam' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('log redaction', () => {
  it('keeps management tokens and upload tokens out of logged URLs', async () => {
    const { redactSecrets } = await import('../server');
    expect(redactSecrets('/manage/abc/SECRET123?x=1')).toBe('/manage/abc/[redacted]?x=1');
    expect(redactSecrets('/api/objects/upload/u1?token=abc.def')).toBe('/api/objects/upload/u1?token=[redacted]');
    expect(redactSecrets('/us/newyork?q=bike')).toBe('/us/newyork?q=bike');
  });
});

describe('the management link by mail', () => {
  it('lands in the outbox when no SMTP server is configured', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      payload: buildListingInput({ title: 'Mailed lamp', contactEmail: 'mailed-seller@example.com' }),
    });
    const { manageUrl } = response.json<{ manageUrl: string }>();
    const files = await readdir(t.config.outboxDir);
    const mails = await Promise.all(files.map((file) => readFile(`${t.config.outboxDir}/${file}`, 'utf8')));
    const mail = mails.find((text) => text.includes('mailed-seller@example.com') && text.includes('Manage your ad'));
    expect(mail).toBeDefined();
    expect(mail).toContain('Subject: Manage your ad: Mailed lamp');
    expect(mail!.replace(/=\r?\n/g, '')).toContain(`${t.config.publicUrl}${manageUrl}`);
  });
});
