import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../db/schema';
import { i18nFor } from '../i18n/catalogues';
import { errorText, type ErrorValues } from '../i18n/error-text';
import { honestListingBody } from '../testing/honest-listing';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The routes' own refusals (not only the schemas of listings) speak the language the
 * request asks for (#26): one request per route, answered in German for
 * `Accept-Language: de`, and in the same English as before without it.
 */

const ADMIN_TOKEN = 'reviewer-token-for-language-tests-0123';
const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

const de = (key: string, values?: ErrorValues) => errorText(i18nFor('de').t, key, values);
const en = (key: string, values?: ErrorValues) => errorText(i18nFor('en').t, key, values);

interface Answer {
  status: number;
  message: string;
  errors: Record<string, string>;
}

async function ask(options: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown; headers?: Record<string, string> }, app: TestApp = t): Promise<Answer> {
  const response = await app.app.inject({ method: options.method ?? 'GET', url: options.url, payload: options.payload as string, headers: options.headers ?? {} });
  const body = response.json<{ message: string; errors?: { field: string; message: string }[] }>();
  return { status: response.statusCode, message: body.message, errors: Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message])) };
}

describe("the routes' own refusals in the request's language", () => {
  it('pricing: an unknown city and attributes that are no JSON object', async () => {
    const city = await ask({ url: '/api/price-estimate?category=for-sale&title=Oak%20table&city=atlantis', headers: GERMAN });
    expect(city).toMatchObject({ status: 400, message: 'Unbekannte Stadt', errors: { city: 'Keine Cityboard-Seite heißt „atlantis“' } });
    const english = await ask({ url: '/api/price-estimate?category=for-sale&title=Oak%20table&city=atlantis' });
    expect(english).toMatchObject({ message: 'Unknown city', errors: { city: 'No Cityboard site is called "atlantis"' } });

    const attributes = await ask({ url: '/api/price-estimate?category=for-sale&title=Oak%20table&attributes=%5B1%5D', headers: GERMAN });
    expect(attributes.status).toBe(400);
    expect(attributes.errors.attributes).toBe('Die Merkmale müssen ein JSON-Objekt sein');
    const subcategory = await ask({ url: '/api/price-estimate?category=housing&subcategory=sofas&title=Oak%20table', headers: GERMAN });
    expect(subcategory.errors.subcategory).toBe(de('errors.listing.notASubcategory', { subcategory: 'sofas', category: 'category.names.housing' }));
    expect(subcategory.errors.subcategory).not.toBe(en('errors.listing.notASubcategory', { subcategory: 'sofas', category: 'category.names.housing' }));
  });

  it('search suggestions: an unknown city and a language we do not have', async () => {
    const city = await ask({ url: '/api/suggestions?q=sofa&city=atlantis', headers: GERMAN });
    expect(city).toMatchObject({ status: 400, message: 'Unbekannte Stadt' });
    const language = await ask({ url: '/api/suggestions?q=sofa&lang=xx', headers: GERMAN });
    expect(language.status).toBe(400);
    expect(language.errors.lang).toBe(de('errors.value.oneOf', { label: 'errors.fields.language', allowed: 'en, es, fr, de, it, ja' }));
    expect(language.errors.lang).toMatch(/^„Sprache“ muss einer dieser Werte sein: en, es/);
  });

  it('premium: an unknown city refused, and the answer about paid features said in German', async () => {
    expect(await ask({ url: '/api/feature-gate?category=all&city=atlantis', headers: GERMAN })).toMatchObject({ status: 400, message: 'Unbekannte Stadt' });
    const choose = await ask({ url: '/api/feature-gate?category=nothing&city=berlin', headers: GERMAN });
    expect(choose.errors.category).toBe(de('errors.features.chooseCategory'));
    const paid = await t.app.inject({ url: '/api/paid-features?category=jobs&city=berlin', headers: GERMAN });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<{ message: string }>().message).toContain('Berlin');
    expect(paid.json<{ message: string }>().message).not.toMatch(/Premium features/);
    expect(paid.json<{ message: string }>().message).toContain(i18nFor('de').t('categoryBar.items.jobs'));
    const english = await t.app.inject({ url: '/api/paid-features?category=jobs&city=berlin' });
    expect(english.json<{ message: string }>().message).toMatch(/^Premium features are not offered yet; they are planned for when Jobs in Berlin reaches 100 listings/);
  });

  it('sitemaps and feeds', async () => {
    expect(await ask({ url: '/sitemaps/nothing.txt', headers: GERMAN })).toMatchObject({ status: 404, message: 'Diese Sitemap gibt es nicht' });
    expect(await ask({ url: '/sitemaps/nothing.txt' })).toMatchObject({ status: 404, message: 'No such sitemap' });
    const feed = await ask({ url: '/feeds/listings.xml?city=berlin&postedDate=yesterday', headers: GERMAN });
    expect(feed.status).toBe(400);
    expect(feed.message).toBe('Diese Feed-Adresse enthält einen Filter, den wir nicht lesen können');
    expect(feed.errors.postedDate).toMatch(/^Das Einstelldatum muss einer dieser Werte sein/);
  });

  it('uploads: a PUT without bytes', async () => {
    const empty = await ask({ method: 'PUT', url: '/api/objects/upload/0b6d9f2e-3c1a-4d5e-9f8a-1b2c3d4e5f60?token=abc', headers: GERMAN });
    expect(empty).toMatchObject({ status: 400, message: 'Senden Sie die Bilddaten als Inhalt der Anfrage' });
  });

  it('moderation: sign-in refusals, a missing session and a server without ADMIN_TOKEN', async () => {
    const wrong = await ask({ method: 'POST', url: '/api/moderation/login', payload: { token: 'not-the-token' }, headers: GERMAN });
    expect(wrong).toMatchObject({ status: 401, message: 'Dieses Prüfer-Token ist nicht richtig.' });
    const empty = await ask({ method: 'POST', url: '/api/moderation/login', payload: { token: '' }, headers: GERMAN });
    expect(empty.errors.token).toBe('Geben Sie das Prüfer-Token ein');
    const queue = await ask({ url: '/api/moderation/queue', headers: GERMAN });
    expect(queue).toMatchObject({ status: 401, message: de('errors.moderation.signInFirst') });
    expect(queue.message).toMatch(/^Melden Sie sich zuerst als Prüfer an/);

    const closed = await createTestApp({ database: t.database });
    try {
      const answer = await ask({ url: '/api/moderation/queue', headers: GERMAN }, closed);
      expect(answer).toMatchObject({ status: 503, message: de('errors.moderation.notConfigured') });
      expect(answer.message).toMatch(/^Die Moderation ist auf diesem Server nicht eingerichtet/);
      expect((await ask({ url: '/api/moderation/queue' }, closed)).message).toBe('Moderation is not configured on this server: set ADMIN_TOKEN to open the queue.');
    } finally {
      await closed.close();
    }
  });

  it("conversations: screening's refusal names its reason in German", async () => {
    const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: { ...honestListingBody('Oak crate'), contactEmail: 'lang-seller@example.com', city: 'berlin' } });
    expect(posted.statusCode, posted.body).toBe(201);
    const { id } = posted.json<{ id: string }>();
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));

    const scam = "I'll send a cashier's check for more, my courier will pick it up, and please send the difference by Western Union.";
    const refused = await ask({ method: 'POST', url: '/api/conversations', payload: { listingId: id, email: 'buyer@example.com', body: scam }, headers: GERMAN });
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^Ihre Nachricht wurde nicht gesendet: Sie ähnelt einem verbreiteten Betrug \(.+\)\. Führen Sie/);
    expect(refused.errors.body).toBe(refused.message);

    const english = await ask({ method: 'POST', url: '/api/conversations', payload: { listingId: id, email: 'buyer@example.com', body: scam } });
    expect(english.message).toMatch(/^Your message was not sent: it looks like a common scam \(.+\)\. Keep the conversation/);
  });
});
