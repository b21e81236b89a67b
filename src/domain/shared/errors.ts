/**
 * The one error type of the domain. HTTP maps `kind` to a status code in a single
 * error handler; `message` is written for the person who sees it.
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

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly errors: FieldError[];
  /** For `rate_limited`: when trying again can succeed (HTTP Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: AppErrorKind, message: string, errors: FieldError[] = [], options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.errors = errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (message: string) => new AppError('not_found', message);
export const invalid = (message: string, errors: FieldError[] = []) =>
  new AppError('invalid', message, errors);
export const forbidden = (message: string) => new AppError('forbidden', message);

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
