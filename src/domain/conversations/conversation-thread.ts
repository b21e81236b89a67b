/**
 * A conversation as one participant sees it: which messages they see (`visibleTo`, also
 * the management page's rule), each message's view, and the whole thread with its listing.
 */
import { asc, eq } from 'drizzle-orm';
import { messages, type ListingRow } from '../../db/schema';
import { isPublicRow } from '../listings/listing-visibility';
import { listingPath } from '../reach/public-paths';
import { advertiserWordFor } from '../taxonomy/advertiser-word';
import { endWordFor } from '../taxonomy/end-word';
import { isEmailConfirmedBy } from '../verification/email-verification';
import { currentTime, type ConversationReadDeps } from './conversation-deps';
import { listingOf, type Party } from './conversation-party';
import type { ConversationStatus, MessageView, ParticipantRole, Thread, ThreadEvent } from './conversation-schemas';

export type MessageRow = typeof messages.$inferSelect;

function eventFor(row: MessageRow, role: ParticipantRole): ThreadEvent | null {
  if (row.event === 'sold') return role === 'buyer' ? 'sold_to_you' : 'marked_sold';
  if (row.event === 'sold_to_other') return 'sold_to_other';
  if (row.event === 'blocked') return 'blocked';
  return null;
}

/** Whether `role` sees this message: their own (except refused ones), the other's once delivered, events meant for them. */
export function visibleTo(row: MessageRow, role: ParticipantRole): boolean {
  if (row.authorRole === 'system') return row.state === 'delivered' && (row.event !== 'blocked' || role === 'seller');
  if (row.authorRole === role) return row.state !== 'refused';
  return row.state === 'delivered';
}

export function messageViewOf(row: MessageRow, party: Party): MessageView {
  const role = party.me.role as ParticipantRole;
  const mine = row.authorRole === role;
  const readByOther = mine && row.state === 'delivered' && !!party.other.lastReadAt && party.other.lastReadAt >= row.createdAt;
  return {
    id: row.id,
    author: row.authorRole === 'system' ? 'system' : mine ? 'you' : 'other',
    body: row.body,
    event: eventFor(row, role),
    via: row.via as MessageView['via'],
    state: readByOther ? 'read' : (row.state as MessageView['state']),
    warnings: mine ? [] : row.warnings,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The refusal when the listing is gone, sold or no longer public. */
export const LISTING_TAKES_NO_MESSAGES = 'errors.conversation.noMessages';

/** Whether the listing still takes new conversations: active and public now. */
export function takesMessages(listing: ListingRow | null, now: Date): boolean {
  return !!listing && listing.status === 'active' && isPublicRow(listing, now);
}

export async function threadOf(deps: ConversationReadDeps, party: Party): Promise<Thread> {
  const { db } = deps;
  const role = party.me.role as ParticipantRole;
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, party.conversation.id))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const visible = rows.filter((row) => visibleTo(row, role));
  const listing = await listingOf(db, party.conversation);
  const c = party.conversation;
  const status = c.status as ConversationStatus;
  const lastRead = party.me.lastReadAt;
  return {
    id: c.id,
    status,
    you: {
      role,
      name: party.me.name,
      emailConfirmed: role === 'seller' || (await isEmailConfirmedBy(db, party.me.email, party.me.visitorId)),
    },
    other: {
      role: party.other.role as ParticipantRole,
      name: party.other.name,
    },
    listing: {
      id: listing?.id ?? null,
      title: listing?.title ?? c.listingTitle,
      price: c.listingPrice,
      priceUnit: c.listingPriceUnit,
      currency: c.listingCurrency,
      image: c.listingImage,
      path: listing && isPublicRow(listing, currentTime(deps)) ? listingPath(listing) : null,
      cityPath: /^(\/[^/]+\/[^/]+)\/listing\//.exec(c.listingPath ?? '')?.[1] ?? null,
      takesMessages: takesMessages(listing, currentTime(deps)),
      endWord: endWordFor(listing?.category, listing?.subcategory),
      advertiserWord: advertiserWordFor(listing?.category, listing?.subcategory),
    },
    messages: visible.map((row) => messageViewOf(row, party)),
    canReply: status === 'open' || status === 'sold',
    unread: visible.filter((row) => row.authorRole !== role && (!lastRead || row.createdAt > lastRead)).length,
  };
}
