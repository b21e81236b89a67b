/**
 * Hourly: mails sellers whose ads expire within three days a one-click renew link, so an
 * ad is reminded within the hour it enters its last three days. Idempotent: one reminder
 * per listing and expiry date (expiry_reminders' unique index).
 */
import { z } from 'zod';
import { sendExpiryReminders } from '../../domain/my-ads/expiry-reminders';
import { defineJob } from '../job-definition';

export const expiryRemindersJob = defineJob({
  name: 'expiry-reminders',
  payload: z.object({}),
  schedule: '17 * * * *',
  run: async (_payload, { db, mailer, publicUrl }) => {
    await sendExpiryReminders(db, mailer, { publicUrl });
  },
});
