/**
 * A seller asks for a "My ads" sign-in link. The answer must not tell a stranger whether
 * the address has ads, in its words or in its time: looking the address up and mailing
 * happen later, on the job queue (MY_ADS_LINK_JOB runs requestMyAdsLink), so every
 * request does the same work whatever the address. The caller counts the `my_ads_link`
 * limit first.
 */
import type { PersonLocale } from '../../i18n/locale';
import type { JobQueue } from '../jobs/job-queue';
import { MY_ADS_LINK_JOB } from '../jobs/job-names';
import { normalizeEmail } from '../verification/email-verification';

export async function askForMyAdsLink(jobs: Pick<JobQueue, 'send'>, input: { email: string; locale: PersonLocale }): Promise<void> {
  await jobs.send(MY_ADS_LINK_JOB, { email: normalizeEmail(input.email), language: input.locale.language, timeZone: input.locale.timeZone });
}
