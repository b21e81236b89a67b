import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cspTemplate, registerSecurityHeaders, scriptNonce, STATIC_SECURITY_HEADERS } from './security-headers';

describe('security headers', () => {
  it('sends the CSP with each request’s own nonce, and Helmet’s other headers', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, {
      contentSecurityPolicy: {
        directives: [
          ['default-src', ["'self'"]],
          ['script-src', ["'self'", "'nonce-{nonce}'"]],
          ['upgrade-insecure-requests', []],
        ],
      },
    });
    app.get('/', async (_request, reply) => ({ nonce: reply.raw.scriptNonce }));
    const first = await app.inject('/');
    const second = await app.inject('/');
    const nonce = first.json<{ nonce: string }>().nonce;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.headers['content-security-policy']).toBe(`default-src 'self';script-src 'self' 'nonce-${nonce}';upgrade-insecure-requests`);
    expect(second.json<{ nonce: string }>().nonce).not.toBe(nonce);
    for (const [name, value] of STATIC_SECURITY_HEADERS) expect(first.headers[name.toLowerCase()]).toBe(value);
    await app.close();
  });

  it('sends no CSP when told so (development)', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { contentSecurityPolicy: false });
    app.get('/', async () => 'ok');
    const response = await app.inject('/');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('draws distinct nonces across refills of its pool', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => scriptNonce()));
    expect(nonces.size).toBe(1000);
  });

  it('leaves a policy without a nonce as it is', () => {
    expect(cspTemplate([['default-src', ["'none'"]]])).toEqual(["default-src 'none'", '']);
  });
});
