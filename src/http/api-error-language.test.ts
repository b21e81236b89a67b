import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Every API answer speaks the language the request asks for (#26); API clients that ask for none get English. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const invalidListing = { title: '', description: 'A sofa', price: 'abc', category: 'for-sale', neighborhood: 'Mitte', contactEmail: 'a@example.com' };

async function postInvalid(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/listings', headers, payload: invalidListing });
  expect(response.statusCode).toBe(400);
  const body = response.json<{ message: string; errors: { field: string; message: string }[] }>();
  return { body, byField: Object.fromEntries(body.errors.map((error) => [error.field, error.message])) };
}

describe('API errors in the request language', () => {
  it('says a listing\'s field errors in German for Accept-Language: de', async () => {
    const { body, byField } = await postInvalid({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(byField.title).toBe('„Titel“ ist ein Pflichtfeld');
    expect(byField.price).toBe('Der Preis muss eine Zahl mit höchstens 2 Nachkommastellen sein, bis 99.999.999,99');
    expect(body.message).toBe('Einige Felder müssen Sie noch prüfen');
  });

  it('says them in Japanese for Accept-Language: ja', async () => {
    const { byField } = await postInvalid({ 'accept-language': 'ja' });
    expect(byField.title).toBe('「タイトル」を入力してください');
  });

  it('says them in English without Accept-Language, as API clients have always read them', async () => {
    const { body, byField } = await postInvalid({});
    expect(byField.title).toBe('Title is required');
    expect(byField.price).toBe('Price must be a number with at most 2 decimals, up to 99,999,999.99');
    expect(body.message).toBe('Some fields need attention');
  });

  it("says Fastify's own errors, not-found and wrong methods in the request language", async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: '{"title":',
    });
    expect(badJson.json<{ message: string }>().message).toBe("Le corps de la requête n'est pas un JSON valide");
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'accept-language': 'es' } });
    expect(missing.json<{ message: string }>().message).toBe('Ese punto de la API no existe');
    const method = await t.app.inject({ method: 'DELETE', url: '/api/listings', headers: { 'accept-language': 'it' } });
    expect(method.statusCode).toBe(405);
    expect(method.json<{ message: string }>().message).toMatch(/^Questo indirizzo non accetta richieste DELETE; accetta /);
  });

  it('says a query validation error in the request language, with its bound', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/listings?limit=0', headers: { 'accept-language': 'de' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([{ field: 'limit', message: 'limit muss mindestens 1 sein' }]);
  });
});
