/**
 * Keyset cursors of the reviewers' lists (oldest first: by creation time, then id). Each
 * list tags its cursors, so a cursor of one list is refused by another with a 400 that
 * names the field, as a made-up one is.
 */
import { z } from 'zod';
import { invalid } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { queryText } from '../shared/text';

/** A page of a reviewers' list: how many, and where the last page ended. */
export const reviewPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be 100 or less')
    .default(25),
  cursor: queryText('Cursor', 200).optional(),
});

export interface ReviewCursor {
  createdAt: Date;
  id: string;
}

/** `listName`: the list's name as a catalogue key ("errors.moderation.lists.queue"), for the refusal of another list's cursor. */
export function reviewCursorCodec(tag: string | number, listName: string) {
  return {
    encode(cursor: ReviewCursor): string {
      return Buffer.from(JSON.stringify({ q: tag, t: cursor.createdAt.toISOString(), i: cursor.id }), 'utf8').toString('base64url');
    },
    decode(text: string): ReviewCursor {
      const refused = invalid('errors.cursor.invalid', [{ field: 'cursor', message: 'errors.cursor.notOfList', values: { list: listName } }]);
      let wire: unknown;
      try {
        wire = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
      } catch {
        throw refused;
      }
      if (!wire || typeof wire !== 'object') throw refused;
      const { q, t, i } = wire as Record<string, unknown>;
      const createdAt = new Date(typeof t === 'string' ? t : '');
      if (q !== tag || typeof i !== 'string' || !isUuid(i) || Number.isNaN(createdAt.getTime())) throw refused;
      return { createdAt, id: i };
    },
  };
}
