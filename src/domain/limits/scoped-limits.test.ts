/**
 * Wrong-token counts are kept per thing guessed at, and the thing's id comes from a URL:
 * whatever a URL holds (a NUL, a lone surrogate, a very long id), the database store keeps
 * the count instead of failing the request (found by the page fuzzer: /verify-email/%00/%00
 * answered 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCounter } from '../../testing/rate-limit-counter';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { isAppError } from '../shared/errors';
import { rateLimitRules } from './rate-limit-rules';
import { createRateLimiter, scopeKey } from './rate-limiter';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('a scope taken from a URL', () => {
  it('is counted in the database whatever it holds, each apart from the others', async () => {
    const limiter = createRateLimiter(databaseCounter(database.db), rateLimitRules({ wrong_link_token: { perVisitor: 2, perIp: 1000 } }));
    const subject = (scope: string) => ({ visitorId: 'guesser', ip: '192.0.2.9', scope });
    const guess = async (scope: string) =>
      limiter.consume('wrong_link_token', subject(scope)).then(
        () => 'ok',
        (error: unknown) => (isAppError(error) && error.kind === 'rate_limited' ? 'limited' : error),
      );
    for (const scope of ['listing:Oak bookcase\u0000x', 'email-confirmation:\ud800', `listing:${'x'.repeat(500)}`]) {
      expect([await guess(scope), await guess(scope), await guess(scope)], JSON.stringify(scope.slice(0, 40))).toEqual(['ok', 'ok', 'limited']);
    }
    // Two scopes that differ only in what encoding must keep apart stay apart.
    expect(await guess('listing:a%00')).toBe('ok');
    expect(scopeKey('listing:a\u0000')).not.toBe(scopeKey('listing:a%00'));
    expect(scopeKey('x'.repeat(500))).toHaveLength(120);
  });
});
