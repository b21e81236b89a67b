/**
 * What conversations' use cases depend on, from the least (reading the database) to the
 * most (writing and telling the other side); each use case names the one it needs.
 */
import type { Db } from '../../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { RateLimiter } from '../limits/rate-limiter';
import type { Mailer, MailFailureReport } from '../mail/mailer';

/** Reading conversations: the database and the clock (what is public depends on the time). */
export interface ConversationReadDeps {
  db: Db;
  /** The clock; the real one when absent. */
  now?: () => Date;
}

/** Mailing a participant what they have not seen, with links back to the site. */
export interface ConversationMailDeps extends ConversationReadDeps {
  mailer: Mailer;
  /** The site's origin, for links in mails. */
  publicUrl: string;
  /** The domain of relay addresses (reply+{token}@mailDomain). */
  mailDomain: string;
}

/** Writing to a conversation, which tells the other side. */
export interface ConversationWriteDeps extends ConversationMailDeps {
  /** Mails go out through the queue (digests wait there): pg-boss, or the in-process queue in tests. */
  jobs: JobQueue;
  /** Told about a mail that could not be sent where the action goes ahead without it. */
  onMailFailure?: MailFailureReport;
  /** Counts replies by mail (post-reply-by-mail.ts); the composition root always gives it, tests that need no limit leave it out. */
  limiter?: RateLimiter;
}

/** The time now by the deps' clock. */
export function currentTime(deps: Pick<ConversationReadDeps, 'now'>): Date {
  return deps.now?.() ?? new Date();
}
