/**
 * The conversation-mail job: one mail with every delivered message a participant has
 * neither read nor been mailed, with fresh link and reply tokens. Idempotent: what was
 * mailed is remembered (`notified_up_to`), so a retried job mails nothing twice.
 */
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { conversationParticipants, messages } from '../../db/schema';
import { currentTime, type ConversationMailDeps } from './conversation-deps';
import { conversationMail, type MailedMessage } from './conversation-mail';
import { listingOf, partyOfParticipant, recipientOf } from './conversation-party';
import type { ParticipantRole } from './conversation-schemas';
import { mintConversationToken, replyAddress, threadPath } from './conversation-tokens';
import { advertiserWordFor } from '../taxonomy/advertiser-word';
import { endWordFor } from '../taxonomy/end-word';

export async function mailPendingMessages(deps: ConversationMailDeps, participantId: string): Promise<{ mailed: number }> {
  const { db } = deps;
  const party = await partyOfParticipant(db, participantId);
  if (!party) return { mailed: 0 };
  const { conversation, me } = party;
  const since = [me.notifiedUpTo, me.lastReadAt].filter((d): d is Date => !!d).sort((a, b) => b.getTime() - a.getTime())[0];
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        eq(messages.state, 'delivered'),
        ne(messages.authorRole, me.role),
        since ? gt(messages.createdAt, since) : undefined,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
  // The seller is not told the buyer was blocked; a blocked conversation mails the seller nothing more.
  const unseen = rows.filter((m) => m.event !== 'blocked');
  if (unseen.length === 0) return { mailed: 0 };
  const link = await mintConversationToken(db, me.id, 'link');
  const reply = await mintConversationToken(db, me.id, 'reply');
  const listing = await listingOf(db, conversation);
  const mail = conversationMail({
    recipientRole: me.role as ParticipantRole,
    recipient: recipientOf(me, conversation, listing),
    endWord: endWordFor(listing?.category, listing?.subcategory),
    advertiserWord: advertiserWordFor(listing?.category, listing?.subcategory),
    publicUrl: deps.publicUrl,
    otherName: party.other.name,
    listingTitle: conversation.listingTitle,
    messages: unseen.map((m): MailedMessage => ({
      authorRole: m.authorRole as MailedMessage['authorRole'],
      body: m.body,
      event: m.event,
      warnings: m.warnings,
      createdAt: m.createdAt,
    })),
    threadUrl: `${deps.publicUrl}${threadPath(conversation.id, link)}`,
    firstMail: !me.lastMailedAt,
  });
  await deps.mailer.send({
    to: me.email,
    ...mail,
    replyTo: replyAddress(reply, deps.mailDomain),
    headers: {
      'Auto-Submitted': 'auto-generated',
      'X-Cityboard-Conversation': conversation.id,
    },
  });
  const last = unseen[unseen.length - 1]!;
  await db
    .update(conversationParticipants)
    .set({ notifiedUpTo: last.createdAt, lastMailedAt: currentTime(deps) })
    .where(eq(conversationParticipants.id, me.id));
  return { mailed: unseen.length };
}
