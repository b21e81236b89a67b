/**
 * Registers job definitions on a running queue: a worker per job, its schedule, and its
 * start-up run. Only where workers run (`npm start` with WORKERS on, `npm run worker`);
 * a web-only process sends jobs and runs none.
 */
import type { JobDefinition, JobServices } from './job-definition';
import type { RunningJobQueue } from './job-queue';
import { APP_JOBS } from './definitions';

export async function registerJobs(
  queue: RunningJobQueue,
  services: JobServices,
  definitions: readonly JobDefinition[] = APP_JOBS,
): Promise<void> {
  if (!queue.workers) return;
  for (const definition of definitions) {
    await queue.work(definition.name, async (data, job) => {
      const payload = definition.payload.safeParse(data);
      // Fails (and lands in the failed list after its retries) rather than guessing.
      if (!payload.success) throw new Error(`${definition.name} was sent ${JSON.stringify(data)}: ${payload.error.message}`);
      await definition.run(payload.data, services, job);
    });
    if (definition.schedule) await queue.schedule(definition.name, definition.schedule);
    if (definition.onStart) await queue.send(definition.name, {}, { singletonKey: 'on-start' });
  }
}
