/** Daily: deletes conversations quiet for longer than MESSAGE_RETENTION_DAYS (the delete can rerun). */
import { z } from 'zod';
import { deleteQuietConversations } from '../../domain/conversations/retention';
import { defineJob } from '../job-definition';

export const conversationsRetentionJob = defineJob({
  name: 'conversations-retention',
  payload: z.object({}),
  schedule: '23 3 * * *',
  run: async (_payload, { db, messageRetentionDays }) => {
    await deleteQuietConversations(db, { retentionDays: messageRetentionDays });
  },
});
