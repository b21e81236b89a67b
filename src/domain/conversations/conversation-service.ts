/**
 * Conversations between buyers and sellers (ADR 012): the use cases behind the API, the
 * thread page, inbound mail and the jobs. Nobody's address is ever shown to the other
 * side; every message is screened before delivery; a buyer's first message waits until
 * their address is confirmed by a mailed link.
 *
 * Who may act is decided once (`participantFor`): a link token of this conversation, the
 * visitor cookie of a participant (the buyer's browser, the seller's own listing), or the
 * listing's management token. Anything else is "not found", whether or not the
 * conversation exists.
 */
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationParticipants, conversations, listings, messageScreenings, messages, type ListingRow } from '../../db/schema';
import type { PersonLocale } from '../../i18n/locale';
import type { JobQueue } from '../jobs/job-queue';
import { acceptLinkToken } from '../limits/link-token-limit';
import type { Limits } from '../limits/rate-limiter';
import { canManage, type ListingManager } from '../listings/listing-access';
import { isPublicRow } from '../listings/listing-visibility';
import type { Mailer, MailFailureReport } from '../mail/mailer';
import type { MailRecipient } from '../mail/mail-text';
import { listingPath } from '../reach/public-paths';
import { AppError, forbidden, invalid, notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { isEmailVerified, normalizeEmail, requestEmailVerification } from '../verification/email-verification';
import { buyerConfirmationMail, conversationMail, DIGEST_WINDOW_MINUTES, type MailedMessage } from './conversation-mail';
import type {
  ConversationStatus,
  ConversationSummary,
  MessageView,
  ParticipantRole,
  StartConversationInput,
  StartedConversation,
  Thread,
  ThreadEvent,
} from './conversation-schemas';
import { mintConversationToken, participantIdForToken, replyAddress, threadPath } from './conversation-tokens';
import { warningsFor } from './screening/score-message';
import { endWordFor } from '../taxonomy/end-word';
import { screenMessage, type MessageScreening } from './screening/screen-message';

export const CONVERSATION_MAIL_JOB = 'conversation-mail';

export interface ConversationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The domain of relay addresses (reply+{token}@mailDomain). */
  mailDomain: string;
  /** Mails go out through the queue (digests wait there); without one they are sent at once. */
  jobs?: JobQueue;
  now?: () => Date;
  /** Told about a mail that could not be sent where the action goes ahead without it. */
  onMailFailure?: MailFailureReport;
}

/** Who is asking: a link token, the visitor cookie, or the listing's management token. */
export interface ConversationAuth {
  token?: string | null;
  visitorId: string;
  manageToken?: string | null;
  /** Wrong tokens count against the visitor's `wrong_link_token` limit. */
  limits?: Limits;
  /** A seller's "My ads" session (its contact address): the listing's manager, like the posting browser. */
  myAdsEmail?: string | null;
}

type ParticipantRow = typeof conversationParticipants.$inferSelect;
type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

interface Party {
  conversation: ConversationRow;
  me: ParticipantRow;
  other: ParticipantRow;
}

const NOT_FOUND = 'errors.conversation.notFound';
const NO_MESSAGES = 'errors.conversation.noMessages';
const CLOSED = 'errors.conversation.closed';

export type ConversationService = ReturnType<typeof createConversationService>;

export function createConversationService(deps: ConversationDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function participantsOf(conversationId: string): Promise<ParticipantRow[]> {
    return db.select().from(conversationParticipants).where(eq(conversationParticipants.conversationId, conversationId));
  }

  async function partyOf(conversation: ConversationRow, role: ParticipantRole): Promise<Party> {
    const people = await participantsOf(conversation.id);
    const me = people.find((p) => p.role === role);
    const other = people.find((p) => p.role !== role);
    if (!me || !other) throw new Error(`Conversation ${conversation.id} lacks a participant`);
    return { conversation, me, other };
  }

  async function listingOf(conversation: ConversationRow): Promise<ListingRow | null> {
    if (!conversation.listingId) return null;
    const [row] = await db.select().from(listings).where(eq(listings.id, conversation.listingId)).limit(1);
    return row ?? null;
  }

  /** Whom a participant's mails are for: their stored language and zone, the listing's city for the rest. */
  function recipientOf(participant: ParticipantRow, conversation: ConversationRow, listing: ListingRow | null): MailRecipient {
    const city = listing?.city ?? /^\/[^/]+\/([^/]+)\/listing\//.exec(conversation.listingPath ?? '')?.[1] ?? null;
    return { language: participant.language, timeZone: participant.timeZone, city };
  }

  /** The one rule for who may read and write a conversation (see the module comment). */
  async function participantFor(conversationId: string, auth: ConversationAuth): Promise<Party> {
    if (!isUuid(conversationId)) throw notFound(NOT_FOUND);
    const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
    if (auth.token) {
      const participantId = await participantIdForToken(db, auth.token, 'link');
      const people = conversation ? await participantsOf(conversation.id) : [];
      const holder = people.find((p) => p.id === participantId);
      // A token of another conversation is as wrong as a made-up one, and counts the same.
      const accepted = auth.limits ? await acceptLinkToken(auth.limits, () => !!holder) : !!holder;
      if (!conversation || !holder || !accepted) throw notFound(NOT_FOUND);
      return partyOf(conversation, holder.role as ParticipantRole);
    }
    if (!conversation) throw notFound(NOT_FOUND);
    const people = await participantsOf(conversation.id);
    if (people.some((p) => p.role === 'buyer' && p.visitorId === auth.visitorId)) return partyOf(conversation, 'buyer');
    const listing = await listingOf(conversation);
    if (
      listing &&
      (await canManage(listing, {
        visitorId: auth.visitorId,
        token: auth.manageToken ?? null,
        limits: auth.limits,
        myAdsEmail: auth.myAdsEmail,
      }))
    ) {
      return partyOf(conversation, 'seller');
    }
    throw notFound(NOT_FOUND);
  }

  /** Queues (or, without a queue, sends) the mail of what `participant` has not seen; a digest within the window. */
  async function notify(participant: ParticipantRow): Promise<void> {
    if (!deps.jobs) {
      await mailPending(participant.id).catch((error: unknown) => deps.onMailFailure?.(error, 'conversation mail'));
      return;
    }
    const windowMs = DIGEST_WINDOW_MINUTES * 60_000;
    const sinceLast = participant.lastMailedAt ? now().getTime() - participant.lastMailedAt.getTime() : Infinity;
    const startAfterSeconds = sinceLast >= windowMs ? 0 : Math.ceil((windowMs - sinceLast) / 1000);
    await deps.jobs.send(CONVERSATION_MAIL_JOB, { participantId: participant.id }, { startAfterSeconds, singletonKey: participant.id });
  }

  /** Mails (or queues the mail of) the `role` of each of these conversations. */
  async function notifyEach(conversationIds: string[], role: ParticipantRole): Promise<void> {
    if (conversationIds.length === 0) return;
    const people = await db
      .select()
      .from(conversationParticipants)
      .where(and(inArray(conversationParticipants.conversationId, conversationIds), eq(conversationParticipants.role, role)));
    for (const person of people) await notify(person);
  }

  /** The job: one mail with every delivered message this person has neither read nor been mailed. */
  async function mailPending(participantId: string): Promise<{ mailed: number }> {
    const [me] = await db.select().from(conversationParticipants).where(eq(conversationParticipants.id, participantId)).limit(1);
    if (!me) return { mailed: 0 };
    const [conversation] = await db.select().from(conversations).where(eq(conversations.id, me.conversationId)).limit(1);
    if (!conversation) return { mailed: 0 };
    const party = await partyOf(conversation, me.role as ParticipantRole);
    const since = [me.notifiedUpTo, me.lastReadAt].filter((d): d is Date => !!d).sort((a, b) => b.getTime() - a.getTime())[0];
    const rows = await db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversation.id),
          eq(messages.state, 'delivered'),
          ne(messages.authorRole, me.role),
          since ? gt(messages.createdAt, since) : undefined,
        ),
      )
      .orderBy(asc(messages.createdAt), asc(messages.id));
    // The seller is not told the buyer was blocked; a blocked conversation mails the seller nothing more.
    const unseen = rows.filter((m) => m.event !== 'blocked');
    if (unseen.length === 0) return { mailed: 0 };
    const link = await mintConversationToken(db, me.id, 'link');
    const reply = await mintConversationToken(db, me.id, 'reply');
    const listing = await listingOf(conversation);
    const mail = conversationMail({
      recipientRole: me.role as ParticipantRole,
      recipient: recipientOf(me, conversation, listing),
      endWord: endWordFor(listing?.category, listing?.subcategory),
      publicUrl: deps.publicUrl,
      otherName: party.other.name,
      listingTitle: conversation.listingTitle,
      messages: unseen.map((m): MailedMessage => ({
        authorRole: m.authorRole as MailedMessage['authorRole'],
        body: m.body,
        event: m.event,
        warnings: m.warnings,
        createdAt: m.createdAt,
      })),
      threadUrl: `${deps.publicUrl}${threadPath(conversation.id, link)}`,
      firstMail: !me.lastMailedAt,
    });
    await deps.mailer.send({
      to: me.email,
      ...mail,
      replyTo: replyAddress(reply, deps.mailDomain),
      headers: {
        'Auto-Submitted': 'auto-generated',
        'X-Cityboard-Conversation': conversation.id,
      },
    });
    const last = unseen[unseen.length - 1]!;
    await db
      .update(conversationParticipants)
      .set({ notifiedUpTo: last.createdAt, lastMailedAt: now() })
      .where(eq(conversationParticipants.id, me.id));
    return { mailed: unseen.length };
  }

  function stateFor(screening: MessageScreening, confirmed: boolean): MessageRow['state'] {
    if (screening.action === 'hold') return 'held';
    return confirmed ? 'delivered' : 'awaiting_confirmation';
  }

  async function insertMessage(options: {
    conversationId: string;
    authorRole: ParticipantRole;
    body: string;
    via: 'web' | 'email';
    screening: MessageScreening;
    state: string;
    senderEmail: string;
    senderVisitorId: string | null;
    at: Date;
  }): Promise<MessageRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId: options.conversationId,
          authorRole: options.authorRole,
          body: options.body,
          via: options.via,
          state: options.state,
          warnings: options.screening.action === 'warn' ? options.screening.warnings : [],
          fingerprint: options.screening.fingerprint,
          senderEmail: options.senderEmail,
          senderVisitorId: options.senderVisitorId,
          createdAt: options.at,
        })
        .returning();
      if (!row) throw new Error('Insert returned no row');
      await tx.insert(messageScreenings).values({
        messageId: row.id,
        score: options.screening.score,
        action: options.screening.action,
        reasons: options.screening.reasons,
      });
      if (options.state !== 'refused') {
        await tx.update(conversations).set({ lastMessageAt: options.at }).where(eq(conversations.id, options.conversationId));
      }
      return row;
    });
  }

  function refusedError(screening: MessageScreening): AppError {
    const { message, values } = screening.refusal ?? { message: 'errors.conversation.refused', values: {} };
    return invalid(message, [{ field: 'body', message, values }], values);
  }

  function eventFor(row: MessageRow, role: ParticipantRole): ThreadEvent | null {
    if (row.event === 'sold') return role === 'buyer' ? 'sold_to_you' : 'marked_sold';
    if (row.event === 'sold_to_other') return 'sold_to_other';
    if (row.event === 'blocked') return 'blocked';
    return null;
  }

  /** Whether `role` sees this message: their own (except refused ones), the other's once delivered, events meant for them. */
  function visibleTo(row: MessageRow, role: ParticipantRole): boolean {
    if (row.authorRole === 'system') return row.state === 'delivered' && (row.event !== 'blocked' || role === 'seller');
    if (row.authorRole === role) return row.state !== 'refused';
    return row.state === 'delivered';
  }

  function viewOf(row: MessageRow, party: Party): MessageView {
    const role = party.me.role as ParticipantRole;
    const mine = row.authorRole === role;
    const readByOther = mine && row.state === 'delivered' && !!party.other.lastReadAt && party.other.lastReadAt >= row.createdAt;
    return {
      id: row.id,
      author: row.authorRole === 'system' ? 'system' : mine ? 'you' : 'other',
      body: row.body,
      event: eventFor(row, role),
      via: row.via as MessageView['via'],
      state: readByOther ? 'read' : (row.state as MessageView['state']),
      warnings: mine ? [] : row.warnings,
      createdAt: row.createdAt.toISOString(),
    };
  }

  function takesMessages(listing: ListingRow | null): boolean {
    return !!listing && listing.status === 'active' && isPublicRow(listing, now());
  }

  async function threadOf(party: Party): Promise<Thread> {
    const role = party.me.role as ParticipantRole;
    const rows = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, party.conversation.id))
      .orderBy(asc(messages.createdAt), asc(messages.id));
    const visible = rows.filter((row) => visibleTo(row, role));
    const listing = await listingOf(party.conversation);
    const c = party.conversation;
    const status = c.status as ConversationStatus;
    const lastRead = party.me.lastReadAt;
    return {
      id: c.id,
      status,
      you: {
        role,
        name: party.me.name,
        emailConfirmed: role === 'seller' || (await isEmailVerified(db, party.me.email)),
      },
      other: {
        role: party.other.role as ParticipantRole,
        name: party.other.name,
      },
      listing: {
        id: listing?.id ?? null,
        title: listing?.title ?? c.listingTitle,
        price: c.listingPrice,
        priceUnit: c.listingPriceUnit,
        currency: c.listingCurrency,
        image: c.listingImage,
        path: listing && isPublicRow(listing, now()) ? listingPath(listing) : null,
        cityPath: /^(\/[^/]+\/[^/]+)\/listing\//.exec(c.listingPath ?? '')?.[1] ?? null,
        takesMessages: takesMessages(listing),
        endWord: endWordFor(listing?.category, listing?.subcategory),
      },
      messages: visible.map((row) => viewOf(row, party)),
      canReply: status === 'open' || status === 'sold',
      unread: visible.filter((row) => row.authorRole !== role && (!lastRead || row.createdAt > lastRead)).length,
    };
  }

  async function screen(
    party: {
      conversationId: string | null;
      role: ParticipantRole;
      email: string;
      visitorId: string | null;
    },
    body: string,
    listing: { title: string; description: string; category: string },
  ) {
    return screenMessage(db, {
      body,
      senderRole: party.role,
      senderEmail: party.email,
      senderVisitorId: party.visitorId,
      conversationId: party.conversationId,
      listing,
      now: now(),
      // Links to the site's own pages are not unknown links.
      siteUrl: deps.publicUrl,
    });
  }

  async function listingContext(conversation: ConversationRow) {
    const listing = await listingOf(conversation);
    return {
      title: listing?.title ?? conversation.listingTitle,
      description: listing?.description ?? '',
      category: listing?.category ?? '',
    };
  }

  /** Adds a message from a participant (web or mail) and delivers it, holds it or refuses it. */
  async function addMessage(
    party: Party,
    input: { body: string; via: 'web' | 'email'; visitorId: string | null; locale?: PersonLocale | null },
  ): Promise<MessageView> {
    const role = party.me.role as ParticipantRole;
    const status = party.conversation.status as ConversationStatus;
    if (status === 'blocked' && role === 'buyer') throw forbidden('errors.conversation.blockedHere');
    if (status === 'closed' || status === 'blocked') throw new AppError('gone', CLOSED);
    const screening = await screen(
      {
        conversationId: party.conversation.id,
        role,
        email: party.me.email,
        visitorId: input.visitorId,
      },
      input.body,
      await listingContext(party.conversation),
    );
    const at = now();
    if (screening.action === 'refuse') {
      await insertMessage({
        conversationId: party.conversation.id,
        authorRole: role,
        body: input.body,
        via: input.via,
        screening,
        state: 'refused',
        senderEmail: party.me.email,
        senderVisitorId: input.visitorId,
        at,
      });
      throw refusedError(screening);
    }
    const confirmed = role === 'seller' || (await isEmailVerified(db, party.me.email));
    const row = await insertMessage({
      conversationId: party.conversation.id,
      authorRole: role,
      body: input.body,
      via: input.via,
      screening,
      state: stateFor(screening, confirmed),
      senderEmail: party.me.email,
      senderVisitorId: input.visitorId,
      at,
    });
    // Writing means having read what came before; a page written from also says the writer's language and zone now.
    const locale = input.locale ? { language: input.locale.language, timeZone: input.locale.timeZone ?? party.me.timeZone } : {};
    await db
      .update(conversationParticipants)
      .set({ lastReadAt: at, ...locale })
      .where(eq(conversationParticipants.id, party.me.id));
    party.me.lastReadAt = at;
    if (row.state === 'delivered') await notify(party.other);
    return viewOf(row, party);
  }

  async function addSystemMessage(conversationId: string, event: 'sold' | 'sold_to_other' | 'blocked', at: Date): Promise<void> {
    await db.insert(messages).values({
      conversationId,
      authorRole: 'system',
      body: '',
      event,
      via: 'system',
      state: 'delivered',
      createdAt: at,
    });
  }

  /** `what`: the refusal's catalogue key ("Only the seller can …"). */
  async function requireSeller(party: Party, what: string): Promise<void> {
    if (party.me.role !== 'seller') throw forbidden(what);
  }

  return {
    /** `locale`: the page the buyer wrote from (its language unless the body names one, and its zone), for the buyer's mails. */
    async start(input: StartConversationInput & { visitorId: string; limits: Limits; locale?: PersonLocale }): Promise<StartedConversation> {
      const listing = isUuid(input.listingId) ? (await db.select().from(listings).where(eq(listings.id, input.listingId)).limit(1))[0] : undefined;
      if (!listing) throw notFound('errors.listing.gone');
      if (!takesMessages(listing)) throw new AppError('gone', NO_MESSAGES);
      const email = normalizeEmail(input.email);
      if (listing.userId === input.visitorId || email === normalizeEmail(listing.contactEmail)) {
        throw invalid('errors.conversation.ownAd', [
          {
            field: 'email',
            message: 'errors.conversation.ownAddress',
          },
        ]);
      }
      const blocked = await db
        .select({ id: conversations.id })
        .from(conversations)
        .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, conversations.id))
        .where(
          and(
            eq(conversations.listingId, listing.id),
            eq(conversations.status, 'blocked'),
            eq(conversationParticipants.role, 'buyer'),
            eq(conversationParticipants.email, email),
          ),
        )
        .limit(1);
      if (blocked.length > 0) throw forbidden('errors.conversation.blocked');
      await input.limits.consume('start_conversation');
      const listingText = {
        title: listing.title,
        description: listing.description,
        category: listing.category,
      };
      const screening = await screen(
        {
          conversationId: null,
          role: 'buyer',
          email,
          visitorId: input.visitorId,
        },
        input.body,
        listingText,
      );
      if (screening.action === 'refuse') throw refusedError(screening);
      const confirmed = await isEmailVerified(db, email);
      // The confirmation mail is someone else's inbox: it counts against the same limit as the seller's.
      if (!confirmed) await input.limits.consume('email_confirmation');
      const at = now();
      const [conversation] = await db
        .insert(conversations)
        .values({
          listingId: listing.id,
          listingTitle: listing.title,
          listingPrice: listing.price,
          listingPriceUnit: listing.priceUnit,
          listingCurrency: listing.currency,
          listingImage: listing.images[0] ?? null,
          listingPath: listingPath(listing),
          createdAt: at,
          lastMessageAt: at,
        })
        .returning();
      if (!conversation) throw new Error('Insert returned no row');
      await db.insert(conversationParticipants).values([
        {
          conversationId: conversation.id,
          role: 'buyer',
          email,
          name: input.name ?? null,
          language: input.language ?? input.locale?.language ?? 'en',
          timeZone: input.locale?.timeZone ?? null,
          visitorId: input.visitorId,
        },
        {
          conversationId: conversation.id,
          role: 'seller',
          email: normalizeEmail(listing.contactEmail),
          // The seller's mails speak as the page they posted from.
          language: listing.language,
          timeZone: listing.timeZone,
        },
      ]);
      const party = await partyOf(conversation, 'buyer');
      const row = await insertMessage({
        conversationId: conversation.id,
        authorRole: 'buyer',
        body: input.body,
        via: 'web',
        screening,
        state: stateFor(screening, confirmed),
        senderEmail: email,
        senderVisitorId: input.visitorId,
        at,
      });
      await db.update(conversationParticipants).set({ lastReadAt: at }).where(eq(conversationParticipants.id, party.me.id));
      party.me.lastReadAt = at;
      const token = await mintConversationToken(db, party.me.id, 'link');
      const path = threadPath(conversation.id, token);
      if (!confirmed) {
        await requestEmailVerification(db, deps.mailer, {
          email,
          visitorId: input.visitorId,
          publicUrl: deps.publicUrl,
          now: at,
          recipient: recipientOf(party.me, conversation, listing),
          mail: (link, expiresAt) =>
            buyerConfirmationMail({
              recipient: recipientOf(party.me, conversation, listing),
              listingTitle: listing.title,
              link,
              expiresAt,
              threadUrl: `${deps.publicUrl}${path}`,
              publicUrl: deps.publicUrl,
            }),
        }).catch((error: unknown) => deps.onMailFailure?.(error, 'buyer confirmation'));
      } else if (row.state === 'delivered') {
        await notify(party.other);
      }
      return {
        conversationId: conversation.id,
        token,
        path,
        thread: await threadOf(party),
      };
    },

    async read(id: string, auth: ConversationAuth): Promise<Thread> {
      return threadOf(await participantFor(id, auth));
    },

    /** `locale`: the page written from; the writer's later mails use its language and zone. */
    async post(
      id: string,
      auth: ConversationAuth,
      input: { body: string; via: 'web' | 'email'; locale?: PersonLocale | null },
    ): Promise<{ message: MessageView; thread: Thread }> {
      const party = await participantFor(id, auth);
      if (auth.limits) await auth.limits.consume('send_message');
      const message = await addMessage(party, {
        body: input.body,
        via: input.via,
        visitorId: auth.visitorId,
        locale: input.locale,
      });
      return { message, thread: await threadOf(party) };
    },

    /** A reply by mail to a relay address (SMTP listener or webhook): the token is the sender's proof. */
    async postByReplyToken(replyToken: string, input: { body: string; fromEmail: string | null }): Promise<MessageView> {
      const participantId = await participantIdForToken(db, replyToken, 'reply');
      const [participant] = participantId
        ? await db.select().from(conversationParticipants).where(eq(conversationParticipants.id, participantId)).limit(1)
        : [];
      if (!participant) throw notFound('errors.conversation.noReplyAddress');
      const [conversation] = await db.select().from(conversations).where(eq(conversations.id, participant.conversationId)).limit(1);
      if (!conversation) throw notFound('errors.conversation.noReplyAddress');
      const party = await partyOf(conversation, participant.role as ParticipantRole);
      return addMessage(party, {
        body: input.body,
        via: 'email',
        visitorId: null,
      });
    },

    async markRead(id: string, auth: ConversationAuth): Promise<void> {
      const party = await participantFor(id, auth);
      await db.update(conversationParticipants).set({ lastReadAt: now() }).where(eq(conversationParticipants.id, party.me.id));
    },

    async block(id: string, auth: ConversationAuth): Promise<Thread> {
      const party = await participantFor(id, auth);
      await requireSeller(party, 'errors.conversation.onlySellerBlocks');
      if (party.conversation.status !== 'blocked') {
        await db.update(conversations).set({ status: 'blocked' }).where(eq(conversations.id, party.conversation.id));
        await addSystemMessage(party.conversation.id, 'blocked', now());
        party.conversation.status = 'blocked';
      }
      return threadOf(party);
    },

    /** The seller sold the item to this buyer: the listing is sold, every other open conversation about it closes politely. */
    async markSoldTo(id: string, auth: ConversationAuth): Promise<Thread> {
      const party = await participantFor(id, auth);
      await requireSeller(party, 'errors.conversation.onlySellerSells');
      const listing = await listingOf(party.conversation);
      if (!listing) throw new AppError('gone', NO_MESSAGES);
      if (party.conversation.status !== 'open') throw new AppError('conflict', 'errors.conversation.onlyOpenSold');
      const at = now();
      const closed = await db.transaction(async (tx) => {
        await tx
          .update(listings)
          .set({ status: 'sold', soldAt: listing.soldAt ?? at })
          .where(eq(listings.id, listing.id));
        await tx.update(conversations).set({ status: 'sold', lastMessageAt: at }).where(eq(conversations.id, party.conversation.id));
        await tx.insert(messages).values({
          conversationId: party.conversation.id,
          authorRole: 'system',
          body: '',
          event: 'sold',
          via: 'system',
          state: 'delivered',
          createdAt: at,
        });
        const others = await tx
          .update(conversations)
          .set({ status: 'closed', lastMessageAt: at })
          .where(and(eq(conversations.listingId, listing.id), eq(conversations.status, 'open'), ne(conversations.id, party.conversation.id)))
          .returning({ id: conversations.id });
        if (others.length > 0) {
          await tx.insert(messages).values(
            others.map((o) => ({
              conversationId: o.id,
              authorRole: 'system',
              body: '',
              event: 'sold_to_other',
              via: 'system',
              state: 'delivered',
              createdAt: at,
            })),
          );
        }
        return others.map((o) => o.id);
      });
      party.conversation.status = 'sold';
      await notify(party.other);
      await notifyEach(closed, 'buyer');
      return threadOf(party);
    },

    async report(id: string, auth: ConversationAuth, input: { reason: string }): Promise<void> {
      const party = await participantFor(id, auth);
      await db
        .update(conversations)
        .set({
          reportedAt: now(),
          reportedBy: party.me.role,
          reportReason: input.reason,
        })
        .where(eq(conversations.id, party.conversation.id));
    },

    /** A fresh link to the thread (the management page opens a conversation with it). */
    async linkFor(id: string, auth: ConversationAuth): Promise<{ path: string }> {
      const party = await participantFor(id, auth);
      return {
        path: threadPath(party.conversation.id, await mintConversationToken(db, party.me.id, 'link')),
      };
    },

    /**
     * Every conversation about the listing that the seller may see, newest first: one
     * whose only message waits for the buyer's confirmation or a moderator is not shown.
     */
    async listForListing(listingId: string, manager: ListingManager): Promise<ConversationSummary[]> {
      if (!isUuid(listingId)) throw notFound('errors.listing.notFound');
      const [listing] = await db.select().from(listings).where(eq(listings.id, listingId)).limit(1);
      if (!listing) throw notFound('errors.listing.notFound');
      if (!(await canManage(listing, manager))) throw forbidden('errors.conversation.onlySellerSees');
      const rows = await db
        .select({
          conversation: conversations,
          buyerName: conversationParticipants.name,
          sellerLastRead:
            sql<Date | null>`(SELECT s.last_read_at FROM conversation_participants s WHERE s.conversation_id = ${conversations.id} AND s.role = 'seller')`.mapWith(
              (value: string | Date | null) => (value === null ? null : new Date(value)),
            ),
        })
        .from(conversations)
        .innerJoin(
          conversationParticipants,
          and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.role, 'buyer')),
        )
        .where(eq(conversations.listingId, listing.id))
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(200);
      if (rows.length === 0) return [];
      const all = await db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            rows.map((r) => r.conversation.id),
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id));
      const summaries: ConversationSummary[] = [];
      for (const row of rows) {
        const visible = all.filter((m) => m.conversationId === row.conversation.id && visibleTo(m, 'seller'));
        if (!visible.some((m) => m.authorRole === 'buyer')) continue;
        const last = [...visible].reverse().find((m) => m.authorRole !== 'system') ?? visible[visible.length - 1]!;
        summaries.push({
          id: row.conversation.id,
          buyerName: row.buyerName,
          status: row.conversation.status as ConversationStatus,
          lastMessageAt: last.createdAt.toISOString(),
          preview: last.body.slice(0, 140),
          unread: visible.filter((m) => m.authorRole === 'buyer' && (!row.sellerLastRead || m.createdAt > row.sellerLastRead)).length,
          messages: visible.filter((m) => m.authorRole !== 'system').length,
        });
      }
      return summaries;
    },

    /** After a buyer confirmed their address: their waiting messages go out. Answers how many. */
    async afterEmailConfirmed(email: string): Promise<number> {
      const released = await db
        .update(messages)
        .set({ state: 'delivered' })
        .where(and(eq(messages.state, 'awaiting_confirmation'), eq(messages.senderEmail, normalizeEmail(email))))
        .returning({ conversationId: messages.conversationId });
      await notifyEach([...new Set(released.map((r) => r.conversationId))], 'seller');
      return released.length;
    },

    /** A moderator's decision on a held message: delivered (and mailed) or refused. */
    async decideHeld(messageId: string, options: { decision: 'deliver' | 'refuse'; reviewer: string }): Promise<void> {
      const gone = () => notFound('errors.moderation.noHeldMessage');
      if (!isUuid(messageId)) throw gone();
      const [row] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
      if (!row || row.state !== 'held') throw gone();
      const [screening] = await db.select().from(messageScreenings).where(eq(messageScreenings.messageId, messageId)).limit(1);
      // A buyer who never confirmed their address still has to: the moderator only vouches for the text.
      const confirmed = row.authorRole !== 'buyer' || !row.senderEmail || (await isEmailVerified(db, row.senderEmail));
      const state = options.decision === 'refuse' ? 'refused' : confirmed ? 'delivered' : 'awaiting_confirmation';
      // A message a moderator lets through still carries what made it suspect, for the reader.
      const warnings = options.decision === 'deliver' ? warningsFor(screening?.reasons ?? []) : row.warnings;
      const decided = await db.transaction(async (tx) => {
        // Only one of two reviewers deciding at once wins; the other is told it was decided.
        const updated = await tx
          .update(messages)
          .set({ state, warnings })
          .where(and(eq(messages.id, messageId), eq(messages.state, 'held')))
          .returning({ id: messages.id });
        if (updated.length === 0) return false;
        await tx
          .update(messageScreenings)
          .set({
            decision: options.decision,
            reviewedAt: now(),
            reviewedBy: options.reviewer,
          })
          .where(eq(messageScreenings.messageId, messageId));
        return true;
      });
      if (!decided) throw gone();
      if (state === 'delivered') {
        const [recipient] = await db
          .select()
          .from(conversationParticipants)
          .where(and(eq(conversationParticipants.conversationId, row.conversationId), ne(conversationParticipants.role, row.authorRole)))
          .limit(1);
        if (recipient) await notify(recipient);
      }
    },

    mailPending,
  };
}
