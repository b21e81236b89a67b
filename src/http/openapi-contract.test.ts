/**
 * The served OpenAPI document is a contract: it is valid OpenAPI, and real answers of
 * every documented operation keep to it — each status is documented for its operation
 * and each body validates against the documented schema for that status. Requests go
 * through `app.inject`, built from the document's own examples where it has them.
 */
import { randomUUID } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationParticipants, conversations, listings, messages, messageScreenings, userVerifications } from '../db/schema';
import { mintConversationToken } from '../domain/conversations/conversation-tokens';
import { RATE_LIMIT_ENV } from '../domain/limits/rate-limit-rules';
import { imageDecodes, MAX_CONCURRENT_DECODES } from '../infrastructure/images/process-image';
import { startS3TestServer } from '../testing/s3-test-server';
import { createTestApp, visitorCookie, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import { openApiDocument } from './plugins/openapi';

const ADMIN_TOKEN = 'reviewer-token-for-contract-tests-0123';
const INBOUND_MAIL_SECRET = 'inbound-mail-secret-for-contract-tests';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];

let t: TestApp;
/** The same server with every limit at 1, to meet the 429s. */
let limited: TestApp;
/** The same server without ADMIN_TOKEN (moderation answers 503) or INBOUND_MAIL_SECRET (the inbound-mail webhook answers 404). */
let closed: TestApp;
let document: OpenAPIV3.Document;

/**
 * OpenAPI 3.0 schemas to JSON Schema for Ajv: `nullable` adds null to the type, but — as
 * OpenAPI 3.0.3 says — not to an `enum`, which must list null itself. `example` is data.
 */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, example: _example, ...rest } = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'properties') {
      out[key] = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([name, child]) => [name, toJsonSchema(child)]));
    } else if (['items', 'additionalProperties', 'not', 'anyOf', 'oneOf', 'allOf'].includes(key)) {
      out[key] = typeof value === 'object' ? toJsonSchema(value) : value;
    } else {
      out[key] = value;
    }
  }
  if (nullable !== true) return out;
  if ('enum' in out) return { ...out, ...(typeof out.type === 'string' ? { type: [out.type, 'null'] } : {}) };
  return { anyOf: [out, { type: 'null' }] };
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<unknown, ValidateFunction>();
function validatorOf(schema: unknown): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema) as object);
    validators.set(schema, validate);
  }
  return validate;
}

interface Exchange {
  operation: string;
  status: number;
  body: unknown;
}
const exchanges: Exchange[] = [];

function operationOf(method: Method, path: string): OpenAPIV3.OperationObject {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the OpenAPI document`);
  return operation;
}

/**
 * Sends a request for the documented operation `METHOD /path/{param}` and checks the
 * answer against the document: the status is one it lists, the content type one it
 * lists for that status, and the body valid for it (none for a 204).
 */
async function call(
  app: TestApp,
  operationKey: string,
  request: Omit<InjectOptions, 'method' | 'path'> & { url: string },
): Promise<LightMyRequestResponse> {
  const [methodText, path] = operationKey.split(' ') as [string, string];
  const method = methodText.toLowerCase() as Method;
  const operation = operationOf(method, path);
  const response = await app.app.inject({ ...request, method: method.toUpperCase() as 'GET' });
  const status = response.statusCode;
  const documented = operation.responses[String(status)] as OpenAPIV3.ResponseObject | undefined;
  expect(documented, `${operationKey} answered ${status}, which the document does not list: ${response.body.slice(0, 300)}`).toBeDefined();
  for (const [name, header] of Object.entries(documented!.headers ?? {}) as [string, OpenAPIV3.HeaderObject][]) {
    if (header.required) expect(response.headers[name.toLowerCase()], `${operationKey} ${status} must send ${name}`).toBeDefined();
  }
  const content = documented!.content;
  let body: unknown = response.body;
  if (!content) {
    expect(response.body, `${operationKey} ${status} documents no body`).toBe('');
  } else {
    const mediaType = String(response.headers['content-type'] ?? '').split(';')[0]!.trim();
    const media = content[mediaType];
    expect(media, `${operationKey} ${status} answered ${mediaType}; documented: ${Object.keys(content).join(', ')}`).toBeDefined();
    if (mediaType === 'application/json') {
      body = response.json();
      const validate = validatorOf(media!.schema);
      expect(validate(body), `${operationKey} ${status}: ${ajv.errorsText(validate.errors)}\n${response.body.slice(0, 500)}`).toBe(true);
    } else {
      expect(typeof body).toBe('string');
    }
  }
  exchanges.push({ operation: operationKey, status, body });
  return response;
}

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#16a34a' } }).jpeg().toBuffer();
}

const limitOfOne = Object.fromEntries(Object.values(RATE_LIMIT_ENV).flatMap((names) => [[names.perVisitor, '1'], [names.perIp, '1']]));

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN, INBOUND_MAIL_SECRET } });
  limited = await createTestApp({ database: t.database, env: { ...limitOfOne, ADMIN_TOKEN } });
  closed = await createTestApp({ database: t.database });
  const served = await t.app.inject('/api/docs/json');
  expect(served.statusCode).toBe(200);
  document = served.json<OpenAPIV3.Document>();
});
afterAll(async () => {
  await closed?.close();
  await limited?.close();
  await t?.close();
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.0 as served, and the same as openApiDocument(app)', async () => {
    expect(document.openapi).toBe('3.0.3');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect(openApiDocument(t.app)).toEqual(document);
  });

  it('has no internal routes: no wildcard paths, every path under /api or /feeds', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path.includes('*'))).toEqual([]);
    expect(paths.filter((path) => !path.startsWith('/api/') && !path.startsWith('/feeds/'))).toEqual([]);
    expect(paths.filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('gives every operation a tag and a summary', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item?.[method];
        if (!operation) continue;
        expect(operation.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
        expect(operation.summary, `${method} ${path} summary`).toBeTruthy();
      }
    }
  });

  it('states the text limits of a listing as maxLength', () => {
    const body = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    const properties = body.properties as Record<string, OpenAPIV3.SchemaObject>;
    expect(properties.title?.maxLength).toBe(100);
    expect(properties.description?.maxLength).toBe(2000);
    expect(properties.neighborhood?.maxLength).toBe(100);
  });

  it('lists null among the values of nullable enums (location detection finds no city)', () => {
    const schema = (operationOf('get', '/api/location/detect').responses['200'] as OpenAPIV3.ResponseObject).content!['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    expect((schema.properties!.match as OpenAPIV3.SchemaObject).enum).toContain(null);
  });

  it('declares no body for 204 answers', () => {
    for (const [key, response] of [
      ['DELETE /api/listings/{id}', operationOf('delete', '/api/listings/{id}').responses['204']],
      ['POST /api/moderation/logout', operationOf('post', '/api/moderation/logout').responses['204']],
    ] as const) {
      expect((response as OpenAPIV3.ResponseObject).content, key).toBeUndefined();
    }
  });

  it('gives every request body and every required parameter an example that its own schema accepts', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item?.[method];
        if (!operation) continue;
        const key = `${method.toUpperCase()} ${path}`;
        const requestBody = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
        if (['post', 'put'].includes(method) && requestBody === undefined) {
          // Only actions that take nothing but the URL may leave out their body.
          expect(key, `${key} documents no request body`).toMatch(/\/(sold|unsold|renew|email-confirmation|upload|logout|read|block|links|reviewed|favourite|view|confirm|alerts\/confirm\/\{id\}\/\{token\})$/);
        }
        const body = requestBody?.content['application/json'];
        if (body) {
          const schema = body.schema as OpenAPIV3.SchemaObject;
          expect(schema.example, `${key} body example`).toBeDefined();
          const validate = validatorOf(schema);
          expect(validate(schema.example), `${key} body example: ${ajv.errorsText(validate.errors)}`).toBe(true);
        }
        for (const parameter of (operation.parameters ?? []) as OpenAPIV3.ParameterObject[]) {
          if (parameter.example === undefined) {
            expect(parameter.required && !(parameter.schema as OpenAPIV3.SchemaObject).enum, `${key} ${parameter.name} needs an example`).toBeFalsy();
            continue;
          }
          const validate = validatorOf(parameter.schema);
          expect(validate(parameter.example), `${key} ${parameter.name} example: ${ajv.errorsText(validate.errors)}`).toBe(true);
        }
      }
    }
  });
});

describe('real answers keep to the document', () => {
  it('listings: browse, post, read, manage, report, images, sold, renew, delete', async () => {
    const example = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema as OpenAPIV3.SchemaObject;

    await call(t, 'GET /api/listings', { url: '/api/listings?city=london&limit=5' });
    await call(t, 'GET /api/listings', { url: '/api/listings?search=desk&sort=relevance' });
    await call(t, 'GET /api/listings', { url: '/api/listings?limit=0' });
    await call(t, 'GET /api/listings', { url: '/api/listings?priceMin=abc' });

    // The document's own example posts.
    const posted = await call(t, 'POST /api/listings', { url: '/api/listings', payload: example.example as object });
    expect(posted.statusCode, posted.body).toBe(201);
    const { id, manageUrl } = posted.json<{ id: string; manageUrl: string }>();
    const seller = { cookie: visitorCookie(posted) };
    const token = manageUrl.split('/').pop()!;
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));

    // The documented length limits are the server's: at the limit posts, one more is refused.
    const properties = example.properties as Record<string, OpenAPIV3.SchemaObject>;
    for (const field of ['title', 'description', 'neighborhood']) {
      const max = properties[field]!.maxLength!;
      const atLimit = await call(t, 'POST /api/listings', { url: '/api/listings', payload: { ...(example.example as object), [field]: 'a'.repeat(max) } });
      expect(atLimit.statusCode, `${field} of ${max} characters: ${atLimit.body}`).toBe(201);
      const over = await call(t, 'POST /api/listings', { url: '/api/listings', payload: { ...(example.example as object), [field]: 'a'.repeat(max + 1) } });
      expect(over.statusCode, `${field} of ${max + 1} characters`).toBe(400);
    }

    await call(t, 'POST /api/listings', { url: '/api/listings', payload: {} });
    await call(t, 'POST /api/listings', { url: '/api/listings', payload: '{"title": ', headers: { 'content-type': 'application/json' } });
    await call(t, 'POST /api/listings', { url: '/api/listings', payload: '<title>desk</title>', headers: { 'content-type': 'application/xml' } });
    await call(t, 'POST /api/listings', { url: '/api/listings', payload: { ...(example.example as object), description: 'x'.repeat(70_000) } });

    await call(t, 'GET /api/listings/{id}', { url: `/api/listings/${id}` });
    await call(t, 'GET /api/listings/{id}', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f' });
    await call(t, 'GET /api/listings/{id}', { url: `/api/listings/${id}`, headers: { 'x-manage-token': 'x'.repeat(101) } });
    await call(t, 'GET /api/listings/{id}/price-analysis', { url: `/api/listings/${id}/price-analysis` });
    await call(t, 'GET /api/listings/{id}/price-analysis', { url: '/api/listings/not-a-listing/price-analysis' });
    await call(t, 'GET /api/listings/{id}/price-analysis', { url: '/api/listings/%01/price-analysis' });

    await call(t, 'GET /api/listings/{id}/manage', { url: `/api/listings/${id}/manage`, headers: seller });
    await call(t, 'GET /api/listings/{id}/manage', { url: `/api/listings/${id}/manage`, headers: { 'x-manage-token': token } });
    await call(t, 'GET /api/listings/{id}/manage', { url: `/api/listings/${id}/manage` });
    await call(t, 'GET /api/listings/{id}/manage', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/manage' });
    await call(t, 'GET /api/listings/{id}/manage', { url: `/api/listings/${id}/manage`, headers: { 'x-manage-token': 'x'.repeat(101) } });

    const edit = { ...(example.example as object), title: 'Oak writing desk, price lowered' };
    await call(t, 'PUT /api/listings/{id}', { url: `/api/listings/${id}`, headers: seller, payload: edit });
    await call(t, 'PUT /api/listings/{id}', { url: `/api/listings/${id}`, payload: edit });
    await call(t, 'PUT /api/listings/{id}', { url: `/api/listings/${id}`, headers: seller, payload: { ...edit, title: '' } });
    await call(t, 'PUT /api/listings/{id}', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f', headers: seller, payload: edit });
    await call(t, 'PUT /api/listings/{id}', { url: `/api/listings/${id}`, headers: seller, payload: { ...edit, description: 'x'.repeat(70_000) } });
    await call(t, 'PUT /api/listings/{id}', { url: `/api/listings/${id}`, headers: { ...seller, 'content-type': 'application/xml' }, payload: '<listing/>' });
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));

    // An image uploaded by the seller, attached to the listing.
    const upload = await call(t, 'POST /api/objects/upload', { url: '/api/objects/upload', headers: seller });
    const { uploadURL } = upload.json<{ uploadURL: string }>();
    const image = await call(t, 'PUT /api/objects/upload/{id}', {
      url: uploadURL,
      payload: await jpeg(),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(image.statusCode, image.body).toBe(200);
    await call(t, 'PUT /api/objects/upload/{id}', { url: uploadURL, payload: await jpeg(), headers: { 'content-type': 'image/jpeg' } });
    await call(t, 'PUT /api/objects/upload/{id}', { url: `${uploadURL}x`, payload: await jpeg(), headers: { 'content-type': 'image/jpeg' } });
    const second = (await call(t, 'POST /api/objects/upload', { url: '/api/objects/upload', headers: seller })).json<{ uploadURL: string }>();
    await call(t, 'PUT /api/objects/upload/{id}', { url: second.uploadURL, payload: 'not an image', headers: { 'content-type': 'image/jpeg' } });
    const third = (await call(t, 'POST /api/objects/upload', { url: '/api/objects/upload', headers: seller })).json<{ uploadURL: string }>();
    await call(t, 'PUT /api/objects/upload/{id}', { url: third.uploadURL, payload: Buffer.alloc(0), headers: { 'content-type': 'image/jpeg' } });
    await call(t, 'PUT /api/objects/upload/{id}', {
      url: third.uploadURL,
      payload: Buffer.alloc(5 * 1024 * 1024 + 1),
      headers: { 'content-type': 'image/jpeg' },
    });

    const imageURLs = [image.json<{ url: string }>().url];
    await call(t, 'PUT /api/listings/{id}/images', { url: `/api/listings/${id}/images`, headers: seller, payload: { imageURLs } });
    await call(t, 'PUT /api/listings/{id}/images', { url: `/api/listings/${id}/images`, headers: seller, payload: { imageURLs: ['https://elsewhere.example/a.jpg'] } });
    await call(t, 'PUT /api/listings/{id}/images', { url: `/api/listings/${id}/images`, payload: { imageURLs } });
    await call(t, 'PUT /api/listings/{id}/images', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/images', headers: seller, payload: { imageURLs } });
    await call(t, 'PUT /api/listings/{id}/images', { url: `/api/listings/${id}/images`, headers: seller, payload: { imageURLs: Array(3000).fill('/media/u/x/full.webp') } });
    await call(t, 'PUT /api/listings/{id}/images', { url: `/api/listings/${id}/images`, headers: { ...seller, 'content-type': 'application/xml' }, payload: '<images/>' });
    // A photo belongs to one ad: the seller's other ad may not show it too, by any route.
    const other = await call(t, 'POST /api/listings', { url: '/api/listings', headers: seller, payload: example.example as object });
    const otherId = other.json<{ id: string }>().id;
    const onOther = await call(t, 'PUT /api/listings/{id}/images', { url: `/api/listings/${otherId}/images`, headers: seller, payload: { imageURLs } });
    expect(onOther.statusCode, onOther.body).toBe(409);
    const postedWith = await call(t, 'POST /api/listings', { url: '/api/listings', headers: seller, payload: { ...(example.example as object), images: imageURLs } });
    expect(postedWith.statusCode, postedWith.body).toBe(409);
    const editedWith = await call(t, 'PUT /api/listings/{id}', { url: `/api/listings/${otherId}`, headers: seller, payload: { ...(example.example as object), images: imageURLs } });
    expect(editedWith.statusCode, editedWith.body).toBe(409);


    const report = (operationOf('post', '/api/listings/{id}/reports').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    await call(t, 'POST /api/listings/{id}/reports', { url: `/api/listings/${id}/reports`, payload: report.example as object });
    await call(t, 'POST /api/listings/{id}/reports', { url: `/api/listings/${id}/reports`, payload: { reason: 'boring' } });
    await call(t, 'POST /api/listings/{id}/reports', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/reports', payload: report.example as object });
    await call(t, 'POST /api/listings/{id}/reports', { url: `/api/listings/${id}/reports`, payload: { reason: 'spam', details: 'x'.repeat(70_000) } });
    await call(t, 'POST /api/listings/{id}/reports', { url: `/api/listings/${id}/reports`, payload: '<report/>', headers: { 'content-type': 'application/xml' } });

    await call(t, 'POST /api/listings/{id}/email-confirmation', { url: `/api/listings/${id}/email-confirmation`, headers: seller });
    await call(t, 'POST /api/listings/{id}/email-confirmation', { url: `/api/listings/${id}/email-confirmation` });
    await call(t, 'POST /api/listings/{id}/email-confirmation', { url: `/api/listings/${id}/email-confirmation`, headers: { 'x-manage-token': 'x'.repeat(101) } });
    await call(t, 'POST /api/listings/{id}/email-confirmation', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/email-confirmation', headers: seller });
    await call(limited, 'POST /api/listings/{id}/email-confirmation', { url: `/api/listings/${id}/email-confirmation`, headers: seller });
    const again = await call(limited, 'POST /api/listings/{id}/email-confirmation', { url: `/api/listings/${id}/email-confirmation`, headers: seller });
    expect(again.statusCode).toBe(429);

    // Wrong management tokens are counted: past the limit every token is refused.
    const wrongToken = { 'x-manage-token': 'not-the-token-of-this-listing' };
    for (const [operation, url, payload] of [
      ['GET /api/listings/{id}', `/api/listings/${id}`],
      ['GET /api/listings/{id}/manage', `/api/listings/${id}/manage`],
      ['PUT /api/listings/{id}', `/api/listings/${id}`, edit],
      ['PUT /api/listings/{id}/images', `/api/listings/${id}/images`, { imageURLs }],
      ['POST /api/listings/{id}/email-confirmation', `/api/listings/${id}/email-confirmation`],
      ['POST /api/listings/{id}/sold', `/api/listings/${id}/sold`],
      ['POST /api/listings/{id}/unsold', `/api/listings/${id}/unsold`],
      ['POST /api/listings/{id}/renew', `/api/listings/${id}/renew`],
      ['DELETE /api/listings/{id}', `/api/listings/${id}`],
    ] as const) {
      await call(limited, operation, { url, headers: wrongToken, ...(payload ? { payload } : {}) });
      const refused = await call(limited, operation, { url, headers: wrongToken, ...(payload ? { payload } : {}) });
      expect(refused.statusCode, `${operation} after wrong tokens`).toBe(429);
    }

    // The seller's actions, refused: a malformed token, someone else, no such listing.
    for (const action of ['sold', 'unsold', 'renew'] as const) {
      const operation = `POST /api/listings/{id}/${action}`;
      await call(t, operation, { url: `/api/listings/${id}/${action}`, headers: { 'x-manage-token': 'x'.repeat(101) } });
      await call(t, operation, { url: `/api/listings/${id}/${action}` });
      await call(t, operation, { url: `/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/${action}`, headers: seller });
    }

    await call(t, 'POST /api/listings/{id}/renew', { url: `/api/listings/${id}/renew`, headers: seller });
    await call(t, 'POST /api/listings/{id}/unsold', { url: `/api/listings/${id}/unsold`, headers: seller });
    await call(t, 'POST /api/listings/{id}/sold', { url: `/api/listings/${id}/sold`, headers: seller });
    await call(t, 'POST /api/listings/{id}/sold', { url: `/api/listings/${id}/sold` });
    await call(t, 'POST /api/listings/{id}/renew', { url: `/api/listings/${id}/renew`, headers: seller });
    await call(t, 'POST /api/listings/{id}/unsold', { url: `/api/listings/${id}/unsold`, headers: seller });
    await call(t, 'POST /api/listings/{id}/renew', { url: `/api/listings/${id}/renew`, headers: { 'x-manage-token': token } });

    await call(t, 'DELETE /api/listings/{id}', { url: `/api/listings/${id}` });
    await call(t, 'DELETE /api/listings/{id}', { url: `/api/listings/${id}`, headers: { 'x-manage-token': 'x'.repeat(101) } });
    await call(t, 'DELETE /api/listings/{id}', { url: `/api/listings/${id}`, headers: seller });
    await call(t, 'DELETE /api/listings/{id}', { url: `/api/listings/${id}`, headers: seller });
    // About a hundred requests, some of them image uploads: on a busy machine, more than the default minute.
  }, 180_000);

  it('search, pricing, location, premium features and feeds', async () => {
    await call(t, 'GET /api/suggestions', { url: '/api/suggestions?q=desk&city=london' });
    await call(t, 'GET /api/suggestions', { url: '/api/suggestions' });
    await call(t, 'GET /api/suggestions', { url: '/api/suggestions?city=atlantis' });
    await call(t, 'GET /api/trending', { url: '/api/trending?city=london' });
    await call(t, 'GET /api/trending', { url: '/api/trending?limit=50' });
    await call(t, 'GET /api/category-counts', { url: '/api/category-counts?city=london' });
    await call(t, 'GET /api/category-counts', { url: '/api/category-counts?city=atlantis' });

    await call(t, 'GET /api/price-estimate', { url: '/api/price-estimate?category=for-sale&title=Oak%20writing%20desk&city=london' });
    await call(t, 'GET /api/price-estimate', { url: '/api/price-estimate?category=for-sale' });

    const detected = await call(t, 'GET /api/location/detect', { url: '/api/location/detect' });
    expect(detected.json()).toEqual({ city: null, match: null });
    // Any address with a control character in its query is refused.
    await call(t, 'GET /api/location/detect', { url: '/api/location/detect?note=%01' });
    await call(t, 'POST /api/objects/upload', { url: '/api/objects/upload?note=%01' });

    await call(t, 'GET /api/feature-gate', { url: '/api/feature-gate?category=all&city=london' });
    await call(t, 'GET /api/feature-gate', { url: '/api/feature-gate?category=all' });
    await call(t, 'GET /api/paid-features', { url: '/api/paid-features?category=largest&city=global' });
    await call(t, 'GET /api/paid-features', { url: '/api/paid-features?category=cars&city=london' });

    await call(t, 'GET /feeds/listings.xml', { url: '/feeds/listings.xml?city=london&q=desk' });
    await call(t, 'GET /feeds/listings.xml', { url: '/feeds/listings.xml?priceMin=cheap' });
  });

  it('rate limits answer 429 where the document says', async () => {
    const twice = async (operation: string, request: { url: string; payload?: object; headers?: Record<string, string> }) => {
      await call(limited, operation, request);
      const second = await call(limited, operation, request);
      expect(second.statusCode, `${operation} a second time`).toBe(429);
    };
    await twice('GET /api/listings', { url: '/api/listings?search=bike' });
    await twice('GET /api/price-estimate', { url: '/api/price-estimate?category=for-sale&title=Road%20bike' });
    await twice('POST /api/objects/upload', { url: '/api/objects/upload' });
    const feed = await call(limited, 'GET /feeds/listings.xml', { url: '/feeds/listings.xml?q=lamp' });
    expect(feed.statusCode).toBe(429);
    const example = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema as OpenAPIV3.SchemaObject;
    await twice('POST /api/listings', { url: '/api/listings', payload: example.example as object });

    // Another listing to report and confirm, posted on the roomy server.
    const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: example.example as object });
    const { id } = posted.json<{ id: string }>();
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
    await twice('POST /api/listings/{id}/reports', { url: `/api/listings/${id}/reports`, payload: { reason: 'spam' } });
    await twice('POST /api/moderation/login', { url: '/api/moderation/login', payload: { token: 'wrong' } });

    // Conversations: one start and one message each, then wrong link tokens refuse every token.
    // The buyer's address is confirmed already: the confirmation mail's own limit is spent above.
    await t.database.db
      .insert(userVerifications)
      .values({ userId: 'contract', verificationType: 'email', status: 'verified', metadata: { email: 'buyer@example.com' }, cost: 0 });
    const startExample = ((operationOf('post', '/api/conversations').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject).example as Record<string, unknown>;
    const started = await call(limited, 'POST /api/conversations', { url: '/api/conversations', payload: { ...startExample, listingId: id } });
    expect(started.statusCode, started.body).toBe(201);
    const { conversationId: cid, token } = started.json<{ conversationId: string; token: string }>();
    const again = await call(limited, 'POST /api/conversations', { url: '/api/conversations', payload: { ...startExample, listingId: id } });
    expect(again.statusCode).toBe(429);
    const buyer = { 'x-conversation-token': token };
    await twice('POST /api/conversations/{id}/messages', { url: `/api/conversations/${cid}/messages`, headers: buyer, payload: { body: 'Saturday?' } });
    // (The wrong-token allowance of 1 may be spent already by the listings' checks above.)
    await call(limited, 'GET /api/conversations/{id}', { url: `/api/conversations/${cid}`, headers: { 'x-conversation-token': 'x'.repeat(43) } });
    for (const [operation, url] of [
      ['GET /api/conversations/{id}', `/api/conversations/${cid}`],
      ['POST /api/conversations/{id}/read', `/api/conversations/${cid}/read`],
      ['POST /api/conversations/{id}/block', `/api/conversations/${cid}/block`],
      ['POST /api/conversations/{id}/sold', `/api/conversations/${cid}/sold`],
      ['POST /api/conversations/{id}/links', `/api/conversations/${cid}/links`],
      ['POST /api/conversations/{id}/report', `/api/conversations/${cid}/report`],
      ['GET /api/listings/{id}/conversations', `/api/listings/${id}/conversations`],
    ] as const) {
      const method = operation.startsWith('GET') ? {} : { payload: { reason: 'Spam' } };
      const headers = operation.includes('listings') ? { 'x-manage-token': 'x'.repeat(43) } : buyer;
      const answer = await call(limited, operation, { url, headers, ...method });
      expect(answer.statusCode, operation).toBe(429);
    }
  });

  it('conversations: start, read (304), write, read marks, block, sell, report, links, the seller\'s list', async () => {
    const listingExample = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    const startExample = ((operationOf('post', '/api/conversations').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject).example as Record<string, unknown>;
    const postApproved = async () => {
      const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: listingExample.example as object });
      const { id, manageUrl } = posted.json<{ id: string; manageUrl: string }>();
      await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
      return { id, seller: { 'x-manage-token': manageUrl.split('/').pop()! } };
    };
    const { id, seller } = await postApproved();
    const start = (payload: object, app = t, headers: Record<string, string> = {}) =>
      call(app, 'POST /api/conversations', { url: '/api/conversations', payload, headers });
    const started = await start({ ...startExample, listingId: id });
    expect(started.statusCode, started.body).toBe(201);
    const { conversationId: cid, token } = started.json<{ conversationId: string; token: string }>();
    const buyer = { 'x-conversation-token': token };
    const stranger = { 'x-conversation-token': 'x'.repeat(43) };
    const unknown = '6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f';
    await start({});
    await start({ ...startExample, listingId: unknown });
    await start({ ...startExample, listingId: id, body: 'x'.repeat(70_000) });
    await call(t, 'POST /api/conversations', { url: '/api/conversations', payload: '<message/>', headers: { 'content-type': 'application/xml' } });

    const read = await call(t, 'GET /api/conversations/{id}', { url: `/api/conversations/${cid}`, headers: buyer });
    await call(t, 'GET /api/conversations/{id}', { url: `/api/conversations/${cid}`, headers: { ...buyer, 'if-none-match': String(read.headers.etag) } });
    await call(t, 'GET /api/conversations/{id}', { url: `/api/conversations/${'a'.repeat(101)}`, headers: buyer });
    await call(t, 'GET /api/conversations/{id}', { url: `/api/conversations/${cid}`, headers: stranger });

    const write = (headers: Record<string, string>, payload: unknown, conversation = cid, extra: Record<string, string> = {}) =>
      call(t, 'POST /api/conversations/{id}/messages', { url: `/api/conversations/${conversation}/messages`, headers: { ...headers, ...extra }, payload: payload as object });
    await write(buyer, { body: 'Could I collect it on Saturday?' });
    await write(buyer, { body: '' });
    await write(stranger, { body: 'Hello' });
    await write(buyer, { body: 'x'.repeat(70_000) });
    await write(buyer, '<message/>', cid, { 'content-type': 'application/xml' });

    await call(t, 'POST /api/conversations/{id}/read', { url: `/api/conversations/${cid}/read`, headers: buyer });
    await call(t, 'POST /api/conversations/{id}/read', { url: `/api/conversations/${'a'.repeat(101)}/read`, headers: buyer });
    await call(t, 'POST /api/conversations/{id}/read', { url: `/api/conversations/${cid}/read`, headers: stranger });

    await call(t, 'POST /api/conversations/{id}/links', { url: `/api/conversations/${cid}/links`, headers: seller });
    await call(t, 'POST /api/conversations/{id}/links', { url: `/api/conversations/${'a'.repeat(101)}/links`, headers: seller });
    await call(t, 'POST /api/conversations/{id}/links', { url: `/api/conversations/${cid}/links` });

    await call(t, 'GET /api/listings/{id}/conversations', { url: `/api/listings/${id}/conversations`, headers: seller });
    await call(t, 'GET /api/listings/{id}/conversations', { url: `/api/listings/${'a'.repeat(101)}/conversations`, headers: seller });
    await call(t, 'GET /api/listings/{id}/conversations', { url: `/api/listings/${id}/conversations` });
    await call(t, 'GET /api/listings/{id}/conversations', { url: `/api/listings/${unknown}/conversations`, headers: seller });

    const report = (payload: unknown, headers: Record<string, string> = buyer) =>
      call(t, 'POST /api/conversations/{id}/report', { url: `/api/conversations/${cid}/report`, headers, payload: payload as object });
    await report({ reason: 'Asks me to pay with gift cards.' });
    await report({});
    await report({ reason: 'Spam' }, stranger);
    await report({ reason: 'x'.repeat(70_000) });
    await report('<report/>', { ...buyer, 'content-type': 'application/xml' });

    // A second buyer is sold to; the first one's conversation closes; a third is blocked.
    const second = (await start({ ...startExample, email: 'second-buyer@example.com', listingId: id })).json<{ conversationId: string; token: string }>();
    const third = (await start({ ...startExample, email: 'third-buyer@example.com', listingId: id })).json<{ conversationId: string; token: string }>();
    const sold = (conversation: string, headers: Record<string, string>) =>
      call(t, 'POST /api/conversations/{id}/sold', { url: `/api/conversations/${conversation}/sold`, headers });
    const block = (conversation: string, headers: Record<string, string>) =>
      call(t, 'POST /api/conversations/{id}/block', { url: `/api/conversations/${conversation}/block`, headers });
    await block(third.conversationId, { 'x-conversation-token': third.token });
    await block(third.conversationId, seller);
    await block('a'.repeat(101), seller);
    await block(third.conversationId, stranger);
    await start({ ...startExample, email: 'third-buyer@example.com', listingId: id });
    await write({ 'x-conversation-token': third.token }, { body: 'Hello?' }, third.conversationId);
    await sold(second.conversationId, { 'x-conversation-token': second.token });
    await sold(second.conversationId, seller);
    await sold(second.conversationId, seller);
    await sold('a'.repeat(101), seller);
    await sold(second.conversationId, stranger);
    await write(buyer, { body: 'Is it gone?' });
    await start({ ...startExample, listingId: id });
    // A conversation whose listing was deleted cannot end in a sale (the seller holds a mailed link).
    const gone = await postApproved();
    const orphan = (await start({ ...startExample, listingId: gone.id })).json<{ conversationId: string }>();
    const link = await call(t, 'POST /api/conversations/{id}/links', { url: `/api/conversations/${orphan.conversationId}/links`, headers: gone.seller });
    const sellerToken = link.json<{ path: string }>().path.split('/').pop()!;
    await t.app.inject({ method: 'DELETE', url: `/api/listings/${gone.id}`, headers: gone.seller });
    expect((await sold(orphan.conversationId, { 'x-conversation-token': sellerToken })).statusCode).toBe(410);
  });

  it('an upload while every image decoder is busy is asked to come back (429), and then succeeds', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const occupied = Array.from({ length: MAX_CONCURRENT_DECODES }, () => imageDecodes.run(() => held));
    expect(imageDecodes.active).toBe(MAX_CONCURRENT_DECODES);
    const { uploadURL } = (await call(t, 'POST /api/objects/upload', { url: '/api/objects/upload' })).json<{ uploadURL: string }>();
    const request = { url: uploadURL, payload: await jpeg(), headers: { 'content-type': 'image/jpeg' } };
    const busy = await call(t, 'PUT /api/objects/upload/{id}', request);
    release();
    await Promise.all(occupied);
    expect(busy.statusCode, busy.body).toBe(429);
    const retried = await call(t, 'PUT /api/objects/upload/{id}', request);
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('uploads straight to a bucket (STORAGE=s3): presign, confirm, and every refusal', async () => {
    const s3 = await startS3TestServer();
    const bucketApp = await createTestApp({ database: t.database, env: s3.env, storage: () => s3.storage() });
    try {
      const start = async (bytes: Buffer, cookie?: string) => {
        const created = await call(bucketApp, 'POST /api/objects/upload', {
          url: '/api/objects/upload',
          headers: cookie ? { cookie } : {},
          payload: { contentType: 'image/jpeg', bytes: bytes.length },
        });
        expect(created.statusCode, created.body).toBe(200);
        const answer = created.json<{ uploadURL: string; confirmURL: string }>();
        return { ...answer, cookie: cookie ?? visitorCookie(created) };
      };
      const confirm = (upload: { confirmURL: string; cookie: string }, confirmURL = upload.confirmURL, cookie = upload.cookie) =>
        call(bucketApp, 'POST /api/objects/upload/{id}/confirm', { url: confirmURL, headers: { cookie } });
      const putToBucket = (upload: { uploadURL: string }, bytes: Buffer) =>
        fetch(upload.uploadURL, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'Content-Type': 'image/jpeg' } });

      await call(bucketApp, 'POST /api/objects/upload', { url: '/api/objects/upload' });
      await call(bucketApp, 'POST /api/objects/upload', { url: '/api/objects/upload', payload: { contentType: 'image/gif', bytes: 10 } });
      await call(bucketApp, 'POST /api/objects/upload', {
        url: '/api/objects/upload',
        payload: `{"contentType":"image/jpeg","bytes":1,"pad":"${'x'.repeat(70_000)}"}`,
        headers: { 'content-type': 'application/json' },
      });
      await call(bucketApp, 'POST /api/objects/upload', { url: '/api/objects/upload', payload: '<image/>', headers: { 'content-type': 'application/xml' } });

      const photo = await jpeg();
      const upload = await start(photo);
      await confirm(upload); // 409: nothing PUT yet
      expect((await putToBucket(upload, photo)).status).toBe(200);
      await confirm(upload, upload.confirmURL.replace(/token=.*/, 'token=abc.def')); // 403
      await confirm(upload, upload.confirmURL.replace(/token=.*/, `token=${'x'.repeat(201)}`)); // 400
      const stranger = visitorCookie(await call(bucketApp, 'POST /api/objects/upload', { url: '/api/objects/upload', payload: { contentType: 'image/jpeg', bytes: 1 } }));
      await confirm(upload, upload.confirmURL, stranger); // 404
      const confirmed = await confirm(upload);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await confirm(upload); // 410
      // This server stores images itself: nothing to confirm.
      await call(t, 'POST /api/objects/upload/{id}/confirm', { url: upload.confirmURL, headers: { cookie: upload.cookie } });

      const huge = await start(photo);
      await putToBucket(huge, Buffer.alloc(5 * 1024 * 1024 + 1));
      await confirm(huge); // 413
      const text = await start(photo);
      await putToBucket(text, Buffer.from('not an image'));
      await confirm(text); // 415

      const busy = await start(photo);
      await putToBucket(busy, photo);
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const occupied = Array.from({ length: MAX_CONCURRENT_DECODES }, () => imageDecodes.run(() => held));
      const refused = await confirm(busy);
      release();
      await Promise.all(occupied);
      expect(refused.statusCode, refused.body).toBe(429);
    } finally {
      await bucketApp.close();
      await s3.stop();
    }
  });

  it('moderation, for a signed-in reviewer', async () => {
    await call(closed, 'GET /api/moderation/session', { url: '/api/moderation/session' });
    await call(closed, 'POST /api/moderation/login', { url: '/api/moderation/login', payload: { token: ADMIN_TOKEN } });
    await call(closed, 'GET /api/moderation/queue', { url: '/api/moderation/queue' });
    await call(closed, 'POST /api/moderation/decisions', { url: '/api/moderation/decisions', payload: { ids: [], decision: 'approve' } });
    await call(closed, 'POST /api/moderation/logout', { url: '/api/moderation/logout' });
    await call(closed, 'GET /api/moderation/messages', { url: '/api/moderation/messages' });
    await call(closed, 'POST /api/moderation/messages/{id}/decision', { url: `/api/moderation/messages/${randomUUID()}/decision`, payload: { decision: 'deliver' } });
    await call(closed, 'POST /api/moderation/conversations/{id}/reviewed', { url: `/api/moderation/conversations/${randomUUID()}/reviewed` });
    await call(t, 'POST /api/moderation/login', { url: '/api/moderation/login', payload: { token: 'x'.repeat(70_000) } });
    await call(t, 'POST /api/moderation/login', { url: '/api/moderation/login', payload: '<token/>', headers: { 'content-type': 'application/xml' } });

    await call(t, 'POST /api/moderation/login', { url: '/api/moderation/login', payload: { token: 'not the token' } });
    await call(t, 'POST /api/moderation/login', { url: '/api/moderation/login', payload: {} });
    const signedIn = await call(t, 'POST /api/moderation/login', { url: '/api/moderation/login', payload: { token: ADMIN_TOKEN, name: 'Sam' } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name === 'cb_review');
    const reviewer = { cookie: `cb_review=${cookie!.value}`, 'x-csrf-token': signedIn.json<{ csrfToken: string }>().csrfToken };

    await call(t, 'GET /api/moderation/session', { url: '/api/moderation/session', headers: { cookie: reviewer.cookie } });
    await call(t, 'GET /api/moderation/session', { url: '/api/moderation/session' });
    await call(t, 'GET /api/moderation/session', { url: '/api/moderation/session?note=%01', headers: { cookie: reviewer.cookie } });

    const example = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema as OpenAPIV3.SchemaObject;
    const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: example.example as object });
    const { id } = posted.json<{ id: string }>();
    await t.database.db.update(listings).set({ moderationStatus: 'review' }).where(eq(listings.id, id));

    const queue = await call(t, 'GET /api/moderation/queue', { url: '/api/moderation/queue?limit=10', headers: { cookie: reviewer.cookie } });
    expect(JSON.stringify(queue.json())).toContain(id);
    await call(t, 'GET /api/moderation/queue', { url: '/api/moderation/queue?cursor=nonsense', headers: { cookie: reviewer.cookie } });
    await call(t, 'GET /api/moderation/queue', { url: '/api/moderation/queue' });

    await call(t, 'POST /api/moderation/decisions', { url: '/api/moderation/decisions', headers: reviewer, payload: { ids: [id], decision: 'approve' } });
    await call(t, 'POST /api/moderation/decisions', {
      url: '/api/moderation/decisions',
      headers: reviewer,
      payload: { ids: ['6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f'], decision: 'reject' },
    });
    await call(t, 'POST /api/moderation/decisions', { url: '/api/moderation/decisions', headers: reviewer, payload: { ids: [], decision: 'approve' } });
    await call(t, 'POST /api/moderation/decisions', { url: '/api/moderation/decisions', headers: { cookie: reviewer.cookie }, payload: { ids: [id], decision: 'approve' } });
    await call(t, 'POST /api/moderation/decisions', { url: '/api/moderation/decisions', payload: { ids: [id], decision: 'approve' } });
    await call(t, 'POST /api/moderation/decisions', { url: '/api/moderation/decisions', headers: reviewer, payload: { ids: [id], decision: 'x'.repeat(70_000) } });
    await call(t, 'POST /api/moderation/decisions', {
      url: '/api/moderation/decisions',
      headers: { ...reviewer, 'content-type': 'application/xml' },
      payload: '<decision/>',
    });
    // The Messages tab: a held message about the listing, delivered once; refused decisions and bad input change nothing.
    const [conversation] = await t.database.db.insert(conversations).values({ listingId: id, listingTitle: 'Held', listingCurrency: 'EUR' }).returning();
    await t.database.db.insert(conversationParticipants).values([
      { conversationId: conversation!.id, role: 'buyer', email: 'held-buyer@example.com' },
      { conversationId: conversation!.id, role: 'seller', email: 'held-seller@example.com' },
    ]);
    const [held] = await t.database.db.insert(messages).values({ conversationId: conversation!.id, authorRole: 'buyer', body: 'Gift card?', via: 'web', state: 'held' }).returning();
    await t.database.db.insert(messageScreenings).values({ messageId: held!.id, score: 70, action: 'hold', reasons: [] });
    const review = await call(t, 'GET /api/moderation/messages', { url: '/api/moderation/messages?limit=10', headers: { cookie: reviewer.cookie } });
    expect(JSON.stringify(review.json())).toContain(held!.id);
    await call(t, 'GET /api/moderation/messages', { url: '/api/moderation/messages?cursor=nonsense', headers: { cookie: reviewer.cookie } });
    await call(t, 'GET /api/moderation/messages', { url: '/api/moderation/messages' });
    const decision = `/api/moderation/messages/${held!.id}/decision`;
    await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, headers: reviewer, payload: { decision: 'maybe' } });
    await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, headers: { cookie: reviewer.cookie }, payload: { decision: 'deliver' } });
    await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, payload: { decision: 'deliver' } });
    await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, headers: reviewer, payload: { decision: 'x'.repeat(70_000) } });
    await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, headers: { ...reviewer, 'content-type': 'application/xml' }, payload: '<decision/>' });
    const delivered = await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, headers: reviewer, payload: { decision: 'deliver' } });
    expect(delivered.statusCode, delivered.body).toBe(200);
    await call(t, 'POST /api/moderation/messages/{id}/decision', { url: decision, headers: reviewer, payload: { decision: 'refuse' } });
    // A report on the conversation, marked reviewed once.
    await t.database.db.update(conversations).set({ reportedAt: new Date(), reportedBy: 'buyer', reportReason: 'Rude' }).where(eq(conversations.id, conversation!.id));
    const reviewed = `/api/moderation/conversations/${conversation!.id}/reviewed`;
    await call(t, 'POST /api/moderation/conversations/{id}/reviewed', { url: `/api/moderation/conversations/${'x'.repeat(101)}/reviewed`, headers: reviewer });
    await call(t, 'POST /api/moderation/conversations/{id}/reviewed', { url: reviewed, headers: { cookie: reviewer.cookie } });
    await call(t, 'POST /api/moderation/conversations/{id}/reviewed', { url: reviewed });
    const marked = await call(t, 'POST /api/moderation/conversations/{id}/reviewed', { url: reviewed, headers: reviewer });
    expect(marked.statusCode, marked.body).toBe(200);
    await call(t, 'POST /api/moderation/conversations/{id}/reviewed', { url: reviewed, headers: reviewer });
    await call(t, 'POST /api/moderation/logout', { url: '/api/moderation/logout?note=%01', headers: reviewer });

    await call(t, 'POST /api/moderation/logout', { url: '/api/moderation/logout', headers: { cookie: reviewer.cookie } });
    await call(t, 'POST /api/moderation/logout', { url: '/api/moderation/logout', headers: reviewer });
    await call(t, 'POST /api/moderation/logout', { url: '/api/moderation/logout' });
  });

  it('inbound mail: a reply added, a machine\'s mail acknowledged, and every refusal', async () => {
    const listingExample = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    const startExample = ((operationOf('post', '/api/conversations').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject).example as Record<string, unknown>;
    const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: listingExample.example as object });
    const { id, manageUrl } = posted.json<{ id: string; manageUrl: string }>();
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
    const started = await t.app.inject({ method: 'POST', url: '/api/conversations', payload: { ...startExample, email: 'mail-buyer@example.com', listingId: id } });
    const { conversationId } = started.json<{ conversationId: string }>();
    // The relay tokens the notification mails would carry.
    const participants = await t.database.db.select().from(conversationParticipants).where(eq(conversationParticipants.conversationId, conversationId));
    const relay = async (role: string) =>
      `reply+${await mintConversationToken(t.database.db, participants.find((p) => p.role === role)!.id, 'reply')}@${t.config.mailDomain}`;
    const seller = await relay('seller');
    const buyer = await relay('buyer');
    const mail = (to: string, text: string, headers = '') => `From: someone@example.com\r\nTo: ${to}\r\nSubject: Re: desk\r\n${headers}\r\n${text}\r\n`;
    const post = (payload: string, options: { app?: TestApp; secret?: string; contentType?: string } = {}) =>
      call(options.app ?? t, 'POST /api/inbound-mail', {
        url: '/api/inbound-mail',
        payload,
        headers: { 'content-type': options.contentType ?? 'message/rfc822', authorization: `Bearer ${options.secret ?? INBOUND_MAIL_SECRET}` },
      });
    const example = ((operationOf('post', '/api/inbound-mail').requestBody as OpenAPIV3.RequestBodyObject).content['message/rfc822']!.example as string)
      .replace(/reply\+[a-z2-7]{32}@[a-z.]+/, seller);
    expect((await post(example)).statusCode).toBe(202);
    expect((await post(mail(seller, 'Away until Monday.', 'Auto-Submitted: auto-replied\r\n'), { contentType: 'text/plain' })).statusCode).toBe(200);
    await post('not a mail');
    await post(mail(seller, 'Hello'), { secret: 'wrong-secret' });
    await post(mail(`reply+${'a'.repeat(32)}@${t.config.mailDomain}`, 'Hello'));
    await post(mail(seller, 'Hello'), { app: closed });
    await post(mail(seller, 'x'.repeat(1024 * 1024)));
    await post(JSON.stringify({ text: 'Hello' }), { contentType: 'application/json' });
    await t.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/block`, headers: { 'x-manage-token': manageUrl.split('/').pop()! } });
    expect((await post(mail(seller, 'One more thing'))).statusCode).toBe(410);
    expect((await post(mail(buyer, 'Why?'))).statusCode).toBe(403);
  });

  it('favourites: a visitor saves and unsaves a listing', async () => {
    const example = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema as OpenAPIV3.SchemaObject;
    const posted = await call(t, 'POST /api/listings', { url: '/api/listings', payload: example.example as object });
    const { id } = posted.json<{ id: string }>();
    expect((await call(t, 'POST /api/listings/{id}/favourite', { url: `/api/listings/${id}/favourite` })).statusCode).toBe(204);
    await call(t, 'POST /api/listings/{id}/favourite', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/favourite' });
    await call(t, 'POST /api/listings/{id}/favourite', { url: '/api/listings/%01/favourite' });
    expect((await call(t, 'DELETE /api/listings/{id}/favourite', { url: `/api/listings/${id}/favourite` })).statusCode).toBe(204);
    await call(t, 'DELETE /api/listings/{id}/favourite', { url: '/api/listings/not-a-listing/favourite' });
    await call(t, 'DELETE /api/listings/{id}/favourite', { url: '/api/listings/%01/favourite' });
    // Views are told by browsers (the test client's own user agent reads as a robot's).
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
    expect((await call(t, 'POST /api/listings/{id}/view', { url: `/api/listings/${id}/view`, headers: browser })).statusCode).toBe(204);
    await call(t, 'POST /api/listings/{id}/view', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/view', headers: browser });
    await call(t, 'POST /api/listings/{id}/view', { url: '/api/listings/%01/view', headers: browser });
  });

  it('saved searches: save, confirm, manage, unsubscribe (one click), and every refusal', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { savedSearches } = await import('../db/schema');
    const example = ((operationOf('post', '/api/alerts').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema as OpenAPIV3.SchemaObject)
      .example as Record<string, unknown>;
    const confirmLink = async (email: string) => {
      for (const file of (await readdir(t.config.outboxDir)).sort().reverse()) {
        const mail = (await readFile(join(t.config.outboxDir, file), 'utf8')).replace(/=\r?\n/g, '');
        const match = mail.includes(`To: ${email}`) && mail.match(/\/alerts\/confirm\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/);
        if (match) return { id: match[1]!, token: match[2]! };
      }
      throw new Error(`no confirmation mail to ${email}`);
    };
    const save = async (email: string) => {
      const saved = await call(t, 'POST /api/alerts', { url: '/api/alerts', payload: { ...example, email } });
      expect(saved.statusCode, saved.body).toBe(201);
      return confirmLink(email);
    };
    await call(t, 'POST /api/alerts', { url: '/api/alerts', payload: { ...example, frequency: 'hourly' } });
    await call(t, 'POST /api/alerts', { url: '/api/alerts', payload: { ...example, email: 'x'.repeat(70_000) } });
    await call(t, 'POST /api/alerts', { url: '/api/alerts', payload: '<alert/>', headers: { 'content-type': 'application/xml' } });

    const { id, token } = await save('contract-alerts@example.com');
    await call(t, 'GET /api/alerts/confirm/{id}/{token}', { url: `/api/alerts/confirm/${id}/${token}` });
    await call(t, 'GET /api/alerts/confirm/{id}/{token}', { url: `/api/alerts/confirm/${id}/${'x'.repeat(43)}` });
    await call(t, 'POST /api/alerts/confirm/{id}/{token}', { url: `/api/alerts/confirm/${id}/${'x'.repeat(43)}` });
    const confirmed = await call(t, 'POST /api/alerts/confirm/{id}/{token}', { url: `/api/alerts/confirm/${id}/${token}` });
    expect(confirmed.statusCode).toBe(200);
    const manage = confirmed.json<{ managePath: string }>().managePath.split('/').pop()!;
    // The same search again: the same alert, 200.
    const again = await call(t, 'POST /api/alerts', { url: '/api/alerts', payload: { ...example, email: 'contract-alerts@example.com' } });
    expect(again.statusCode, again.body).toBe(200);

    const expired = await save('contract-expired@example.com');
    await t.database.db.update(savedSearches).set({ confirmExpiresAt: new Date(Date.now() - 1000) }).where(eq(savedSearches.id, expired.id));
    expect((await call(t, 'GET /api/alerts/confirm/{id}/{token}', { url: `/api/alerts/confirm/${expired.id}/${expired.token}` })).statusCode).toBe(410);
    expect((await call(t, 'POST /api/alerts/confirm/{id}/{token}', { url: `/api/alerts/confirm/${expired.id}/${expired.token}` })).statusCode).toBe(410);

    await call(t, 'GET /api/alerts/manage/{token}', { url: `/api/alerts/manage/${manage}` });
    await call(t, 'GET /api/alerts/manage/{token}', { url: `/api/alerts/manage/${'x'.repeat(43)}` });
    const one = `/api/alerts/manage/${manage}/${id}`;
    await call(t, 'PATCH /api/alerts/manage/{token}/{id}', { url: one, payload: { frequency: 'daily' } });
    await call(t, 'PATCH /api/alerts/manage/{token}/{id}', { url: one, payload: { frequency: 'weekly' } });
    await call(t, 'PATCH /api/alerts/manage/{token}/{id}', { url: `/api/alerts/manage/${manage}/${expired.id}`, payload: { frequency: 'daily' } });
    await call(t, 'PATCH /api/alerts/manage/{token}/{id}', { url: one, payload: { frequency: 'x'.repeat(70_000) } });
    await call(t, 'PATCH /api/alerts/manage/{token}/{id}', { url: one, payload: '<daily/>', headers: { 'content-type': 'application/xml' } });

    const unsubscribeToken = t.services.alerts.unsubscribeToken(id);
    await call(t, 'GET /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${unsubscribeToken}` });
    await call(t, 'GET /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${'x'.repeat(43)}` });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const oneClick = await call(t, 'POST /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${unsubscribeToken}`, headers: form, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.json()).toMatchObject({ alert: { status: 'unsubscribed' } });
    await call(t, 'POST /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${'x'.repeat(43)}`, headers: form, payload: 'List-Unsubscribe=One-Click' });
    await call(t, 'POST /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${unsubscribeToken}`, payload: { 'List-Unsubscribe': 'x'.repeat(70_000) } });
    await call(t, 'POST /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${unsubscribeToken}`, payload: '<x/>', headers: { 'content-type': 'application/xml' } });
    await call(t, 'POST /api/alerts/unsubscribe/{token}', { url: `/api/alerts/unsubscribe/${unsubscribeToken}`, payload: '{"List-Unsubscribe": ', headers: { 'content-type': 'application/json' } });

    await call(t, 'DELETE /api/alerts/manage/{token}/{id}', { url: one });
    await call(t, 'DELETE /api/alerts/manage/{token}/{id}', { url: one });

    // Limits: one saved search per visitor and address; wrong link tokens, once spent, refuse every link.
    await call(limited, 'POST /api/alerts', { url: '/api/alerts', payload: { ...example, email: 'contract-limited@example.com' } });
    expect((await call(limited, 'POST /api/alerts', { url: '/api/alerts', payload: { ...example, email: 'contract-limited@example.com' } })).statusCode).toBe(429);
    const wrong = 'x'.repeat(43);
    for (const [operation, url, method] of [
      ['GET /api/alerts/confirm/{id}/{token}', `/api/alerts/confirm/${id}/${wrong}`, {}],
      ['POST /api/alerts/confirm/{id}/{token}', `/api/alerts/confirm/${id}/${wrong}`, {}],
      ['GET /api/alerts/manage/{token}', `/api/alerts/manage/${wrong}`, {}],
      ['PATCH /api/alerts/manage/{token}/{id}', `/api/alerts/manage/${wrong}/${id}`, { payload: { frequency: 'daily' } }],
      ['DELETE /api/alerts/manage/{token}/{id}', `/api/alerts/manage/${wrong}/${id}`, {}],
      ['GET /api/alerts/unsubscribe/{token}', `/api/alerts/unsubscribe/${wrong}`, {}],
      ['POST /api/alerts/unsubscribe/{token}', `/api/alerts/unsubscribe/${wrong}`, {}],
    ] as const) {
      await call(limited, operation, { url, ...method });
      expect((await call(limited, operation, { url, ...method })).statusCode, operation).toBe(429);
    }
  });

  it('health, also of a process whose database has gone', async () => {
    expect((await call(t, 'GET /api/health', { url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: 'ok' });
    const database = await openTestDatabase();
    const orphan = await createTestApp({ database });
    try {
      await database.close();
      await call(orphan, 'GET /api/health', { url: '/api/health' });
    } finally {
      await orphan.close();
    }
  });

  it('every documented operation and status was met, and every error answer has the one error shape', () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const exercised = new Set(exchanges.map((exchange) => exchange.operation));
    expect(documented.filter((operation) => !exercised.has(operation))).toEqual([]);

    const seen = new Set(exchanges.map((exchange) => `${exchange.operation} ${exchange.status}`));
    const documentedStatuses = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => Object.keys(item?.[method]?.responses ?? {}).map((status) => `${method.toUpperCase()} ${path} ${status}`)),
    );
    expect(documentedStatuses.filter((status) => !seen.has(status))).toEqual([]);

    const errors = exchanges.filter((exchange) => exchange.status >= 400);
    expect(errors.length).toBeGreaterThan(40);
    for (const { operation, status, body } of errors) {
      expect(body, `${operation} ${status}`).toEqual({
        message: expect.any(String),
        ...(typeof body === 'object' && body && 'errors' in body
          ? { errors: expect.arrayContaining([{ field: expect.any(String), message: expect.any(String) }]) }
          : {}),
      });
      const extra = Object.keys(body as object).filter((key) => key !== 'message' && key !== 'errors');
      expect(extra, `${operation} ${status}`).toEqual([]);
      for (const entry of (body as { errors?: unknown[] }).errors ?? []) {
        expect(Object.keys(entry as object).sort(), `${operation} ${status}`).toEqual(['field', 'message']);
      }
    }
  });
});
