/**
 * Hourly until done: listings get the attributes their text states under today's reading
 * rules (domain/attributes/backfill-attributes.ts). A finished walk costs one read an
 * hour; an unfinished one goes on where it stopped. Also at start, so a database from
 * before attributes (or before a rule changed) does not wait for the hour.
 */
import { z } from 'zod';
import { backfillAttributes } from '../../domain/attributes/backfill-attributes';
import { defineJob } from '../job-definition';

export const attributesBackfillJob = defineJob({
  name: 'attributes-backfill',
  payload: z.object({}),
  schedule: '41 * * * *',
  onStart: true,
  run: async (_payload, { db }) => {
    await backfillAttributes(db);
  },
});
