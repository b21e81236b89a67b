/**
 * A participant's message in an existing conversation, from the thread page or by mail:
 * screened, then delivered (and the other side told), held for a moderator, or refused
 * (kept for the record, answered with the reason). Shared by post-message.ts and
 * post-reply-by-mail.ts.
 */
import { eq } from 'drizzle-orm';
import { conversationParticipants } from '../../db/schema';
import type { PersonLocale } from '../../i18n/locale';
import { AppError, forbidden } from '../shared/errors';
import { isEmailConfirmedBy } from '../verification/email-verification';
import { currentTime, type ConversationWriteDeps } from './conversation-deps';
import type { Party } from './conversation-party';
import type { ConversationStatus, MessageView, ParticipantRole } from './conversation-schemas';
import { messageViewOf } from './conversation-thread';
import { notifyParticipant } from './notify-participant';
import { screenConversationMessage, screenedListingOf } from './screen-conversation-message';
import { refusedError, stateFor, storeMessage } from './store-message';

export const CONVERSATION_CLOSED = 'errors.conversation.closed';

export async function addMessage(
  deps: ConversationWriteDeps,
  party: Party,
  input: { body: string; via: 'web' | 'email'; visitorId: string | null; locale?: PersonLocale | null },
): Promise<MessageView> {
  const { db } = deps;
  const role = party.me.role as ParticipantRole;
  const status = party.conversation.status as ConversationStatus;
  if (status === 'blocked' && role === 'buyer') throw forbidden('errors.conversation.blockedHere');
  if (status === 'closed' || status === 'blocked') throw new AppError('gone', CONVERSATION_CLOSED);
  const screening = await screenConversationMessage(
    deps,
    {
      conversationId: party.conversation.id,
      role,
      email: party.me.email,
      visitorId: input.visitorId,
    },
    input.body,
    await screenedListingOf(db, party.conversation),
  );
  const at = currentTime(deps);
  const message = {
    conversationId: party.conversation.id,
    authorRole: role,
    body: input.body,
    via: input.via,
    screening,
    senderEmail: party.me.email,
    senderVisitorId: input.visitorId,
    at,
  };
  if (screening.action === 'refuse') {
    await storeMessage(db, { ...message, state: 'refused' });
    throw refusedError(screening);
  }
  const confirmed = role === 'seller' || (await isEmailConfirmedBy(db, party.me.email, party.me.visitorId));
  const row = await storeMessage(db, { ...message, state: stateFor(screening, confirmed) });
  // Writing means having read what came before; a page written from also says the writer's language and zone now.
  const locale = input.locale ? { language: input.locale.language, timeZone: input.locale.timeZone ?? party.me.timeZone } : {};
  await db
    .update(conversationParticipants)
    .set({ lastReadAt: at, ...locale })
    .where(eq(conversationParticipants.id, party.me.id));
  party.me.lastReadAt = at;
  if (row.state === 'delivered') await notifyParticipant(deps, party.other);
  return messageViewOf(row, party);
}
