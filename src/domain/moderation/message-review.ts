/**
 * The moderators' side of conversations: messages screening held back (oldest first, so
 * the longest wait is seen first; keyset-paginated on (created_at, id)), and
 * conversations a participant reported. A reviewer delivers a held message (the
 * recipient is mailed as for any delivered message) or refuses it (nobody but its
 * author ever sees it). The decision itself is the conversation service's
 * (`decideHeld`): it owns delivery and mail; this module reads and checks.
 *
 * A report stays open until a reviewer marks the conversation reviewed after it was made,
 * recorded in ai_moderations (content type `conversation`) as listing decisions are: the
 * record is kept, and a later report opens it again.
 *
 * Message text reaches reviewers as plain text, as everywhere else: never HTML.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { aiModerations, conversations, messageScreenings, messages } from '../../db/schema';
import { notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { reviewCursorCodec, reviewPageQuerySchema } from './review-cursor';

export const MESSAGE_DECISIONS = ['deliver', 'refuse'] as const;
export type MessageDecision = (typeof MESSAGE_DECISIONS)[number];

/** Reported conversations shown at once: reports are few, and each is read whole. */
export const REPORTED_SHOWN = 25;
/** The latest messages shown with a reported conversation, so the report can be judged. */
export const REPORTED_MESSAGES_SHOWN = 6;

export const messageReviewQuerySchema = reviewPageQuerySchema;
export type MessageReviewQuery = z.input<typeof messageReviewQuerySchema>;

const senderRoleSchema = z.enum(['buyer', 'seller']);

export const heldMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  body: z.string().describe('The message as written: plain text, never HTML'),
  senderRole: senderRoleSchema,
  via: z.enum(['web', 'email']),
  createdAt: z.string(),
  listing: z.object({ id: z.uuid().nullable().describe('null once the ad was deleted'), title: z.string() }),
  screening: z
    .object({
      score: z.number().int().describe('0-100'),
      action: z.string().describe('What screening did: hold'),
      reasons: z.array(z.object({ code: z.string(), strength: z.number(), reason: z.string() })),
      screenedAt: z.string(),
    })
    .nullable(),
});
export type HeldMessage = z.infer<typeof heldMessageSchema>;

export const reportedConversationSchema = z.object({
  id: z.uuid(),
  listing: z.object({ id: z.uuid().nullable(), title: z.string() }),
  status: z.enum(['open', 'sold', 'closed', 'blocked']),
  reportedAt: z.string(),
  reportedBy: senderRoleSchema.nullable().describe('Which participant reported it'),
  reason: z.string().nullable(),
  messageCount: z.number().int(),
  recent: z
    .array(z.object({ id: z.uuid(), authorRole: senderRoleSchema, body: z.string(), state: z.string(), createdAt: z.string() }))
    .describe(`The latest ${REPORTED_MESSAGES_SHOWN} messages, oldest first (system events left out)`),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

export const messageReviewSchema = z.object({
  held: z.object({
    items: z.array(heldMessageSchema),
    total: z.number().int().describe('Held messages waiting, on every page'),
    nextCursor: z.string().nullable(),
  }),
  reported: z.object({
    items: z.array(reportedConversationSchema).describe(`Oldest report first, at most ${REPORTED_SHOWN}`),
    total: z.number().int().describe('Reported conversations'),
  }),
});
export type MessageReview = z.infer<typeof messageReviewSchema>;

export const messageDecisionInputSchema = z.object({
  decision: z.enum(MESSAGE_DECISIONS, { error: 'decision must be deliver or refuse' }),
});
export type MessageDecisionInput = z.infer<typeof messageDecisionInputSchema>;

export const messageDecisionResultSchema = z.object({
  id: z.uuid(),
  state: z.string().describe("The message's state now: delivered (or awaiting the sender's email confirmation) or refused"),
  decision: z.enum(MESSAGE_DECISIONS),
  reviewedBy: z.string(),
  reviewedAt: z.string(),
});
export type MessageDecisionResult = z.infer<typeof messageDecisionResultSchema>;

/** What deciding needs from the conversation service: it owns delivery and the recipient's mail. */
export interface HeldMessageDecider {
  decideHeld(messageId: string, options: { decision: MessageDecision; reviewer: string }): Promise<void>;
}

const cursors = reviewCursorCodec('m1', 'errors.moderation.lists.held');
export const encodeMessageCursor = cursors.encode;
export const decodeMessageCursor = cursors.decode;

const isHeld = eq(messages.state, 'held');

/** The contentType of a conversation in ai_moderations. */
export const CONVERSATION_CONTENT = 'conversation';

/** A conversation reported since a reviewer last marked it reviewed. */
const hasOpenReport: SQL = sql`${conversations.reportedAt} IS NOT NULL AND ${conversations.reportedAt} > coalesce((select max(${aiModerations.reviewedAt}) from ${aiModerations}
  where ${aiModerations.contentType} = ${CONVERSATION_CONTENT} and ${aiModerations.contentId} = ${conversations.id}::text), '-infinity'::timestamptz)`;

export const reportReviewResultSchema = z.object({ id: z.uuid(), reviewedBy: z.string(), reviewedAt: z.string() });
export type ReportReviewResult = z.infer<typeof reportReviewResultSchema>;

async function listHeld(db: Db, query: z.output<typeof messageReviewQuerySchema>): Promise<MessageReview['held']> {
  const cursor = query.cursor ? decodeMessageCursor(query.cursor) : null;
  const after = cursor ? sql`(${messages.createdAt}, ${messages.id}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)` : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ message: messages, conversation: { listingId: conversations.listingId, listingTitle: conversations.listingTitle }, screening: messageScreenings })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .leftJoin(messageScreenings, eq(messageScreenings.messageId, messages.id))
      .where(and(isHeld, after))
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(messages).where(isHeld),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ message, conversation, screening }) => ({
      id: message.id,
      conversationId: message.conversationId,
      body: message.body,
      senderRole: senderRoleSchema.parse(message.authorRole),
      via: message.via === 'email' ? 'email' : 'web',
      createdAt: message.createdAt.toISOString(),
      listing: { id: conversation.listingId, title: conversation.listingTitle },
      screening: screening
        ? { score: screening.score, action: screening.action, reasons: screening.reasons, screenedAt: screening.createdAt.toISOString() }
        : null,
    })),
    total: counted?.total ?? 0,
    nextCursor: rows.length > query.limit && last ? encodeMessageCursor({ createdAt: last.message.createdAt, id: last.message.id }) : null,
  };
}

async function listReported(db: Db): Promise<MessageReview['reported']> {
  const reported = hasOpenReport;
  const [rows, [counted]] = await Promise.all([
    db.select().from(conversations).where(reported).orderBy(asc(conversations.reportedAt), asc(conversations.id)).limit(REPORTED_SHOWN),
    db.select({ total: count() }).from(conversations).where(reported),
  ]);
  if (rows.length === 0) return { items: [], total: counted?.total ?? 0 };
  const ids = rows.map((row) => row.id);
  // Every message of these conversations, newest first: held and refused ones too, as they may be what was reported.
  const [said, counts] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(and(inArray(messages.conversationId, ids), sql`${messages.authorRole} <> 'system'`))
      .orderBy(desc(messages.createdAt), desc(messages.id)),
    db
      .select({ conversationId: messages.conversationId, total: count() })
      .from(messages)
      .where(and(inArray(messages.conversationId, ids), sql`${messages.authorRole} <> 'system'`))
      .groupBy(messages.conversationId),
  ]);
  const countOf = new Map(counts.map((c) => [c.conversationId, c.total]));
  return {
    items: rows.map((row) => ({
      id: row.id,
      listing: { id: row.listingId, title: row.listingTitle },
      status: reportedConversationSchema.shape.status.parse(row.status),
      reportedAt: (row.reportedAt ?? row.createdAt).toISOString(),
      reportedBy: row.reportedBy === 'buyer' || row.reportedBy === 'seller' ? row.reportedBy : null,
      reason: row.reportReason,
      messageCount: countOf.get(row.id) ?? 0,
      recent: said
        .filter((m) => m.conversationId === row.id)
        .slice(0, REPORTED_MESSAGES_SHOWN)
        .reverse()
        .map((m) => ({
          id: m.id,
          authorRole: m.authorRole === 'seller' ? ('seller' as const) : ('buyer' as const),
          body: m.body,
          state: m.state,
          createdAt: m.createdAt.toISOString(),
        })),
    })),
    total: counted?.total ?? 0,
  };
}

/** The Messages tab: a page of held messages and the reported conversations. */
export async function listMessageReview(db: Db, options: { query?: MessageReviewQuery } = {}): Promise<MessageReview> {
  const query = messageReviewQuerySchema.parse(options.query ?? {});
  const [held, reported] = await Promise.all([listHeld(db, query), listReported(db)]);
  return { held, reported };
}

/** How many held messages wait: the tab's count, without loading them. */
export async function countHeldMessages(db: Db): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(messages).where(isHeld);
  return counted?.total ?? 0;
}

/** The Messages tab's counts: held messages and reported conversations. */
export async function countMessageReview(db: Db): Promise<{ held: number; reported: number }> {
  const [held, [reported]] = await Promise.all([
    countHeldMessages(db),
    db.select({ total: count() }).from(conversations).where(hasOpenReport),
  ]);
  return { held, reported: reported?.total ?? 0 };
}

/**
 * A reviewer delivers or refuses one held message. Only a message still held can be
 * decided: one decided by someone else a moment ago is "not found", and nothing changes.
 */
export async function decideHeldMessage(
  db: Db,
  decider: HeldMessageDecider,
  options: { messageId: string; input: MessageDecisionInput; reviewer: string },
): Promise<MessageDecisionResult> {
  const { messageId, reviewer } = options;
  const { decision } = options.input;
  await decider.decideHeld(messageId, { decision, reviewer });
  const [row] = await db
    .select({ state: messages.state, reviewedBy: messageScreenings.reviewedBy, reviewedAt: messageScreenings.reviewedAt })
    .from(messages)
    .leftJoin(messageScreenings, eq(messageScreenings.messageId, messages.id))
    .where(eq(messages.id, messageId))
    .limit(1);
  if (!row) throw notFound('errors.moderation.heldMessageGone');
  return {
    id: messageId,
    state: row.state,
    decision,
    reviewedBy: row.reviewedBy ?? reviewer,
    reviewedAt: (row.reviewedAt ?? new Date()).toISOString(),
  };
}

/**
 * A reviewer has read a reported conversation: its report leaves the tab. Only an open
 * report can be marked; one marked a moment ago by someone else is "not found".
 */
export async function reviewConversationReport(db: Db, options: { conversationId: string; reviewer: string; now?: Date }): Promise<ReportReviewResult> {
  const { conversationId, reviewer } = options;
  const reviewedAt = options.now ?? new Date();
  const refused = notFound('errors.moderation.noOpenReport');
  if (!isUuid(conversationId)) throw refused;
  await db.transaction(async (tx) => {
    // Locks the conversation, so two reviewers marking it at once record it once.
    const [row] = await tx.select().from(conversations).where(and(eq(conversations.id, conversationId), hasOpenReport)).for('update');
    if (!row) throw refused;
    await tx.insert(aiModerations).values({
      contentId: row.id,
      contentType: CONVERSATION_CONTENT,
      moderationResult: { source: 'reviewer', report: { reportedAt: row.reportedAt?.toISOString() ?? null, reportedBy: row.reportedBy, reason: row.reportReason } },
      humanReviewRequired: false,
      finalDecision: 'reviewed',
      reviewedBy: reviewer,
      reviewedAt,
      createdAt: reviewedAt,
    });
  });
  return { id: conversationId, reviewedBy: reviewer, reviewedAt: reviewedAt.toISOString() };
}
