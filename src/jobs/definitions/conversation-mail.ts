/** Mails one person what they have not been mailed yet: one mail, or a digest (sent by the conversations' use cases). */
import { z } from 'zod';
import { CONVERSATION_MAIL_JOB } from '../../domain/jobs/job-names';
import { defineJob } from '../job-definition';

export const conversationMailJob = defineJob({
  name: CONVERSATION_MAIL_JOB,
  payload: z.object({ participantId: z.string() }),
  run: async ({ participantId }, { conversations }) => {
    await conversations.mailPending(participantId);
  },
});
