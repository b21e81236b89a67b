/**
 * Reading a reply mail to a relay address (`reply+{token}@MAIL_DOMAIN`): whose
 * conversation it belongs to, who sent it, what they wrote — and whether a machine wrote
 * it instead (an out-of-office answer, a bounce, a mailing list), which is never added.
 * Text only: an HTML-only mail is turned into text, the HTML itself is never kept.
 */
import { simpleParser, type HeaderValue, type ParsedMail } from 'mailparser';
import { invalid } from '../../shared/errors';
import { replyText } from './reply-text';

export interface InboundMailOptions {
  /** The domain of relay addresses. */
  mailDomain: string;
  /**
   * The recipients the sending server named (SMTP RCPT TO, or a webhook's `recipient`):
   * looked at before the headers, which a sender writes as they like and which name
   * every recipient of a reply-all.
   */
  envelopeRecipients?: string[];
  /** The SMTP MAIL FROM, when known: the empty (null) sender is a bounce. */
  envelopeSender?: string | null;
}

/** Why a mail was written by a machine rather than a person. */
export type AutomaticMail = 'auto_reply' | 'bounce' | 'mailing_list';

export interface InboundMail {
  /** The token of the first relay address among the recipients (lowercase), or null when none is one. */
  replyToken: string | null;
  /** The From address, lowercase; the token, not this, says who wrote (a From header is the sender's to choose). */
  fromEmail: string | null;
  /** What the person wrote, without quoted text or signature, at most 2,000 characters; '' when nothing is left. */
  body: string;
  /** The reply was longer than a message may be: the body holds its first 2,000 characters. */
  truncated: boolean;
  automatic: AutomaticMail | null;
}

/** Relay tokens are 32 characters of lowercase base32; mail systems may change the case of a local part. */
const REPLY_ADDRESS = /^reply\+([a-z2-7]{32})@([a-z0-9.-]{1,253})$/i;
const ADDRESS_IN_TEXT = /[^\s<>,;:"()[\]]{1,64}@[^\s<>,;:"()[\]]{1,253}/g;

/** The token of `address` when it is a relay address of `mailDomain` (the domain in any case), else null. */
export function replyTokenOf(address: string, mailDomain: string): string | null {
  const match = REPLY_ADDRESS.exec(address.trim().replace(/^<(.*)>$/, '$1'));
  if (!match) return null;
  const domain = match[2]!.toLowerCase().replace(/\.$/, '');
  return domain === mailDomain.toLowerCase() ? match[1]!.toLowerCase() : null;
}

/** Every address a header holds, whether mailparser parsed it into address objects (To, Cc, Delivered-To) or left it text (X-Original-To). */
function addressesIn(value: HeaderValue | undefined): string[] {
  if (value === undefined || value instanceof Date) return [];
  if (typeof value === 'string') return value.match(ADDRESS_IN_TEXT) ?? [];
  if (Array.isArray(value)) return (value as HeaderValue[]).flatMap((item) => addressesIn(item));
  if ('value' in value && Array.isArray(value.value)) {
    return value.value.flatMap((entry) => [
      ...(entry.address ? [entry.address] : []),
      ...(entry.group ?? []).flatMap((member) => (member.address ? [member.address] : [])),
    ]);
  }
  return [];
}

/** A header's raw text values (all of them when it repeats), unfolded. */
function headerTexts(mail: ParsedMail, name: string): string[] {
  return mail.headerLines
    .filter((header) => header.key === name)
    .map((header) => header.line.slice(header.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim());
}

function findReplyToken(mail: ParsedMail, options: InboundMailOptions): string | null {
  const candidates = [
    ...(options.envelopeRecipients ?? []),
    ...addressesIn(mail.headers.get('to')),
    ...addressesIn(mail.headers.get('cc')),
    ...addressesIn(mail.headers.get('delivered-to')),
    ...headerTexts(mail, 'delivered-to').flatMap((text) => addressesIn(text)),
    ...headerTexts(mail, 'x-original-to').flatMap((text) => addressesIn(text)),
  ];
  for (const address of candidates) {
    const token = replyTokenOf(address, options.mailDomain);
    if (token) return token;
  }
  return null;
}

/** Subjects out-of-office answers get from programs that set no header saying so. */
const AUTO_REPLY_SUBJECT =
  /^(Automatic reply|Auto(matic)?[- ]?reply|Auto[- ]?response|Out of (the )?office|Abwesenheitsnotiz|Automatische Antwort|R[ée]ponse automatique|Respuesta autom[áa]tica|Risposta automatica|自動応答|自動返信)(?![a-z])/i;
const BOUNCE_SENDER = /^(mailer-daemon|postmaster)@/i;

/**
 * Machine-written mail, by the headers RFC 3834 and common practice give it:
 * Auto-Submitted (anything but "no"), Precedence bulk/junk/list/auto_reply, the
 * X-Autoreply family, a mailing list's List-Id, a delivery report or a mailer-daemon
 * sender (bounces), and the subjects out-of-office programs use.
 */
function automaticKind(mail: ParsedMail, envelopeSender: string | null | undefined): AutomaticMail | null {
  const from = mail.from?.value[0]?.address ?? '';
  const contentType = headerTexts(mail, 'content-type')[0] ?? '';
  const returnPath = headerTexts(mail, 'return-path')[0];
  if (envelopeSender === '' || returnPath === '<>' || BOUNCE_SENDER.test(from) || /^multipart\/report\b/i.test(contentType)) return 'bounce';
  const autoSubmitted = headerTexts(mail, 'auto-submitted')[0];
  if (autoSubmitted !== undefined && !/^no\b/i.test(autoSubmitted)) return 'auto_reply';
  const precedence = (headerTexts(mail, 'precedence')[0] ?? '').toLowerCase();
  if (precedence === 'list' || headerTexts(mail, 'list-id').length > 0) return 'mailing_list';
  if (['bulk', 'junk', 'auto_reply'].includes(precedence)) return 'auto_reply';
  if (['x-autoreply', 'x-autorespond', 'x-autoresponder', 'x-autogenerated'].some((name) => headerTexts(mail, name).length > 0)) return 'auto_reply';
  if (AUTO_REPLY_SUBJECT.test(mail.subject?.trim() ?? '')) return 'auto_reply';
  return null;
}

/**
 * Parses a raw RFC 822 message. A body without a single header is not a mail (invalid,
 * 400 on the webhook); anything else parses, however odd, as mail programs write it.
 */
export async function parseInboundMail(raw: Buffer | string, options: InboundMailOptions): Promise<InboundMail> {
  const mail = await simpleParser(raw, {
    // Text is all we keep: no HTML made from text, no links found, inline images left as cid: references.
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
    keepCidLinks: true,
    checksumAlgo: false,
    maxHtmlLengthToParse: 1_000_000,
  });
  if (mail.headers.size === 0) throw invalid('This is not a mail: it has no headers.');
  const { body, truncated } = replyText(mail.text ?? '');
  const fromEmail = mail.from?.value[0]?.address?.trim().toLowerCase() || null;
  return {
    replyToken: findReplyToken(mail, options),
    fromEmail: fromEmail && fromEmail.length <= 254 ? fromEmail : null,
    body,
    truncated,
    automatic: automaticKind(mail, options.envelopeSender),
  };
}
