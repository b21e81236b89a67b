/**
 * The OpenAPI document of the JSON API, generated from the routes' Zod schemas and
 * served at /api/docs/json (with its UI at /api/docs). It is a contract: contract
 * tools (Dredd, Schemathesis) and our own tests build requests from it and check
 * every answer against it (http/openapi-contract.test.ts), so it must say only what
 * the server really does.
 *
 * OpenAPI 3.0.3 rather than 3.1: Dredd and several other contract tools read only 3.0.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { errorBodySchema } from '../schemas';
import { REVIEWER_COOKIE } from './reviewer-session';
import { PUBLIC_API_ROUTES } from './shared-cache';

export const OPENAPI_DOCS_PREFIX = '/api/docs';

const DESCRIPTION = [
  'Local classified ads for every city: listings, search, price intelligence and scam screening.',
  '',
  '**Errors.** Every 4xx and 5xx answer is JSON of one shape: `{ "message": string, "errors"?: [{ "field": string, "message": string }] }`. ' +
    '`message` is written for people; `errors` names each field that needs attention (`field` is a dotted path into the body, query or headers). ' +
    'Besides the statuses each operation lists, any request may be answered 431 (its headers are too large), 400 (no `Host` header, or an address ' +
    'that is not UTF-8), and a method an address does not take 405 with an `Allow` header. A write (POST, PUT, PATCH, DELETE) that a browser says ' +
    'came from another site (`Sec-Fetch-Site: cross-site`, or an `Origin` of another host) is refused with 403.',
  '',
  '**Unknown fields.** Fields a request body does not document are ignored and have no effect. ' +
    'Fields the server owns — `id`, `status`, `moderationStatus`, `isVerifiedUser`, `createdAt` and the like — are never taken from a client, ' +
    'whatever a request sends.',
  '',
  '**Text and numbers.** No text value — body, query or path — may contain a control character (a line break is text only in a description or report details): ' +
    'such a value is refused with 400 naming the field. Prices are decimals with at most two places, sent as text or as JSON numbers; a JSON number ' +
    'that a double cannot hold as written (`1e-400`, `1.0000000000000001`) is refused in any field, naming it, never rounded.',
  '',
  "**Managing a listing.** The seller is recognised by the visitor cookie of the browser that posted the listing, or by the token of the listing's secret " +
    'management link sent as the `X-Manage-Token` header. Anyone else gets 404, as for a listing that does not exist.',
  '',
  '**Rate limits.** Posting, uploading, reporting, revealing a contact, searching, confirmation mails and reviewer sign-in are limited per visitor and per ' +
    'network address; past a limit the answer is 429 with a `Retry-After` header (seconds).',
  '',
  '**Moderation** endpoints need a reviewer session: sign in with `POST /api/moderation/login`, then send the session cookie, and the CSRF token as the ' +
    '`X-CSRF-Token` header with every change. Without ADMIN_TOKEN configured they answer 503.',
].join('\n');

const TAGS: OpenAPIV3.TagObject[] = [
  { name: 'listings', description: 'Browse, read, post and report listings' },
  { name: 'managing a listing', description: "The seller's own listing: edit, mark sold, renew, delete" },
  { name: 'uploads', description: 'Image uploads to signed, single-use URLs' },
  { name: 'search', description: 'Suggestions, trending searches and category counts' },
  { name: 'pricing', description: 'Price suggestions while posting' },
  { name: 'location', description: "The visitor's city from their IP address" },
  { name: 'premium', description: 'Premium features per city and category' },
  { name: 'moderation', description: 'The reviewers’ queue and decisions' },
  { name: 'feeds', description: 'RSS feeds of searches' },
  { name: 'operations', description: 'Health of this process, for load balancers' },
];

type SchemaLike = Record<string, unknown>;

/**
 * Visits every schema object in the document (responses, request bodies, parameters
 * and their nested subschemas), so rules about the generated schemas live in one place.
 */
function eachSchema(value: unknown, visit: (schema: SchemaLike) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) eachSchema(item, visit);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as SchemaLike;
  if ('type' in node || 'enum' in node || 'anyOf' in node || 'oneOf' in node || 'allOf' in node) visit(node);
  for (const [key, child] of Object.entries(node)) {
    // Examples are data, not schemas: a listing example with a `type` field must stay as it is.
    if (key === 'example' || key === 'examples' || key === 'default' || key === 'enum') continue;
    eachSchema(child, visit);
  }
}

/**
 * Example values of parameters, by name, for tools that must fill in required ones
 * (Dredd sends a documented example). Each is valid wherever the name is used; the
 * contract test checks them against the parameters' schemas.
 */
const PARAMETER_EXAMPLES: Record<string, unknown> = {
  id: '6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f',
  city: 'london',
  category: 'for-sale',
  title: 'Oak writing desk',
  q: 'desk',
  token: 'the-token-of-the-upload-url',
};

/** Where a name means something else: the token of an alert's mailed link is 43 characters of base64url. */
const PATH_PARAMETER_EXAMPLES: [prefix: string, examples: Record<string, unknown>][] = [
  ['/api/alerts/', { token: 'fK3m9Qx2Lr7Vw1Tz5Yb8Nc4Hd6Jg0Ps2Ue9Ai3Ko7Xq' }],
];

function parameterExample(path: string, name: string): unknown {
  for (const [prefix, examples] of PATH_PARAMETER_EXAMPLES) if (path.startsWith(prefix) && name in examples) return examples[name];
  return PARAMETER_EXAMPLES[name];
}

const retryAfter: OpenAPIV3.HeaderObject = {
  description: 'Seconds until trying again can succeed',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};

/** Headers of answers that Zod schemas cannot carry, by operation and status. */
const RESPONSE_HEADERS: Record<string, Record<string, OpenAPIV3.HeaderObject>> = {
  'get /api/listings 200': {
    // Sent only sometimes, so not required: a last page has no next, most searches need no correction.
    Link: { description: 'The next page, when there is one: `</api/listings?…&cursor=…>; rel="next"`', required: false, schema: { type: 'string' } },
    'X-Search-Corrections': {
      description: 'When a search word matched nothing and was corrected: the words searched for, comma-separated',
      required: false,
      schema: { type: 'string' },
    },
  },
  'get /api/conversations/{id} 200': {
    ETag: { description: 'The thread’s version: send it as If-None-Match to be answered 304 while nothing changed', required: true, schema: { type: 'string' } },
  },
};

/** Request bodies that are not JSON, which a Zod body schema cannot describe. */
const image: OpenAPIV3.MediaTypeObject = { schema: { type: 'string', format: 'binary' } };
const RAW_REQUEST_BODIES: Record<string, OpenAPIV3.RequestBodyObject> = {
  'put /api/objects/upload/{id}': {
    required: true,
    description: 'The image file as it is (not a form): JPEG, PNG or WebP, at most 5 MB; its bytes decide its type',
    content: { 'image/jpeg': image, 'image/png': image, 'image/webp': image },
  },
  'post /api/inbound-mail': {
    required: true,
    description: 'The reply mail as it arrived: a raw RFC 822 message, headers and body, at most 1 MB',
    content: {
      'message/rfc822': {
        schema: { type: 'string', format: 'binary' },
        example:
          'From: Anna <anna@example.com>\r\nTo: reply+abcdefghijklmnopqrstuvwxyz234567@cityboard.example\r\nSubject: Re: Oak writing desk\r\n\r\nYes, Saturday at 10 works.\r\n\r\nOn Sun, Nov 24, 2024 at 3:02 PM Cityboard wrote:\r\n> Is the desk still available?\r\n',
      },
      'text/plain': { schema: { type: 'string', format: 'binary' } },
    },
  },
};

/** The error body's schema, as the document writes it, for the statuses added below. */
const ERROR_BODY = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }) as OpenAPIV3.SchemaObject;
delete (ERROR_BODY as Record<string, unknown>).$schema;

/** Marks a status the server sends for every operation of its kind, before the route's own code runs. */
export const FRAMEWORK_STATUS = 'x-cityboard-framework';

function frameworkResponse(description: string): OpenAPIV3.ResponseObject {
  return { description, content: { 'application/json': { schema: structuredClone(ERROR_BODY) } }, [FRAMEWORK_STATUS]: true } as OpenAPIV3.ResponseObject;
}

/**
 * Statuses Fastify and our plugins answer for whole kinds of operations, which no route's
 * schema names: 400 where there is input to refuse, 413 and 415 for any write (a body is
 * read before the route looks at it, whether it takes one or not), 304 for the public
 * reads that carry an ETag (shared-cache.ts). 405 and 431 belong to no operation; the
 * document's description says when they come.
 */
function addFrameworkStatuses(method: string, path: string, operation: OpenAPIV3.OperationObject, responses: OpenAPIV3.ResponsesObject): void {
  const add = (status: string, description: string) => {
    if (!responses[status]) responses[status] = frameworkResponse(description);
  };
  if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody) add('400', 'A path parameter, query value or header is not valid (see `errors`)');
  if (['post', 'put', 'patch', 'delete'].includes(method)) {
    add('413', 'The request body is too large');
    add('415', 'A body of a content type not accepted here (this operation reads no body, or only the types it lists)');
  }
  // Feeds say they are public themselves (routes/feeds.ts), so they get tags and 304s too.
  if (method === 'get' && (PUBLIC_API_ROUTES.has(path.replace(/\{(\w+)\}/g, ':$1')) || path.startsWith('/feeds/'))) {
    responses['304'] ??= { description: 'Not modified: If-None-Match named the current ETag', [FRAMEWORK_STATUS]: true } as OpenAPIV3.ResponseObject;
  }
}

/**
 * Corrections to what the Zod-to-JSON-Schema step emits, so that strict 3.0 readers
 * accept the document and validators agree with the server:
 * - A nullable enum must list null among its values (OpenAPI 3.0.3: `nullable` does not
 *   widen `enum`); e.g. `match` of location detection is null when no city was found.
 * - A 204 or 304 answer has no body, so it declares no content.
 * - Parameters get an example (PARAMETER_EXAMPLES) when their schema gave none.
 * - Answers name their headers: Retry-After on every 429, and RESPONSE_HEADERS.
 * - A request body's example is also the media type's example; RAW_REQUEST_BODIES
 *   describes the bodies that are not JSON.
 */
export function correctDocument(document: OpenAPIV3.Document): OpenAPIV3.Document {
  eachSchema(document.paths, (schema) => {
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  });
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      for (const parameter of ((operation as OpenAPIV3.OperationObject | undefined)?.parameters ?? []) as OpenAPIV3.ParameterObject[]) {
        const example = parameterExample(path, parameter.name);
        if (parameter.example === undefined && example !== undefined) parameter.example = example;
      }
      const raw = RAW_REQUEST_BODIES[`${method} ${path}`];
      if (raw) (operation as OpenAPIV3.OperationObject).requestBody = raw;
      // Request examples on the media type too, where contract tools (Dredd) look first.
      const body = (operation as OpenAPIV3.OperationObject | undefined)?.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      for (const media of Object.values(body?.content ?? {})) {
        const example = (media.schema as OpenAPIV3.SchemaObject | undefined)?.example;
        if (media.example === undefined && example !== undefined) media.example = example;
      }
      const responses = (operation as OpenAPIV3.OperationObject | undefined)?.responses;
      for (const status of ['204', '304']) {
        const noContent = responses?.[status] as OpenAPIV3.ResponseObject | undefined;
        if (!noContent) continue;
        delete noContent.content;
        if (noContent.description === 'Default Response') noContent.description = 'Done; no content';
      }
      if (responses) addFrameworkStatuses(method, path, operation as OpenAPIV3.OperationObject, responses);
      for (const [status, response] of Object.entries(responses ?? {}) as [string, OpenAPIV3.ResponseObject][]) {
        const headers = { ...(status === '429' ? { 'Retry-After': retryAfter } : {}), ...RESPONSE_HEADERS[`${method} ${path} ${status}`] };
        if (Object.keys(headers).length > 0) response.headers = { ...response.headers, ...headers };
      }
    }
  }
  return document;
}

/**
 * Wildcard routes are left out: the `/api/*` catch-all (a JSON 404) and the pages'
 * catch-all are not operations of the API, and a wildcard (`{*}`) is no OpenAPI path.
 * Every other route is documented — a route that forgot its tags or schema shows up
 * bare rather than vanishing (the contract test asks for both).
 */
const transform: typeof jsonSchemaTransform = (route) =>
  route.url.includes('*') ? { schema: { hide: true }, url: route.url } : jsonSchemaTransform(route);

/** Registers the document and its UI. */
export async function registerOpenApi(app: FastifyInstance, options: { version?: string } = {}): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Cityboard API', version: options.version ?? '1.0.0', description: DESCRIPTION },
      tags: TAGS,
      components: {
        securitySchemes: {
          reviewerSession: {
            type: 'apiKey',
            in: 'cookie',
            name: REVIEWER_COOKIE,
            description: 'Set by POST /api/moderation/login; changes also need the session’s CSRF token as the X-CSRF-Token header',
          },
        },
      },
    },
    transform,
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) throw new Error('Cityboard publishes an OpenAPI 3 document only');
      return correctDocument(documentObject.openapiObject as OpenAPIV3.Document);
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: OPENAPI_DOCS_PREFIX });
}

/**
 * The served OpenAPI document (the same as GET /api/docs/json), for tools that generate
 * requests from it — fuzzers, contract tests, client generators. A deep copy: the
 * document Fastify serves is cached, and some readers (swagger-parser) rewrite what
 * they are given. Call it after `app.ready()`.
 */
export function openApiDocument(app: FastifyInstance): OpenAPIV3.Document {
  return structuredClone(app.swagger() as OpenAPIV3.Document);
}
