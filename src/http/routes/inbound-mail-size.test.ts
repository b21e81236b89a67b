/**
 * A mail over the webhook's limit is refused with 413 and a sentence naming that limit
 * (the SMTP listener's, 1 MB), in the request's language: not the photo and JSON limits
 * every other route's 413 names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/catalogues';
import { errorText } from '../../i18n/error-text';
import { INBOUND_MAIL_MAX_BYTES } from '../../mail-in/smtp-listener';
import { createTestApp, type TestApp } from '../../testing/test-app';

const SECRET = 'inbound-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { INBOUND_MAIL_SECRET: SECRET } });
});
afterAll(async () => {
  await t?.close();
});

const mail = (bytes: number) => `To: reply+abc@cityboard.local\r\nSubject: Re: desk\r\n\r\n${'x'.repeat(bytes)}`;
const post = (body: string, language: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inbound-mail',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'message/rfc822', 'accept-language': language },
    payload: body,
  });

describe('the inbound-mail webhook’s size limit', () => {
  it('answers 413 naming the real limit, in the request’s language', async () => {
    expect(INBOUND_MAIL_MAX_BYTES).toBe(1024 * 1024);
    for (const language of ['en', 'de', 'ja'] as const) {
      const answer = await post(mail(INBOUND_MAIL_MAX_BYTES), language);
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toEqual({ message: errorText(i18nFor(language).t, 'errors.inboundMail.tooLarge', { size: '1 MB' }) });
      expect(answer.json().message).not.toMatch(/5 MB|64 kB/);
    }
  });

  it('reads a mail just under the limit (a 404 for its unknown relay address, not a 413)', async () => {
    const answer = await post(mail(INBOUND_MAIL_MAX_BYTES - 200), 'en');
    expect(answer.statusCode).toBe(404);
  });

  it('says the same limit in the API document', async () => {
    const document = (await t.app.inject('/api/docs/json')).json<{ paths: Record<string, { post?: { description?: string; responses: Record<string, { description?: string }> } }> }>();
    const operation = document.paths['/api/inbound-mail']?.post;
    expect(operation?.responses['413']?.description).toContain('1 MB');
    expect(operation?.description).toContain('at most 1 MB');
  });
});
