// A reply by mail to a relay address (SMTP listener or webhook): the reply token is the sender's proof.
import { notFound } from '../shared/errors';
import { addMessage } from './add-message';
import { currentTime, type ConversationWriteDeps } from './conversation-deps';
import { partyOfParticipant } from './conversation-party';
import type { MessageView } from './conversation-schemas';
import { participantIdForToken } from './conversation-tokens';

/**
 * Adds the reply as the participant whose relay address it was sent to. Replies by mail
 * are limited as messages on the web are (`send_message`, RATE_LIMIT_MESSAGES_PER_HOUR),
 * counted per relay address: the address is the sender's own, as a browser's cookie is
 * on the web. The sending mail server's address is not counted: one provider's servers
 * carry everyone's mail. Past the limit nothing is added and the error is `rate_limited`,
 * which the SMTP listener answers with 451 (try again later) and the webhook with 429.
 */
export async function postReplyByMail(
  deps: ConversationWriteDeps,
  input: { replyToken: string; body: string; fromEmail: string | null },
): Promise<MessageView> {
  const participantId = await participantIdForToken(deps.db, input.replyToken, 'reply');
  const party = participantId ? await partyOfParticipant(deps.db, participantId) : null;
  if (!party || !participantId) throw notFound('errors.conversation.noReplyAddress');
  await deps.limiter?.consume('send_message', { visitorId: `relay:${participantId}`, ip: null }, currentTime(deps));
  return addMessage(deps, party, {
    body: input.body,
    via: 'email',
    visitorId: null,
  });
}
