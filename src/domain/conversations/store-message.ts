/**
 * Storing a participant's message with its screening, in one transaction: the message,
 * the screening record reviewers read, and the conversation's last activity (not for a
 * refused message, which only its writer ever sees).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, messages, messageScreenings } from '../../db/schema';
import { invalid, type AppError } from '../shared/errors';
import type { ParticipantRole } from './conversation-schemas';
import type { MessageRow } from './conversation-thread';
import type { MessageScreening } from './screening/screen-message';

/** Held for a moderator, delivered, or waiting until the buyer confirms their address. */
export function stateFor(screening: MessageScreening, confirmed: boolean): MessageRow['state'] {
  if (screening.action === 'hold') return 'held';
  return confirmed ? 'delivered' : 'awaiting_confirmation';
}

/** The error a refused message answers with, naming what made it refused. */
export function refusedError(screening: MessageScreening): AppError {
  const { message, values } = screening.refusal ?? { message: 'errors.conversation.refused', values: {} };
  return invalid(message, [{ field: 'body', message, values }], values);
}

export async function storeMessage(
  db: Db,
  options: {
    conversationId: string;
    authorRole: ParticipantRole;
    body: string;
    via: 'web' | 'email';
    screening: MessageScreening;
    state: string;
    senderEmail: string;
    senderVisitorId: string | null;
    at: Date;
  },
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId: options.conversationId,
        authorRole: options.authorRole,
        body: options.body,
        via: options.via,
        state: options.state,
        warnings: options.screening.action === 'warn' ? options.screening.warnings : [],
        fingerprint: options.screening.fingerprint,
        senderEmail: options.senderEmail,
        senderVisitorId: options.senderVisitorId,
        createdAt: options.at,
      })
      .returning();
    if (!row) throw new Error('Insert returned no row');
    await tx.insert(messageScreenings).values({
      messageId: row.id,
      score: options.screening.score,
      action: options.screening.action,
      reasons: options.screening.reasons,
    });
    if (options.state !== 'refused') {
      await tx.update(conversations).set({ lastMessageAt: options.at }).where(eq(conversations.id, options.conversationId));
    }
    return row;
  });
}
