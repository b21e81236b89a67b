/**
 * A buyer writes to a seller about a listing: the conversation, both participants and the
 * first message. Nobody's address is shown to the other side; the message is screened;
 * it waits until the buyer's address is confirmed by a mailed link (ADR 012).
 */
import { and, eq } from 'drizzle-orm';
import { conversationParticipants, conversations, listings } from '../../db/schema';
import type { PersonLocale } from '../../i18n/locale';
import type { Limits } from '../limits/rate-limiter';
import { listingPath } from '../reach/public-paths';
import { AppError, forbidden, invalid, notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { isEmailConfirmedBy, normalizeEmail, requestEmailVerification } from '../verification/email-verification';
import { currentTime, type ConversationWriteDeps } from './conversation-deps';
import { buyerConfirmationMail } from './conversation-mail';
import { partyOf, recipientOf } from './conversation-party';
import type { StartConversationInput, StartedConversation } from './conversation-schemas';
import { LISTING_TAKES_NO_MESSAGES, takesMessages, threadOf } from './conversation-thread';
import { mintConversationToken, threadPath } from './conversation-tokens';
import { notifyParticipant } from './notify-participant';
import { screenConversationMessage } from './screen-conversation-message';
import { refusedError, stateFor, storeMessage } from './store-message';

export interface StartConversationOptions extends StartConversationInput {
  visitorId: string;
  limits: Limits;
  /** The page the buyer wrote from (its language unless the body names one, and its zone), for the buyer's mails. */
  locale?: PersonLocale;
}

export async function startConversation(deps: ConversationWriteDeps, input: StartConversationOptions): Promise<StartedConversation> {
  const { db } = deps;
  const listing = isUuid(input.listingId) ? (await db.select().from(listings).where(eq(listings.id, input.listingId)).limit(1))[0] : undefined;
  if (!listing) throw notFound('errors.listing.gone');
  if (!takesMessages(listing, currentTime(deps))) throw new AppError('gone', LISTING_TAKES_NO_MESSAGES);
  const email = normalizeEmail(input.email);
  // The seller's own browser is told; a stranger who types the seller's hidden address is
  // not: that answer would confirm the address. Their message waits, like any other, for
  // the address's owner to confirm it from this browser (isEmailConfirmedBy).
  if (listing.userId === input.visitorId) throw invalid('errors.conversation.ownAd');
  // Counted before anything that depends on the address, so no answer comes unlimited.
  await input.limits.consume('start_conversation');
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
  const listingText = {
    title: listing.title,
    description: listing.description,
    category: listing.category,
  };
  const screening = await screenConversationMessage(
    deps,
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
  const confirmed = await isEmailConfirmedBy(db, email, input.visitorId);
  // The confirmation mail is someone else's inbox: it counts against the same limit as the seller's.
  if (!confirmed) await input.limits.consume('email_confirmation');
  const at = currentTime(deps);
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
  const party = await partyOf(db, conversation, 'buyer');
  const row = await storeMessage(db, {
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
    await notifyParticipant(deps, party.other);
  }
  return {
    conversationId: conversation.id,
    token,
    path,
    thread: await threadOf(deps, party),
  };
}
