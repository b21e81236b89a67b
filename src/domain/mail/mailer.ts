/**
 * Outgoing mail, as the domain sees it: a message and a mailer that sends it. The mailer
 * itself (SMTP, or .eml files in an outbox folder) is infrastructure:
 * src/infrastructure/mail/create-mailer.ts.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (alert mails show photos); mail programs pick one. */
  html?: string;
  /** Where a reply goes: a conversation's relay address, so neither side learns the other's. */
  replyTo?: string;
  /** Extra headers (e.g. Auto-Submitted on notifications). */
  headers?: Record<string, string>;
}

/**
 * Told about a mail that could not be sent, where the action goes ahead without it
 * (an ad is posted whether or not its mails go out). `what` says which mail, for a log.
 */
export type MailFailureReport = (error: unknown, what: string) => void;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where unsent mail goes, when there is no SMTP server. */
  readonly outbox: string | null;
}
