import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import type { Suggestion } from '../../domain/search/suggest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const overrides of [
    { title: 'Bright apartment near the river', category: 'housing' as const, subcategory: 'apartments', city: 'london' },
    { title: 'Apartment sublet for the summer', category: 'housing' as const, subcategory: 'sublets', city: 'london' },
    { title: 'iPhone 14 with case', category: 'for-sale' as const, subcategory: 'cell-phones', city: 'london' },
    { title: 'Guitar amp', category: 'for-sale' as const, subcategory: 'music-instruments', city: 'paris' },
  ]) {
    const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput(overrides) });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

const suggest = async (q: string, city = 'london', lang = 'en') =>
  (await t.app.inject(`/api/suggestions?q=${encodeURIComponent(q)}&city=${city}&lang=${lang}`)).json<{ suggestions: Suggestion[] }>().suggestions;

describe('GET /api/suggestions', () => {
  it('offers three categories for an empty query, and no made-up popular searches', async () => {
    const suggestions = await suggest('');
    // Nobody has searched in London yet: nothing is popular (SPEC's fixed defaults found nothing here).
    expect(suggestions.filter((s) => s.kind === 'trending')).toEqual([]);
    expect(suggestions.filter((s) => s.kind === 'category').map((s) => s.href)).toEqual(['/uk/london/for-sale', '/uk/london/housing', '/uk/london/jobs']);
  });

  it('matches categories and completes words from real titles, six at most', async () => {
    const suggestions = await suggest('apart');
    expect(suggestions.length).toBeLessThanOrEqual(6);
    expect(suggestions).toContainEqual({ kind: 'category', label: 'Apartments · Housing', href: '/uk/london/housing?subcategory=apartments' });
    expect(suggestions).toContainEqual({ kind: 'keyword', label: 'apartment', href: '/uk/london?q=apartment' });
    expect((await suggest('a')).length).toBe(6);
  });

  it('finds places by their own name, native name or local words', async () => {
    expect((await suggest('München')).map((s) => s.href)).toContain('/de/munich');
    expect((await suggest('東京')).map((s) => s.href)).toContain('/jp/tokyo');
    expect((await suggest('Ciudad de México')).map((s) => s.href)).toContain('/global/mexicocity');
    expect((await suggest('torquay')).map((s) => s.href).some((href) => href.startsWith('/au/victoria/surf-coast'))).toBe(true);
  });

  it("matches and names categories and places in the page's language as well as in English", async () => {
    // "Wohnung" is only the German name of apartments: an English-only match finds nothing.
    expect(await suggest('Wohnung', 'berlin', 'de')).toContainEqual({
      kind: 'category',
      label: 'Wohnungen · Immobilien',
      href: '/de/berlin/housing?subcategory=apartments',
    });
    expect(await suggest('apart', 'tokyo', 'ja')).toContainEqual({
      kind: 'category',
      label: 'アパート・マンション · 住まい',
      href: '/jp/tokyo/housing?subcategory=apartments',
    });
    const london = (await suggest('Londres', 'paris', 'fr')).find((s) => s.href === '/uk/london');
    expect(london?.label).toBe('Londres, Royaume-Uni');
    expect((await suggest('London', 'tokyo', 'ja')).find((s) => s.href === '/uk/london')?.label).toBe('ロンドン, イギリス');
    expect((await suggest('', 'berlin', 'de')).filter((s) => s.kind === 'category').map((s) => s.label)).toEqual(['Zu verkaufen', 'Immobilien', 'Jobs']);
    expect((await t.app.inject('/api/suggestions?q=bike&lang=xx')).statusCode).toBe(400);
  });

  it('answers an empty list when nothing matches, and 400 for bad input', async () => {
    expect(await suggest('zzqqxx')).toEqual([]);
    expect((await t.app.inject(`/api/suggestions?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await t.app.inject(`/api/suggestions?q=${'x'.repeat(150)}`)).statusCode).toBe(200);
    expect((await t.app.inject('/api/suggestions?q=bike&city=atlantis')).statusCode).toBe(400);
  });
});

describe('trending searches', () => {
  it('count real searches per city and leave personal data out', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject('/api/listings?city=paris&search=Guitar%20amp')).statusCode).toBe(200);
    }
    await t.app.inject('/api/listings?city=paris&search=' + encodeURIComponent('call me on 0612345678'));
    await t.app.inject('/api/listings?city=paris&search=' + encodeURIComponent('bob@example.com'));
    const paris = (await t.app.inject('/api/trending?city=paris')).json<{ searches: string[] }>().searches;
    expect(paris).toEqual(['guitar amp']);
    expect(paris.join(' ')).not.toMatch(/0612345678|@/);
    // Another city's searches do not trend in London.
    const london = (await t.app.inject('/api/trending?city=london')).json<{ searches: string[] }>().searches;
    expect(london).toEqual([]);
  });
});

describe('GET /api/listings search extras', () => {
  it('says which correction it searched for', async () => {
    const response = await t.app.inject('/api/listings?city=london&search=aparment');
    expect(response.headers['x-search-corrections']).toBe('apartment');
    expect(response.json<unknown[]>()).toHaveLength(2);
  });
});

describe('GET /api/category-counts', () => {
  it('counts public listings per category in a city and everywhere', async () => {
    const london = (await t.app.inject('/api/category-counts?city=london')).json();
    expect(london.counts).toMatchObject({ housing: 2, 'for-sale': 1, jobs: 0, gigs: 0 });
    expect(london.total).toBe(3);
    expect((await t.app.inject('/api/category-counts?city=global')).json().total).toBe(4);
    expect((await t.app.inject('/api/category-counts?city=atlantis')).statusCode).toBe(400);
  });
});
