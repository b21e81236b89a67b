/**
 * One place maps failures to HTTP: domain AppErrors by kind, schema validation to
 * 400 with per-field messages, Fastify's own client errors (bad JSON, too large) to
 * their 4xx. Anything unexpected is logged and answered with a plain 500 — never a stack.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError, type AppErrorKind, type FieldError } from '../../domain/shared/errors';

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
  errors?: FieldError[];
}

const FRIENDLY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The upload is too large; the most is 5 MB per file',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body',
};

function fieldOf(instancePath: string | undefined, fallback: string): string {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || fallback;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath, error.validationContext ?? 'body'),
        message: issue.message ?? 'is not valid',
      }));
      const summary = errors.length === 1 ? `${errors[0]!.field}: ${errors[0]!.message}` : 'Some fields need attention';
      return reply.status(400).send({ message: summary, errors } satisfies ErrorBody);
    }
    if (isAppError(error)) {
      const body: ErrorBody = { message: error.message };
      if (error.errors.length > 0) body.errors = error.errors;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return reply.status(STATUS_OF[error.kind]).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRIENDLY_CLIENT_ERRORS[error.code] ?? (error.message || 'The request could not be understood');
      return reply.status(status).send({ message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' } satisfies ErrorBody);
  });
}
