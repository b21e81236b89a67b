// A participant reports a conversation to the moderators, with a reason (the reviewers' "reported" tab).
import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import { partyFor, type ConversationAuth } from './conversation-access';
import { currentTime, type ConversationReadDeps } from './conversation-deps';

export async function reportConversation(
  deps: ConversationReadDeps,
  input: { id: string; auth: ConversationAuth; reason: string },
): Promise<void> {
  const party = await partyFor(deps.db, input.id, input.auth);
  await deps.db
    .update(conversations)
    .set({
      reportedAt: currentTime(deps),
      reportedBy: party.me.role,
      reportReason: input.reason,
    })
    .where(eq(conversations.id, party.conversation.id));
}
