/**
 * What conversations take and give: the API's bodies and answers, and the types the
 * thread page renders. Text is text only — never HTML — at most 2,000 characters.
 */
import { z } from 'zod';
import { textField } from '../shared/text';
import { ADVERTISER_WORDS } from '../taxonomy/advertiser-word';
import { END_WORDS } from '../taxonomy/end-word';

export const MESSAGE_MAX_LENGTH = 2000;
export const BUYER_NAME_MAX_LENGTH = 60;
export const REPORT_REASON_MAX_LENGTH = 500;
export const CONVERSATION_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'ja'] as const;

export const messageBody = textField('errors.fields.message', {
  min: 1,
  max: MESSAGE_MAX_LENGTH,
  multiline: true,
});

export const startConversationInputSchema = z.object({
  listingId: z.string().max(100).describe('The listing asked about'),
  email: z
    .string({ error: 'errors.email.notText' })
    .trim()
    .max(254, 'errors.email.tooLong')
    .pipe(z.email('errors.email.invalid'))
    .describe('The buyer’s address: confirmed once by a mailed link, never shown to the seller'),
  name: textField('errors.fields.name', { max: BUYER_NAME_MAX_LENGTH }).nullish().describe('What the seller may call the buyer (optional)'),
  body: messageBody.describe('The first message'),
  language: z.enum(CONVERSATION_LANGUAGES).optional().describe('The buyer’s language, for the mails they get'),
});
export type StartConversationInput = z.infer<typeof startConversationInputSchema>;

export const messageInputSchema = z.object({ body: messageBody });

export const conversationReportInputSchema = z.object({
  reason: textField('errors.fields.reason', {
    min: 1,
    max: REPORT_REASON_MAX_LENGTH,
    multiline: true,
  }),
});

export const conversationStatusSchema = z.enum(['open', 'sold', 'closed', 'blocked']);
export type ConversationStatus = z.infer<typeof conversationStatusSchema>;
export const participantRoleSchema = z.enum(['buyer', 'seller']);
export type ParticipantRole = z.infer<typeof participantRoleSchema>;

/**
 * System events as the reader sees them: `sold_to_you` (the buyer the item was sold to),
 * `marked_sold` (the seller, in that buyer's thread), `sold_to_other` (everyone else's
 * thread, closed), `blocked` (the seller only: the buyer is not told).
 */
export const threadEventSchema = z.enum(['sold_to_you', 'marked_sold', 'sold_to_other', 'blocked']);
export type ThreadEvent = z.infer<typeof threadEventSchema>;

export const messageViewSchema = z.object({
  id: z.string(),
  author: z.enum(['you', 'other', 'system']),
  body: z.string().describe('Plain text; empty for system events'),
  event: threadEventSchema.nullable(),
  via: z.enum(['web', 'email', 'system']),
  state: z
    .enum(['awaiting_confirmation', 'held', 'delivered', 'read'])
    .describe('Of your own messages: waiting for your email confirmation, held for a moderator, delivered, or read by the other person'),
  warnings: z.array(z.string()).describe('Warning codes beside the other person’s message (conversation.warning.<code>)'),
  createdAt: z.string(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

export const threadSchema = z.object({
  id: z.string(),
  status: conversationStatusSchema,
  you: z.object({
    role: participantRoleSchema,
    name: z.string().nullable(),
    emailConfirmed: z.boolean(),
  }),
  other: z.object({ role: participantRoleSchema, name: z.string().nullable() }),
  listing: z.object({
    id: z.string().nullable(),
    title: z.string(),
    price: z.string().nullable(),
    priceUnit: z.string().nullable(),
    currency: z.string(),
    image: z.string().nullable(),
    path: z.string().nullable(),
    /** The city site the listing belongs to (`/uk/london`), or null for the global marketplace. */
    cityPath: z.string().nullable(),
    takesMessages: z.boolean(),
    /** How the listing ends, by its category (sold, let, filled, taken): the words of its events. The status stays `sold`. */
    endWord: z.enum(END_WORDS),
    /** What the one who posted it is called, by its category (seller, employer, provider, advertiser). Their role stays `seller`. */
    advertiserWord: z.enum(ADVERTISER_WORDS),
  }),
  messages: z.array(messageViewSchema),
  canReply: z.boolean(),
  unread: z.number().int(),
});
export type Thread = z.infer<typeof threadSchema>;

export const startedConversationSchema = z.object({
  conversationId: z.string(),
  token: z.string().describe('The buyer’s secret link token (only its hash is stored)'),
  path: z.string().describe('The thread page'),
  thread: threadSchema,
});
export type StartedConversation = z.infer<typeof startedConversationSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  buyerName: z.string().nullable(),
  status: conversationStatusSchema,
  lastMessageAt: z.string(),
  preview: z.string(),
  unread: z.number().int(),
  messages: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
