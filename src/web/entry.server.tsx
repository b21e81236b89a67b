import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { withoutModulePreloadsStream } from './lib/script-loading.server';

export const streamTimeout = 5_000;

/**
 * React Router's Node entry, plus the CSP nonce from the load context, so the inline
 * hydration scripts pass the Content-Security-Policy the server sends, and the scripts'
 * preloads left out (lib/script-loading.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Everyone gets the complete document in one piece, crawlers and browsers alike: a
    // cache (the render cache, a CDN) hands one copy to both, public pages are read whole
    // for their ETag before a byte is sent anyway, and it reads complete without script.
    const readyOption = 'onAllReady' satisfies keyof RenderToPipeableStreamOptions;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body.pipe(withoutModulePreloadsStream())), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logPageError(loadContext, error, 'page failed while streaming');
      },
    });
  });
}

/**
 * Errors of loaders, actions and rendering go to the request's logger (pino: one JSON
 * line with the request id, control characters escaped), never to the console as a raw
 * multi-line stack. A page the client asked for wrongly (a 4xx response, e.g. a POST to
 * a page without a form) is noted, not reported as a failure.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const inner = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? null) : error;
  if (isRouteErrorResponse(error) && error.status < 500) {
    (context as AppLoadContext | undefined)?.log?.info(
      { status: error.status, reason: inner instanceof Error ? inner.message : error.statusText },
      'page refused',
    );
    return;
  }
  logPageError(context as AppLoadContext | undefined, inner ?? error, 'page failed');
};

function logPageError(context: AppLoadContext | undefined, error: unknown, message: string): void {
  if (context?.log) context.log.error({ err: error }, message);
  // Without the server's context (tests rendering a page alone) there is no request logger.
  else process.stderr.write(`${JSON.stringify({ level: 50, msg: message, err: String(error) })}\n`);
}
