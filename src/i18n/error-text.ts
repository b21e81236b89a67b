/**
 * The one translation of a person-facing error (#26). A message in a Zod schema or an
 * AppError is a catalogue key under `errors.` ("errors.listing.priceInvalid"), its values
 * in the issue (a custom issue's `params`; a built-in check's own `minimum`, `maximum`…)
 * or the AppError's `values`. This turns key and values into the sentence in the
 * language of `t`; a value that is itself a key (a field's label, "errors.fields.title",
 * or a category's name, "category.names.housing") is said in that language too. Text that is no key is returned as it is, so nothing a
 * message says is ever lost. Pure and browser-safe: the server's error handler and the
 * pages' form resolvers both call it.
 */
import type { TFunction } from './i18n';

export type ErrorValues = Record<string, string | number>;

const ERROR_KEY = /^errors\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+$/;
/** A value that may be a catalogue key: a field's label, a category's name ("category.names.housing"). */
const ANY_KEY = /^[A-Za-z]+(?:\.[A-Za-z0-9_-]+)+$/;

/** Whether a message is a catalogue key under `errors.` rather than a sentence. */
export function isErrorKey(message: string | null | undefined): message is string {
  return typeof message === 'string' && ERROR_KEY.test(message);
}

/** The sentence of `message` (a key, or already a sentence) with its values, in the language of `t`. */
export function errorText(t: TFunction, message: string, values?: ErrorValues | null): string {
  if (!isErrorKey(message)) return message;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    // A value the catalogue does not have (a seller's subcategory "a.b") is said as it is.
    params[name] = typeof value === 'string' && ANY_KEY.test(value) ? t(value, { defaultValue: value }) : value;
  }
  return t(message, { ...params, defaultValue: message });
}

/** Fields of an issue that are part of its shape, never values for its sentence. */
const NOT_VALUES = new Set(['code', 'message', 'path', 'input', 'inst', 'continue', 'params', 'errors', 'issues']);

function scalar(value: unknown): string | number | undefined {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

/**
 * The values of a Zod issue (or of fastify-type-provider-zod's validation entry's
 * `params`, which is the issue without path, code and message): a custom issue's
 * `params`, and a built-in check's scalar fields (`minimum`, `maximum`, `origin`…).
 */
export function issueValues(issue: object | null | undefined): ErrorValues {
  const values: ErrorValues = {};
  if (!issue) return values;
  for (const [name, value] of Object.entries(issue)) {
    if (NOT_VALUES.has(name)) continue;
    const found = scalar(value);
    if (found !== undefined) values[name] = found;
  }
  const params = (issue as { params?: unknown }).params;
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params)) {
      const found = scalar(value);
      if (found !== undefined) values[name] = found;
    }
  }
  return values;
}

/** An issue's sentence in the language of `t`. */
export function issueText(t: TFunction, issue: { message?: string | undefined } & object): string {
  return errorText(t, issue.message ?? 'errors.http.invalidValue', issueValues(issue));
}
