/**
 * `request.consumeLimit(action)`: counts one use of a limited action by this visitor (when
 * their cookie names one: reading it here never makes one) and this client IP (an IPv6 one by its /64), and refuses it with 429 + Retry-After past either limit;
 * `request.checkLimit(action)` refuses the same way once a limit is used up, counting nothing. The IP is
 * the socket's, or the proxy's X-Forwarded-For only when TRUST_PROXY says whose to trust.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Limits, RateLimiter } from '../../domain/limits/rate-limiter';
import type { LimitedAction } from '../../domain/limits/rate-limit-rules';

declare module 'fastify' {
  interface FastifyRequest {
    consumeLimit(action: LimitedAction, scope?: string): Promise<void>;
    /** Refuses with 429 once this visitor or IP has used up `action` (about `scope`, when given); counts nothing. */
    checkLimit(action: LimitedAction, scope?: string): Promise<void>;
    /** Both, as domain use cases take them. */
    limits(): Limits;
  }
}

export function registerRateLimits(app: FastifyInstance, limiter: RateLimiter): void {
  app.decorateRequest('consumeLimit', async function consumeLimit(this: FastifyRequest, action: LimitedAction, scope?: string) {
    await limiter.consume(action, { visitorId: this.knownVisitorId, ip: this.ip || null, scope });
  });
  app.decorateRequest('checkLimit', async function checkLimit(this: FastifyRequest, action: LimitedAction, scope?: string) {
    await limiter.check(action, { visitorId: this.knownVisitorId, ip: this.ip || null, scope });
  });
  app.decorateRequest('limits', function limits(this: FastifyRequest): Limits {
    return { check: (action, scope) => this.checkLimit(action, scope), consume: (action, scope) => this.consumeLimit(action, scope) };
  });
}
