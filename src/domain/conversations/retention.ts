/**
 * Message retention: a conversation quiet for longer than the retention period (12 months
 * by default, MESSAGE_RETENTION_DAYS) is deleted with its participants, links, messages and
 * screenings (their foreign keys cascade). Run daily by the `conversations-retention` job.
 */
import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema';

/** Rows per statement: a big first run deletes in short transactions instead of one long one. */
const BATCH = 1_000;

export async function deleteQuietConversations(db: Db, options: { retentionDays: number; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.retentionDays * 24 * 60 * 60 * 1000);
  let deleted = 0;
  for (;;) {
    const batch = db.select({ id: conversations.id }).from(conversations).where(lt(conversations.lastMessageAt, cutoff)).limit(BATCH);
    const rows = await db.delete(conversations).where(inArray(conversations.id, batch)).returning({ id: conversations.id });
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}
