/**
 * A participant writes in a conversation from the thread page (or the API), within the
 * `send_message` limit. `locale`: the page written from; the writer's later mails use its
 * language and zone.
 */
import type { PersonLocale } from '../../i18n/locale';
import { addMessage } from './add-message';
import { partyFor, type ConversationAuth } from './conversation-access';
import type { ConversationWriteDeps } from './conversation-deps';
import type { MessageView, Thread } from './conversation-schemas';
import { threadOf } from './conversation-thread';

export interface PostMessageInput {
  id: string;
  auth: ConversationAuth;
  body: string;
  via: 'web' | 'email';
  locale?: PersonLocale | null;
}

export async function postMessage(deps: ConversationWriteDeps, input: PostMessageInput): Promise<{ message: MessageView; thread: Thread }> {
  const party = await partyFor(deps.db, input.id, input.auth);
  if (input.auth.limits) await input.auth.limits.consume('send_message');
  const message = await addMessage(deps, party, {
    body: input.body,
    via: input.via,
    visitorId: input.auth.visitorId,
    locale: input.locale,
  });
  return { message, thread: await threadOf(deps, party) };
}
