/**
 * Builds the one Fastify app: JSON API under /api, media under /media, and the
 * server-rendered React app for everything else. Plugins are registered in the
 * order requests meet them.
 */
import { listingsVersion } from '../domain/listings/listings-cache';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import { createRateLimiter } from '../domain/limits/rate-limiter';
import { registerAccessLog } from './plugins/access-log';
import { registerControlCharacterGuard } from './plugins/control-characters';
import { registerCrossSiteWriteGuard } from './plugins/cross-site-writes';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerListingDetailCache } from './plugins/listing-detail-cache';
import { registerLoadShedding } from './plugins/load-shedding';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerServerWorkTimeout } from './plugins/server-work-timeout';
import { publicCacheControl, registerEncodedETags, registerSharedCache } from './plugins/shared-cache';
import { MY_ADS_COOKIE, registerMyAdsSession } from './plugins/my-ads-session';
import { registerReviewerSession, REVIEWER_COOKIE } from './plugins/reviewer-session';
import { registerVisitorId, VISITOR_COOKIE } from './plugins/visitor-id';
import { alertRoutes } from './routes/alerts';
import { healthRoutes } from './routes/health';
import { conversationRoutes } from './routes/conversations';
import { featureRoutes } from './routes/features';
import { feedRoutes } from './routes/feeds';
import { inboundMailRoutes } from './routes/inbound-mail';
import { listingFavouriteRoutes } from './routes/listing-favourites';
import { listingRoutes } from './routes/listings';
import { locationRoutes } from './routes/location';
import { moderationRoutes } from './routes/moderation';
import { pricingRoutes } from './routes/pricing';
import { searchRoutes } from './routes/search';
import { seoRoutes } from './routes/seo';
import { uploadRoutes } from './routes/uploads';
import { createRenderCache, type RenderCache } from './render-cache';
import { registerSsr } from './ssr';
import type { AppServices } from '../composition/app-services';
import { redactSecrets } from '../domain/reach/private-paths';
import { askForMyAdsLink } from '../domain/my-ads/ask-for-my-ads-link';

/** Log lines' URLs without secret tokens (the private pages' table). */
export { redactSecrets };

declare module 'http' {
  interface ServerResponse {
    scriptNonce?: string;
  }
}

export interface ServerOptions {
  /** Everything the server uses, built once for the process (composition/app-services.ts). */
  services: AppServices;
  /** The React Router server build; omitted in API-only tests. */
  web?: {
    build: ServerBuild | (() => Promise<ServerBuild>);
    mode: 'development' | 'production';
    /** Directory of the browser build (hashed assets), when serving the production build. */
    clientDir?: string;
    /** Extra setup before the SSR catch-all, e.g. Vite's dev middleware. */
    beforeSsr?: (app: FastifyInstance) => Promise<void>;
    /** false: render every page (the bench measures the render cache against it); on by default in production; tests may hand in their own. */
    renderCache?: boolean | RenderCache;
  };
}

/** Trust the nearest `hops` proxies: the client is the address just beyond them. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

const YEAR_S = 365 * 24 * 60 * 60;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { services } = options;
  const { config, db, storage, mailer, listingsCache, searchLog, conversations, alerts } = services;
  const app = Fastify({
    // The process's logger (level, format, redaction: composition/app-services.ts).
    loggerInstance: services.log,
    // One access-log line per request (plugins/access-log.ts) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-* (client address, scheme) only from the proxies TRUST_PROXY names:
    // otherwise anyone could pick the IP their rate limits count against.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 64 * 1024,
    // The router would not match a path parameter longer than its default 100 characters,
    // and a too-long listing id then read as a method the path does not take (405). Long
    // parameters reach the route, whose schema refuses them with a 400 naming the field.
    routerOptions: { maxParamLength: 1000 },
    // A client that is slow to send its request, or never sends a body it announced,
    // costs seconds (README: "Timeouts"). Node checks the deadlines every second.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    // A request without Host is refused by errors.ts in the { message } shape, not by Node's bare 400.
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1000, requireHostHeader: false },
    // Errors before routing (a URL that is not UTF-8) and requests Node cannot parse
    // answer in the same { message } shape as every other error.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const errors = registerErrorHandling(app, { pages: Boolean(options.web) });
  registerAccessLog(app, { redact: redactSecrets });
  registerJsonBodyParser(app);
  registerControlCharacterGuard(app);
  // Writes a page of another site made a browser send are refused before their body is read (CSRF).
  registerCrossSiteWriteGuard(app, { publicUrl: config.publicUrl });

  // 1. A fresh nonce per request, read by the CSP header and by the SSR document, and
  // 2. security headers, worked out once. In development Vite injects inline scripts of its own.
  registerSecurityHeaders(app, {
    contentSecurityPolicy:
      options.web?.mode === 'development'
        ? false
        : {
            // Helmet's defaults with ours (scripts by nonce, inline styles, images and uploads from the bucket).
            directives: [
              ['default-src', ["'self'"]],
              ['base-uri', ["'self'"]],
              ['font-src', ["'self'", 'https:', 'data:']],
              ['form-action', ["'self'"]],
              ['frame-ancestors', ["'self'"]],
              // Images in a bucket come from MEDIA_PUBLIC_URL, and browsers PUT uploads to it.
              ['img-src', ["'self'", 'data:', 'blob:', ...storage.origins.images]],
              ['object-src', ["'none'"]],
              ['script-src', ["'self'", "'nonce-{nonce}'"]],
              ['script-src-attr', ["'none'"]],
              ['style-src', ["'self'", "'unsafe-inline'"]],
              ['connect-src', ["'self'", ...storage.origins.uploads]],
            ],
          },
  });

  // Silence while we work on a received request is not an idle client.
  registerServerWorkTimeout(app);
  // PGlite's one connection: a bounded queue, and a fast 503 beyond it (ADR 025).
  registerLoadShedding(app, services.database.workGate);

  // 3. Cookies (signed) and the anonymous visitor id (a cookie only once a visitor acts).
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  registerVisitorId(app, { secure: config.publicUrl.startsWith('https://') });

  // 4. What shared caches may keep, with ETags and 304s; then compression for HTML and
  // JSON (media is already compressed). Their onSend hooks run in this order: the cookie
  // plugin writes Set-Cookie, the cache policy sees it and tags the plain bytes, compression
  // encodes them, and the tag gets the encoding's name.
  registerSharedCache(app, config.pageCache);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  registerEncodedETags(app);
  registerRateLimits(app, createRateLimiter(services.rateLimitCounter, config.rateLimits));

  // The reviewer's session for the moderation queue (signed cookie, kept in the database; CSRF token).
  const reviewerSessions = registerReviewerSession(app, {
    db,
    adminToken: config.adminToken,
    secret: config.sessionSecret,
    secure: config.publicUrl.startsWith('https://'),
  });

  // A seller's "My ads" session, signed in by a mailed link (signed cookie, kept in the database).
  const myAdsSessions = registerMyAdsSession(app, { db, secure: config.publicUrl.startsWith('https://') });

  // 5. OpenAPI document from the Zod schemas, with its UI at /api/docs.
  await registerOpenApi(app);

  // 6. The JSON API.
  // A public listing's JSON, kept for a moment and forgotten by any write through this process.
  const detailCache = registerListingDetailCache(app, { ttlMs: config.detailCacheMs });
  await app.register(listingRoutes, { db, storage, mailer, publicUrl: config.publicUrl, detailCache, listingsCache, searchLog });
  await app.register(listingFavouriteRoutes, { db });
  await app.register(featureRoutes, { db, listingsCache });
  const redis = services.redis;
  await app.register(healthRoutes, { db, ...(redis ? { pingRedis: () => redis.ping() } : {}) });
  await app.register(searchRoutes, { db, listingsCache, searchLog });
  await app.register(pricingRoutes, { db });
  await app.register(locationRoutes, { lookup: services.ipLookup });
  await app.register(uploadRoutes, { db, storage, images: services.images, secret: config.sessionSecret });
  await app.register(conversationRoutes, { conversations });
  await app.register(inboundMailRoutes, { conversations, secret: config.inboundMailSecret, mailDomain: config.mailDomain });
  await app.register(moderationRoutes, { db, sessions: reviewerSessions, conversations });
  await app.register(alertRoutes, { alerts });
  // Any other /api address: 405 with Allow when the path exists with other methods, else 404 (not a page).
  app.all('/api/*', async (request, reply) => errors.notFound(request, reply));

  // 7. Media: server-named files, cached for a year, never interpreted as a document.
  mkdirSync(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: YEAR_S * 1000,
    setHeaders: (reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });

  // 8. For search engines and feed readers: robots.txt, sitemaps, RSS feeds of searches.
  await app.register(seoRoutes, { db, publicUrl: config.publicUrl });
  await app.register(feedRoutes, { db, publicUrl: config.publicUrl });

  // 9. The React app: hashed assets cached forever, everything else rendered on the server.
  if (options.web) {
    if (options.web.clientDir) {
      await app.register(fastifyStatic, {
        root: path.resolve(options.web.clientDir),
        prefix: '/',
        wildcard: false,
        decorateReply: false,
        index: false,
        setHeaders: (reply, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('Cache-Control', hashed ? `public, max-age=${YEAR_S}, immutable` : 'public, max-age=3600');
        },
      });
    }
    await options.web.beforeSsr?.(app);
    registerSsr(app, {
      build: options.web.build,
      mode: options.web.mode,
      site: { publicUrl: config.publicUrl },
      publicCacheControl: publicCacheControl(config.pageCache),
      // Pages for anonymous visitors, kept under the listings' change version for at most
      // s-maxage (render-cache.ts); shared through Redis when REDIS_URL is set.
      renderCache:
        typeof options.web.renderCache === 'object'
          ? options.web.renderCache
          : options.web.mode === 'production' && options.web.renderCache !== false && config.pageCache.sMaxAgeS > 0
          ? createRenderCache({
              version: () => listingsVersion(db),
              namespace: () => listingsCache.databaseId(),
              ttlMs: config.pageCache.sMaxAgeS * 1000,
              personalCookies: [VISITOR_COOKIE, MY_ADS_COOKIE, REVIEWER_COOKIE],
              store: () => listingsCache.shared,
            })
          : undefined,
      context: (request, reply) => ({
        db,
        listingsCache,
        searchLog,
        // Read when a page asks (a GET reads a stand-in; a form post mints the cookie).
        get visitorId() {
          return request.visitorId;
        },
        nonce: reply.raw.scriptNonce ?? '',
        publicUrl: config.publicUrl,
        consumeLimit: (action, scope) => request.consumeLimit(action, scope),
        checkLimit: (action, scope) => request.checkLimit(action, scope),
        siteVerification: config.siteVerification,
        messageRetentionDays: config.messageRetentionDays,
        conversations,
        alerts,
        failedJobs: (limit) => services.jobs.listFailedJobs({ limit }),
        myAds: {
          email: request.myAdsEmail,
          requestLink: (email, locale) => askForMyAdsLink(services.jobs, { email, locale }),
          signIn: (email) => myAdsSessions.start(request, reply, email),
          signOut: () => myAdsSessions.end(request, reply),
        },
        moderation: {
          configured: reviewerSessions.configured,
          reviewer: request.reviewer ? { name: request.reviewer.name, csrfToken: request.reviewer.csrfToken } : null,
        },
      }),
    });
  }

  return app;
}
