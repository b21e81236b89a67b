/** Hourly ANALYZE of the big tables: PGlite has no autovacuum (src/db/maintenance.ts). */
import { z } from 'zod';
import { refreshPlannerStatistics } from '../../db/maintenance';
import { defineJob } from '../job-definition';

export const plannerStatisticsJob = defineJob({
  name: 'planner-statistics',
  payload: z.object({}),
  schedule: '7 * * * *',
  run: async (_payload, { db }) => {
    await refreshPlannerStatistics(db);
  },
});
