/**
 * Titles and names end up in mail subjects, so the API refuses what would change how one
 * reads there: an encoded word ("=?UTF-8?Q?...?="), direction overrides and line
 * separators. Refused with 400 and the field's sentence in the request's language, and
 * nothing stored; a description's line separators are line breaks.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import { i18nFor } from '../../i18n/catalogues';
import { errorText } from '../../i18n/error-text';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const said = (language: Parameters<typeof i18nFor>[0], key: string, label: string) => errorText(i18nFor(language).t, key, { label });
const stored = (contactEmail: string) => t.database.db.select({ id: listings.id, description: listings.description }).from(listings).where(eq(listings.contactEmail, contactEmail));

let count = 0;
function post(overrides: { title?: string; description?: string }, language = 'en') {
  const contactEmail = `hygiene${++count}@example.com`;
  return {
    contactEmail,
    response: t.app.inject({ method: 'POST', url: '/api/listings', headers: { 'accept-language': language }, payload: buildListingInput({ contactEmail, ...overrides }) }),
  };
}

describe('text that reaches mail headers', () => {
  it('refuses a title with an encoded word: 400 naming the title, in the page’s language, nothing stored', async () => {
    for (const language of ['en', 'de', 'ja'] as const) {
      const { contactEmail, response } = post({ title: '=?UTF-8?Q?Sam=0D=0ABcc:_victim@example.com?=' }, language);
      const answer = await response;
      expect(answer.statusCode).toBe(400);
      const label = i18nFor(language).t('errors.fields.title');
      expect(answer.json().errors).toEqual([{ field: 'title', message: said(language, 'errors.text.encodedWord', label) }]);
      expect(await stored(contactEmail)).toEqual([]);
    }
  });

  it('refuses a title with a direction override or a line separator', async () => {
    for (const title of ['Sam\u202Egnp.exe', 'Sofa\u2028Bcc: victim@example.com', 'Desk \u2066cheap\u2069']) {
      const { contactEmail, response } = post({ title }, 'de');
      const answer = await response;
      expect(answer.statusCode, JSON.stringify(title)).toBe(400);
      expect(answer.json().errors).toEqual([{ field: 'title', message: said('de', 'errors.text.directionControls', i18nFor('de').t('errors.fields.title')) }]);
      expect(await stored(contactEmail)).toEqual([]);
    }
  });

  it('stores a description’s line separators as line breaks', async () => {
    const { contactEmail, response } = post({ description: 'Solid oak, seats six.\u2028Collect in Hackney.\u2029Cash only.' });
    expect((await response).statusCode).toBe(201);
    expect((await stored(contactEmail))[0]?.description).toBe('Solid oak, seats six.\nCollect in Hackney.\nCash only.');
  });

  it('refuses a buyer name with a direction override', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { 'accept-language': 'fr' },
      payload: { listingId: '00000000-0000-4000-8000-000000000000', email: 'buyer@example.com', name: 'Sam\u202Egnp.exe', body: 'Is it still there?' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([{ field: 'name', message: said('fr', 'errors.text.directionControls', i18nFor('fr').t('errors.fields.name')) }]);
  });
});
