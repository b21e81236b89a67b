// A fresh secret link to the thread for a participant (the management page opens a conversation with it).
import type { Db } from '../../db/client';
import { partyFor, type ConversationAuth } from './conversation-access';
import { mintConversationToken, threadPath } from './conversation-tokens';

export async function issueConversationLink(deps: { db: Db }, input: { id: string; auth: ConversationAuth }): Promise<{ path: string }> {
  const party = await partyFor(deps.db, input.id, input.auth);
  return {
    path: threadPath(party.conversation.id, await mintConversationToken(deps.db, party.me.id, 'link')),
  };
}
