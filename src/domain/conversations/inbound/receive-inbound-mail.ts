/**
 * A reply by mail, from the SMTP listener or the webhook, added to its conversation as
 * the participant whose relay address it was sent to. The token in the address is the
 * sender's proof, as a thread link's token is on the web; the service screens the text
 * like any other message.
 */
import { notFound } from '../../shared/errors';
import { parseInboundMail, type AutomaticMail, type InboundMailOptions } from './parse-inbound-mail';

/** What receiving needs of the conversation service (ConversationService has it). */
export interface ReplyByMailTarget {
  postByReplyToken(replyToken: string, input: { body: string; fromEmail: string | null }): Promise<unknown>;
}

export type IgnoredReason = AutomaticMail | 'empty';

export type InboundMailResult =
  | { status: 'added'; truncated: boolean }
  /** Nothing added, and nothing wrong: machine-written mail, or a reply with no text of its own. */
  | { status: 'ignored'; reason: IgnoredReason };

/** What an unknown relay address is told: no more than that it is not a mailbox. */
export const NO_SUCH_MAILBOX = 'No such mailbox';

/**
 * Adds the reply in `raw` to its conversation. Machine-written mail is ignored before
 * anything else (it is never answered with an error either: that is how mail loops
 * start). Throws the AppErrors the caller turns into SMTP or HTTP answers: not_found for
 * a mail to no relay address or an unknown token, invalid for a body that is no mail,
 * and whatever the service refuses (a closed conversation, a message screening refused).
 */
export async function receiveInboundMail(target: ReplyByMailTarget, raw: Buffer | string, options: InboundMailOptions): Promise<InboundMailResult> {
  const mail = await parseInboundMail(raw, options);
  if (mail.automatic) return { status: 'ignored', reason: mail.automatic };
  if (!mail.replyToken) throw notFound(NO_SUCH_MAILBOX);
  if (!mail.body) return { status: 'ignored', reason: 'empty' };
  await target.postByReplyToken(mail.replyToken, { body: mail.body, fromEmail: mail.fromEmail });
  return { status: 'added', truncated: mail.truncated };
}
