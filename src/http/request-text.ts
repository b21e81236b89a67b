import type { FastifyRequest } from 'fastify';
import { i18nFor } from '../i18n/catalogues';
import { errorText, type ErrorValues } from '../i18n/error-text';
import { requestLocale } from './request-locale';

/**
 * A message a handler sends itself (a 503 the error handler never sees), said in the
 * request's language like every error the error handler answers (#26).
 */
export function requestMessage(request: FastifyRequest, key: string, values?: ErrorValues): string {
  return errorText(i18nFor(requestLocale(request).language).t, key, values);
}
