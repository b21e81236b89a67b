/**
 * Load shedding in front of the embedded database (ADR 025). PGlite has one connection,
 * run on the server's own thread: under a crowd, requests queue for it without bound and
 * some are never answered in time. Each request that may read the database takes a turn
 * at the database's work gate (db/work-gate.ts); one the gate refuses — its queue full,
 * or its wait over — is answered at once with 503 and Retry-After, in the request's
 * language: `{ message }` for the API, a short page for a browser. A client never hangs.
 *
 * Static files (built assets, uploaded media) never touch the database and pass freely,
 * as do image uploads, which have their own limit on decodes (429 and Retry-After).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GateRefusal, WorkGate } from '../../db/work-gate';
import { i18nFor } from '../../i18n/catalogues';
import { requestLocale } from '../request-locale';
import { isApiPath } from './errors';

/** Seconds a refused client is asked to wait: about the longest turn's wait, rounded up. */
export const RETRY_AFTER_S = 2;

/** Files that never reach the database. */
const STATIC_FILES = /^\/(assets|media)\/|^\/favicon/;
/** An image's bytes: its decode has a limit of its own (infrastructure/images/decode-limiter.ts). */
const IMAGE_BYTES = /^\/api\/objects\/upload\/[^/]+$/;

function gated(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  if (request.method === 'PUT' && IMAGE_BYTES.test(path)) return false;
  return !STATIC_FILES.test(path);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function refuse(request: FastifyRequest, reply: FastifyReply, reason: GateRefusal): FastifyReply {
  const { language } = requestLocale(request);
  const { t } = i18nFor(language);
  request.log.warn({ reason }, 'request shed: the database is busy');
  reply.status(503).header('retry-after', String(RETRY_AFTER_S)).header('cache-control', 'no-store');
  const path = request.url.split('?')[0] ?? '/';
  const wantsPage = !isApiPath(path) && (request.headers.accept ?? '').includes('text/html');
  if (!wantsPage) return reply.type('application/json; charset=utf-8').send({ message: t('errors.http.busy') });
  const title = escapeHtml(t('errors.http.busyTitle'));
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${escapeHtml(t('errors.http.busy'))}</p></body></html>`,
    );
}

/** Registers the gate's hook; nothing when the database needs none (PostgreSQL). Register it before the routes. */
export function registerLoadShedding(app: FastifyInstance, gate: WorkGate | undefined): void {
  if (!gate) return;
  // Once the request is in, body and all: a client slow to send its body (or never sending
  // it) must not hold a turn, or a handful of them would shut everyone out.
  app.addHook('preHandler', async (request, reply) => {
    if (!gated(request)) return;
    const ticket = gate.enter();
    let gone = false;
    // A client gone while waiting gives up its place (after its turn came, this does nothing).
    reply.raw.once('close', () => {
      gone = true;
      ticket.cancel();
    });
    const turn = await ticket.turn;
    if (!turn.admitted) return refuse(request, reply, turn.reason);
    // Finished or dropped, the answer frees the turn.
    if (gone) turn.release();
    else reply.raw.once('close', turn.release);
  });
}
