import type { Mailer } from '../mail/mailer';
import { mailText, subjectLine, type MailRecipient } from '../mail/mail-text';

/** The mail with the management link, in the seller's language and zone (the page they posted from). */
export function manageLinkMail(options: { recipient: MailRecipient; title: string; link: string; expiresAt: Date; publicUrl: string }): {
  subject: string;
  text: string;
} {
  const { t, dateTime, footer } = mailText(options.recipient);
  return {
    subject: subjectLine(t('mail.manageLink.subject', { title: options.title })),
    text: [
      t('mail.manageLink.thanks'),
      '',
      t('mail.manageLink.yourAd', { title: options.title }),
      '',
      t('mail.manageLink.saveLink'),
      options.link,
      '',
      t('mail.manageLink.keepSecret'),
      t('mail.manageLink.lifetime', { date: dateTime(options.expiresAt) }),
      ...footer(options.publicUrl),
    ].join('\n'),
  };
}

/** Mails the seller their management link, so a lost browser tab does not lose the ad. */
export async function sendManageLink(
  mailer: Mailer,
  options: { to: string; title: string; manageUrl: string; publicUrl: string; expiresAt: Date; recipient: MailRecipient },
): Promise<void> {
  const link = `${options.publicUrl}${options.manageUrl}`;
  await mailer.send({ to: options.to, ...manageLinkMail({ ...options, link }) });
}
