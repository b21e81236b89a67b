/**
 * What saved searches' use cases depend on; each use case takes only the fields it needs
 * (`Pick<AlertDeps, …>`), so a caller can see which touch mail, the queue or the secret.
 */
import type { Db } from '../../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';

export interface AlertDeps {
  db: Db;
  mailer: Mailer;
  /** The site's origin, for links in mails. */
  publicUrl: string;
  /** The server's secret (SESSION_SECRET): unsubscribe and manage tokens are derived with it. */
  secret: string;
  /** Where alert mails are queued (always there: pg-boss, or the in-process queue in tests). */
  jobs: JobQueue;
}

/** A path of the site as a mail links to it; an absolute URL (a photo on a CDN) stays as it is. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;
}
