import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../../web/entry.server';
import { stubServerBuild } from '../../testing/stub-pages';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** A page whose action notes each post that reaches it, with the real entry's error handling. */
const posted: string[] = [];
const build = stubServerBuild(
  { default: (_request: Request, status: number, headers: Headers) => new Response('<!doctype html><p>page</p>', { status, headers }), handleError },
  { loader: () => ({ ok: true }), action: ({ request }: { request: Request }) => void posted.push(request.method) },
);

let t: TestApp;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://cityboard.example', LOG_LEVEL: 'info' },
    web: { build, mode: 'production', renderCache: false },
    parts: { logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
  });
});
afterAll(async () => {
  await t?.close();
});

const saveAlert = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/alerts', headers, payload: { email: 'csrf@example.com', frequency: 'daily', search: { city: 'london' } } });

describe('writes to the API sent from another site', () => {
  it('are refused with 403 { message } in the asker’s language when the browser says cross-site, or the Origin is another host', async () => {
    const refusedHeaders: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.cityboard.example' },
      { origin: 'null' },
      { origin: 'not a url' },
    ];
    for (const headers of refusedHeaders) {
      const response = await saveAlert({ ...headers, 'accept-language': 'de' });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json(), JSON.stringify(headers)).toEqual({ message: expect.stringContaining('anderen Website') });
    }
    // Refused before the route: an unknown listing is not looked up, a body not read.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/listings/00000000-0000-4000-8000-000000000000', headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/alerts/manage/x/y', headers: { origin: 'https://evil.example' }, payload: {} })).statusCode).toBe(403);
  });

  it('pass from this site, from the public URL’s host, typed in, or from a client that is no browser', async () => {
    const passing: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin', origin: 'null' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://localhost' },
      { origin: 'http://localhost:80' },
      { origin: 'https://cityboard.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://cityboard.example' },
    ];
    for (const headers of passing) {
      const response = await saveAlert(headers);
      expect([200, 201], `${JSON.stringify(headers)}: ${response.body}`).toContain(response.statusCode);
    }
  });

  it('leave reads alone, and the routes other sites are meant to call', async () => {
    const cross = { 'sec-fetch-site': 'cross-site', origin: 'https://mail.example' };
    expect((await t.app.inject({ url: '/api/listings', headers: cross })).statusCode).toBe(200);
    // One-click unsubscribe (RFC 8058): an unknown token, so 404 — not refused as cross-site.
    const unsubscribe = await t.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe/${'x'.repeat(43)}`, headers: cross, payload: {} });
    expect(unsubscribe.statusCode).toBe(404);
    // The inbound-mail webhook: whatever it answers without its secret, it is not the cross-site refusal.
    const webhook = await t.app.inject({ method: 'POST', url: '/api/inbound-mail', headers: { ...cross, 'content-type': 'text/plain' }, payload: 'x' });
    expect(webhook.statusCode).not.toBe(403);
  });
});

describe('form posts to pages sent from another site', () => {
  it('are refused by the same rule, noted at info level without a stack (anyone’s page can send them)', async () => {
    posted.length = 0;
    lines.length = 0;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const refused = await t.app.inject({ method: 'POST', url: '/', headers: { ...form, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, payload: 'a=1' });
    expect(refused.statusCode).toBe(403);
    expect(Object.keys(refused.json())).toEqual(['message']);
    expect(posted).toEqual([]);
    expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
    expect(lines.some((line) => JSON.stringify(line).includes('"stack"'))).toBe(false);
    expect(lines.find((line) => line.msg === 'request refused')).toMatchObject({ level: 30, status: 403 });

    // A form posted from this site before hydration (Origin: null from a no-referrer page) reaches the action.
    const ours = await t.app.inject({ method: 'POST', url: '/', headers: { ...form, origin: 'null', 'sec-fetch-site': 'same-origin' }, payload: 'a=1' });
    expect(ours.statusCode, ours.body).toBe(200);
    // And so does one whose Origin is the public URL, behind a proxy that names the host otherwise.
    const proxied = await t.app.inject({ method: 'POST', url: '/', headers: { ...form, origin: 'https://cityboard.example' }, payload: 'a=1' });
    expect(proxied.statusCode, proxied.body).toBe(200);
    expect(posted).toEqual(['POST', 'POST']);
  });
});
