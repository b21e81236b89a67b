import { request } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createWorkGate } from '../../db/work-gate';
import { registerLoadShedding, RETRY_AFTER_S } from './load-shedding';

/** An app whose routes answer only when the test says so: requests pile up at the gate. */
function appWithGate(options: { concurrency: number; maxWaiting: number; maxWaitMs: number }) {
  const gate = createWorkGate(options);
  const app = Fastify();
  registerLoadShedding(app, gate);
  const holds: Array<() => void> = [];
  const hold = () => new Promise<void>((resolve) => holds.push(resolve));
  app.get('/api/listings', async () => {
    await hold();
    return { listings: [] };
  });
  app.get('/us/newyork', async (_request, reply) => {
    await hold();
    return reply.type('text/html').send('<p>page</p>');
  });
  app.get('/assets/app.js', async () => 'static');
  return { app, gate, holds };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('load shedding at the database gate', () => {
  it('answers 503 with Retry-After and a message in the request language once the queue is full', async () => {
    const { app, gate, holds } = appWithGate({ concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000 });
    const working = app.inject({ method: 'GET', url: '/api/listings' });
    const waiting = app.inject({ method: 'GET', url: '/api/listings' });
    await until(() => gate.active === 1 && gate.waiting === 1);

    const refused = await app.inject({ method: 'GET', url: '/api/listings', headers: { 'accept-language': 'de' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect(refused.json()).toEqual({ message: 'Die Website ist gerade sehr ausgelastet. Bitte versuchen Sie es in ein paar Sekunden erneut.' });

    // A browser asking for a page gets a page, not JSON.
    const page = await app.inject({ method: 'GET', url: '/us/newyork', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Busy right now</h1>');

    // Static files never wait for the database.
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);

    // The two admitted requests finish, each freeing its turn for the next.
    holds.shift()!();
    expect((await working).statusCode).toBe(200);
    await until(() => holds.length === 1);
    holds.shift()!();
    expect((await waiting).statusCode).toBe(200);
    // The line counts the turn given back a few ticks after the answer (p-queue settles it).
    await until(() => gate.active === 0);
    await app.close();
  });

  it('answers 503 to a request that waited longer than maxWaitMs instead of leaving it hanging', async () => {
    const { app, gate, holds } = appWithGate({ concurrency: 1, maxWaiting: 5, maxWaitMs: 50 });
    const working = app.inject({ method: 'GET', url: '/api/listings' });
    await until(() => gate.active === 1);
    const waited = await app.inject({ method: 'GET', url: '/api/listings' });
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect(gate.refused.waited_too_long).toBe(1);
    holds.shift()!();
    expect((await working).statusCode).toBe(200);
    await app.close();
  });
});

describe('a client slow to send its body', () => {
  it('takes no turn until its body is in', async () => {
    const gate = createWorkGate({ concurrency: 1, maxWaiting: 0, maxWaitMs: 60_000 });
    const app = Fastify();
    let routed = 0;
    app.addHook('onRequest', async () => {
      routed += 1;
    });
    registerLoadShedding(app, gate);
    app.post('/api/listings', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    // Headers and half a body: the request is routed, but its body never finishes.
    const slow = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/listings', headers: { 'content-type': 'application/json', 'content-length': '100' } });
    slow.on('error', () => {});
    slow.write('{"title":');
    await until(() => routed === 1);
    const answer = await fetch(`http://127.0.0.1:${port}/api/listings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(200);
    expect(gate.refused.queue_full).toBe(0);
    slow.destroy();
    await app.close();
  });
});
