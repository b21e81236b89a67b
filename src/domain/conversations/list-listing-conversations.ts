/**
 * Every conversation about a listing that its seller may see, newest first, for the
 * management page: one whose only message waits for the buyer's confirmation or a
 * moderator is not shown.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationParticipants, conversations, listings, messages } from '../../db/schema';
import { canManage, notManaged, refuseUnknownListing, type ListingManager } from '../listings/listing-access';
import { isUuid } from '../shared/ids';
import type { ConversationStatus, ConversationSummary } from './conversation-schemas';
import { visibleTo } from './conversation-thread';

export async function listListingConversations(
  deps: { db: Db },
  input: { listingId: string; manager: ListingManager },
): Promise<ConversationSummary[]> {
  const { db } = deps;
  const { listingId, manager } = input;
  // A stranger is refused as an unknown listing is: the answer never tells whether the id exists.
  const [listing] = isUuid(listingId) ? await db.select().from(listings).where(eq(listings.id, listingId)).limit(1) : [];
  if (!listing) return refuseUnknownListing(manager, listingId);
  if (!(await canManage(listing, manager))) throw notManaged();
  const rows = await db
    .select({
      conversation: conversations,
      buyerName: conversationParticipants.name,
      sellerLastRead:
        sql<Date | null>`(SELECT s.last_read_at FROM conversation_participants s WHERE s.conversation_id = ${conversations.id} AND s.role = 'seller')`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
    })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.role, 'buyer')),
    )
    .where(eq(conversations.listingId, listing.id))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(200);
  if (rows.length === 0) return [];
  const all = await db
    .select()
    .from(messages)
    .where(
      inArray(
        messages.conversationId,
        rows.map((r) => r.conversation.id),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const summaries: ConversationSummary[] = [];
  for (const row of rows) {
    const visible = all.filter((m) => m.conversationId === row.conversation.id && visibleTo(m, 'seller'));
    if (!visible.some((m) => m.authorRole === 'buyer')) continue;
    const last = [...visible].reverse().find((m) => m.authorRole !== 'system') ?? visible[visible.length - 1]!;
    summaries.push({
      id: row.conversation.id,
      buyerName: row.buyerName,
      status: row.conversation.status as ConversationStatus,
      lastMessageAt: last.createdAt.toISOString(),
      preview: last.body.slice(0, 140),
      unread: visible.filter((m) => m.authorRole === 'buyer' && (!row.sellerLastRead || m.createdAt > row.sellerLastRead)).length,
      messages: visible.filter((m) => m.authorRole !== 'system').length,
    });
  }
  return summaries;
}
