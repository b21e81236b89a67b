/**
 * Loading a conversation's people and listing: the "party" is one participant (`me`) and
 * the other, as every use case acting for someone sees the conversation.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationParticipants, conversations, listings, type ListingRow } from '../../db/schema';
import type { MailRecipient } from '../mail/mail-text';
import type { ParticipantRole } from './conversation-schemas';

export type ParticipantRow = typeof conversationParticipants.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

export interface Party {
  conversation: ConversationRow;
  me: ParticipantRow;
  other: ParticipantRow;
}

export async function participantsOf(db: Db, conversationId: string): Promise<ParticipantRow[]> {
  return db.select().from(conversationParticipants).where(eq(conversationParticipants.conversationId, conversationId));
}

export async function partyOf(db: Db, conversation: ConversationRow, role: ParticipantRole): Promise<Party> {
  const people = await participantsOf(db, conversation.id);
  const me = people.find((p) => p.role === role);
  const other = people.find((p) => p.role !== role);
  if (!me || !other) throw new Error(`Conversation ${conversation.id} lacks a participant`);
  return { conversation, me, other };
}

/** The party of one participant, by id; null when the participant or the conversation is gone. */
export async function partyOfParticipant(db: Db, participantId: string): Promise<Party | null> {
  const [participant] = await db.select().from(conversationParticipants).where(eq(conversationParticipants.id, participantId)).limit(1);
  if (!participant) return null;
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, participant.conversationId)).limit(1);
  if (!conversation) return null;
  return partyOf(db, conversation, participant.role as ParticipantRole);
}

/** The listing talked about; null once it is deleted (the conversation keeps a copy of its title and price). */
export async function listingOf(db: Db, conversation: ConversationRow): Promise<ListingRow | null> {
  if (!conversation.listingId) return null;
  const [row] = await db.select().from(listings).where(eq(listings.id, conversation.listingId)).limit(1);
  return row ?? null;
}

/** Whom a participant's mails are for: their stored language and zone, the listing's city for the rest. */
export function recipientOf(participant: ParticipantRow, conversation: ConversationRow, listing: ListingRow | null): MailRecipient {
  const city = listing?.city ?? /^\/[^/]+\/([^/]+)\/listing\//.exec(conversation.listingPath ?? '')?.[1] ?? null;
  return { language: participant.language, timeZone: participant.timeZone, city };
}
