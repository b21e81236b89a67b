/**
 * One place maps failures to HTTP: domain AppErrors by kind, schema validation to
 * 400 with per-field messages, Fastify's own client errors (bad JSON, too large, a URL
 * that is not UTF-8, a method a path does not take, no such route) to their 4xx.
 * Anything unexpected is logged and answered with a plain 500 — never a stack. Every
 * answer has the one shape `{ message, errors? }`, said in the request's language
 * (Accept-Language, which the site's pages send; English otherwise): messages are
 * catalogue keys under `errors.` turned into sentences by i18n/error-text.ts.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { invalid, isAppError, type AppErrorKind } from '../../domain/shared/errors';
import { i18nFor } from '../../i18n/catalogues';
import { localeOfHeaders } from '../../i18n/locale';
import type { Language } from '../../i18n/languages';
import { errorText, issueValues } from '../../i18n/error-text';
import type { TFunction } from '../../i18n/i18n';
import { requestLocale } from '../request-locale';

const STATUS_OF: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
};

export interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

/** English: what API clients that ask for no language of ours are told. */
const ENGLISH = i18nFor('en').t;

/** What pages answer to: reading them, and the one form that posts (verify-email's action). */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;

const FRIENDLY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.http.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.http.emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.http.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.http.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.http.contentLength',
  FST_ERR_BAD_URL: 'errors.http.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'errors.http.urlTooLong',
  FST_ERR_ASYNC_CONSTRAINT: 'errors.http.notRouted',
};

function fieldOf(instancePath: string | undefined, fallback: string): string {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || fallback;
}

/**
 * The status and body an error is answered with, in the language of `t` (English by
 * default); `log` when it is ours, not the client's.
 */
export function describeError(
  error: FastifyError,
  t: TFunction = ENGLISH,
): { status: number; body: ErrorBody; retryAfterSeconds?: number; log?: true } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      field: fieldOf(issue.instancePath, error.validationContext ?? 'body'),
      message: errorText(t, issue.message ?? 'errors.http.invalidValue', issueValues(issue.params)),
    }));
    const summary = errors.length === 1 ? `${errors[0]!.field}: ${errors[0]!.message}` : t('errors.http.fieldsNeedAttention');
    return { status: 400, body: { message: summary, errors } };
  }
  if (isAppError(error)) {
    const body: ErrorBody = { message: errorText(t, error.message, error.values) };
    if (error.errors.length > 0) body.errors = error.errors.map((item) => ({ field: item.field, message: errorText(t, item.message, item.values) }));
    return { status: STATUS_OF[error.kind], body, retryAfterSeconds: error.retryAfterSeconds };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's messages can quote the request (a path, a content type), so those read as
    // fixed text; a 4xx of our own (an Error with a statusCode) says what it says.
    const friendly = FRIENDLY_CLIENT_ERRORS[error.code];
    const message = friendly
      ? t(friendly)
      : error.code?.startsWith('FST_') || !error.message
        ? t('errors.http.notUnderstood')
        : errorText(t, error.message);
    return { status, body: { message } };
  }
  return { status: 500, body: { message: t('errors.http.serverError') }, log: true };
}

/** The translator of the language a request asked for. */
function translatorOf(request: FastifyRequest): TFunction {
  return i18nFor(requestLocale(request).language).t;
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body, retryAfterSeconds, log } = describeError(error, translatorOf(request));
  if (log) request.log.error({ err: error }, 'request failed');
  else if (status >= 400) request.log.info({ code: error.code, status }, 'request refused');
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a path with an
 * encoded lone surrogate, `FST_ERR_BAD_URL`) get the same shape as every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(error, request, reply);
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'errors.http.requestTimeout' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: 'errors.http.headersTooLarge' },
};

/** The language of the Accept-Language among the bytes Node read before it gave up, when they got that far. */
function languageOfPacket(packet: unknown): Language {
  const text = Buffer.isBuffer(packet) ? packet.toString('latin1', 0, 64 * 1024) : '';
  const header = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(text)?.[1];
  return localeOfHeaders({ acceptLanguage: header }).language;
}

/**
 * Fastify's `clientErrorHandler` option: a request Node could not parse, or one that
 * did not arrive within the request timeout, is answered `{ message }` before the
 * connection closes, in the language its headers asked for if Node read that far.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || { status: 400, reason: 'Bad Request', message: 'errors.http.notUnderstood' };
  this.log.info({ code: error.code, status: known.status }, 'client error');
  const body = JSON.stringify({ message: i18nFor(languageOfPacket(error.rawPacket)).t(known.message) } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** A route's path as a pattern (`/api/listings/:id` matches `/api/listings/abc`). */
function pathPattern(url: string): RegExp {
  const parts = url.split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/).map((part) => {
    if (part === '*') return '.*';
    if (part.startsWith(':')) return '[^/]+';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}/?$`);
}

/**
 * The methods each path takes, collected as routes are added, so a request with another
 * method is told which ones (405 and `Allow`) instead of "not found". Catch-all routes
 * (`app.all`) are left out: they take every method by construction.
 */
function methodTable(app: FastifyInstance, options: { pages: boolean }) {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  /** Every method some route takes: a request with any other (TRACE, CONNECT…) is 405 wherever it goes. */
  const anywhere = new Set<string>(['HEAD']);
  const every = app.supportedMethods.length;
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    if (methods.length >= every) return;
    routes.push({ pattern: pathPattern(route.url), methods });
    for (const method of methods) anywhere.add(method);
  });
  return (request: FastifyRequest): string[] => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = new Set<string>();
    for (const route of routes) if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
    if (allowed.size === 0 && options.pages && !isApiPath(path)) for (const method of PAGE_METHODS) allowed.add(method);
    // No route at this path, and a method no route takes anywhere: refused as a method, not as an address.
    if (allowed.size === 0 && !anywhere.has(request.method)) for (const method of anywhere) allowed.add(method);
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed];
  };
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** Answers 405 with `Allow`: the one shape for every method a path does not take. */
export function sendMethodNotAllowed(reply: FastifyReply, allowed: readonly string[]): FastifyReply {
  return reply
    .status(405)
    .header('allow', allowed.join(', '))
    .type('application/json; charset=utf-8')
    .send({
      message: translatorOf(reply.request)('errors.http.methodNotAllowed', { method: reply.request.method, allowed: allowed.join(', ') }),
    } satisfies ErrorBody);
}

/**
 * Registers the error and not-found handlers. `pages`: whether the server renders pages,
 * which take GET, HEAD and POST at any path outside /api.
 */
export function registerErrorHandling(app: FastifyInstance, options: { pages?: boolean } = {}): { notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply } {
  const allowedMethods = methodTable(app, { pages: options.pages ?? false });

  app.setErrorHandler<FastifyError>((error, request, reply) => sendError(error, request, reply));

  // HTTP/1.1 requires a Host header. Node refuses a request without one with a bare 400
  // unless told not to (`requireHostHeader: false`, server.ts); it is refused here instead,
  // before any other hook, in the shape and language of every other error. HTTP/1.0
  // never required it (a load balancer's health check may omit it) and passes, as before.
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) throw invalid('errors.http.hostMissing');
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const allowed = allowedMethods(request).filter((method) => method !== request.method);
    if (allowed.length > 0) return sendMethodNotAllowed(reply, allowed);
    const message = translatorOf(request)(isApiPath(request.url.split('?')[0] ?? '') ? 'errors.http.noSuchEndpoint' : 'errors.http.notFound');
    return reply.status(404).type('application/json; charset=utf-8').send({ message } satisfies ErrorBody);
  };
  app.setNotFoundHandler(notFound);
  return { notFound };
}
