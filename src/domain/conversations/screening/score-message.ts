/**
 * Message screening, the pure part (ADR 005's scorer, tuned for messages): a message's
 * text, who sends it, the listing it is about and a few numbers about its context
 * (copies sent to other conversations, the sender's last hour) in; a score 0–100, an
 * action, reasons, the recipient's warnings and the sender's refusal sentence out.
 * No database here (screen-message.ts gathers the context), so every signal is
 * unit-testable and `npm run eval:messages` scores exactly what the product does.
 *
 * Signals combine as independent evidence (noisy-OR): score = 100 × (1 − Π(1 − strength)).
 * Thresholds (MESSAGE_THRESHOLDS): from 30 the message is delivered with a warning, from
 * 60 it waits for a moderator, from 85 it is refused. One hard rule refuses below 85:
 * a request for a verification code or password together with any other scam signal
 * (payment, overpayment, courier, link, off-platform) — the account-takeover scripts.
 *
 * Besides the rules, a text model trained on the labelled messages (message-model.ts)
 * is one more signal, `text_model`: wording that resembles known scams, in any of the
 * six languages, even when no rule's phrase is there.
 */
import type { TextModel } from '../../moderation/text-classifier';
import { messageScamProbability, SHIPPED_MESSAGE_MODEL, strongestMessageScamWords } from './message-model';
import { MESSAGE_SIGNALS, type SenderRole, type SignalFamily } from './message-signals';
import { hasContactDetails, readMessage, type FoundLink } from './message-text';
import type { MessageWarning } from './message-warnings';

export type MessageAction = 'deliver' | 'warn' | 'hold' | 'refuse';

export const MESSAGE_THRESHOLDS = { warn: 30, hold: 60, refuse: 85 } as const;
export type MessageThresholds = { warn: number; hold: number; refuse: number };

export interface MessageReason {
  code: string;
  /** 0–1: how much this signal alone points to a scam. */
  strength: number;
  reason: string;
}

export interface MessageSubject {
  body: string;
  senderRole: SenderRole;
  listing: { title: string; description: string; category: string };
}

/** What screening knows about the message's surroundings; anything unknown is left out. */
export interface MessageContext {
  /** Other conversations with a message of the same fingerprint in the last 24 hours, from this sender and from others. */
  copies?: { fromSender: number; fromOthers: number };
  /** The sender's messages and conversations in the last hour, this message excluded. */
  recent?: { messages: number; conversations: number };
}

export interface ScoreMessageOptions {
  /** The site's own address (PUBLIC_URL): links to it and its city subdomains are allowed. */
  siteUrl?: string | null;
  thresholds?: MessageThresholds;
  /** The text model; the shipped one by default (cross-validation passes its own, null scores by rules alone). */
  model?: TextModel | null;
}

/**
 * What the sender is told of a refused message: a catalogue key under `errors.` with its
 * values (the strongest reason, itself a key, `errors.screening.reason.<code>`), said in
 * the sender's language by the API's error handler (i18n/error-text.ts).
 */
export interface MessageRefusal {
  message: string;
  values: Record<string, string>;
}

/** The catalogue key of a reason's phrase inside the refusal ("wants payment in gift cards…"). */
export const refusalReasonKey = (code: string) => `errors.screening.reason.${code}`;

export interface MessageScore {
  score: number;
  action: MessageAction;
  reasons: MessageReason[];
  warnings: MessageWarning[];
  refusal: MessageRefusal | null;
  /** The text model's probability that the message is a scam (0 without a model). */
  modelProbability: number;
}

/** Sentences for the signals that need more than a pattern (links, contact details, context). */
export const CONTEXT_REASONS = {
  phone_number: 'Gives a phone number, and the listing has none.',
  email_address: 'Gives an e-mail address, and the listing has none.',
  messenger_link: 'Links to a messenger chat (wa.me, t.me…).',
  link: 'Contains a link to a site we do not know.',
  links_many: 'Contains several links to sites we do not know.',
  link_shortener: 'Contains a shortened link, which hides where it leads.',
  suspicious_link: 'Contains a link whose address imitates a payment, delivery or marketplace site.',
  copied_message: 'The same message was sent in other conversations in the last 24 hours.',
  sender_velocity: 'The sender wrote in many conversations within the last hour.',
  text_model: 'The wording resembles known scam messages.',
} as const;

/** Every reason code screening can give, with its sentence: what a moderator reads. */
export const MESSAGE_REASONS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(MESSAGE_SIGNALS.map((signal) => [signal.code, signal.reason])),
  ...CONTEXT_REASONS,
};

interface Found extends MessageReason {
  family: SignalFamily;
  warning: MessageWarning | null;
}

/** Where links may lead without a warning, besides the site itself: maps, to agree where to meet. */
const ALLOWED_LINKS: readonly ((link: FoundLink) => boolean)[] = [
  (l) => /^maps\.google\.[a-z.]+$/.test(l.host),
  (l) => /^(?:www\.)?google\.[a-z.]+$/.test(l.host) && l.path.startsWith('/maps'),
  (l) => l.host === 'maps.app.goo.gl' || (l.host === 'goo.gl' && l.path.startsWith('/maps')),
  (l) => /(?:^|\.)openstreetmap\.org$/.test(l.host) || l.host === 'osm.org',
  (l) => l.host === 'maps.apple.com',
];

const MESSENGER_HOSTS = /^(?:wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|t\.me|telegram\.me|telegram\.dog|line\.me|signal\.me|m\.me|viber\.click)$/;
const SHORTENERS =
  /^(?:bit\.ly|tinyurl\.com|t\.co|goo\.gl|is\.gd|cutt\.ly|rb\.gy|ow\.ly|shorturl\.at|t\.ly|tiny\.cc|s\.id|rebrand\.ly|buff\.ly|v\.gd|bl\.ink|short\.io|qrco\.de|urlz\.fr|lnk\.to)$/;
/** Brands phishing pages imitate; their own domains are only "unknown", not suspicious. */
const BRANDS =
  /cityboard|paypal|ebay|kleinanzeigen|olx|vinted|leboncoin|wallapop|subito|mercari|craigslist|dhl|fedex|ups|usps|dpd|hermes|gls|royalmail|laposte|colissimo|correos|poste|yamato|sagawa|japanpost|visa|mastercard/;
const OFFICIAL =
  /(?:^|\.)(?:paypal\.(?:com|me)|ebay\.[a-z.]+|kleinanzeigen\.de|olx\.[a-z.]+|vinted\.[a-z.]+|leboncoin\.fr|wallapop\.com|subito\.it|mercari\.com|jp\.mercari\.com|craigslist\.org|dhl\.[a-z.]+|fedex\.com|ups\.com|usps\.com|dpd\.[a-z.]+|hermesworld\.com|myhermes\.de|gls-group\.eu|royalmail\.com|laposte\.fr|colissimo\.fr|correos\.es|poste\.it|kuronekoyamato\.co\.jp|sagawa-exp\.co\.jp|post\.japanpost\.jp|visa\.com|mastercard\.com)$/;
const LURE_WORDS = /pay|secure|verif|login|signin|account|wallet|refund|escrow|safe|deal|deliver|shipping|parcel|track|receive|confirm|claim|bonus|support/;
const CHEAP_TLDS = /\.(?:xyz|top|icu|tk|ml|ga|cf|gq|pw|buzz|cyou|rest|click|link|support|delivery|express|win|bid|vip|shop|online|site)$/;

function isSuspicious(link: FoundLink): boolean {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(link.host) || link.host.includes('xn--')) return true;
  if (OFFICIAL.test(link.host)) return false;
  return (
    BRANDS.test(link.host) ||
    (LURE_WORDS.test(link.host) && (CHEAP_TLDS.test(link.host) || link.host.includes('-'))) ||
    (CHEAP_TLDS.test(link.host) && LURE_WORDS.test(link.path))
  );
}

function siteHostOf(siteUrl: string | null | undefined): string | null {
  if (!siteUrl) return null;
  try {
    return new URL(siteUrl).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

function linkReasons(links: readonly FoundLink[], siteHost: string | null, contactPublic: boolean): Found[] {
  const found: Found[] = [];
  const ours = (l: FoundLink) => siteHost !== null && (l.host === siteHost || l.host.endsWith(`.${siteHost}`));
  const unknown = links.filter((l) => !ours(l) && !ALLOWED_LINKS.some((allowed) => allowed(l)));
  const messenger = unknown.filter((l) => MESSENGER_HOSTS.test(l.host));
  const others = unknown.filter((l) => !MESSENGER_HOSTS.test(l.host));
  const push = (code: keyof typeof CONTEXT_REASONS, strength: number, family: SignalFamily, warning: MessageWarning) =>
    found.push({
      code,
      strength,
      reason: CONTEXT_REASONS[code],
      family,
      warning,
    });

  if (messenger.length > 0 && !contactPublic) push('messenger_link', 0.45, 'off_platform', 'off_platform');
  if (others.some(isSuspicious)) push('suspicious_link', 0.65, 'link', 'link');
  else if (others.some((l) => SHORTENERS.test(l.host))) push('link_shortener', 0.5, 'link', 'link');
  else if (others.length >= 2) push('links_many', 0.45, 'link', 'link');
  // A site named in passing ("I saw one on ebay.de") weighs less than a link to click.
  else if (others.length === 1) push('link', others[0]!.explicit ? 0.3 : 0.2, 'link', 'link');
  return found;
}

/** Copies shorter than this are the quick replies everybody sends ("Is this still available?"). */
const COPY_MIN_WORDS = 6;

function contextReasons(text: string, context: MessageContext): Found[] {
  const found: Found[] = [];
  const copies = context.copies;
  const words = text.split(' ').filter((w) => /\p{L}/u.test(w)).length;
  if (copies && words >= COPY_MIN_WORDS) {
    // The same script from other senders is an organised campaign; one sender pasting to
    // a few sellers is what honest buyers do too, so that counts only from four on.
    const strength = Math.max(
      copies.fromOthers >= 5 ? 0.6 : copies.fromOthers >= 2 ? 0.45 : 0,
      copies.fromSender >= 10 ? 0.55 : copies.fromSender >= 4 ? 0.35 : 0,
    );
    if (strength > 0) {
      const n = copies.fromOthers + copies.fromSender;
      found.push({
        code: 'copied_message',
        strength,
        reason: `The same message was sent in ${n} other conversations in the last 24 hours${copies.fromOthers > 0 ? `, ${copies.fromOthers} of them by other senders` : ''}.`,
        family: 'copied',
        warning: 'copied_message',
      });
    }
  }
  const recent = context.recent;
  if (recent && (recent.conversations >= 6 || recent.messages >= 40)) {
    found.push({
      code: 'sender_velocity',
      strength: recent.conversations >= 12 || recent.messages >= 80 ? 0.45 : 0.25,
      reason: `The sender wrote ${recent.messages} messages in ${recent.conversations} conversations within the last hour.`,
      family: 'velocity',
      warning: null,
    });
  }
  return found;
}

/** The text model's probability from which it counts at all, and from which it counts fully. */
export const TEXT_MODEL_FROM = 0.55;
export const TEXT_MODEL_FULL_AT = 0.75;
/** Its largest strength: under the hold threshold, so the model alone never keeps a message from its recipient. */
export const TEXT_MODEL_MAX_STRENGTH = 0.5;

/**
 * How much the text model's probability counts. Its probabilities are compressed (the
 * file is small: cross-validated, honest messages reach 0.5–0.75, above all short ones
 * in the languages with fewer lines), so nothing below TEXT_MODEL_FROM counts; from
 * there it adds 0.15, rising to TEXT_MODEL_MAX_STRENGTH at TEXT_MODEL_FULL_AT. It is
 * supporting evidence only: alone it neither warns (it has nothing specific to tell
 * the recipient) nor holds, because polite openers honest buyers write too ("I am
 * interested in your item and would like to buy it today") score 0.9 — the file has
 * few of those, so its cross-validated false-positive rate would not show the harm.
 * With a rule's warning (0.3–0.45) it makes a hold from about p 0.65. Chosen with the
 * cross-validated run of eval:messages, honest messages held staying under 1%.
 */
export function textModelStrength(probability: number): number {
  if (probability < TEXT_MODEL_FROM) return 0;
  const rise = (probability - TEXT_MODEL_FROM) / (TEXT_MODEL_FULL_AT - TEXT_MODEL_FROM);
  return Math.round(Math.min(TEXT_MODEL_MAX_STRENGTH, 0.15 + rise * (TEXT_MODEL_MAX_STRENGTH - 0.15)) * 100) / 100;
}

export function actionForMessage(score: number, thresholds: MessageThresholds = MESSAGE_THRESHOLDS): MessageAction {
  if (score >= thresholds.refuse) return 'refuse';
  if (score >= thresholds.hold) return 'hold';
  if (score >= thresholds.warn) return 'warn';
  return 'deliver';
}

/** The families that, with a request for a code, make the account-takeover script. */
const WITH_CODE_REFUSED: ReadonlySet<SignalFamily> = new Set(['payment', 'overpayment', 'courier', 'link', 'off_platform']);

/** The warnings a recipient sees for these reasons, strongest first (also for a held message a moderator lets through). */
export function warningsFor(reasons: readonly MessageReason[]): MessageWarning[] {
  const byCode = new Map<string, MessageWarning | null>([
    ...MESSAGE_SIGNALS.map((s) => [s.code, s.warning] as const),
    ['phone_number', 'off_platform'],
    ['email_address', 'off_platform'],
    ['messenger_link', 'off_platform'],
    ['link', 'link'],
    ['links_many', 'link'],
    ['link_shortener', 'link'],
    ['suspicious_link', 'link'],
    ['copied_message', 'copied_message'],
  ]);
  const warnings: MessageWarning[] = [];
  for (const reason of [...reasons].sort((a, b) => b.strength - a.strength)) {
    const warning = byCode.get(reason.code);
    if (warning && !warnings.includes(warning)) warnings.push(warning);
  }
  return warnings;
}

function refusalFor(reasons: readonly MessageReason[]): MessageRefusal {
  if (reasons.some((r) => r.code === 'code_request' || r.code === 'credentials_request')) {
    return { message: 'errors.conversation.refusedCodeRequest', values: {} };
  }
  const top = reasons[0]?.code;
  return { message: 'errors.conversation.refusedScam', values: { reason: top && top in MESSAGE_REASONS ? refusalReasonKey(top) : 'errors.screening.reason.default' } };
}

export function scoreMessage(subject: MessageSubject, context: MessageContext = {}, options: ScoreMessageOptions = {}): MessageScore {
  const thresholds = options.thresholds ?? MESSAGE_THRESHOLDS;
  const message = readMessage(subject.body);
  const contactPublic = hasContactDetails(`${subject.listing.title}\n${subject.listing.description}`);
  const found: Found[] = [];

  for (const signal of MESSAGE_SIGNALS) {
    if (signal.roles && !signal.roles.includes(subject.senderRole)) continue;
    if (signal.contactSignal && contactPublic) continue;
    if (signal.test(message.text)) {
      found.push({
        code: signal.code,
        strength: signal.strength,
        reason: signal.reason,
        family: signal.family,
        warning: signal.warning,
      });
    }
  }
  if (!contactPublic && message.phones.length > 0) {
    found.push({
      code: 'phone_number',
      strength: 0.3,
      reason: CONTEXT_REASONS.phone_number,
      family: 'off_platform',
      warning: 'off_platform',
    });
  }
  if (!contactPublic && message.emails.length > 0) {
    found.push({
      code: 'email_address',
      strength: 0.3,
      reason: CONTEXT_REASONS.email_address,
      family: 'off_platform',
      warning: 'off_platform',
    });
  }
  found.push(...linkReasons(message.links, siteHostOf(options.siteUrl), contactPublic));
  found.push(...contextReasons(message.text, context));

  const model = options.model === undefined ? SHIPPED_MESSAGE_MODEL : options.model;
  const probability = model ? messageScamProbability(model, subject.body, subject.senderRole) : 0;
  const modelStrength = textModelStrength(probability);
  if (model && modelStrength > 0) {
    const words = strongestMessageScamWords(model, subject.body, subject.senderRole);
    found.push({
      code: 'text_model',
      strength: modelStrength,
      reason: `${CONTEXT_REASONS.text_model}${words.length > 0 ? ` (${words.map((w) => `"${w}"`).join(', ')})` : ''}`,
      family: 'wording',
      // Nothing specific to tell the recipient: it adds weight to the rules' signals.
      warning: null,
    });
  }

  found.sort((a, b) => b.strength - a.strength);
  const clean = found.reduce((product, r) => product * (1 - Math.min(0.99, r.strength)), 1);
  const score = Math.min(100, Math.max(0, Math.round(100 * (1 - clean))));
  const reasons: MessageReason[] = found.map(({ code, strength, reason }) => ({
    code,
    strength,
    reason,
  }));

  let action = actionForMessage(score, thresholds);
  // Refusing tells the sender and no person ever reads the message, so the model alone
  // never refuses: it can send a message to a moderator, and refusal needs the rules.
  if (action === 'refuse' && modelStrength > 0) {
    const rulesClean = found.filter((r) => r.code !== 'text_model').reduce((product, r) => product * (1 - Math.min(0.99, r.strength)), 1);
    if (Math.round(100 * (1 - rulesClean)) < thresholds.refuse) action = 'hold';
  }
  const families = new Set(found.map((r) => r.family));
  if (families.has('verification_code') && [...families].some((f) => WITH_CODE_REFUSED.has(f))) action = 'refuse';
  const warnings = action === 'warn' ? warningsFor(reasons) : [];
  // A warning with nothing to say to the recipient (only velocity) is a plain delivery.
  if (action === 'warn' && warnings.length === 0) action = 'deliver';

  return {
    score,
    action,
    reasons,
    warnings,
    refusal: action === 'refuse' ? refusalFor(reasons) : null,
    modelProbability: Math.round(probability * 1000) / 1000,
  };
}
