/**
 * The one error type of the domain. HTTP maps `kind` to a status code in a single
 * error handler. `message` is for the person who sees it: a catalogue key under
 * `errors.` ("errors.listing.tooManyImages") with its `values`, which the error handler says in
 * the request's language (i18n/error-text.ts); plain text is said as it is.
 */
export type AppErrorKind =
  | 'invalid'
  | 'not_found'
  | 'forbidden'
  | 'unauthorized'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'unsupported_media'
  | 'rate_limited';

/** Values a message's sentence names ({{max}}, {{label}}…); a value that is a key is translated too. */
export type MessageValues = Record<string, string | number>;

export interface FieldError {
  field: string;
  message: string;
  values?: MessageValues;
}

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly errors: FieldError[];
  /** For `rate_limited`: when trying again can succeed (HTTP Retry-After). */
  readonly retryAfterSeconds: number | undefined;
  /** The values of `message`'s sentence. */
  readonly values: MessageValues | undefined;

  constructor(
    kind: AppErrorKind,
    message: string,
    errors: FieldError[] = [],
    options: { retryAfterSeconds?: number; values?: MessageValues } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.errors = errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.values = options.values;
  }
}

export const notFound = (message: string, values?: MessageValues) => new AppError('not_found', message, [], { values });
export const invalid = (message: string, errors: FieldError[] = [], values?: MessageValues) =>
  new AppError('invalid', message, errors, { values });
export const forbidden = (message: string, values?: MessageValues) => new AppError('forbidden', message, [], { values });

/**
 * By shape, not only by class: the server's own modules and the bundled web build each
 * carry a copy of this class, and an error thrown by one reaches code of the other
 * (e.g. a rate limit counted by the server inside a page's loader).
 */
export function isAppError(error: unknown): error is AppError {
  return (
    error instanceof AppError ||
    (error instanceof Error && error.name === 'AppError' && typeof (error as { kind?: unknown }).kind === 'string' && Array.isArray((error as { errors?: unknown }).errors))
  );
}
