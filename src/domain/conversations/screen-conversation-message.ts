/**
 * Screening a message written in a conversation (screening/screen-message.ts) with what
 * the screen needs from the conversation: who writes, and the listing talked about.
 */
import type { Db } from '../../db/client';
import { currentTime, type ConversationMailDeps } from './conversation-deps';
import { listingOf, type ConversationRow } from './conversation-party';
import type { ParticipantRole } from './conversation-schemas';
import { screenMessage, type MessageScreening } from './screening/screen-message';

export interface MessageWriter {
  /** Null for a buyer's first message: the conversation does not exist yet. */
  conversationId: string | null;
  role: ParticipantRole;
  email: string;
  visitorId: string | null;
}

export interface ScreenedListing {
  title: string;
  description: string;
  category: string;
}

export async function screenConversationMessage(
  deps: Pick<ConversationMailDeps, 'db' | 'now' | 'publicUrl'>,
  writer: MessageWriter,
  body: string,
  listing: ScreenedListing,
): Promise<MessageScreening> {
  return screenMessage(deps.db, {
    body,
    senderRole: writer.role,
    senderEmail: writer.email,
    senderVisitorId: writer.visitorId,
    conversationId: writer.conversationId,
    listing,
    now: currentTime(deps),
    // Links to the site's own pages are not unknown links.
    siteUrl: deps.publicUrl,
  });
}

/** The listing as the screen reads it; a deleted listing leaves its title in the conversation. */
export async function screenedListingOf(db: Db, conversation: ConversationRow): Promise<ScreenedListing> {
  const listing = await listingOf(db, conversation);
  return {
    title: listing?.title ?? conversation.listingTitle,
    description: listing?.description ?? '',
    category: listing?.category ?? '',
  };
}
