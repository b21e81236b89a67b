import type { FastifyInstance } from 'fastify';

/** How long the server's own work on a received request may go without a byte sent. */
export const SERVER_WORK_TIMEOUT_MS = 120_000;

/**
 * The idle timeout (`IDLE_TIMEOUT_S`) is for silent clients. Once a request is in (for
 * the API, its body too), the silence is our own work — an image's turn to decode, a
 * slow page on a busy machine — and must not cut the connection without an answer.
 * Node's request timeout still bounds a body that a page reads itself, and Node sets
 * the keep-alive timeout on the socket once the answer is sent.
 */
export function registerServerWorkTimeout(app: FastifyInstance, workTimeoutMs = SERVER_WORK_TIMEOUT_MS): void {
  // A callback, not an async function: no promise and no extra tick on every request.
  app.addHook('preHandler', (request, _reply, done) => {
    // The mock socket of `app.inject` has no timeout to set.
    request.raw.socket?.setTimeout?.(workTimeoutMs);
    done();
  });
}
