import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { aiModerations, listings, reviewerSessions, spamDetections } from '../../db/schema';
import type { ReviewQueue } from '../../domain/moderation/review-queue';
import { REPORTS_TO_HIDE } from '../../domain/listings/report-listing';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_ENV } from '../../domain/limits/rate-limit-rules';
import { createTestApp, type TestApp } from '../../testing/test-app';

const ADMIN_TOKEN = 'reviewer-token-for-tests-0123456789';
/** The sign-in limit per address at its real default (test apps otherwise get limits too high to reach). */
const SIGN_IN_LIMIT = DEFAULT_RATE_LIMITS.reviewer_login.perIp;

let t: TestApp;
/** The same server without ADMIN_TOKEN. */
let closed: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN, [RATE_LIMIT_ENV.reviewer_login.perIp]: String(SIGN_IN_LIMIT) } });
  closed = await createTestApp({ database: t.database });
});
afterAll(async () => {
  await closed?.close();
  await t?.close();
});

interface Reviewer {
  cookie: string;
  csrf: string;
}

/** Each sign-in from its own address, so the tests stay under the sign-in limit. */
let signIns = 0;

async function signIn(name?: string, app: TestApp = t): Promise<Reviewer> {
  signIns += 1;
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/moderation/login',
    remoteAddress: `198.51.100.${signIns}`,
    payload: { token: ADMIN_TOKEN, ...(name ? { name } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'cb_review');
  if (!cookie) throw new Error('no reviewer cookie');
  return { cookie: `cb_review=${cookie.value}`, csrf: response.json<{ csrfToken: string }>().csrfToken };
}

async function post(status: 'approved' | 'review' = 'approved', overrides: Parameters<typeof buildListingInput>[0] = {}): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: string }>();
  // Whatever screening decided, the test sets the state it needs.
  await t.database.db.update(listings).set({ moderationStatus: status }).where(eq(listings.id, id));
  return id;
}

async function queue(reviewer: Reviewer, query = 'limit=100'): Promise<ReviewQueue> {
  const response = await t.app.inject({ url: `/api/moderation/queue?${query}`, headers: { cookie: reviewer.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReviewQueue>();
}

function decide(reviewer: Reviewer, ids: string[], decision: string, csrf: string | null = reviewer.csrf) {
  return t.app.inject({
    method: 'POST',
    url: '/api/moderation/decisions',
    headers: { cookie: reviewer.cookie, ...(csrf === null ? {} : { 'x-csrf-token': csrf }) },
    payload: { ids, decision },
  });
}

const publicStatus = async (id: string) => (await t.app.inject(`/api/listings/${id}`)).statusCode;

async function latestModeration(id: string) {
  const [row] = await t.database.db
    .select()
    .from(aiModerations)
    .where(and(eq(aiModerations.contentType, 'listing'), eq(aiModerations.contentId, id)))
    .orderBy(desc(aiModerations.createdAt))
    .limit(1);
  return row;
}

describe('signing in to the moderation queue', () => {
  it('stays closed when ADMIN_TOKEN is not configured, whatever is sent', async () => {
    const login = await closed.app.inject({ method: 'POST', url: '/api/moderation/login', payload: { token: ADMIN_TOKEN } });
    expect(login.statusCode).toBe(503);
    expect(login.json().message).toMatch(/not configured/i);
    expect(login.cookies.find((c) => c.name === 'cb_review')).toBeUndefined();
    // A session cookie made by a configured server opens nothing here either.
    const reviewer = await signIn();
    const list = await closed.app.inject({ url: '/api/moderation/queue', headers: { cookie: reviewer.cookie } });
    expect(list.statusCode).toBe(503);
    const change = await closed.app.inject({
      method: 'POST',
      url: '/api/moderation/decisions',
      headers: { cookie: reviewer.cookie, 'x-csrf-token': reviewer.csrf },
      payload: { ids: [await post('review')], decision: 'approve' },
    });
    expect(change.statusCode).toBe(503);
  });

  it('refuses a wrong token with 401 and no cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/moderation/login', payload: { token: `${ADMIN_TOKEN}x` } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/not right/);
    expect(response.cookies.find((c) => c.name === 'cb_review')).toBeUndefined();
    const empty = await t.app.inject({ method: 'POST', url: '/api/moderation/login', payload: { token: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Enter the reviewer token/);
  });

  it('signs in with a signed, httpOnly, SameSite=Strict cookie and answers the CSRF token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/moderation/login', payload: { token: ADMIN_TOKEN, name: ' Alex ' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const cookie = response.cookies.find((c) => c.name === 'cb_review');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // Served over plain http here, so not Secure.
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).not.toContain(ADMIN_TOKEN);
    const body = response.json<{ reviewer: string; csrfToken: string }>();
    expect(body.reviewer).toBe('Alex');
    expect(body.csrfToken.length).toBeGreaterThanOrEqual(32);

    const session = await t.app.inject({ url: '/api/moderation/session', headers: { cookie: `cb_review=${cookie!.value}` } });
    expect(session.json()).toMatchObject({ reviewer: 'Alex', csrfToken: body.csrfToken });
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const https = await createTestApp({ env: { ADMIN_TOKEN, PUBLIC_URL: 'https://cityboard.example' }, database: t.database });
    try {
      const response = await https.app.inject({ method: 'POST', url: '/api/moderation/login', remoteAddress: '192.0.2.1', payload: { token: ADMIN_TOKEN } });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'cb_review')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await https.close();
    }
  });

  it('answers 401 without a session, or with a cookie that was tampered with', async () => {
    expect((await t.app.inject('/api/moderation/queue')).statusCode).toBe(401);
    const { cookie } = await signIn('Alex');
    const value = decodeURIComponent(cookie.slice('cb_review='.length));
    const [sessionId, signature] = value.split('.');
    // Another session id under the same signature.
    const changed = `${sessionId!.slice(0, -1)}${sessionId!.endsWith('A') ? 'B' : 'A'}.${signature}`;
    const forged = await t.app.inject({ url: '/api/moderation/queue', headers: { cookie: `cb_review=${encodeURIComponent(changed)}` } });
    expect(forged.statusCode).toBe(401);
    // The untouched cookie still works, so the 401 above is the signature's doing.
    expect((await t.app.inject({ url: '/api/moderation/queue', headers: { cookie } })).statusCode).toBe(200);
  });

  it('keeps sessions on the server: the cookie holds only a random id, the table only its hash', async () => {
    const { cookie } = await signIn('Jordan');
    const sessionId = decodeURIComponent(cookie.slice('cb_review='.length)).split('.')[0]!;
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.select().from(reviewerSessions);
    const row = rows.find((r) => r.reviewerName === 'Jordan');
    expect(row?.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.some((r) => r.idHash.includes(sessionId) || r.tokenFingerprint.includes(ADMIN_TOKEN))).toBe(false);

    // A session whose time is up no longer opens the queue, even though the cookie is intact.
    await t.database.db.update(reviewerSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(reviewerSessions.idHash, row!.idHash));
    expect((await t.app.inject({ url: '/api/moderation/queue', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ends every session when ADMIN_TOKEN changes', async () => {
    const reviewer = await signIn();
    const rotated = await createTestApp({ env: { ADMIN_TOKEN: 'a-brand-new-reviewer-token-999' }, database: t.database });
    try {
      const response = await rotated.app.inject({ url: '/api/moderation/queue', headers: { cookie: reviewer.cookie } });
      expect(response.statusCode).toBe(401);
    } finally {
      await rotated.close();
    }
  });

  it('limits sign-in attempts per address', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/moderation/login', remoteAddress: '203.0.113.7', payload: { token: 'guess-guess-guess-guess' } });
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many sign-in attempts/);
    // Even the right token waits: the limit counts attempts, not failures.
    const right = await t.app.inject({ method: 'POST', url: '/api/moderation/login', remoteAddress: '203.0.113.7', payload: { token: ADMIN_TOKEN } });
    expect(right.statusCode).toBe(429);
    // Another address is not affected.
    const other = await t.app.inject({ method: 'POST', url: '/api/moderation/login', remoteAddress: '203.0.113.8', payload: { token: ADMIN_TOKEN } });
    expect(other.statusCode).toBe(200);
  });

  it('signs out: the cookie is cleared, and signing out needs the CSRF token too', async () => {
    const reviewer = await signIn();
    const withoutToken = await t.app.inject({ method: 'POST', url: '/api/moderation/logout', headers: { cookie: reviewer.cookie } });
    expect(withoutToken.statusCode).toBe(403);
    const response = await t.app.inject({ method: 'POST', url: '/api/moderation/logout', headers: { cookie: reviewer.cookie, 'x-csrf-token': reviewer.csrf } });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'cb_review');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
  });

  it('signing out ends the session on the server: a copy of the cookie kept from before gets 401', async () => {
    const reviewer = await signIn('Casey');
    const other = await signIn('Drew');
    const copied = reviewer.cookie;
    expect((await t.app.inject({ url: '/api/moderation/queue', headers: { cookie: copied } })).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/moderation/logout', headers: { cookie: reviewer.cookie, 'x-csrf-token': reviewer.csrf } });
    expect(out.statusCode).toBe(204);

    for (const url of ['/api/moderation/queue', '/api/moderation/session']) {
      const response = await t.app.inject({ url, headers: { cookie: copied } });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toMatch(/Sign in as a reviewer/);
    }
    const decision = await t.app.inject({
      method: 'POST',
      url: '/api/moderation/decisions',
      headers: { cookie: copied, 'x-csrf-token': reviewer.csrf },
      payload: { ids: [await post('review')], decision: 'approved' },
    });
    expect(decision.statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/moderation/logout', headers: { cookie: copied, 'x-csrf-token': reviewer.csrf } });
    expect(again.statusCode).toBe(401);
    // Only that session ended: another reviewer stays signed in.
    expect((await t.app.inject({ url: '/api/moderation/queue', headers: { cookie: other.cookie } })).statusCode).toBe(200);
  });
});

describe('the queue', () => {
  it('lists a held listing with its latest spam score and reasons', async () => {
    const reviewer = await signIn();
    const id = await post('review', { title: 'Moderation test: held camera', price: '120', city: 'berlin' });
    const ok = await post('approved', { title: 'Moderation test: honest lamp' });
    await t.database.db.insert(spamDetections).values({ listingId: id, spamScore: 40, reasons: ['old reason'], action: 'review', createdAt: new Date(Date.now() - 60_000) });
    await t.database.db.insert(spamDetections).values({ listingId: id, spamScore: 78, reasons: ['payment by gift card', 'contact details in the text'], action: 'review', reviewRequired: true });
    await t.database.db.update(listings).set({ spamScore: 78 }).where(eq(listings.id, id));

    const { items, total } = await queue(reviewer);
    const item = items.find((i) => i.id === id);
    expect(item).toMatchObject({
      title: 'Moderation test: held camera',
      price: '120.00',
      currency: 'EUR',
      city: 'berlin',
      moderationStatus: 'review',
      isPublic: false,
      spamScore: 78,
      screening: { spamScore: 78, reasons: ['payment by gift card', 'contact details in the text'], action: 'review' },
      reports: { count: 0, reasons: [], details: [] },
      lastDecision: null,
    });
    expect(item?.category).toBeTruthy();
    expect(new Date(item!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(items.some((i) => i.id === ok)).toBe(false);
    expect(total).toBe(items.length);
  });

  it('lists listings hidden by reports, and public ones with open reports, with their reasons', async () => {
    const reviewer = await signIn();
    const hidden = await post('approved', { title: 'Moderation test: reported thrice' });
    // No cookie: each report comes from a new visitor, as three different people would.
    const reasons = ['scam', 'scam', 'spam'];
    for (const [index, reason] of reasons.entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/listings/${hidden}/reports`,
        payload: { reason, ...(index === 0 ? { details: 'Asked me to pay by wire first' } : {}) },
      });
      expect(response.statusCode).toBe(201);
    }
    expect(reasons.length).toBe(REPORTS_TO_HIDE);
    expect(await publicStatus(hidden)).toBe(404);

    const reported = await post('approved', { title: 'Moderation test: reported once' });
    await t.app.inject({ method: 'POST', url: `/api/listings/${reported}/reports`, payload: { reason: 'wrong_category' } });

    const { items } = await queue(reviewer);
    expect(items.find((i) => i.id === hidden)).toMatchObject({
      moderationStatus: 'review',
      isPublic: false,
      reports: { count: 3, reasons: [{ reason: 'scam', count: 2 }, { reason: 'spam', count: 1 }], details: ['Asked me to pay by wire first'] },
    });
    expect(items.find((i) => i.id === reported)).toMatchObject({ moderationStatus: 'approved', isPublic: true, reports: { count: 1 } });

    // Once a reviewer keeps it, its old report no longer queues it; a new report does.
    expect((await decide(reviewer, [reported], 'approve')).statusCode).toBe(200);
    expect((await queue(reviewer)).items.some((i) => i.id === reported)).toBe(false);
    const again = await t.app.inject({ method: 'POST', url: `/api/listings/${reported}/reports`, payload: { reason: 'spam' } });
    expect(again.statusCode).toBe(201);
    const back = (await queue(reviewer)).items.find((i) => i.id === reported);
    expect(back).toMatchObject({ reports: { count: 1, reasons: [{ reason: 'spam', count: 1 }] }, lastDecision: { finalDecision: 'approved' } });
  });

  it('pages oldest first with a cursor', async () => {
    const reviewer = await signIn();
    const mine: string[] = [];
    for (let i = 0; i < 3; i += 1) mine.push(await post('review'));
    // Spread their ages so "oldest first" is observable: the last posted is made oldest.
    await t.database.db.update(listings).set({ createdAt: new Date('2020-01-01T00:00:00Z') }).where(eq(listings.id, mine[2]!));
    const seen: ReviewQueue['items'] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: ReviewQueue = await queue(reviewer, `limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
      total = page.total;
    } while (cursor);
    expect(seen.length).toBe(total);
    expect(new Set(seen.map((i) => i.id)).size).toBe(seen.length);
    expect(seen[0]?.id).toBe(mine[2]);
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]!.createdAt >= seen[i - 1]!.createdAt).toBe(true);
    for (const id of mine) expect(seen.some((i) => i.id === id)).toBe(true);
  });

  it('answers bad queries with 400', async () => {
    const reviewer = await signIn();
    for (const query of ['limit=0', 'limit=abc', 'limit=101', 'cursor=not-a-cursor', `cursor=${Buffer.from('{"q":1,"t":"x","i":"y"}').toString('base64url')}`]) {
      const response = await t.app.inject({ url: `/api/moderation/queue?${query}`, headers: { cookie: reviewer.cookie } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBeTruthy();
    }
  });
});

describe('decisions', () => {
  it('approving makes a listing public and records finalDecision, reviewedBy and reviewedAt on its moderation record', async () => {
    const reviewer = await signIn('Alex');
    const id = await post('review');
    const [screened] = await t.database.db
      .insert(aiModerations)
      .values({ contentId: id, contentType: 'listing', moderationResult: { spamScore: 70, reasons: ['urgency'] }, humanReviewRequired: true })
      .returning();
    expect(await publicStatus(id)).toBe(404);

    const before = Date.now();
    const response = await decide(reviewer, [id], 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ finalDecision: 'approved', reviewedBy: 'Alex', listings: [{ id, moderationStatus: 'approved' }] });
    expect(await publicStatus(id)).toBe(200);

    const record = await latestModeration(id);
    expect(record?.id).toBe(screened!.id);
    expect(record).toMatchObject({ finalDecision: 'approved', reviewedBy: 'Alex', humanReviewRequired: false, moderationResult: { spamScore: 70, reasons: ['urgency'] } });
    expect(record!.reviewedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await queue(reviewer)).items.some((i) => i.id === id)).toBe(false);
  });

  it('rejecting keeps a listing hidden and creates the moderation record when screening left none', async () => {
    const reviewer = await signIn();
    const id = await post('review');
    await t.database.db.delete(aiModerations).where(eq(aiModerations.contentId, id));
    const response = await decide(reviewer, [id], 'reject');
    expect(response.statusCode, response.body).toBe(200);
    expect(await publicStatus(id)).toBe(404);
    const [row] = await t.database.db.select({ status: listings.moderationStatus }).from(listings).where(eq(listings.id, id));
    expect(row?.status).toBe('rejected');
    const record = await latestModeration(id);
    expect(record).toMatchObject({ finalDecision: 'rejected', reviewedBy: 'reviewer', humanReviewRequired: false });
    expect(record?.reviewedAt).toBeInstanceOf(Date);
    expect((await queue(reviewer)).items.some((i) => i.id === id)).toBe(false);
  });

  it('decides in bulk, all or nothing', async () => {
    const reviewer = await signIn();
    const ids = [await post('review'), await post('review'), await post('review')];
    const unknown = '00000000-0000-4000-8000-000000000000';
    const partial = await decide(reviewer, [ids[0]!, unknown], 'approve');
    expect(partial.statusCode).toBe(404);
    expect(partial.json().message).toContain(unknown);
    expect(await publicStatus(ids[0]!)).toBe(404);

    const approved = await decide(reviewer, [ids[0]!, ids[1]!, ids[0]!], 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().listings).toHaveLength(2);
    expect(await publicStatus(ids[0]!)).toBe(200);
    expect(await publicStatus(ids[1]!)).toBe(200);
    expect(await publicStatus(ids[2]!)).toBe(404);
    for (const id of ids.slice(0, 2)) expect((await latestModeration(id))?.finalDecision).toBe('approved');

    const rejected = await decide(reviewer, ids, 'reject');
    expect(rejected.statusCode).toBe(200);
    for (const id of ids) expect(await publicStatus(id)).toBe(404);
  });

  it('refuses a change without the CSRF token of the same session (403), changing nothing', async () => {
    const reviewer = await signIn();
    const other = await signIn();
    const id = await post('review');
    expect((await decide(reviewer, [id], 'approve', null)).statusCode).toBe(403);
    expect((await decide(reviewer, [id], 'approve', 'forged')).statusCode).toBe(403);
    const crossed = await decide(reviewer, [id], 'approve', other.csrf);
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json().message).toMatch(/security token/);
    expect(await publicStatus(id)).toBe(404);
    // And without a session the token alone is not enough.
    const noSession = await t.app.inject({ method: 'POST', url: '/api/moderation/decisions', headers: { 'x-csrf-token': reviewer.csrf }, payload: { ids: [id], decision: 'approve' } });
    expect(noSession.statusCode).toBe(401);
    expect(await publicStatus(id)).toBe(404);
  });

  it('answers bad input with a clear 400', async () => {
    const reviewer = await signIn();
    const id = await post('review');
    const cases: [unknown, RegExp][] = [
      [{ ids: [], decision: 'approve' }, /at least one/],
      [{ ids: ['nope'], decision: 'approve' }, /listing id/],
      [{ ids: [id], decision: 'maybe' }, /approve or reject/],
      [{ ids: Array.from({ length: 101 }, () => id), decision: 'reject' }, /at most 100/],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/moderation/decisions',
        headers: { cookie: reviewer.cookie, 'x-csrf-token': reviewer.csrf },
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/moderation/decisions',
      headers: { cookie: reviewer.cookie, 'x-csrf-token': reviewer.csrf, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of ['/api/moderation/login', '/api/moderation/logout', '/api/moderation/session', '/api/moderation/queue', '/api/moderation/decisions']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
