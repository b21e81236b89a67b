/**
 * The secrets of a conversation. A participant reaches the thread through a link
 * (`/messages/{id}/{token}`, 256 bits) and replies by mail to a relay address
 * (`reply+{token}@MAIL_DOMAIN`, 160 bits in lowercase base32, because mail systems may
 * change the case of an address's local part). Every mail carries fresh ones; only
 * SHA-256 hashes are stored, looked up by hash.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationTokens } from '../../db/schema';
import { createSecretToken, hashSecretToken } from '../shared/secret-token';

export type ConversationTokenKind = 'link' | 'reply';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const REPLY_TOKEN = /^[a-z2-7]{32}$/;
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function isTokenShaped(token: string, kind: ConversationTokenKind): boolean {
  return (kind === 'link' ? LINK_TOKEN : REPLY_TOKEN).test(token);
}

/** Creates a token of `kind` for a participant and stores its hash; answers the token. */
export async function mintConversationToken(db: Db, participantId: string, kind: ConversationTokenKind): Promise<string> {
  const token = kind === 'link' ? createSecretToken().token : base32(randomBytes(20));
  await db.insert(conversationTokens).values({ tokenHash: hashSecretToken(token), participantId, kind });
  return token;
}

/** The participant a token belongs to, or null (also for a token of the other kind). */
export async function participantIdForToken(db: Db, token: string, kind: ConversationTokenKind): Promise<string | null> {
  const normalised = kind === 'reply' ? token.toLowerCase() : token;
  if (!isTokenShaped(normalised, kind)) return null;
  const [row] = await db
    .select()
    .from(conversationTokens)
    .where(eq(conversationTokens.tokenHash, hashSecretToken(normalised)))
    .limit(1);
  return row && row.kind === kind ? row.participantId : null;
}

export function threadPath(conversationId: string, token: string): string {
  return `/messages/${conversationId}/${token}`;
}

export function replyAddress(token: string, mailDomain: string): string {
  return `reply+${token}@${mailDomain}`;
}
