/**
 * The server's page adapter (http/ssr.ts), in the real server, around a stub React
 * Router build: a root route whose document renders the nonce it was given (as the real
 * document does) and a count of its renders. `?missing` answers 404, `?cookie` sets a
 * cookie, `?vary` makes the page vary on Accept-Language (as the root loader does when the
 * browser chose the words), and a form post reads the visitor.
 */
import type { FastifyInstance } from 'fastify';
import type { AppLoadContext, ServerBuild } from 'react-router';
import type { RenderCache } from '../http/render-cache';
import { createTestApp } from './test-app';
import type { TestDatabase } from './test-database';

export interface StubPages {
  app: FastifyInstance;
  /** How many documents were rendered. */
  renders: () => number;
  /** Closes the server, its services and (unless shared) its database. */
  close(): Promise<void>;
}

type StubContext = AppLoadContext & { nonce: string; vary: (header: string) => void };

/** A one-route React Router build around a document function and a root route module: the shape the page adapter runs. */
export function stubServerBuild(entry: Record<string, unknown>, root: Record<string, unknown>): ServerBuild {
  return {
    entry: { module: entry },
    routes: { root: { id: 'root', path: '', module: { default: () => null, ...root } } },
    assets: { entry: { imports: [], module: '/entry.js' }, routes: {}, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: '/tmp',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

function stubBuild(counted: { renders: number }): ServerBuild {
  return stubServerBuild(
    {
      default: (request: Request, status: number, headers: Headers, _context: unknown, load: AppLoadContext) => {
        counted.renders += 1;
        const language = new URL(request.url).searchParams.has('vary') ? (request.headers.get('accept-language') ?? 'en') : 'en';
        return new Response(
          `<!doctype html><html lang="${language}"><script nonce="${(load as StubContext).nonce}"></script><p>${'page '.repeat(400)}</p></html>`,
          { status, headers },
        );
      },
    },
    {
      loader: ({ request, context }: { request: Request; context: StubContext }) => {
        const url = new URL(request.url);
        if (url.searchParams.has('missing')) throw new Response('Not found', { status: 404 });
        if (url.searchParams.has('cookie')) return new Response(JSON.stringify({}), { headers: { 'set-cookie': 'cb_x=1; Path=/' } });
        if (url.searchParams.has('vary')) context.vary('Accept-Language');
        return { ok: true };
      },
      action: ({ context }: { context: AppLoadContext }) => ({ visitor: context.visitorId }),
    },
  );
}

/**
 * The real server (createTestApp: the composition root, every plugin in the server's
 * order) serving the stub build as production serves pages, so the SSR and cache tests
 * hold the real hook chain: a change of order there fails them. No render cache unless
 * one is given.
 */
export async function stubPages(options: {
  sMaxAgeS: number;
  staleWhileRevalidateS: number;
  renderCache?: RenderCache;
  /** A database to share between several servers (each opens its own otherwise). */
  database?: TestDatabase;
}): Promise<StubPages> {
  const counted = { renders: 0 };
  const testApp = await createTestApp({
    ...(options.database ? { database: options.database } : {}),
    env: { PAGE_CACHE_S_MAXAGE: String(options.sMaxAgeS), PAGE_CACHE_SWR: String(options.staleWhileRevalidateS) },
    web: { build: stubBuild(counted), mode: 'production', renderCache: options.renderCache ?? false },
  });
  return { app: testApp.app, renders: () => counted.renders, close: () => testApp.close() };
}
