/**
 * Telling a participant there is something new: the conversation-mail job is queued (one
 * per person waits, so messages within the digest window go out as one mail).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { conversationParticipants } from '../../db/schema';
import { CONVERSATION_MAIL_JOB } from '../jobs/job-names';
import { currentTime, type ConversationWriteDeps } from './conversation-deps';
import { DIGEST_WINDOW_MINUTES } from './conversation-mail';
import type { ParticipantRow } from './conversation-party';
import type { ParticipantRole } from './conversation-schemas';

export async function notifyParticipant(deps: ConversationWriteDeps, participant: ParticipantRow): Promise<void> {
  const windowMs = DIGEST_WINDOW_MINUTES * 60_000;
  const sinceLast = participant.lastMailedAt ? currentTime(deps).getTime() - participant.lastMailedAt.getTime() : Infinity;
  const startAfterSeconds = sinceLast >= windowMs ? 0 : Math.ceil((windowMs - sinceLast) / 1000);
  await deps.jobs.send(CONVERSATION_MAIL_JOB, { participantId: participant.id }, { startAfterSeconds, singletonKey: participant.id });
}

/** Notifies the `role` of each of these conversations. */
export async function notifyEachOf(deps: ConversationWriteDeps, conversationIds: string[], role: ParticipantRole): Promise<void> {
  if (conversationIds.length === 0) return;
  const people = await deps.db
    .select()
    .from(conversationParticipants)
    .where(and(inArray(conversationParticipants.conversationId, conversationIds), eq(conversationParticipants.role, role)));
  for (const person of people) await notifyParticipant(deps, person);
}
