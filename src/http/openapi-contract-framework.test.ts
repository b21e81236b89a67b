/**
 * Statuses the server sends for whole kinds of operations, before a route's own code:
 * each must be in the document for every operation that can get it (`call` fails on a
 * status the document does not list). A body of a type the API does not read, to every
 * write; a value too long for its schema, to every operation with a path parameter; an
 * If-None-Match with the tag just sent, to every read. And the examples and headers the
 * document shows are the ones the server means.
 */
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../demo/listing-factory';
import { ADMIN_TOKEN, call, INBOUND_MAIL_SECRET, loadDocument, METHODS } from '../testing/openapi-contract';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let document: OpenAPIV3.Document;
let listingId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN, INBOUND_MAIL_SECRET } });
  document = await loadDocument(t);
  const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput({ city: 'london', title: 'Walnut side table' }) });
  expect(posted.statusCode, posted.body).toBe(201);
  listingId = posted.json<{ id: string }>().id;
});
afterAll(async () => {
  await t?.close();
});

function operations(): { key: string; method: string; path: string; operation: OpenAPIV3.OperationObject }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => ({ key: `${method.toUpperCase()} ${path}`, method, path, operation: item![method]! })),
  );
}

/** The path with each parameter filled: the real listing for `id`, else the document's example. */
function urlOf(path: string, operation: OpenAPIV3.OperationObject, fill: (name: string, example: unknown) => string = (name, example) => (name === 'id' ? listingId : String(example))): string {
  const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(fill(name, parameters.find((p) => p.name === name)?.example ?? 'x')));
}

describe('statuses of every operation of a kind, as the document lists them', () => {
  it('a write sent a body of a type the API does not read: refused, with a documented status', async () => {
    const writes = operations().filter(({ method }) => method !== 'get');
    expect(writes.length).toBeGreaterThan(20);
    const statuses = new Set<number>();
    for (const { key, path, operation } of writes) {
      const response = await call(t, key, { url: urlOf(path, operation), headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
      expect(response.statusCode, key).toBeGreaterThanOrEqual(400);
      statuses.add(response.statusCode);
    }
    expect(statuses.has(415)).toBe(true);
  });

  it('a path parameter too long for its schema: 400, documented', async () => {
    for (const { key, path, operation } of operations().filter(({ path }) => path.includes('{'))) {
      const response = await call(t, key, { url: urlOf(path, operation, () => 'x'.repeat(300)), ...(key.startsWith('GET') ? {} : { payload: {} }) });
      // The reviewer's session is asked for first (401); without ADMIN_TOKEN moderation is 503.
      expect([400, 401], key).toContain(response.statusCode);
      if (!path.startsWith('/api/moderation/')) expect(response.statusCode, key).toBe(400);
    }
  });

  it('a read asked again with If-None-Match of the tag it sent: 304, documented', async () => {
    let notModified = 0;
    for (const { key, path, operation } of operations().filter(({ method }) => method === 'get')) {
      const first = await t.app.inject({ url: urlOf(path, operation) });
      const etag = first.headers.etag;
      if (first.statusCode !== 200 || typeof etag !== 'string') continue;
      const again = await call(t, key, { url: urlOf(path, operation), headers: { 'if-none-match': etag } });
      if (again.statusCode === 304) notModified += 1;
    }
    // The public reads (listings, one listing, suggestions, trending, category counts) and the feed.
    expect(notModified).toBeGreaterThanOrEqual(6);
  });
});

describe('what the document shows', () => {
  it('gives a saved search’s links a token example of their own shape, not an upload URL’s', () => {
    for (const { key, path, operation } of operations().filter(({ path }) => path.startsWith('/api/alerts/'))) {
      for (const parameter of (operation.parameters ?? []) as OpenAPIV3.ParameterObject[]) {
        if (parameter.name === 'token') expect(parameter.example, `${key} (${path})`).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
    }
  });

  it('does not require the headers GET /api/listings sends only sometimes', () => {
    const headers = (document.paths['/api/listings']!.get!.responses['200'] as OpenAPIV3.ResponseObject).headers ?? {};
    expect(Object.keys(headers).sort()).toEqual(['Link', 'X-Search-Corrections']);
    for (const header of Object.values(headers) as OpenAPIV3.HeaderObject[]) expect(header.required).not.toBe(true);
  });
});
