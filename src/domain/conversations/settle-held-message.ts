/**
 * A moderator's decision on a held message: delivered (and the other side told) or
 * refused. moderation/message-review.ts checks and reports the decision; this owns
 * delivery and mail.
 */
import { and, eq, ne } from 'drizzle-orm';
import { conversationParticipants, messages, messageScreenings } from '../../db/schema';
import { notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { isEmailConfirmedBy } from '../verification/email-verification';
import { currentTime, type ConversationWriteDeps } from './conversation-deps';
import { participantsOf } from './conversation-party';
import { notifyParticipant } from './notify-participant';
import { warningsFor } from './screening/score-message';

export async function settleHeldMessage(
  deps: ConversationWriteDeps,
  input: { messageId: string; decision: 'deliver' | 'refuse'; reviewer: string },
): Promise<void> {
  const { db } = deps;
  const { messageId } = input;
  const gone = () => notFound('errors.moderation.noHeldMessage');
  if (!isUuid(messageId)) throw gone();
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  if (!row || row.state !== 'held') throw gone();
  const [screening] = await db.select().from(messageScreenings).where(eq(messageScreenings.messageId, messageId)).limit(1);
  // A buyer who never confirmed their address still has to: the moderator only vouches for the text.
  const buyer = (await participantsOf(db, row.conversationId)).find((participant) => participant.role === 'buyer');
  const confirmed = row.authorRole !== 'buyer' || !row.senderEmail || (await isEmailConfirmedBy(db, row.senderEmail, buyer?.visitorId ?? null));
  const state = input.decision === 'refuse' ? 'refused' : confirmed ? 'delivered' : 'awaiting_confirmation';
  // A message a moderator lets through still carries what made it suspect, for the reader.
  const warnings = input.decision === 'deliver' ? warningsFor(screening?.reasons ?? []) : row.warnings;
  const decided = await db.transaction(async (tx) => {
    // Only one of two reviewers deciding at once wins; the other is told it was decided.
    const updated = await tx
      .update(messages)
      .set({ state, warnings })
      .where(and(eq(messages.id, messageId), eq(messages.state, 'held')))
      .returning({ id: messages.id });
    if (updated.length === 0) return false;
    await tx
      .update(messageScreenings)
      .set({
        decision: input.decision,
        reviewedAt: currentTime(deps),
        reviewedBy: input.reviewer,
      })
      .where(eq(messageScreenings.messageId, messageId));
    return true;
  });
  if (!decided) throw gone();
  if (state === 'delivered') {
    const [recipient] = await db
      .select()
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, row.conversationId), ne(conversationParticipants.role, row.authorRole)))
      .limit(1);
    if (recipient) await notifyParticipant(deps, recipient);
  }
}
