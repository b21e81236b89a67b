// A participant has read the thread: their unread count and the other side's "read" marks follow.
import { eq } from 'drizzle-orm';
import { conversationParticipants } from '../../db/schema';
import { partyFor, type ConversationAuth } from './conversation-access';
import { currentTime, type ConversationReadDeps } from './conversation-deps';

export async function markConversationRead(deps: ConversationReadDeps, input: { id: string; auth: ConversationAuth }): Promise<void> {
  const party = await partyFor(deps.db, input.id, input.auth);
  await deps.db.update(conversationParticipants).set({ lastReadAt: currentTime(deps) }).where(eq(conversationParticipants.id, party.me.id));
}
