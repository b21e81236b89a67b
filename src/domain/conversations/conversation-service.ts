/**
 * Conversations between buyers and sellers (ADR 012), bound to their dependencies for the
 * callers that still take one object (the API, the thread page, inbound mail, the jobs).
 * Every use case is its own file (start-conversation.ts, post-message.ts, mark-sold-to.ts,
 * …); who may act is decided once, in conversation-access.ts. No logic here.
 */
import type { ListingManager } from '../listings/listing-access';
import { blockBuyer } from './block-buyer';
import type { ConversationAuth } from './conversation-access';
import type { ConversationWriteDeps } from './conversation-deps';
import { issueConversationLink } from './issue-conversation-link';
import { listListingConversations } from './list-listing-conversations';
import { mailPendingMessages } from './mail-pending-messages';
import { markConversationRead } from './mark-conversation-read';
import { markSoldTo } from './mark-sold-to';
import { postMessage, type PostMessageInput } from './post-message';
import { postReplyByMail } from './post-reply-by-mail';
import { readConversation } from './read-conversation';
import { releaseConfirmedMessages } from './release-confirmed-messages';
import { reportConversation } from './report-conversation';
import { settleHeldMessage } from './settle-held-message';
import { startConversation, type StartConversationOptions } from './start-conversation';

export type { ConversationAuth } from './conversation-access';
export type ConversationDeps = ConversationWriteDeps;
export type ConversationService = ReturnType<typeof createConversationService>;

export function createConversationService(deps: ConversationDeps) {
  return {
    start: (input: StartConversationOptions) => startConversation(deps, input),
    read: (id: string, auth: ConversationAuth) => readConversation(deps, { id, auth }),
    post: (id: string, auth: ConversationAuth, input: Omit<PostMessageInput, 'id' | 'auth'>) => postMessage(deps, { id, auth, ...input }),
    postByReplyToken: (replyToken: string, input: { body: string; fromEmail: string | null }) => postReplyByMail(deps, { replyToken, ...input }),
    markRead: (id: string, auth: ConversationAuth) => markConversationRead(deps, { id, auth }),
    block: (id: string, auth: ConversationAuth) => blockBuyer(deps, { id, auth }),
    markSoldTo: (id: string, auth: ConversationAuth) => markSoldTo(deps, { id, auth }),
    report: (id: string, auth: ConversationAuth, input: { reason: string }) => reportConversation(deps, { id, auth, reason: input.reason }),
    linkFor: (id: string, auth: ConversationAuth) => issueConversationLink(deps, { id, auth }),
    listForListing: (listingId: string, manager: ListingManager) => listListingConversations(deps, { listingId, manager }),
    afterEmailConfirmed: (confirmed: { email: string; visitorId: string }) => releaseConfirmedMessages(deps, confirmed),
    decideHeld: (messageId: string, options: { decision: 'deliver' | 'refuse'; reviewer: string }) =>
      settleHeldMessage(deps, { messageId, ...options }),
    mailPending: (participantId: string) => mailPendingMessages(deps, participantId),
  };
}
