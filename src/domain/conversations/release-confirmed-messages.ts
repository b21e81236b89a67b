// After a buyer confirmed their address by the mailed link: their waiting messages go out (and the sellers are told). Answers how many.
import { and, eq } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { normalizeEmail } from '../verification/email-verification';
import type { ConversationWriteDeps } from './conversation-deps';
import { notifyEachOf } from './notify-participant';

export async function releaseConfirmedMessages(deps: ConversationWriteDeps, input: { email: string }): Promise<number> {
  const released = await deps.db
    .update(messages)
    .set({ state: 'delivered' })
    .where(and(eq(messages.state, 'awaiting_confirmation'), eq(messages.senderEmail, normalizeEmail(input.email))))
    .returning({ conversationId: messages.conversationId });
  await notifyEachOf(deps, [...new Set(released.map((r) => r.conversationId))], 'seller');
  return released.length;
}
