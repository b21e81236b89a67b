/**
 * The page adapter (http/ssr.ts) with the same hooks as the server, around a stub React
 * Router build: a root route whose document renders the nonce it was given (as the real
 * document does) and a count of its renders. `?missing` answers 404, `?cookie` sets a
 * cookie, `?vary` makes the page vary on Accept-Language (as the root loader does when the
 * browser chose the words), and a form post reads the visitor.
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { registerVisitorId } from '../http/plugins/visitor-id';
import { publicCacheControl, registerEncodedETags, registerSharedCache } from '../http/plugins/shared-cache';
import type { RenderCache } from '../http/render-cache';
import { registerSsr } from '../http/ssr';

export interface StubPages {
  app: FastifyInstance;
  /** How many documents were rendered. */
  renders: () => number;
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

export async function stubPages(options: { sMaxAgeS: number; staleWhileRevalidateS: number; renderCache?: RenderCache }): Promise<StubPages> {
  const counted = { renders: 0 };
  const app = Fastify();
  await app.register(fastifyCookie, { secret: 'test-secret-that-is-long-enough-for-the-schema-000' });
  registerVisitorId(app, { secure: false });
  registerSharedCache(app, options);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  registerEncodedETags(app);
  let nonce = 0;
  app.addHook('onRequest', async (_request, reply) => {
    nonce += 1;
    reply.raw.scriptNonce = `nonce${nonce}`;
    reply.header('content-security-policy', `script-src 'nonce-nonce${nonce}'`);
  });
  registerSsr(app, {
    build: stubBuild(counted),
    mode: 'production',
    publicCacheControl: publicCacheControl(options),
    renderCache: options.renderCache,
    context: (request, reply) =>
      ({
        get visitorId() {
          return request.visitorId;
        },
        nonce: reply.raw.scriptNonce,
      }) as unknown as AppLoadContext,
  });
  await app.ready();
  return { app, renders: () => counted.renders };
}
