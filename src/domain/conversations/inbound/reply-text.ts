/**
 * What a person wrote in a reply mail, without what their mail program added: the
 * quoted conversation ("On … wrote:" and the "> " lines under it, Outlook's
 * "From: … Sent: …" block or "-----Original Message-----"), the signature after "-- ",
 * and "Sent from my iPhone". Our own rules run first, for the quote headers of the
 * six languages Cityboard speaks (and inline answers between quoted lines); the
 * email-reply-parser package then catches the other languages and signature styles.
 *
 * Every pattern here is bounded (`.{0,300}`, not `.+.+`), so a hostile line costs
 * linear time. email-reply-parser's own patterns are not: some take seconds on a single
 * crafted line of 2,000 characters, and cubic time on many lines. It therefore sees at
 * most SCAN_LIMIT characters, and lines longer than LONG_LINE stand in as placeholders
 * (no quote header is that long) that are put back after it ran.
 */
import { randomBytes } from 'node:crypto';
import EmailReplyParser from 'email-reply-parser';
import { MESSAGE_MAX_LENGTH } from '../conversation-schemas';

/** How much of a mail's text is looked at: the reply kept is at most 2,000 characters, its quote header comes soon after. */
const SCAN_LIMIT = 4_000;
const LONG_LINE = 200;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** Inline images of an HTML mail turned into text: `[cid:image001.png@01DA…]`. */
const CID_REFERENCES = /\[cid:[^\]\n]{0,300}\]/g;

/** "On … wrote:" in English, German, French, Spanish, Italian and Japanese (Gmail, Apple Mail, Thunderbird, Outlook on the web). */
const ATTRIBUTION_LINES: RegExp[] = [
  /^On\s.{1,300}\swrote\s?:$/i,
  /^Am\s.{1,300}\sschrieb\b.{0,200}:$/i,
  /^.{1,200}\sschrieb am\s.{1,200}:$/i,
  /^Le\s.{1,300}\sa\s[ée]crit\s?:$/i,
  /^El\s.{1,300}\sescribi[óo]\s?:$/i,
  /^(Il|In data)\s.{1,300}\sha scritto\s?:$/i,
  // Gmail: "2024年11月24日(日) 15:02 Anna <anna@example.com>:", Apple Mail: "2024/11/24 15:02、Anna <anna@example.com>のメール:"
  /^\d{4}[年/]\d{1,2}[月/]\d{1,2}.{0,300}(@|のメール|書きました|wrote).{0,200}[:：]$/,
];

/** "Anna wrote:", "Anna wrote on …:": a header only when quoted lines follow it (else a person may have written it). */
const WEAK_ATTRIBUTION_LINES: RegExp[] = [/^.{1,300}\swrote(\son\s.{1,200})?\s?:$/i, /^.{1,300}\sschrieb\s?:$/i, /^.{1,300}\sa\s[ée]crit\s?:$/i];

/** The first line of a forwarded or quoted original (Outlook, Thunderbird, Gmail's forward). */
const ORIGINAL_MESSAGE =
  /^-{2,}\s*(Original Message|Ursprüngliche Nachricht|Message d'origine|Mensaje original|Messaggio originale|元のメッセージ|Forwarded message|Weitergeleitete Nachricht|Message transféré|Mensaje reenviado|Messaggio inoltrato|転送されたメッセージ)\s*-{0,}$/i;

/** Outlook's header block of the quoted mail: "From: …" followed within a few lines by "Sent: …" (or its translation). */
const HEADER_FROM = /^\*?(From|Von|De|Da|差出人|送信者)\s?\*?\s?[:：]/i;
const HEADER_SENT = /^\*?(Sent|Date|Gesendet|Datum|Envoy[ée]|Enviado|Fecha|Inviato|Data|送信日時|日付)\s?\*?\s?[:：]/i;

/** The signature delimiter ("-- ", RFC 3676) and the lines phones add. */
const SIGNATURE_LINES: RegExp[] = [
  /^--\s?$/,
  /^Sent from my\s\S/i,
  /^Sent from (Mail|Outlook|Yahoo Mail|Gmail)\b/i,
  /^Get Outlook for\s(iOS|Android)/i,
  /^Von meinem\s.{1,60}\sgesendet$/i,
  /^Gesendet von\s.{1,60}$/i,
  /^Envoy[ée] de mon\s\S/i,
  /^Envoy[ée] depuis\s.{1,60}$/i,
  /^Enviado desde mi\s\S/i,
  /^Inviato da(l mio)?\s(iPhone|iPad|Android|Samsung|Outlook|Mail)/i,
  /^(iPhone|iPad|Android|Outlook)\s?から送信$/i,
];

/** A line that only draws a separator, left behind above a cut quote. */
const SEPARATOR = /^[-_=*]{3,}$/;

export interface ReplyText {
  body: string;
  /** The reply was longer than a message may be and was cut. */
  truncated: boolean;
}

function isQuoted(line: string): boolean {
  return line.startsWith('>');
}

/** The attribution line starting at `index`, possibly wrapped over up to three lines: how many lines it takes, or 0. */
function attributionAt(lines: string[], index: number): number {
  let joined = '';
  for (let span = 1; span <= 3 && index + span <= lines.length; span++) {
    const line = lines[index + span - 1]!.trim();
    if (span > 1 && (line === '' || isQuoted(line))) return 0;
    joined = span === 1 ? line : `${joined} ${line}`;
    if (joined.length > 600) return 0;
    if (ATTRIBUTION_LINES.some((pattern) => pattern.test(joined))) return span;
    if (WEAK_ATTRIBUTION_LINES.some((pattern) => pattern.test(joined)) && isQuoted(nextText(lines, index + span))) return span;
  }
  return 0;
}

/** The first line with text at or after `from` ('' when none). */
function nextText(lines: string[], from: number): string {
  for (let index = from; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (line !== '') return line;
  }
  return '';
}

function isOutlookHeaderAt(lines: string[], index: number): boolean {
  if (!HEADER_FROM.test(lines[index]!.trim())) return false;
  for (let next = index + 1; next <= index + 4 && next < lines.length; next++) {
    if (HEADER_SENT.test(lines[next]!.trim())) return true;
  }
  return false;
}

function isSignature(line: string): boolean {
  return SIGNATURE_LINES.some((pattern) => pattern.test(line));
}

/** Whether text of the writer's own comes after the quoted lines that start at `from` (before any signature). */
function hasAnswersBelow(lines: string[], from: number): boolean {
  for (let index = from; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (isSignature(line)) return false;
    if (line !== '' && !isQuoted(line)) return true;
  }
  return false;
}

/**
 * Our own rules: cut at a signature, an original-message marker or Outlook's header
 * block; at an attribution line, cut when only quoted lines follow (the usual reply on
 * top), else keep the answers written between the quoted lines (and below them).
 * Quoted lines go either way.
 */
function stripByRules(lines: string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const trimmed = line.trim();
    if (isSignature(trimmed) || ORIGINAL_MESSAGE.test(trimmed) || isOutlookHeaderAt(lines, index)) break;
    const span = attributionAt(lines, index);
    if (span > 0) {
      if (!hasAnswersBelow(lines, index + span)) break;
      index += span - 1;
      continue;
    }
    if (isQuoted(trimmed)) continue;
    kept.push(line);
  }
  return kept;
}

/** email-reply-parser over bounded text: long lines are swapped for placeholders it cannot mistake for anything. */
function stripByParser(text: string): string {
  const nonce = randomBytes(6).toString('hex');
  const long: string[] = [];
  const shortened = text
    .split('\n')
    .map((line) => {
      if (line.length <= LONG_LINE) return line;
      long.push(line);
      return `cityboard${nonce}line${long.length - 1}`;
    })
    .join('\n');
  const visible = new EmailReplyParser().parseReply(shortened);
  return visible.replace(new RegExp(`cityboard${nonce}line(\\d+)`, 'g'), (_match, i: string) => long[Number(i)] ?? '');
}

/** At most `max` characters, cut after a word where one ends near the limit, with "…" to say it goes on. */
function limit(text: string, max: number): ReplyText {
  if (text.length <= max) return { body: text, truncated: false };
  let cut = text.slice(0, max - 1);
  // Never split a surrogate pair (an emoji) in two.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.search(/\s\S*$/);
  if (space > max - 200) cut = cut.slice(0, space);
  return { body: `${cut.trimEnd()}…`, truncated: true };
}

/**
 * The reply in `text` (a mail's plain text), trimmed, at most 2,000 characters. The web
 * form refuses a longer message so its writer can shorten it; a mail cannot be sent
 * back to be edited, so the first 2,000 characters are kept (ending in "…") rather than
 * losing the reply. An empty string means there is nothing to add.
 */
export function replyText(text: string): ReplyText {
  let cleaned = text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '').replace(CID_REFERENCES, '');
  if (cleaned.length > SCAN_LIMIT) {
    cleaned = cleaned.slice(0, SCAN_LIMIT);
    const lastBreak = cleaned.lastIndexOf('\n');
    if (lastBreak > 0) cleaned = cleaned.slice(0, lastBreak);
  }
  const lines = stripByRules(cleaned.split('\n'));
  while (lines.length > 0 && (lines.at(-1)!.trim() === '' || SEPARATOR.test(lines.at(-1)!.trim()))) lines.pop();
  const parsed = stripByParser(lines.join('\n'));
  const tidy = parsed
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return limit(tidy, MESSAGE_MAX_LENGTH);
}
