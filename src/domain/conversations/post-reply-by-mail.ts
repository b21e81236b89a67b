// A reply by mail to a relay address (SMTP listener or webhook): the reply token is the sender's proof.
import { notFound } from '../shared/errors';
import { addMessage } from './add-message';
import type { ConversationWriteDeps } from './conversation-deps';
import { partyOfParticipant } from './conversation-party';
import type { MessageView } from './conversation-schemas';
import { participantIdForToken } from './conversation-tokens';

export async function postReplyByMail(
  deps: ConversationWriteDeps,
  input: { replyToken: string; body: string; fromEmail: string | null },
): Promise<MessageView> {
  const participantId = await participantIdForToken(deps.db, input.replyToken, 'reply');
  const party = participantId ? await partyOfParticipant(deps.db, participantId) : null;
  if (!party) throw notFound('errors.conversation.noReplyAddress');
  return addMessage(deps, party, {
    body: input.body,
    via: 'email',
    visitorId: null,
  });
}
