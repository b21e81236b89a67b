/**
 * What a recipient is warned of beside a delivered message, in plain words. The page
 * shows each in the reader's language (`conversation.warning.<code>`); these English
 * sentences are the mails' and the fallback.
 */
export const MESSAGE_WARNINGS = {
  off_platform: 'This message asks to move the conversation off Cityboard (WhatsApp, Telegram, a phone number). Scammers do this to avoid our screening. Keep talking here.',
  payment_method: 'This message mentions a payment method scammers favour (gift cards, crypto, wire transfers, "friends and family" payments). These cannot be reversed. Pay in person, on collection.',
  overpayment: 'This message talks about paying more than the price, or refunds. Overpayment is a common scam: the first payment bounces after you send the difference back.',
  courier: 'This message says a courier or shipping agent will collect and pay. This is a common scam. Meet the buyer in person.',
  verification_code: 'This message asks for a code. Never share a verification code sent to your phone or email: it lets someone take over your accounts.',
  link: 'This message contains a link we do not know. Do not enter payment or login details on a page reached from a message.',
  copied_message: 'The same message was sent to many sellers. It may be automated.',
} as const;

export type MessageWarning = keyof typeof MESSAGE_WARNINGS;
export const MESSAGE_WARNING_CODES = Object.keys(MESSAGE_WARNINGS) as MessageWarning[];
