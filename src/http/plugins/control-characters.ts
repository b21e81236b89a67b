/**
 * The last line before the database: after a route's schemas have run, no string in
 * its query, path parameters or JSON body may carry a control character other than a
 * line break or tab (PostgreSQL refuses NUL in text with an error, which would be a 500).
 * Every schema already refuses them field by field with its own message (the text
 * helpers in domain/shared/text.ts); this catches a field added without one, and
 * answers 400 naming it.
 */
import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../domain/shared/text';
import { invalid } from '../../domain/shared/errors';

/** The path (`items.0.name`) of the first string with a control character, if any. */
export function findControlCharacters(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return hasControlCharacters(value, { multiline: true }) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key, { multiline: true })) return [...path, key];
    const found = findControlCharacters(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerControlCharacterGuard(app: FastifyInstance): void {
  // A callback, not an async function: no promise and no extra tick on every request.
  app.addHook('preHandler', (request, _reply, done) => {
    // Pages read their URL in their loaders, which answer bad values themselves.
    if (!request.routeOptions.schema) return done();
    for (const [part, value] of [
      ['query', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const path = findControlCharacters(value);
      if (!path) continue;
      const field = path.length > 0 ? path.join('.') : part;
      return done(invalid('errors.text.controlCharactersAt', [{ field, message: CONTROL_CHARACTERS_MESSAGE, values: { label: field } }], { field }));
    }
    done();
  });
}
