/** Mails a "My ads" sign-in link when the address has listings (sent by the "My ads" page: domain/my-ads/ask-for-my-ads-link.ts). */
import { z } from 'zod';
import { MY_ADS_LINK_JOB } from '../../domain/jobs/job-names';
import { requestMyAdsLink } from '../../domain/my-ads/my-ads-links';
import { LANGUAGES } from '../../i18n/languages';
import { defineJob } from '../job-definition';

export const myAdsLinkJob = defineJob({
  name: MY_ADS_LINK_JOB,
  payload: z.object({ email: z.string().email(), language: z.enum(LANGUAGES), timeZone: z.string().nullable() }),
  run: async ({ email, language, timeZone }, { db, mailer, publicUrl }) => {
    await requestMyAdsLink(db, mailer, { email, publicUrl, locale: { language, timeZone } });
  },
});
