/**
 * The seller sold the item to this conversation's buyer: the listing is sold, the buyer is
 * told, and every other open conversation about it closes politely ("sold to someone
 * else"), all in one transaction so no buyer is told twice or not at all.
 */
import { and, eq, ne } from 'drizzle-orm';
import { conversations, listings, messages } from '../../db/schema';
import { AppError } from '../shared/errors';
import { partyFor, requireSeller, type ConversationAuth } from './conversation-access';
import { currentTime, type ConversationWriteDeps } from './conversation-deps';
import { listingOf } from './conversation-party';
import type { Thread } from './conversation-schemas';
import { LISTING_TAKES_NO_MESSAGES, threadOf } from './conversation-thread';
import { notifyEachOf, notifyParticipant } from './notify-participant';

export async function markSoldTo(deps: ConversationWriteDeps, input: { id: string; auth: ConversationAuth }): Promise<Thread> {
  const { db } = deps;
  const party = await partyFor(db, input.id, input.auth);
  requireSeller(party, 'errors.conversation.onlySellerSells');
  const listing = await listingOf(db, party.conversation);
  if (!listing) throw new AppError('gone', LISTING_TAKES_NO_MESSAGES);
  if (party.conversation.status !== 'open') throw new AppError('conflict', 'errors.conversation.onlyOpenSold');
  const at = currentTime(deps);
  const closed = await db.transaction(async (tx) => {
    await tx
      .update(listings)
      .set({ status: 'sold', soldAt: listing.soldAt ?? at })
      .where(eq(listings.id, listing.id));
    await tx.update(conversations).set({ status: 'sold', lastMessageAt: at }).where(eq(conversations.id, party.conversation.id));
    await tx.insert(messages).values({
      conversationId: party.conversation.id,
      authorRole: 'system',
      body: '',
      event: 'sold',
      via: 'system',
      state: 'delivered',
      createdAt: at,
    });
    const others = await tx
      .update(conversations)
      .set({ status: 'closed', lastMessageAt: at })
      .where(and(eq(conversations.listingId, listing.id), eq(conversations.status, 'open'), ne(conversations.id, party.conversation.id)))
      .returning({ id: conversations.id });
    if (others.length > 0) {
      await tx.insert(messages).values(
        others.map((o) => ({
          conversationId: o.id,
          authorRole: 'system',
          body: '',
          event: 'sold_to_other',
          via: 'system',
          state: 'delivered',
          createdAt: at,
        })),
      );
    }
    return others.map((o) => o.id);
  });
  party.conversation.status = 'sold';
  await notifyParticipant(deps, party.other);
  await notifyEachOf(deps, closed, 'buyer');
  return threadOf(deps, party);
}
