/**
 * The seller blocks the buyer of a conversation: the buyer can write no more here nor
 * start a new conversation about the listing; only the seller sees the "blocked" event.
 */
import { eq } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema';
import { partyFor, requireSeller, type ConversationAuth } from './conversation-access';
import { currentTime, type ConversationReadDeps } from './conversation-deps';
import type { Thread } from './conversation-schemas';
import { threadOf } from './conversation-thread';

export async function blockBuyer(deps: ConversationReadDeps, input: { id: string; auth: ConversationAuth }): Promise<Thread> {
  const { db } = deps;
  const party = await partyFor(db, input.id, input.auth);
  requireSeller(party, 'errors.conversation.onlySellerBlocks');
  if (party.conversation.status !== 'blocked') {
    await db.update(conversations).set({ status: 'blocked' }).where(eq(conversations.id, party.conversation.id));
    await db.insert(messages).values({
      conversationId: party.conversation.id,
      authorRole: 'system',
      body: '',
      event: 'blocked',
      via: 'system',
      state: 'delivered',
      createdAt: currentTime(deps),
    });
    party.conversation.status = 'blocked';
  }
  return threadOf(deps, party);
}
