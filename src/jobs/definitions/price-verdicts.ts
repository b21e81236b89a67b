/**
 * Public listings without a price verdict get one, a batch per job
 * (domain/pricing/price-verdicts.ts). Listings only lack a verdict when they came from
 * elsewhere (demo data, an import): posting and editing set one. With none missing, a run
 * reads an empty index. Also at start, so demo data gets its deal badges within minutes.
 */
import { z } from 'zod';
import { fillMissingPriceVerdicts } from '../../domain/pricing/price-verdicts';
import { defineJob } from '../job-definition';

/**
 * Price analyses per job. One analysis took 100–700 ms at a million listings, so a batch
 * stays well inside the queue's 15-minute expiry, and a retried batch repeats little.
 */
export const PRICE_VERDICT_BATCH = 200;

export const priceVerdictsJob = defineJob({
  name: 'price-verdicts',
  payload: z.object({}),
  schedule: '53 * * * *',
  onStart: true,
  run: async (_payload, { db, jobs, priceVerdictBatch = PRICE_VERDICT_BATCH }) => {
    const filled = await fillMissingPriceVerdicts(db, { limit: priceVerdictBatch });
    // A full batch may have left more: the next one goes on the queue (and on whichever
    // worker is free) rather than holding this job open for hours.
    if (filled === priceVerdictBatch) await jobs.send(priceVerdictsJob.name, {}, { singletonKey: 'continue' });
  },
});
