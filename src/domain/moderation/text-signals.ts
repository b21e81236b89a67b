/**
 * Patterns scammers use in classified ads, each a signal with a stable code, a
 * strength (0–1: how much it alone should worry us) and a sentence a reviewer reads.
 * Patterns run on the normalised text (lower case, contact details as placeholder
 * words; see listing-text.ts). `npm run eval:scam` prints how often each one fires on
 * scams and on honest ads, which is how each earns its place and its strength.
 */
import { EMAIL_TOKEN, PHONE_TOKEN, URL_TOKEN } from './listing-text';

export interface TextSignal {
  code: string;
  /** 0–1: how likely a scam this alone makes a listing. */
  strength: number;
  reason: string;
  test(text: string): boolean;
}

const any =
  (...patterns: RegExp[]) =>
  (text: string) =>
    patterns.some((pattern) => pattern.test(text));

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

export const TEXT_SIGNALS: readonly TextSignal[] = [
  {
    code: 'off_platform_payment',
    strength: 0.6,
    reason: 'Asks for payment by wire transfer, money transfer service, gift cards or crypto.',
    test: any(
      /\bwestern ?union\b|\bmoney ?gram\b|\bworld ?remit\b|\bria money\b/,
      /\b(wire|bank) transfer (only|first|before|upfront|up front)\b|\b(pay|payment|send|sent)\b.{0,30}\bby (wire|bank) transfer\b/,
      /\b(gift|itunes|apple|google play|steam|amazon|ebay|vanilla|prepaid) ?cards?\b.{0,40}\b(pay|payment|send|code|buy|purchase)|\b(pay|payment|send|buy|purchase)\b.{0,40}\b(gift|itunes|google play|steam|vanilla) ?cards?\b/,
      /\b(bitcoin|btc|usdt|tether|ethereum|crypto ?currency|crypto)\b/,
      /\bpaypal\b.{0,20}\bfriends (and|&) family\b|\bcash ?app\b.{0,30}\b(only|first|deposit)\b/,
    ),
  },
  {
    code: 'deposit_before_viewing',
    strength: 0.6,
    reason: 'Wants a deposit or fee before a viewing, a meeting or the keys.',
    test: any(
      /\b(deposit|payment|fee|first month)\b.{0,60}\bbefore\b.{0,30}\b(view|viewing|see|seeing|meet|visit|keys?|inspection)\b/,
      /\b(send|pay|transfer)\b.{0,30}\b(deposit|holding fee|reservation fee)\b.{0,40}\b(secure|reserve|hold|keys?|before)\b/,
      /\b(refundable|security) deposit\b.{0,40}\b(send|transfer|wire)\b/,
    ),
  },
  {
    code: 'upfront_fee',
    strength: 0.5,
    reason: 'Charges applicants a fee up front (registration, training, starter kit).',
    test: any(
      /\b(registration|training|application|processing|onboarding|membership|starter|activation) (fee|kit|cost|charge)\b/,
      /\b(one[- ]time|refundable) fee\b/,
      /\bpay (for|a) (your )?(training|kit|background check|uniform)\b/,
    ),
  },
  {
    code: 'shipping_agent_story',
    strength: 0.45,
    reason: 'Shipping-only or agent story: the seller cannot meet and sends the item through a courier or agent.',
    test: any(
      /\b(shipping|courier|delivery|posted) only\b/,
      /\b(shipping|delivery|courier|moving|transport) (agent|company) (will|to)\b/,
      /\b(can ?not|can't|cannot|unable to|won't be able to) (meet|show|come)\b.{0,60}\b(ship|courier|send|deliver|post|mail)/,
      /\bwill (ship|send|courier) (it|the \w+) (to you )?(after|once|as soon as) (payment|you pay|i receive)/,
    ),
  },
  {
    code: 'owner_abroad',
    strength: 0.5,
    reason: 'The owner says they are abroad and will send keys or goods from afar.',
    test: any(
      /\b(i am|i'm|we are|we're|currently|presently) (now )?(out of (the )?(country|state|town)|abroad|overseas|working (abroad|overseas|offshore)|on (a )?mission)\b/,
      /\b(relocated|moved|transferred) (abroad|overseas|to (another|a different) (country|state))\b/,
      /\bkeys? (will be|can be|are) (mailed|sent|shipped|couriered|delivered)\b/,
      /\b(missionary|offshore|oil rig|peacekeeping)\b.{0,80}\b(keys?|apartment|house|rent|flat)\b/,
    ),
  },
  {
    code: 'work_from_home',
    strength: 0.35,
    reason: 'Work-from-home offer with little to no experience needed.',
    test: (text) =>
      /\b(work|working|job|jobs|earn|income) (from|at) (the comfort of )?(your )?home\b|\bhome[- ]based\b|\bbe your own boss\b|\bonline (job|jobs|work)\b/.test(text) &&
      /\bno (prior )?experience\b|\bnot required\b|\bearn\b|\bincome\b|\bflexible\b|\bpart[- ]time\b|\bhours?\b/.test(text),
  },
  {
    code: 'earnings_promise',
    strength: 0.45,
    reason: 'Promises easy earnings of a set amount per day or week.',
    test: any(
      /\b(earn|make|making|earning|income of|paid|get paid)\b.{0,25}(\$|€|£)\s?\d[\d,.]*k?\s*(\+|-|to|–)?\s*((\$|€|£)?\s?\d[\d,.]*k?)?\s*(\/|per|a|an|each|every)\s*(day|daily|week|weekly|hr|hour)\b/,
      /\bearn (up to|over|more than|easily|extra)\b/,
      /\b(unlimited|guaranteed|residual) (income|earnings|earning|pay)\b/,
      /\b(extra|easy|fast|quick) (cash|money|income)\b/,
    ),
  },
  {
    code: 'cheque_or_reshipping',
    strength: 0.6,
    reason: 'Cheque-cashing, payment-processing or parcel-reshipping job pattern.',
    test: any(
      /\b(deposit|cash|receive|process)\b.{0,20}\b(cheques?|checks|money orders?|payments)\b.{0,60}\b(send|forward|transfer|wire|keep (a|your) (commission|percentage))\b/,
      /\b(reshipping|re-shipping|package forwarding|parcel forwarding|receive (packages|parcels) at (your )?home)\b/,
      /\b(mystery|secret) shopper\b/,
      /\b(payment|financial|funds) (processing|transfer) (agent|representative|officer|assistant)\b/,
    ),
  },
  {
    code: 'personal_data_request',
    strength: 0.5,
    reason: 'Asks for bank details, ID documents or a social security number.',
    test: any(
      /\b(send|provide|submit|with|include|need|require)\b.{0,40}\b(bank (account )?details|bank account number|account and routing|routing number|ssn|social security( number)?|passport (copy|scan|number)|copy of your (id|passport|licen[cs]e)|credit card details)\b/,
    ),
  },
  {
    code: 'external_messenger',
    strength: 0.3,
    reason: 'Moves the conversation off the platform (WhatsApp, Telegram, "text me").',
    test: any(/\b(whatsapp|whats app|telegram|wechat|viber|kik|signal app|google hangouts?|hangouts)\b/, /\b(text|txt|sms) (me|only)\b/),
  },
  {
    code: 'contact_in_text',
    strength: 0.12,
    reason: 'Contact details or links written into the ad text instead of using the contact button.',
    test: (text) => text.includes(EMAIL_TOKEN) || text.includes(PHONE_TOKEN) || count(text, new RegExp(URL_TOKEN)) >= 2,
  },
  {
    code: 'pressure',
    strength: 0.15,
    reason: 'Pressure or urgency ("urgent", "act now", "first to pay").',
    test: any(
      /\b(act|hurry|buy|pay|send|respond) (now|immediately|today|asap)\b/,
      /\b(limited (time|spots|positions|slots)|urgent(ly)? (sale|need|hiring))\b/,
      /\b(first (come|to pay|to send)|today only|don't miss|do not miss|before it's gone|won't last)\b/,
    ),
  },
  {
    code: 'shouting',
    strength: 0.1,
    reason: 'Much of the text in capitals or with many exclamation marks.',
    test: () => false, // judged on the original text by scoreListing (case is lost in normalised text)
  },
];

/** Capitals and exclamation marks: judged on the text as typed. */
export function isShouting(title: string, description: string): boolean {
  const text = `${title} ${description}`;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const capitals = text.match(/\p{Lu}/gu)?.length ?? 0;
  const exclamations = text.match(/!/g)?.length ?? 0;
  return (letters >= 40 && capitals / letters > 0.5) || exclamations >= 5 || /!!!/.test(text);
}
