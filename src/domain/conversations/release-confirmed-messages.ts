// After a buyer confirmed their address by the mailed link: the waiting messages of the
// conversations that browser started from that address go out (and the sellers are told).
// Answers how many. Conversations someone else started with the same address keep waiting
// for their own browser's confirmation (isEmailConfirmedBy).
import { and, eq, inArray } from 'drizzle-orm';
import { conversationParticipants, messages } from '../../db/schema';
import { normalizeEmail } from '../verification/email-verification';
import type { ConversationWriteDeps } from './conversation-deps';
import { notifyEachOf } from './notify-participant';

export async function releaseConfirmedMessages(deps: ConversationWriteDeps, input: { email: string; visitorId: string }): Promise<number> {
  const email = normalizeEmail(input.email);
  const startedByThisBrowser = deps.db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.role, 'buyer'),
        eq(conversationParticipants.email, email),
        eq(conversationParticipants.visitorId, input.visitorId),
      ),
    );
  const released = await deps.db
    .update(messages)
    .set({ state: 'delivered' })
    .where(and(eq(messages.state, 'awaiting_confirmation'), eq(messages.senderEmail, email), inArray(messages.conversationId, startedByThisBrowser)))
    .returning({ conversationId: messages.conversationId });
  await notifyEachOf(deps, [...new Set(released.map((r) => r.conversationId))], 'seller');
  return released.length;
}
