/** Names shared by the processes that send and run jobs. */

/** pg-boss's tables live in this schema of the app's database. */
export const JOB_SCHEMA = 'pgboss';

// The two jobs the domain sends are named where the domain can read them.
export { ALERT_MAIL_JOB, CONVERSATION_MAIL_JOB } from '../domain/jobs/job-names';

/** Hourly ANALYZE of the big tables: PGlite has no autovacuum (src/db/maintenance.ts). */
export const PLANNER_STATISTICS_JOB = 'planner-statistics';
/** Daily: deletes conversations quiet for longer than MESSAGE_RETENTION_DAYS. */
export const CONVERSATIONS_RETENTION_JOB = 'conversations-retention';
/** Hourly: mails sellers whose ads expire within three days a one-click renew link (once per expiry date). */
export const EXPIRY_REMINDERS_JOB = 'expiry-reminders';
/** Every minute: matches listings that became public against saved searches (src/jobs/alert-jobs.ts). */
export const ALERTS_MATCH_JOB = 'alerts-match';
/** Hourly: queues the daily digests due in each search's city, and instant mails left unqueued. */
export const ALERTS_DIGEST_JOB = 'alerts-digest';
/** Hourly until done: older listings get the attributes their text states (domain/attributes/backfill-attributes.ts). */
export const ATTRIBUTES_BACKFILL_JOB = 'attributes-backfill';
/** Hourly until none is left: public listings without a price verdict get one, a batch per job (domain/pricing/price-verdicts.ts). */
export const PRICE_VERDICTS_JOB = 'price-verdicts';
