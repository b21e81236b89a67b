/**
 * The thread as the conversations API answers it (GET /api/conversations/{id}): the
 * domain's own types, so the page, its polling and the server cannot drift apart.
 */
export type { ConversationStatus as ThreadStatus, MessageView, ParticipantRole, StartedConversation, Thread, ThreadEvent } from '../../../domain/conversations/conversation-schemas';
export { BUYER_NAME_MAX_LENGTH as NAME_MAX, MESSAGE_MAX_LENGTH as MESSAGE_MAX, REPORT_REASON_MAX_LENGTH as REASON_MAX } from '../../../domain/conversations/conversation-schemas';
