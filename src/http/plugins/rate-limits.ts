/**
 * `request.consumeLimit(action)`: counts one use of a limited action by this visitor and
 * this client IP, and refuses it with 429 + Retry-After past either limit. The IP is
 * the socket's, or the proxy's X-Forwarded-For only when TRUST_PROXY says whose to trust.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../domain/limits/rate-limiter';
import type { LimitedAction } from '../../domain/limits/rate-limit-rules';

declare module 'fastify' {
  interface FastifyRequest {
    consumeLimit(action: LimitedAction): Promise<void>;
  }
}

export function registerRateLimits(app: FastifyInstance, limiter: RateLimiter): void {
  app.decorateRequest('consumeLimit', async function consumeLimit(this: FastifyRequest, action: LimitedAction) {
    await limiter.consume(action, { visitorId: this.visitorId, ip: this.ip || null });
  });
}
