/**
 * Message screening (to be replaced by the scorer tuned for messages): every message is
 * delivered, with its fingerprint kept for copy-paste detection.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/client';
import type { MessageWarning } from './message-warnings';

export type MessageAction = 'deliver' | 'warn' | 'hold' | 'refuse';

export interface MessageScreening {
  score: number;
  action: MessageAction;
  reasons: { code: string; strength: number; reason: string }[];
  warnings: MessageWarning[];
  refusal: string | null;
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
}

export function messageFingerprint(body: string): string {
  const normalised = body.toLowerCase().replace(/\d/g, '0').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return createHash('sha256').update(normalised, 'utf8').digest('hex');
}

export async function screenMessage(_db: Db, input: MessageToScreen): Promise<MessageScreening> {
  return { score: 0, action: 'deliver', reasons: [], warnings: [], refusal: null, fingerprint: messageFingerprint(input.body) };
}
