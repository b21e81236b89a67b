/**
 * The served OpenAPI document is a contract: it is valid OpenAPI, and real answers of
 * every documented operation keep to it — each status is documented for its operation
 * and each body validates against the documented schema for that status. Requests go
 * through `app.inject`, built from the document's own examples where it has them.
 *
 * This file: the document itself. Real answers: openapi-contract-listings.test.ts and
 * openapi-contract-conversations.test.ts, with the shared checks in
 * src/testing/openapi-contract.ts.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, ajv, INBOUND_MAIL_SECRET, loadDocument, METHODS, operationOf, validatorOf } from '../testing/openapi-contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { openApiDocument } from './plugins/openapi';

let t: TestApp;
let document: OpenAPIV3.Document;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN, INBOUND_MAIL_SECRET } });
  document = await loadDocument(t);
});
afterAll(async () => {
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
