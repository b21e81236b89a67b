/**
 * What the OpenAPI contract tests share (src/http/openapi-*.test.ts): the served
 * document, a request that checks its answer against the document (`call`), the
 * exchanges a file made, and the check that an area's every documented operation and
 * status was met. Each test file builds its own apps; this module keeps one file's
 * document and exchanges (Vitest loads it afresh per file).
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import sharp from 'sharp';
import { expect } from 'vitest';
import { RATE_LIMIT_ENV } from '../domain/limits/rate-limit-rules';
import { FRAMEWORK_STATUS } from '../http/plugins/openapi';
import type { TestApp } from './test-app';

export const ADMIN_TOKEN = 'reviewer-token-for-contract-tests-0123';
export const INBOUND_MAIL_SECRET = 'inbound-mail-secret-for-contract-tests';
export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

let document: OpenAPIV3.Document | undefined;

/** The document as served by `app`; `call` and `operationOf` read this one. */
export async function loadDocument(app: TestApp): Promise<OpenAPIV3.Document> {
  const served = await app.app.inject('/api/docs/json');
  expect(served.statusCode).toBe(200);
  document = served.json<OpenAPIV3.Document>();
  return document;
}

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

export const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
export const validators = new Map<unknown, ValidateFunction>();
export function validatorOf(schema: unknown): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema) as object);
    validators.set(schema, validate);
  }
  return validate;
}

export interface Exchange {
  operation: string;
  status: number;
  body: unknown;
}
export const exchanges: Exchange[] = [];

export function operationOf(method: Method, path: string): OpenAPIV3.OperationObject {
  if (!document) throw new Error('loadDocument(app) first');
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the OpenAPI document`);
  return operation;
}

/**
 * Sends a request for the documented operation `METHOD /path/{param}` and checks the
 * answer against the document: the status is one it lists, the content type one it
 * lists for that status, and the body valid for it (none for a 204).
 */
export async function call(
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

export async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#16a34a' } }).jpeg().toBuffer();
}

export const limitOfOne = Object.fromEntries(Object.values(RATE_LIMIT_ENV).flatMap((names) => [[names.perVisitor, '1'], [names.perIp, '1']]));

/**
 * The operations of openapi-contract-conversations.test.ts (conversations, moderation,
 * inbound mail, saved searches); every other one is openapi-contract-listings.test.ts's.
 * One is the other's complement, so no documented operation is left unchecked.
 */
export function isConversationsArea(operation: string): boolean {
  return /^[A-Z]+ \/api\/(conversations|moderation|inbound-mail|alerts)(\/|$)|^[A-Z]+ \/api\/listings\/\{id\}\/conversations$/.test(operation);
}

/**
 * Every documented operation of the area (and each of its statuses) was met by this
 * file's calls, and every error answer the file met has the one error shape.
 */
export function expectEveryOperationMet(inArea: (operation: string) => boolean): void {
  if (!document) throw new Error('loadDocument(app) first');
  const paths = document.paths;
  const documented = Object.entries(paths)
    .flatMap(([path, item]) => METHODS.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`))
    .filter(inArea);
  expect(documented.length).toBeGreaterThan(0);
  const exercised = new Set(exchanges.map((exchange) => exchange.operation));
  expect(documented.filter((operation) => !exercised.has(operation))).toEqual([]);

  const seen = new Set(exchanges.map((exchange) => `${exchange.operation} ${exchange.status}`));
  const documentedStatuses = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) =>
      inArea(`${method.toUpperCase()} ${path}`)
        ? Object.entries(item?.[method]?.responses ?? {})
            // Statuses every operation of a kind has (415 for any write…) are met by openapi-contract-framework.test.ts.
            .filter(([, response]) => !(response as unknown as Record<string, unknown>)[FRAMEWORK_STATUS])
            .map(([status]) => `${method.toUpperCase()} ${path} ${status}`)
        : [],
    ),
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
}
