/**
 * The mails of a conversation: what a participant has not read yet, in one mail (a
 * digest when several messages arrived since the last one), with a fresh link to the
 * thread and a relay address to reply to. Neither side's address appears in them.
 * Written in the recipient's language and zone (`recipient`: the participant's stored
 * locale, domain/mail/mail-text.ts), with the page's own words for events and warnings,
 * and for the two people: the writer of a job ad's conversation is an applicant and the
 * other side its employer, as on the thread page.
 */
import { mailText, subjectLine, type MailRecipient } from '../mail/mail-text';
import { MESSAGE_WARNING_CODES, messageWarningKey, type MessageWarning } from './screening/message-warnings';
import type { ParticipantRole } from './conversation-schemas';
import { advertiserKey, type AdvertiserWord } from '../taxonomy/advertiser-word';
import { endedKey, type EndedText, type EndWord } from '../taxonomy/end-word';

/** Messages arriving within this many minutes of a mail wait for one digest. */
export const DIGEST_WINDOW_MINUTES = 5;

export interface MailedMessage {
  authorRole: 'buyer' | 'seller' | 'system';
  body: string;
  event: string | null;
  warnings: string[];
  createdAt: Date;
}

/** What the thread page says of an event, to each side, in the words of how the listing ends (listing.ended.<word>.*). */
const EVENT_TEXTS: Record<string, Record<ParticipantRole, EndedText>> = {
  sold: { buyer: 'statusBuyer', seller: 'statusSeller' },
  sold_to_other: { buyer: 'closedBuyer', seller: 'closedSeller' },
};

export function conversationMail(options: {
  recipientRole: ParticipantRole;
  recipient: MailRecipient;
  otherName: string | null;
  listingTitle: string;
  messages: MailedMessage[];
  threadUrl: string;
  publicUrl: string;
  firstMail: boolean;
  /** How the listing ends (a flat is let, a job filled); sold when unknown. */
  endWord?: EndWord;
  /** What its poster is called (an employer, a provider); seller when unknown. */
  advertiserWord?: AdvertiserWord;
}): { subject: string; text: string } {
  const { recipientRole, listingTitle, messages } = options;
  const { t, dateTime, footer } = mailText(options.recipient);
  const title = listingTitle;
  const endWord = options.endWord ?? 'sold';
  // An unnamed writer is "A buyer" ("An applicant"…), an unnamed poster "The seller" ("The employer"…).
  const otherLabel =
    options.otherName ?? t(recipientRole === 'seller' ? endedKey(endWord, 'aPerson') : advertiserKey(options.advertiserWord ?? 'seller', 'mailName'));
  const written = messages.filter((m) => m.authorRole !== 'system').length;
  const firstToSeller = options.firstMail && recipientRole === 'seller';
  const subject = t('mail.conversation.subject', { count: firstToSeller ? 1 : Math.max(written, 1), title });
  const lines: string[] = [];
  lines.push(firstToSeller ? t('mail.conversation.wroteFirst', { name: otherLabel, title }) : t('mail.conversation.news', { title }), '');
  for (const message of messages) {
    if (message.authorRole === 'system') {
      const text = EVENT_TEXTS[message.event ?? '']?.[recipientRole];
      if (text) lines.push(t(endedKey(endWord, text)), '');
      continue;
    }
    const who = message.authorRole === recipientRole ? t('mail.conversation.you') : otherLabel;
    lines.push(t('mail.conversation.stamp', { who, time: dateTime(message.createdAt) }));
    lines.push(...message.body.split('\n').map((line) => `  ${line}`));
    for (const code of message.warnings) {
      if ((MESSAGE_WARNING_CODES as readonly string[]).includes(code)) lines.push(`  ⚠ ${t(messageWarningKey(code as MessageWarning))}`);
    }
    lines.push('');
  }
  lines.push(
    t('mail.conversation.reply'),
    options.threadUrl,
    '',
    t('mail.conversation.privacy'),
    t('mail.conversation.safety'),
    ...footer(options.publicUrl),
  );
  return { subject: subjectLine(subject), text: lines.join('\n') };
}

/** The writer's mail before their first message goes out: confirm the address, then the advertiser gets it. */
export function buyerConfirmationMail(options: {
  recipient: MailRecipient;
  listingTitle: string;
  link: string;
  expiresAt: Date;
  threadUrl: string;
  publicUrl: string;
}): { subject: string; text: string } {
  const { t, dateTime, footer } = mailText(options.recipient);
  const title = options.listingTitle;
  return {
    subject: subjectLine(t('mail.buyerConfirm.subject', { title })),
    text: [
      t('mail.buyerConfirm.intro', { title, button: t('verification.confirmButton') }),
      options.link,
      '',
      t('mail.buyerConfirm.once'),
      options.threadUrl,
      '',
      t('mail.buyerConfirm.until', { until: dateTime(options.expiresAt) }),
      ...footer(options.publicUrl),
    ].join('\n'),
  };
}
