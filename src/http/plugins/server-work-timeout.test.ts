import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerServerWorkTimeout } from './server-work-timeout';

const IDLE_MS = 300;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * A server whose only route works for three idle timeouts before it answers: the work
 * ends when a timer the route itself sets fires, as a slow decode or query would.
 */
async function serverWith(options: { workTimeout: boolean }): Promise<string> {
  app = Fastify({ connectionTimeout: IDLE_MS });
  if (options.workTimeout) registerServerWorkTimeout(app, 10_000);
  app.post('/work', async () => {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS * 3));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('server work and the idle timeout', () => {
  it('answers a request whose work outlasts the idle timeout meant for silent clients', async () => {
    const base = await serverWith({ workTimeout: true });
    const response = await fetch(`${base}/work`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
  });

  it('without it, the same work loses its connection (what the hook prevents)', async () => {
    const base = await serverWith({ workTimeout: false });
    await expect(fetch(`${base}/work`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).rejects.toThrow();
  });
});
