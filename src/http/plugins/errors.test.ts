import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Every error answer, the framework's own included, has the one shape `{ message, errors? }`. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function expectErrorShape(response: { headers: Record<string, unknown>; json: () => unknown }) {
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body).filter((key) => key !== 'message' && key !== 'errors')).toEqual([]);
  return body as { message: string };
}

describe("Fastify's own errors", () => {
  it('answers a path with an encoded lone surrogate 400 in the one shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/listings/%ED%A0%80' });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response).message).not.toContain('%ED');
  });

  it('answers bodies it cannot read in the one shape', async () => {
    const invalid = await t.app.inject({ method: 'POST', url: '/api/listings', headers: { 'content-type': 'application/json' }, payload: '{"title":' });
    expect(invalid.statusCode).toBe(400);
    expectErrorShape(invalid);
    const empty = await t.app.inject({ method: 'POST', url: '/api/listings', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expectErrorShape(empty);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"isVerifiedUser":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expectErrorShape(poisoned);
    const xml = await t.app.inject({ method: 'POST', url: '/api/listings', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(expectErrorShape(xml).message).not.toContain('xml');
  });

  it('answers unknown API addresses 404 and unknown other addresses 404, in the one shape', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(expectErrorShape(api).message).toBe('No such API endpoint');
    const other = await t.app.inject({ method: 'GET', url: '/no-such-thing' });
    expect(other.statusCode).toBe(404);
    expectErrorShape(other);
  });

  it('answers a method no route takes (TRACE, CONNECT) 405 with Allow even at an unknown address', async () => {
    for (const method of ['TRACE', 'CONNECT'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode, method).toBe(405);
      expect(String(response.headers.allow).split(', ')).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
      expect(String(response.headers.allow).split(', ')).not.toContain(method);
      expectErrorShape(response);
    }
  });

  it('answers a method a path does not take 405 with Allow', async () => {
    for (const method of ['DELETE', 'PUT', 'TRACE', 'PATCH'] as const) {
      const response = await t.app.inject({ method, url: '/api/listings' });
      expect(response.statusCode, method).toBe(405);
      expect(String(response.headers.allow).split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
      expectErrorShape(response);
    }
    // A path with a parameter: its methods, not the method asked for.
    const one = await t.app.inject({ method: 'POST', url: '/api/listings/0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(one.statusCode).toBe(405);
    expect(String(one.headers.allow).split(', ')).toEqual(expect.arrayContaining(['GET', 'HEAD']));
    expect(String(one.headers.allow).split(', ')).not.toContain('POST');
  });

  it('refuses an id longer than any listing id with a 400 naming it, whatever its length', async () => {
    for (const length of [101, 900]) {
      const id = 'a'.repeat(length);
      const read = await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
      expect(read.statusCode, `GET, ${length} characters`).toBe(400);
      expect(read.json<{ errors?: { field: string }[] }>().errors?.map((e) => e.field)).toContain('id');
      const reports = await t.app.inject({ method: 'GET', url: `/api/listings/${id}/reports` });
      // The reports route takes POST only: a GET is 405 there, with the method it does take.
      expect(reports.statusCode).toBe(405);
      expect(String(reports.headers.allow)).toContain('POST');
    }
  });
});

describe('errors before a route is found, over a real socket', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends `head` as it is and reads the answer until the server closes: status and body. */
  function exchange(head: string): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(head));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('close', () => {
        const split = text.indexOf('\r\n\r\n');
        resolve({ status: Number(text.slice(9, 12)), headers: text.slice(0, split), body: text.slice(split + 4) });
      });
      socket.on('error', reject);
    });
  }

  it('answers an HTTP/1.1 request without Host 400 { message }, in the asked language', async () => {
    const answer = await exchange('GET /api/listings HTTP/1.1\r\nAccept-Language: de\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Die Anfrage hat keinen Host-Header: HTTP/1.1 verlangt einen' });
    const english = await exchange('POST /api/listings HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}');
    expect(english.status).toBe(400);
    expect(JSON.parse(english.body)).toEqual({ message: 'The request has no Host header: HTTP/1.1 requires one' });
    // HTTP/1.0 never required Host (health checks of some load balancers send none).
    expect((await exchange('GET /api/health HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('answers headers too large 431 { message }, in the language asked before them', async () => {
    const answer = await exchange(`GET /api/listings HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request headers are too large' });
    const german = await exchange(`GET /api/listings HTTP/1.1\r\nHost: localhost\r\nAccept-Language: de\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(german.status).toBe(431);
    expect(JSON.parse(german.body)).toEqual({ message: 'Die Kopfzeilen der Anfrage sind zu groß' });
  });
});

describe('a body sent to a route that takes none', () => {
  it('is answered 415 { message } when its type is not one the API reads', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/listings/00000000-0000-4000-8000-000000000000/sold',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expectErrorShape(response);
  });
});
