/**
 * What the server hands every route loader. Loaders call domain functions with
 * `db`; they never call the HTTP API of their own server.
 */
import type { SiteVerification } from '../config';
import type { Db } from '../db/client';
import type { AlertService } from '../domain/alerts/alert-service';
import type { ConversationService } from '../domain/conversations/conversation-service';
import type { CheckLimit, ConsumeLimit } from '../domain/limits/rate-limiter';
import type { ListingsCache } from '../domain/listings/listings-cache';
import type { PersonLocale } from '../i18n/locale';
import type { FailedJob } from '../jobs/failed-jobs';
import type { SearchLog } from '../domain/search/trending';

/** The part of the request's pino logger pages use. */
export interface PageLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface AppContext {
  db: Db;
  /** Counts and price checks kept while no listing changes (the server's one cache of this database). */
  listingsCache: ListingsCache;
  /** Where searches are counted for trending. */
  searchLog: SearchLog;
  visitorId: string;
  /** Nonce for inline scripts allowed by the Content-Security-Policy. */
  nonce: string;
  publicUrl: string;
  /** Counts a rate-limited action (e.g. a search) for this visitor and IP; throws a `rate_limited` AppError past the limit. */
  consumeLimit: ConsumeLimit;
  /** Throws the same `rate_limited` AppError once this visitor or IP has used up an action; counts nothing. */
  checkLimit: CheckLimit;
  /** Conversations between buyers and sellers (the thread page, the management page, email confirmation). */
  conversations: ConversationService;
  /** Saved searches and their mailed alerts (the confirm, manage and unsubscribe pages). */
  alerts: AlertService;
  /** Jobs that used up their retries, newest first, for reviewers (the job queue's own list). */
  failedJobs(limit: number): Promise<FailedJob[]>;
  /** How long a quiet conversation is kept (MESSAGE_RETENTION_DAYS): the privacy page says so. */
  messageRetentionDays: number;
  /** Search engines' site-verification codes (from the environment); empty when unset. */
  siteVerification?: SiteVerification;
  /** A seller's "My ads" session (signed in by a mailed link): its contact address, and signing in and out. */
  myAds: {
    email: string | null;
    /** Asks for a sign-in link to `email`, mailed later (on the job queue) if it has ads, in the page's language and zone. */
    requestLink(email: string, locale: PersonLocale): Promise<void>;
    signIn(email: string): Promise<void>;
    signOut(): Promise<void>;
  };
  /** The moderation queue: whether ADMIN_TOKEN is set, and the signed-in reviewer (moderation URLs only). */
  moderation: {
    configured: boolean;
    reviewer: { name: string; csrfToken: string } | null;
  };
  /** Adds a request header to the response's `Vary` (a page whose language came from Accept-Language). */
  vary?: (header: string) => void;
  /** The request's logger (pino, with the request id): page errors are logged through it. */
  log?: PageLogger;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppLoadContext extends AppContext {}
}
