// Reading a conversation: the thread as the participant `auth` proves to be sees it.
import { partyFor, type ConversationAuth } from './conversation-access';
import type { ConversationReadDeps } from './conversation-deps';
import type { Thread } from './conversation-schemas';
import { threadOf } from './conversation-thread';

export async function readConversation(deps: ConversationReadDeps, input: { id: string; auth: ConversationAuth }): Promise<Thread> {
  return threadOf(deps, await partyFor(deps.db, input.id, input.auth));
}
