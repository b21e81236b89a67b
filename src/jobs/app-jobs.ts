/**
 * The app's jobs and schedules, registered the same way by `npm start` (workers on) and by
 * `npm run worker`. Handlers are idempotent: a retried or repeated run does the work once
 * (mailPending mails only what was not mailed; ANALYZE and the retention delete can rerun).
 */
import type { Db } from '../db/client';
import { refreshPlannerStatistics } from '../db/maintenance';
import { deleteQuietConversations } from '../domain/conversations/retention';
import type { RunningJobQueue } from './job-queue';
import { CONVERSATION_MAIL_JOB, CONVERSATIONS_RETENTION_JOB, PLANNER_STATISTICS_JOB } from './job-names';

export interface AppJobDeps {
  db: Db;
  /** MESSAGE_RETENTION_DAYS. */
  messageRetentionDays: number;
  /** The conversation service's mail job (conversation-service.ts). */
  conversations?: { mailPending(participantId: string): Promise<unknown> };
}

/** Cron times (UTC), off the hour's first minute where other sites' jobs crowd. */
export const APP_SCHEDULES = {
  [PLANNER_STATISTICS_JOB]: '7 * * * *',
  [CONVERSATIONS_RETENTION_JOB]: '23 3 * * *',
} as const;

export async function registerAppJobs(queue: RunningJobQueue, deps: AppJobDeps): Promise<void> {
  if (!queue.workers) return;
  const { db } = deps;

  await queue.work(PLANNER_STATISTICS_JOB, () => refreshPlannerStatistics(db));
  await queue.schedule(PLANNER_STATISTICS_JOB, APP_SCHEDULES[PLANNER_STATISTICS_JOB]);

  await queue.work(CONVERSATIONS_RETENTION_JOB, async () => {
    await deleteQuietConversations(db, { retentionDays: deps.messageRetentionDays });
  });
  await queue.schedule(CONVERSATIONS_RETENTION_JOB, APP_SCHEDULES[CONVERSATIONS_RETENTION_JOB]);

  const conversations = deps.conversations;
  if (conversations) {
    await queue.work(CONVERSATION_MAIL_JOB, async (data) => {
      const { participantId } = data;
      // Fails (and lands in the failed list after its retries) rather than guessing.
      if (typeof participantId !== 'string') throw new Error('conversation-mail needs a participantId');
      await conversations.mailPending(participantId);
    });
  }
}
