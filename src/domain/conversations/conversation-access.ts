/**
 * The one rule for who may read and write a conversation (ADR 012): a link token of this
 * conversation, the visitor cookie of a participant (the buyer's browser, the seller's own
 * listing), or the listing's management token. Anything else is "not found", whether or
 * not the conversation exists.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema';
import { acceptLinkToken } from '../limits/link-token-limit';
import type { Limits } from '../limits/rate-limiter';
import { canManage } from '../listings/listing-access';
import { forbidden, notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import type { ParticipantRole } from './conversation-schemas';
import { listingOf, participantsOf, partyOf, type Party } from './conversation-party';
import { participantIdForToken } from './conversation-tokens';

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

export const CONVERSATION_NOT_FOUND = 'errors.conversation.notFound';

/** The party of whoever `auth` proves to be, or "not found". */
export async function partyFor(db: Db, conversationId: string, auth: ConversationAuth): Promise<Party> {
  if (!isUuid(conversationId)) throw notFound(CONVERSATION_NOT_FOUND);
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  if (auth.token) {
    const participantId = await participantIdForToken(db, auth.token, 'link');
    const people = conversation ? await participantsOf(db, conversation.id) : [];
    const holder = people.find((p) => p.id === participantId);
    // A token of another conversation is as wrong as a made-up one, and counts the same.
    const accepted = auth.limits ? await acceptLinkToken(auth.limits, () => !!holder, `conversation:${conversationId}`) : !!holder;
    if (!conversation || !holder || !accepted) throw notFound(CONVERSATION_NOT_FOUND);
    return partyOf(db, conversation, holder.role as ParticipantRole);
  }
  // A management token sent for no conversation counts as wrong, as it would for one:
  // past the limit both answer 429, so the limit does not tell which ids exist either.
  if (!conversation) {
    if (auth.manageToken && auth.limits) await acceptLinkToken(auth.limits, () => false, `conversation:${conversationId}`);
    throw notFound(CONVERSATION_NOT_FOUND);
  }
  const people = await participantsOf(db, conversation.id);
  if (people.some((p) => p.role === 'buyer' && p.visitorId === auth.visitorId)) return partyOf(db, conversation, 'buyer');
  const listing = await listingOf(db, conversation);
  if (
    listing &&
    (await canManage(listing, {
      visitorId: auth.visitorId,
      token: auth.manageToken ?? null,
      limits: auth.limits,
      myAdsEmail: auth.myAdsEmail,
    }))
  ) {
    return partyOf(db, conversation, 'seller');
  }
  throw notFound(CONVERSATION_NOT_FOUND);
}

/** `what`: the refusal's catalogue key ("Only the seller can …"). */
export function requireSeller(party: Party, what: string): void {
  if (party.me.role !== 'seller') throw forbidden(what);
}
