/**
 * What a recipient can be warned of beside a delivered message. The words are in the
 * catalogues (`conversation.warning.<code>`), read by the thread page and the mails
 * alike, in the reader's language.
 */
export const MESSAGE_WARNING_CODES = ['off_platform', 'payment_method', 'overpayment', 'courier', 'verification_code', 'link', 'copied_message'] as const;

export type MessageWarning = (typeof MESSAGE_WARNING_CODES)[number];

/** The catalogue key of a warning's words. */
export function messageWarningKey(code: MessageWarning): `conversation.warning.${MessageWarning}` {
  return `conversation.warning.${code}`;
}
