/**
 * Screens a message before it is delivered: gathers what the scorer needs from the
 * database — other conversations that received the same text in the last 24 hours
 * (by this sender or others), and the sender's last hour — then scores it
 * (score-message.ts). Each lookup is one query on an index of `messages`
 * (fingerprint + created_at, sender_email + created_at, sender_visitor_id + created_at).
 * Recording the screening and moving the message is the conversation service's part.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messages } from '../../../db/schema';
import { foldText } from './message-text';
import type { MessageWarning } from './message-warnings';
import { scoreMessage, type MessageAction, type MessageContext, type MessageRefusal } from './score-message';

export type { MessageAction } from './score-message';

export interface MessageScreening {
  score: number;
  action: MessageAction;
  reasons: { code: string; strength: number; reason: string }[];
  warnings: MessageWarning[];
  refusal: MessageRefusal | null;
  fingerprint: string;
}

export interface MessageToScreen {
  body: string;
  senderRole: 'buyer' | 'seller';
  senderEmail: string;
  senderVisitorId: string | null;
  conversationId: string | null;
  listing: { title: string; description: string; category: string };
  now?: Date;
  /** The site's own address (PUBLIC_URL): links to it are not warned of. */
  siteUrl?: string | null;
}

const HOUR_MS = 60 * 60 * 1000;
/** How far back a copy of the same text counts. */
const COPY_WINDOW_MS = 24 * HOUR_MS;

/** Words that open a sentence, in the site's languages: after a greeting they are not a name. */
const SENTENCE_STARTS = new Set(
  'i im is are am do does did can could would will we you my it this that the a an how what when where why please thanks thank sorry ich ist sind kann könnten würden wir sie du mein wie was wann wo bitte danke je j c est vous tu mon comment quand où merci yo es está estoy me mi tu usted cómo cuándo dónde gracias io è sono mi ti il la come quando dove grazie'.split(' '),
);
const GREETINGS = new Set([
  'hi',
  'hello',
  'hey',
  'dear',
  'hallo',
  'moin',
  'servus',
  'hola',
  'buenas',
  'bonjour',
  'salut',
  'bonsoir',
  'ciao',
  'salve',
  'buongiorno',
  'buonasera',
  'good',
]);

/**
 * The text's hash, the same for near-copies: case, punctuation, spacing and digits do
 * not count (digits: prices and phone numbers change between copies), nor do the
 * listing title's words (scripts name the item: "is your bike / sofa still
 * available"), nor an opening greeting with the name after it ("Hi Anna," / "Hello Tom").
 */
export function messageFingerprint(body: string, listingTitle = ''): string {
  const split = (text: string) =>
    foldText(text)
      .replace(/\d/g, '0')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 0);
  const titleWords = new Set(split(listingTitle).filter((w) => w.length >= 3));
  let words = split(body).filter((w) => !titleWords.has(w));
  if (words.length > 8 && GREETINGS.has(words[0]!)) {
    words = words.slice(['morning', 'afternoon', 'evening', 'day'].includes(words[1]!) ? 2 : 1);
    // The word after a greeting is a name ("Hi Anna") unless it opens the sentence ("Hello, I am…").
    if (!SENTENCE_STARTS.has(words[0]!)) words = words.slice(1);
  }
  return createHash('sha256').update(words.join(' '), 'utf8').digest('hex');
}

/** Copies of the text in other conversations (by this sender, by others) and the sender's last hour. */
export async function messageContextOf(
  db: Db,
  input: Pick<MessageToScreen, 'senderEmail' | 'senderVisitorId' | 'conversationId' | 'now'>,
  fingerprint: string,
): Promise<MessageContext> {
  const now = input.now ?? new Date();
  const email = input.senderEmail.trim().toLowerCase();
  const bySender: SQL = input.senderVisitorId
    ? or(eq(messages.senderEmail, email), and(isNotNull(messages.senderVisitorId), eq(messages.senderVisitorId, input.senderVisitorId)))!
    : eq(messages.senderEmail, email);
  const notThisConversation = input.conversationId ? ne(messages.conversationId, input.conversationId) : undefined;

  const [copies, recent] = await Promise.all([
    db
      .select({
        fromSender: sql<number>`count(distinct ${messages.conversationId}) filter (where ${bySender})`.mapWith(Number),
        fromOthers: sql<number>`count(distinct ${messages.conversationId}) filter (where not coalesce(${bySender}, false))`.mapWith(Number),
      })
      .from(messages)
      .where(
        and(
          eq(messages.fingerprint, fingerprint),
          gt(messages.createdAt, new Date(now.getTime() - COPY_WINDOW_MS)),
          lte(messages.createdAt, now),
          ne(messages.authorRole, 'system'),
          notThisConversation,
        ),
      ),
    db
      .select({
        messages: sql<number>`count(*)`.mapWith(Number),
        conversations: sql<number>`count(distinct ${messages.conversationId})`.mapWith(Number),
      })
      .from(messages)
      .where(and(bySender, gt(messages.createdAt, new Date(now.getTime() - HOUR_MS)), lte(messages.createdAt, now))),
  ]);
  return {
    copies: {
      fromSender: copies[0]?.fromSender ?? 0,
      fromOthers: copies[0]?.fromOthers ?? 0,
    },
    recent: {
      messages: recent[0]?.messages ?? 0,
      conversations: recent[0]?.conversations ?? 0,
    },
  };
}

export async function screenMessage(db: Db, input: MessageToScreen): Promise<MessageScreening> {
  const fingerprint = messageFingerprint(input.body, input.listing.title);
  const context = await messageContextOf(db, input, fingerprint);
  const result = scoreMessage({ body: input.body, senderRole: input.senderRole, listing: input.listing }, context, { siteUrl: input.siteUrl });
  return { ...result, fingerprint };
}
