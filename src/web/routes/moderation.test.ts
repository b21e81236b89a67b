import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoListing } from '../../demo/listing-factory';
import { createRng } from '../../demo/random';
import { findCity } from '../../domain/geo/find-city';
import { listings } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { loader as loginLoader } from './moderation-login';
import { loader as queueLoader } from './moderation';

/** The pages' loaders decide who sees the queue; the API tests cover the rest. */

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Only what these loaders read; the rest of the server's context is not theirs. */
function context(moderation: AppLoadContext['moderation']): AppLoadContext {
  return { db: database.db, moderation } as Partial<AppLoadContext> as AppLoadContext;
}

const args = (url: string, moderation: AppLoadContext['moderation']) =>
  ({ request: new Request(`http://localhost${url}`), params: {}, context: context(moderation) }) as never;

const reviewer = { name: 'Robin', csrfToken: 'csrf' };

/** What a loader threw or returned, as status, Location and body. */
async function outcome(run: () => unknown) {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get('location'), data: null };
  const wrapped = value as { data: unknown; init: ResponseInit | null };
  return { status: wrapped.init?.status ?? 200, location: null, data: wrapped.data as Record<string, unknown> };
}

describe('the moderation pages', () => {
  it('say the queue is closed (503) while ADMIN_TOKEN is not set, even to a reviewer', async () => {
    const queue = await outcome(() => queueLoader(args('/moderation', { configured: false, reviewer })));
    expect(queue).toMatchObject({ status: 503, data: { open: false } });
    const login = await outcome(() => loginLoader(args('/moderation/login', { configured: false, reviewer: null })));
    expect(login).toMatchObject({ status: 503, data: { configured: false } });
  });

  it('send a visitor without a session to sign in, and a signed-in reviewer to the queue', async () => {
    expect(await outcome(() => queueLoader(args('/moderation', { configured: true, reviewer: null })))).toMatchObject({
      status: 302,
      location: '/moderation/login',
    });
    expect(await outcome(() => loginLoader(args('/moderation/login', { configured: true, reviewer })))).toMatchObject({
      status: 302,
      location: '/moderation',
    });
  });

  it('load the queue for a reviewer, and start again on a bad page link', async () => {
    const listing = { ...buildDemoListing(createRng(5), { city: findCity('london')!, now: new Date() }), title: 'Held bicycle', moderationStatus: 'review' };
    const [row] = await database.db.insert(listings).values(listing).returning({ id: listings.id });
    const page = await outcome(() => queueLoader(args('/moderation', { configured: true, reviewer })));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ open: true, reviewer: 'Robin', csrfToken: 'csrf', queue: { total: 1, items: [{ id: row!.id, title: 'Held bicycle' }] } });
    expect(await outcome(() => queueLoader(args('/moderation?after=garbage', { configured: true, reviewer })))).toMatchObject({
      status: 302,
      location: '/moderation',
    });
  });

  it('write the queue’s times in the reviewer’s zone (the browser’s cookie), else UTC', async () => {
    const inNewYork = { request: new Request('http://localhost/moderation', { headers: { cookie: 'cb_tz=America%2FNew_York' } }), params: {}, context: context({ configured: true, reviewer }) } as never;
    expect((await outcome(() => queueLoader(inNewYork))).data).toMatchObject({ viewerTime: { timeZone: 'America/New_York', viewers: true } });
    expect((await outcome(() => queueLoader(args('/moderation', { configured: true, reviewer })))).data).toMatchObject({ viewerTime: { timeZone: 'UTC', viewers: false } });
  });
});
