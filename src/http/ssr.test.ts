import Fastify, { type FastifyInstance } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleError } from '../web/entry.server';
import { registerErrorHandling } from './plugins/errors';
import { registerSsr } from './ssr';
import { stubServerBuild } from '../testing/stub-pages';

/**
 * The page adapter with a one-route build: the real entry's error handling, a root
 * route whose loader fails (with a NUL and a line break in its message) and no action.
 */
const build = stubServerBuild(
  { default: (_request: Request, status: number, headers: Headers) => new Response('<!doctype html><p>page</p>', { status, headers }), handleError },
  {
    loader: ({ request }: { request: Request }) => {
      if (new URL(request.url).searchParams.has('fail')) throw new Error('loader failed\u0000\nsecond line');
      return { ok: true };
    },
  },
);

let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  registerErrorHandling(app, { pages: true });
  registerSsr(app, { build, mode: 'production', context: () => ({}) as AppLoadContext });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('page methods', () => {
  it('answers TRACE, PUT and DELETE at a page 405 with Allow, never 500', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await app.inject({ method, url: '/us/newyork' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST');
      expect(Object.keys(response.json())).toEqual(['message']);
    }
  });

  it('answers a POST to a page without a form 405 with Allow, and notes it without a stack', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/?index',
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    const refused = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'page refused');
    expect(refused).toMatchObject({ level: 30, status: 405 });
    expect(refused?.reqId).toBeTruthy();
  });
});

describe('page errors', () => {
  it('are logged by the request logger: one JSON line with the request id, control characters escaped', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/?fail=1' });
    expect(response.statusCode).toBe(500);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    const failed = lines.filter((line) => line.includes('"page failed"'));
    expect(failed).toHaveLength(1);
    const line = failed[0]!;
    // Every character below 0x20 is escaped: a log line is one line, and a NUL is text.
    expect([...line.trimEnd()].filter((char) => char.charCodeAt(0) < 0x20)).toEqual([]);
    const entry = JSON.parse(line) as { level: number; reqId: string; err: { message: string; stack: string } };
    expect(entry.level).toBe(50);
    expect(entry.reqId).toBeTruthy();
    expect(entry.err.message).toBe('loader failed\u0000\nsecond line');
  });
});

describe('a form posted before the page hydrates', () => {
  // Pages send `Referrer-Policy: no-referrer`, so a browser posts their forms with `Origin: null`.
  let withAction: FastifyInstance;
  const posted: string[] = [];
  beforeAll(async () => {
    withAction = Fastify();
    registerErrorHandling(withAction, { pages: true });
    const formBuild = stubServerBuild(
      {
        default: (_request: Request, status: number, headers: Headers) => new Response('<!doctype html><p>page</p>', { status, headers }),
        handleError,
      },
      {
        loader: () => ({ ok: true }),
        action: ({ request }: { request: Request }) => void posted.push(request.method),
      },
    );
    registerSsr(withAction, { build: formBuild, mode: 'production', context: () => ({}) as AppLoadContext });
    await withAction.ready();
  });
  afterAll(async () => {
    await withAction?.close();
  });

  const post = (headers: Record<string, string>) =>
    withAction.inject({ method: 'POST', url: '/', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });

  it('reaches the action when the browser says it came from this site', async () => {
    const response = await post({ origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(200);
    expect(posted).toEqual(['POST']);
  });

  it('is still refused from another site, or when nothing says where it came from', async () => {
    for (const site of ['cross-site', 'same-site', undefined]) {
      const response = await post({ origin: 'null', ...(site ? { 'sec-fetch-site': site } : {}) });
      expect(response.statusCode, String(site)).toBe(400);
    }
    expect((await post({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(400);
    expect(posted).toEqual(['POST']);
  });
});
