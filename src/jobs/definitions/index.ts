/** Every job of the app: the worker (and `npm start` with workers on) registers this list. */
import type { JobDefinition } from '../job-definition';
import { alertMailJob, alertsDigestJob, alertsMatchJob } from './alerts';
import { attributesBackfillJob } from './attributes-backfill';
import { conversationMailJob } from './conversation-mail';
import { conversationsRetentionJob } from './conversations-retention';
import { expiryRemindersJob } from './expiry-reminders';
import { myAdsLinkJob } from './my-ads-link';
import { plannerStatisticsJob } from './planner-statistics';
import { priceVerdictsJob } from './price-verdicts';

export const APP_JOBS = [
  plannerStatisticsJob,
  conversationsRetentionJob,
  attributesBackfillJob,
  priceVerdictsJob,
  expiryRemindersJob,
  conversationMailJob,
  myAdsLinkJob,
  alertsMatchJob,
  alertsDigestJob,
  alertMailJob,
] as const satisfies readonly JobDefinition[];
