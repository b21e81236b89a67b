/**
 * The API fuzzer: requests generated with fast-check from the served OpenAPI document,
 * filled with hostile values, sent over real sockets to a real server process. Asserted
 * for every one: no 5xx, an answer within the hang limit, errors in the documented shape,
 * and no invalid listing accepted (nor a valid one stored other than it was sent).
 * Then the pages: hostile query strings and path segments, TRACE and unknown methods.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  brokenEncodings,
  encodeQueryValue,
  hostileNumber,
  hostileText,
  hostileValue,
  NAUGHTY_STRINGS,
  Raw,
  toJson,
  wrongType,
} from './hostile';
import { errorShapeProblem, excerpt, parseJson, pool, send, type Answer, type Sent } from './http';
import { certainlyInvalid, storedDifference } from './listing-oracle';
import { honestListing, postListing as postThroughApi, type Posted } from './listings';
import { recordPart, type Figure, type Finding } from './report';
import { settings } from './settings';

const base = inject('robustnessUrl');

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  nullable?: boolean;
  default?: unknown;
  format?: string;
};
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  schema?: Schema;
  required?: boolean;
}
const postListing = (body: Record<string, unknown>) => postThroughApi(base, body);

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}
/** A value the schema allows (roughly: enough to get past validation often). */
function allowed(schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.string({ maxLength: 10 });
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(allowed));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(allowed(schema.items), { maxLength: 3 });
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, allowed(property)])), {
        requiredKeys: schema.required ?? [],
      });
    default:
      if (schema.format === 'uuid') return fc.uuid();
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20) });
  }
}

function queryValueText(value: unknown): string {
  if (value instanceof Raw) return value.literal;
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

/** Hostile query strings: hostile values, duplicated names, broken percent-encoding. */
function queryString(parameters: Parameter[]): fc.Arbitrary<string> {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return fc.constant('');
  const one = (parameter: Parameter) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<string[]>([]) },
      { weight: 2, arbitrary: allowed(parameter.schema).map((value) => [`${parameter.name}=${encodeQueryValue(queryValueText(value))}`]) },
      { weight: 3, arbitrary: hostileValue.map((value) => [`${parameter.name}=${encodeQueryValue(queryValueText(value))}`]) },
      { weight: 1, arbitrary: fc.tuple(allowed(parameter.schema), hostileText).map(([a, b]) => [`${parameter.name}=${encodeQueryValue(queryValueText(a))}`, `${parameter.name}=${encodeQueryValue(b)}`]) },
      { weight: 1, arbitrary: brokenEncodings.map((broken) => [`${parameter.name}=${broken}`]) },
      { weight: 1, arbitrary: fc.constant([`${parameter.name}`, `${parameter.name}[]=1`, `${parameter.name}[a]=1`]) },
    );
  return fc.tuple(...query.map(one)).map((parts) => {
    const all = parts.flat();
    return all.length ? `?${all.join('&')}` : '';
  });
}

const MALFORMED_JSON = ['{', '{"title":', '{"title":"a",}', "{'title':'a'}", 'null', '[]', '"text"', '12', 'true', '{"__proto__":{"admin":true}}', '\ufeff{}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', `${'['.repeat(5000)}${']'.repeat(5000)}`, '{"title":"a","title":"b"}', 'NaN', '{"price":1e400}', '{"price":-1e-400}'];

interface BodyCase {
  contentType?: string;
  body?: string | Buffer;
  /** The JSON value sent, for the listing oracle (absent when the body is not JSON of an object). */
  value?: unknown;
}

/** A body for `schema`: mostly a valid one with hostile fields, else whole-body mischief. */
/** A body field as a form would carry it: nested objects (an alert's search) as JSON, since generated ones may have no prototype to print with. */
function formValue(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function bodyFor(operation: Operation, listings: Posted[]): fc.Arbitrary<BodyCase> {
  const isListing = operation.path === '/api/listings' || operation.path === '/api/listings/{id}';
  const schema = operation.body!;
  const valid: fc.Arbitrary<Record<string, unknown>> = isListing
    ? fc.string({ minLength: 4, maxLength: 6, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz') }).map(honestListing)
    : (allowed(schema) as fc.Arbitrary<Record<string, unknown>>);
  const properties = Object.keys(schema.properties ?? {});
  const hostileFields = fc.array(
    fc.tuple(
      fc.constantFrom(...(properties.length ? properties : ['x'])),
      fc.oneof({ weight: 4, arbitrary: hostileText }, { weight: 2, arbitrary: hostileNumber }, { weight: 2, arbitrary: wrongType }, { weight: 1, arbitrary: fc.constant(undefined) }),
    ),
    { minLength: 0, maxLength: 2 },
  );
  const objectBody = fc.tuple(valid, hostileFields, fc.constantFrom('application/json', 'application/json; charset=utf-8')).map(([value, fields, contentType]) => {
    const sent: Record<string, unknown> = { ...value };
    for (const [name, hostile] of fields) sent[name] = hostile;
    return { contentType, body: toJson(sent), value: sent } satisfies BodyCase;
  });
  const mischief = fc.oneof(
    fc.constantFrom(...MALFORMED_JSON).map((body) => ({ contentType: 'application/json', body })),
    valid.map((value) => ({ contentType: 'text/plain', body: JSON.stringify(value) })),
    valid.map((value) => ({ contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(Object.entries(value).map(([k, v]) => [k, formValue(v)])).toString() })),
    valid.map((value) => ({ contentType: 'multipart/form-data; boundary=x', body: `--x\r\ncontent-disposition: form-data; name="title"\r\n\r\n${formValue(value.title)}\r\n--x--` })),
    valid.map((value) => ({ contentType: 'application/json; charset=utf-16', body: Buffer.from(JSON.stringify(value), 'utf16le') })),
    fc.constant({ contentType: 'application/json' }),
    fc.constant({ contentType: 'application/json', body: '' }),
    fc.constant({ contentType: undefined, body: '{}' }),
    fc.constantFrom(65 * 1024, 2 * 1024 * 1024).map((size) => ({ contentType: 'application/json', body: `{"title":"${'x'.repeat(size)}"}` })),
  );
  void listings;
  return fc.oneof({ weight: 7, arbitrary: objectBody }, { weight: 3, arbitrary: mischief });
}

function headerValue(text: string): string {
  // Node sends only Latin-1 header values without line breaks; others are percent-encoded so they still reach the server.
  return /^[\t\x20-\x7e\x80-\xff]*$/.test(text) ? text : encodeQueryValue(text);
}

interface Generated {
  operation: Operation;
  request: Sent;
  value?: unknown;
  /** The listing the request is about, when it names a real one with its real token. */
  owned?: Posted;
}

function requestsFor(operation: Operation, listings: Posted[]): fc.Arbitrary<Generated> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const target = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...listings).map((listing) => ({ id: listing.id, listing })) },
    { weight: 1, arbitrary: fc.uuid().map((id) => ({ id, listing: undefined })) },
    { weight: 2, arbitrary: hostileText.map((id) => ({ id, listing: undefined })) },
    { weight: 1, arbitrary: brokenEncodings.map((id) => ({ id, listing: undefined, raw: true })) },
  );
  const tokenChoice = fc.oneof(
    fc.constant<'right' | 'none' | 'wrong'>('right'),
    fc.constant<'right' | 'none' | 'wrong'>('none'),
    hostileText.map((text) => text),
  );
  const body = operation.body ? bodyFor(operation, listings) : fc.constant<BodyCase>({});
  return fc.tuple(target, tokenChoice, queryString(operation.parameters), body).map(([chosen, token, query, bodyCase]) => {
    let path = operation.path;
    for (const parameter of pathParameters) {
      const value = 'raw' in chosen && chosen.raw ? chosen.id : encodeQueryValue(chosen.id);
      path = path.replace(`{${parameter.name}}`, value);
    }
    const headers: Record<string, string> = {};
    if (bodyCase.contentType) headers['content-type'] = bodyCase.contentType;
    const takesToken = operation.parameters.some((parameter) => parameter.name === 'x-manage-token');
    let owned: Posted | undefined;
    if (takesToken && chosen.listing && token === 'right') {
      headers['x-manage-token'] = chosen.listing.token;
      owned = chosen.listing;
    } else if (takesToken && token !== 'none' && token !== 'right') {
      headers['x-manage-token'] = headerValue(token);
    }
    const request: Sent = { method: operation.method, path: `${path}${query}`, headers, ...(bodyCase.body !== undefined ? { body: bodyCase.body } : {}) };
    return { operation, request, value: bodyCase.value, owned };
  });
}

function operationsOf(document: { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.includes('{*}')) continue; // The catch-alls: unknown API paths and pages, fuzzed below.
    for (const [method, operation] of Object.entries(methods)) {
      if (['parameters', 'summary', 'description'].includes(method)) continue;
      // Moderation is behind a reviewer session the fuzzer does not have; it is still sent, and must refuse cleanly.
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

class Tally {
  readonly figures: Partial<Record<Figure, number>> = { requestsSent: 0, serverErrors: 0, hangs: 0, errorBodiesOutOfShape: 0, traceNot405: 0, invalidAccepted: 0 };
  readonly findings: Finding[] = [];

  add(kind: Figure, request: Sent, answer: Answer | undefined, note: string): void {
    this.figures[kind] = (this.figures[kind] ?? 0) + 1;
    this.findings.push({
      kind,
      method: request.method,
      path: excerpt(request.path, 200)!,
      body: excerpt(request.body, 200),
      status: answer?.status,
      response: excerpt(answer?.text, 200),
      note,
    });
  }

  /** The shortest reproduction of each kind of failure per route, for the report. */
  minimal(): Finding[] {
    const best = new Map<string, Finding>();
    for (const finding of this.findings) {
      const key = `${finding.kind} ${finding.method} ${finding.path.split('?')[0]!.replace(/[0-9a-f-]{36}/g, '{id}')} ${finding.note?.replace(/\d+/g, 'N').slice(0, 40)}`;
      const size = finding.path.length + (finding.body?.length ?? 0);
      const previous = best.get(key);
      if (!previous || size < previous.path.length + (previous.body?.length ?? 0)) best.set(key, finding);
    }
    return [...best.values()];
  }
}

function checkAnswer(tally: Tally, request: Sent, answer: Answer, { api }: { api: boolean }): void {
  tally.figures.requestsSent! += 1;
  if (answer.failure === 'hang') return tally.add('hangs', request, answer, `no answer within ${settings.hangMs} ms`);
  if (answer.failure?.startsWith('not sent')) {
    tally.figures.requestsSent! -= 1;
    return;
  }
  if (answer.status >= 500) return tally.add('serverErrors', request, answer, `${answer.status}`);
  // A server may answer 413 and close before an oversized body is through: the client then
  // sees its write fail instead of the answer. That is a refusal, not a dropped request.
  const oversized = request.body !== undefined && Buffer.byteLength(request.body) > 1024 * 1024;
  if (answer.status === 0 && oversized && (answer.failure === 'EPIPE' || answer.failure === 'ECONNRESET')) return;
  if (answer.status === 0) return tally.add('hangs', request, answer, `connection dropped without an answer (${answer.failure})`);
  if (api && answer.status >= 400) {
    const problem = errorShapeProblem(answer);
    if (problem) tally.add('errorBodiesOutOfShape', request, answer, problem);
  }
}

function describeFindings(findings: Finding[]): string {
  return findings
    .map((finding) => `${finding.kind}: ${finding.method} ${finding.path}${finding.body ? ` body=${finding.body}` : ''} → ${finding.status ?? '-'} ${finding.response ?? ''} (${finding.note})`)
    .join('\n');
}

describe('API and pages under hostile input', () => {
  let document: Parameters<typeof operationsOf>[0];
  let listings: Posted[] = [];
  const api = new Tally();
  const pages = new Tally();
  let documentProblem: string | null = null;

  beforeAll(async () => {
    const answer = await send(base, { method: 'GET', path: '/api/docs/json' }, { timeoutMs: 30_000 });
    document = JSON.parse(answer.text) as typeof document;
    try {
      await SwaggerParser.validate(structuredClone(document) as never);
    } catch (error) {
      documentProblem = (error as Error).message;
    }
    listings = [];
    for (let index = 0; index < 4; index++) listings.push(await postListing(honestListing(`fuzz${index}`)));
  });

  it('serves an OpenAPI document that validates', () => {
    expect(documentProblem, 'GET /api/docs/json').toBeNull();
  });

  it(`answers ${settings.fuzzRuns} generated API requests without 5xx, hangs, shapeless errors or accepting invalid listings`, async () => {
    const operations = operationsOf(document);
    const generated = fc.sample(fc.oneof(...operations.map((operation) => requestsFor(operation, listings))), { seed: settings.seed, numRuns: settings.fuzzRuns });
    await pool(generated, settings.concurrency, async (item) => {
      const answer = await send(base, item.request);
      checkAnswer(api, item.request, answer, { api: true });
      const isPost = item.operation.method === 'POST' && item.operation.path === '/api/listings';
      const isUpdate = item.operation.method === 'PUT' && item.operation.path === '/api/listings/{id}';
      if (!(isPost && answer.status === 201) && !(isUpdate && answer.status === 200)) return;
      const why = item.value === undefined ? 'the body was not a JSON object' : certainlyInvalid(item.value, { partial: isUpdate });
      if (why) return api.add('invalidAccepted', item.request, answer, why);
      // Accepted: what was stored must be what was sent.
      const posted = isPost ? (parseJson(answer.text) as { id: string; manageUrl: string }) : undefined;
      const id = posted?.id ?? item.owned?.id;
      const token = posted?.manageUrl.split('/').pop() ?? item.owned?.token;
      if (!id || !token) return;
      const stored = await send(base, { method: 'GET', path: `/api/listings/${id}/manage`, headers: { 'x-manage-token': token } });
      const difference = stored.status === 200 ? storedDifference(item.value as Record<string, unknown>, parseJson(stored.text) as Record<string, unknown>) : `reading it back answered ${stored.status}`;
      if (difference) api.add('invalidAccepted', item.request, answer, difference);
    });
    recordPart('api-fuzz', api.figures, api.minimal());
    const failures = api.minimal();
    expect(failures.length, `API failures (${api.figures.requestsSent} requests):\n${describeFindings(failures)}`).toBe(0);
  });

  it('answers unknown API paths and other methods with a documented error', async () => {
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH'];
    const requests: Sent[] = methods.flatMap((method) => [
      { method, path: '/api/no-such-thing' },
      { method, path: `/api/listings/${listings[0]!.id}/${encodeQueryValue('\u0000')}` },
      { method, path: '/api/listings', headers: { 'content-type': 'application/json' }, body: '{' },
    ]);
    const trace = new Tally();
    await pool(requests, settings.concurrency, async (request) => {
      const answer = await send(base, request);
      checkAnswer(trace, request, answer, { api: true });
      if (request.method === 'TRACE' && answer.status !== 405 && answer.status < 500) trace.add('traceNot405', request, answer, 'TRACE must answer 405 Method Not Allowed');
    });
    recordPart('api-methods', trace.figures, trace.minimal());
    expect(trace.minimal().length, describeFindings(trace.minimal())).toBe(0);
  });

  it(`answers ${settings.pageRuns} pages with hostile query strings, paths and methods without 5xx or hangs`, async () => {
    const pagePaths = ['/', '/for-sale', '/housing', '/us/san-francisco', '/us/san-francisco/for-sale', '/feeds/listings.xml', `/listing/${listings[0]!.id}`, '/favourites', '/moderation', '/help'];
    const queryNames = ['q', 'cursor', 'category', 'sort', 'subcategory', 'city', 'priceMin', 'priceMax', 'condition', 'page', 'post'];
    const queryPart = fc.array(
      fc.tuple(fc.constantFrom(...queryNames), fc.oneof(hostileValue.map(queryValueText).map(encodeQueryValue), brokenEncodings, fc.constantFrom('newest', 'price_asc', 'relevance', 'for-sale', 'eyJpZCI6MX0', 'MjAyNi0xMS0yNHwx'))),
      { minLength: 1, maxLength: 4 },
    );
    const pageRequest = fc.oneof(
      { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...pagePaths), queryPart).map(([path, query]) => ({ method: 'GET', path: `${path}?${query.map(([name, value]) => `${name}=${value}`).join('&')}` })) },
      { weight: 2, arbitrary: fc.tuple(fc.constantFrom('/listing/', '/manage/', '/us/', '/verify-email/', '/au/victoria/'), fc.oneof(hostileText.map(encodeQueryValue), brokenEncodings)).map(([prefix, segment]) => ({ method: 'GET', path: `${prefix}${segment}/${segment}` })) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom('TRACE', 'PROPFIND', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'POST'), fc.constantFrom(...pagePaths)).map(([method, path]) => ({ method, path })) },
    );
    const requests = fc.sample(pageRequest, { seed: settings.seed + 1, numRuns: settings.pageRuns });
    await pool(requests, settings.concurrency, async (request: Sent) => {
      const answer = await send(base, request);
      checkAnswer(pages, request, answer, { api: false });
      if (request.method === 'TRACE' && answer.status !== 405 && answer.status < 500) pages.add('traceNot405', request, answer, 'TRACE must answer 405 Method Not Allowed');
    });
    recordPart('page-fuzz', pages.figures, pages.minimal());
    expect(pages.minimal().length, `Page failures (${pages.figures.requestsSent} requests):\n${describeFindings(pages.minimal())}`).toBe(0);
  });

  it('has the naughty strings it claims', () => {
    expect(NAUGHTY_STRINGS.length).toBeGreaterThan(400);
  });
});
