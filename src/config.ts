/**
 * Configuration, read once at startup from the environment and passed down.
 * Every variable is optional for `npm start`; README.md documents each one.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { StorageConfig } from './infrastructure/media-storage/create-media-storage';
import { LIMITED_ACTIONS, RATE_LIMIT_ENV, rateLimitRules, type RateLimitRules } from './domain/limits/rate-limit-rules';

/** A duration in (possibly fractional) seconds, at least a millisecond and at most an hour. */
const seconds = (fallback: number) => z.coerce.number().min(0.001).max(3600).default(fallback);

/** `S3_ENDPOINT=` in an env file means unset, not an invalid URL. */
const emptyIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /**
   * The interface to listen on. Loopback by default, so a demo on a laptop is not on the
   * café's network; `0.0.0.0` (every interface) or one address for a server.
   */
  HOST: z.string().trim().min(1).default('localhost'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  /** Database, media (with STORAGE=local) and the session secret. */
  DATA_DIR: z.string().default('./data'),
  /**
   * Where images live: `local` (DATA_DIR/media, served under /media) or `s3` (a bucket,
   * served from MEDIA_PUBLIC_URL; README "Images in object storage"). The S3 credentials
   * are the AWS SDK's own chain (AWS_ACCESS_KEY_ID, AWS_PROFILE, a role…).
   */
  STORAGE: z.enum(['local', 's3'], { error: 'STORAGE must be local or s3' }).default('local'),
  S3_BUCKET: emptyIsUnset(z.string().trim().min(1).optional()),
  /** For anything but AWS: R2, MinIO… (addressed path-style). */
  S3_ENDPOINT: emptyIsUnset(
    z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be a URL such as https://<account>.r2.cloudflarestorage.com' }).optional(),
  ),
  S3_REGION: emptyIsUnset(z.string().trim().min(1).default('us-east-1')),
  /** The public base URL of the bucket's keys: a CDN in front of it, or its public address. */
  MEDIA_PUBLIC_URL: emptyIsUnset(
    z.url({ protocol: /^https?$/, error: 'MEDIA_PUBLIC_URL must be an http(s) URL such as https://media.example.com' }).optional(),
  ),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Cityboard <no-reply@cityboard.local>'),
  /** The domain of conversations' relay addresses (reply+{token}@MAIL_DOMAIN); default: MAIL_FROM's domain. */
  MAIL_DOMAIN: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]+\.[a-z0-9-]+$/i, 'MAIL_DOMAIN must be a domain name such as mail.example.com')
    .optional(),
  /** The inbound SMTP listener's port for replies to relay addresses; unset or empty: no listener (an empty value is not port 0). */
  INBOUND_SMTP_PORT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(65535).optional()),
  /** Connections one client (an IPv4 address, an IPv6 /64) may hold open to the inbound SMTP listener at once. */
  INBOUND_SMTP_CONNECTIONS_PER_CLIENT: emptyIsUnset(z.coerce.number().int().min(1).max(100).default(5)),
  /** Seconds an inbound SMTP connection has from its greeting to its first MAIL FROM. */
  INBOUND_SMTP_MAIL_FROM_TIMEOUT_S: emptyIsUnset(z.coerce.number().int().min(1).max(300).default(30)),
  /** The bearer secret of POST /api/inbound-mail; unset: the webhook answers 404. */
  INBOUND_MAIL_SECRET: z.string().min(16, 'INBOUND_MAIL_SECRET must be at least 16 characters').optional(),
  /** Where mail goes as .eml files while SMTP_URL is unset (default DATA_DIR/outbox). */
  OUTBOX_DIR: z.string().min(1).optional(),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` (readable lines) or `json` (one object per line); unset: pretty on a terminal, JSON elsewhere. */
  LOG_FORMAT: emptyIsUnset(z.enum(['pretty', 'json'], { error: 'LOG_FORMAT must be pretty or json' }).optional()),
  /** Redis for rate-limit counters shared by several processes; without it they live in the database. */
  REDIS_URL: z.string().min(1).optional(),
  /**
   * Whose X-Forwarded-For to believe for the client IP: unset (the socket's address),
   * `true` (any proxy), a hop count, or a comma-separated list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: z.string().min(1).optional(),
  /**
   * How long a client may take, in seconds: to send its headers, to send its whole request
   * (headers and body; answered 408), to stay silent on an open connection, and to keep an
   * idle keep-alive connection. A body that never arrives costs seconds, not minutes.
   */
  HEADERS_TIMEOUT_S: seconds(10),
  REQUEST_TIMEOUT_S: seconds(30),
  IDLE_TIMEOUT_S: seconds(10),
  KEEP_ALIVE_TIMEOUT_S: seconds(5),
  /**
   * Public pages and public JSON, as a shared cache may keep them: fresh for
   * PAGE_CACHE_S_MAXAGE seconds (Cache-Control's s-maxage); a CDN that reads
   * CDN-Cache-Control may then serve them stale for up to PAGE_CACHE_SWR more while it
   * fetches a new copy (README: "Caching"). Browsers always revalidate (max-age=0).
   */
  PAGE_CACHE_S_MAXAGE: z.coerce.number().int().min(0).max(86_400).default(60),
  PAGE_CACHE_SWR: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * How long this process reuses a public listing's JSON (GET /api/listings/:id), in
   * milliseconds; 0 reads it afresh every time. Writes through this process clear it at
   * once; others' writes are seen within this time (http/plugins/listing-detail-cache.ts).
   */
  DETAIL_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * `off`: a web-only process, which sends jobs but runs none (`npm run worker` runs them).
   * Default `on`: this process also runs the job workers and schedules.
   */
  WORKERS: z.enum(['on', 'off']).default('on'),
  /** Conversations with no message for this many days are deleted (daily job). */
  MESSAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  /** Skip the demo listings on first start (reference data is always loaded). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Search engines' site-verification codes; each meta tag is left out while its variable is unset. */
  GOOGLE_SITE_VERIFICATION: z.string().trim().min(1).optional(),
  BING_SITE_VERIFICATION: z.string().trim().min(1).optional(),
  YANDEX_SITE_VERIFICATION: z.string().trim().min(1).optional(),
});

/** Site-verification codes by search engine; only the configured ones are present. */
export interface SiteVerification {
  google?: string;
  bing?: string;
  yandex?: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
  /** Where images live (STORAGE and the S3_* variables). */
  storage: StorageConfig;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The domain of conversations' relay addresses. */
  mailDomain: string;
  /** The inbound SMTP listener's port (0: any free port); undefined: no listener. */
  inboundSmtpPort: number | undefined;
  /** How many connections one client may hold open to the listener at once. */
  inboundSmtpConnectionsPerClient: number;
  /** Milliseconds a listener connection has from its greeting to its first MAIL FROM. */
  inboundSmtpMailFromTimeoutMs: number;
  /** The secret of the inbound-mail webhook; undefined: the webhook is off. */
  inboundMailSecret: string | undefined;
  outboxDir: string;
  adminToken: string | undefined;
  sessionSecret: string;
  logLevel: string;
  /** How log lines are written (LOG_FORMAT, else whether standard output is a terminal). */
  logFormat: LogFormat;
  seedDemo: boolean;
  /** Whether this process runs the job workers (WORKERS). */
  workers: boolean;
  messageRetentionDays: number;
  siteVerification: SiteVerification;
  redisUrl: string | undefined;
  trustProxy: boolean | number | string[];
  rateLimits: RateLimitRules;
  /** Client timeouts in milliseconds (HEADERS_TIMEOUT_S and the rest). */
  timeouts: ServerTimeouts;
  /** How long shared caches keep public pages and JSON (PAGE_CACHE_S_MAXAGE, PAGE_CACHE_SWR), in seconds. */
  pageCache: { sMaxAgeS: number; staleWhileRevalidateS: number };
  /** How long this process reuses a public listing's JSON (DETAIL_CACHE_MS), in milliseconds. */
  detailCacheMs: number;
}

export interface ServerTimeouts {
  /** To receive the request headers. */
  headersMs: number;
  /** To receive the whole request, body included (answered 408). */
  requestMs: number;
  /** A connection with nothing sent either way is closed. */
  idleMs: number;
  /** An idle keep-alive connection between requests is closed. */
  keepAliveMs: number;
}

/** `pretty`: one readable line per entry (pino-pretty); `json`: one JSON object per line. */
export type LogFormat = 'pretty' | 'json';

/** Pretty when asked for, or when nobody asked and standard output is a terminal (a person reads it). */
export function pickLogFormat(requested: LogFormat | undefined, stdoutIsTty: boolean): LogFormat {
  return requested ?? (stdoutIsTty ? 'pretty' : 'json');
}

/** `stdoutIsTty`: whether standard output is a terminal, which picks the log format when LOG_FORMAT is unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, stdoutIsTty = process.stdout.isTTY === true): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    storage: storageConfig(e),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDomain: (e.MAIL_DOMAIN ?? domainOf(e.MAIL_FROM)).toLowerCase(),
    inboundSmtpPort: e.INBOUND_SMTP_PORT,
    inboundSmtpConnectionsPerClient: e.INBOUND_SMTP_CONNECTIONS_PER_CLIENT,
    inboundSmtpMailFromTimeoutMs: e.INBOUND_SMTP_MAIL_FROM_TIMEOUT_S * 1000,
    inboundMailSecret: e.INBOUND_MAIL_SECRET,
    outboxDir: e.OUTBOX_DIR ? path.resolve(e.OUTBOX_DIR) : path.join(dataDir, 'outbox'),
    adminToken: e.ADMIN_TOKEN,
    sessionSecret: e.SESSION_SECRET ?? localSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    logFormat: pickLogFormat(e.LOG_FORMAT, stdoutIsTty),
    seedDemo: e.SEED_DEMO === 'true',
    workers: e.WORKERS === 'on',
    messageRetentionDays: e.MESSAGE_RETENTION_DAYS,
    siteVerification: {
      ...(e.GOOGLE_SITE_VERIFICATION ? { google: e.GOOGLE_SITE_VERIFICATION } : {}),
      ...(e.BING_SITE_VERIFICATION ? { bing: e.BING_SITE_VERIFICATION } : {}),
      ...(e.YANDEX_SITE_VERIFICATION ? { yandex: e.YANDEX_SITE_VERIFICATION } : {}),
    },
    redisUrl: e.REDIS_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: rateLimitsFromEnv(env),
    timeouts: {
      // Node requires the headers' deadline to fall within the request's.
      headersMs: Math.round(Math.min(e.HEADERS_TIMEOUT_S, e.REQUEST_TIMEOUT_S) * 1000),
      requestMs: Math.round(e.REQUEST_TIMEOUT_S * 1000),
      idleMs: Math.round(e.IDLE_TIMEOUT_S * 1000),
      keepAliveMs: Math.round(e.KEEP_ALIVE_TIMEOUT_S * 1000),
    },
    pageCache: { sMaxAgeS: e.PAGE_CACHE_S_MAXAGE, staleWhileRevalidateS: e.PAGE_CACHE_SWR },
    detailCacheMs: e.DETAIL_CACHE_MS,
  };
}

/** STORAGE=s3 needs a bucket and a public URL: said at startup, not at the first upload. */
function storageConfig(e: z.infer<typeof envSchema>): StorageConfig {
  if (e.STORAGE === 'local') return { driver: 'local' };
  const problems = [
    ...(e.S3_BUCKET ? [] : ['  S3_BUCKET: required with STORAGE=s3 (the bucket images are stored in)']),
    ...(e.MEDIA_PUBLIC_URL
      ? []
      : ['  MEDIA_PUBLIC_URL: required with STORAGE=s3 (where browsers load images from: a CDN in front of the bucket, or its public URL)']),
  ];
  if (problems.length > 0 || !e.S3_BUCKET || !e.MEDIA_PUBLIC_URL) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return { driver: 's3', bucket: e.S3_BUCKET, region: e.S3_REGION, endpoint: e.S3_ENDPOINT, publicUrl: e.MEDIA_PUBLIC_URL.replace(/\/+$/, '') };
}

/** The domain of an address such as `Cityboard <no-reply@cityboard.local>`. */
function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'cityboard.local';
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** RATE_LIMIT_* variables (names in `RATE_LIMIT_ENV`) replace the default limits. */
function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimitRules {
  const count = z.coerce.number().int().min(1);
  const overrides: Parameters<typeof rateLimitRules>[0] = {};
  const problems: string[] = [];
  for (const action of LIMITED_ACTIONS) {
    const names = RATE_LIMIT_ENV[action];
    const read = (name: string): number | undefined => {
      const raw = env[name];
      if (raw === undefined || raw === '') return undefined;
      const parsed = count.safeParse(raw);
      if (!parsed.success) problems.push(`  ${name}: must be a whole number of at least 1`);
      return parsed.success ? parsed.data : undefined;
    };
    overrides[action] = { perVisitor: read(names.perVisitor), perIp: read(names.perIp) };
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return rateLimitRules(overrides);
}

/**
 * Without SESSION_SECRET, one is generated and kept in the data directory, so visitors'
 * cookies survive a restart. Several processes must share SESSION_SECRET instead.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
