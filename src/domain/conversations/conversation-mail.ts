/**
 * The mails of a conversation: what a participant has not read yet, in one mail (a
 * digest when several messages arrived since the last one), with a fresh link to the
 * thread and a relay address to reply to. Neither side's address appears in them.
 */
import { MESSAGE_WARNINGS, type MessageWarning } from './screening/message-warnings';
import type { ParticipantRole } from './conversation-schemas';

/** Messages arriving within this many minutes of a mail wait for one digest. */
export const DIGEST_WINDOW_MINUTES = 5;

export interface MailedMessage {
  authorRole: 'buyer' | 'seller' | 'system';
  body: string;
  event: string | null;
  warnings: string[];
  createdAt: Date;
}

const EVENT_TEXT: Record<string, Record<ParticipantRole, string>> = {
  sold: {
    buyer: 'The seller has marked the item as sold to you. Arrange the handover in the conversation.',
    seller: 'You marked the item as sold to this buyer.',
  },
  sold_to_other: {
    buyer: 'The seller has sold this item to another buyer, so this conversation is closed. Thank you for your interest.',
    seller: 'You sold this item to another buyer; this conversation is closed.',
  },
};

export function conversationMail(options: {
  recipientRole: ParticipantRole;
  otherName: string | null;
  listingTitle: string;
  messages: MailedMessage[];
  threadUrl: string;
  firstMail: boolean;
}): { subject: string; text: string } {
  const { recipientRole, listingTitle, messages } = options;
  const otherLabel = options.otherName ?? (recipientRole === 'seller' ? 'A buyer' : 'The seller');
  const subject =
    options.firstMail && recipientRole === 'seller'
      ? `New message about “${listingTitle}”`
      : messages.length > 1
        ? `${messages.length} new messages about “${listingTitle}”`
        : `New message about “${listingTitle}”`;
  const lines: string[] = [];
  lines.push(
    options.firstMail && recipientRole === 'seller'
      ? `${otherLabel} wrote about your ad “${listingTitle}” on Cityboard:`
      : `New in your conversation about “${listingTitle}” on Cityboard:`,
    '',
  );
  for (const message of messages) {
    if (message.authorRole === 'system') {
      lines.push(EVENT_TEXT[message.event ?? '']?.[recipientRole] ?? '', '');
      continue;
    }
    lines.push(
      `${message.authorRole === recipientRole ? 'You' : otherLabel} (${message.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC):`,
    );
    lines.push(...message.body.split('\n').map((line) => `  ${line}`));
    for (const code of message.warnings) {
      const warning = MESSAGE_WARNINGS[code as MessageWarning];
      if (warning) lines.push(`  ⚠ ${warning}`);
    }
    lines.push('');
  }
  lines.push(
    'Reply to this mail, or open the conversation:',
    options.threadUrl,
    '',
    'Your email address is not shown to the other person: replies go through Cityboard, which screens every message for scams.',
    'Keep the conversation here, meet in public places, and never pay by gift card, wire transfer or crypto.',
  );
  return { subject, text: lines.join('\n') };
}
