/**
 * A job as one definition (#27): its name, the schema of what it is sent with, what it
 * does, and when it runs by itself. The worker registers the whole folder
 * (definitions/index.ts) through `registerJobs`; nothing else names a job, except the
 * domain's own sends (domain/jobs/job-names.ts), whose definitions read the same constant.
 */
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { AlertService } from '../domain/alerts/alert-service';
import type { ConversationService } from '../domain/conversations/conversation-service';
import type { JobQueue } from '../domain/jobs/job-queue';
import type { Mailer } from '../domain/mail/mailer';
import type { JobContext } from './job-queue';

/** What handlers work with: the composition root's services (src/composition/app-services.ts). */
export interface JobServices {
  db: Db;
  mailer: Mailer;
  /** The site's origin, for links in mails. */
  publicUrl: string;
  /** MESSAGE_RETENTION_DAYS. */
  messageRetentionDays: number;
  conversations: Pick<ConversationService, 'mailPending'>;
  alerts: Pick<AlertService, 'matchPending' | 'mailPending' | 'queueDueMails'>;
  /** For a job that queues its own continuation. */
  jobs: JobQueue;
  /** Price analyses per price-verdicts job (default PRICE_VERDICT_BATCH). */
  priceVerdictBatch?: number;
}

export interface JobDefinition<Payload extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  /** What the job is sent with; a job whose data does not fit fails (and lands in the failed list) rather than guessing. */
  payload: z.ZodType<Payload>;
  /** Cron (UTC) on which one job is sent across all processes; off the hour's first minute, where other sites' jobs crowd. */
  schedule?: string;
  /** Also sent once when workers start, so work waiting since the last run does not wait for the schedule. */
  onStart?: boolean;
  /** Idempotent: a retried or repeated run does the work once. */
  run(payload: Payload, services: JobServices, job: JobContext): Promise<void>;
}

/** Types a definition by its payload schema. */
export function defineJob<Payload extends Record<string, unknown>>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}
