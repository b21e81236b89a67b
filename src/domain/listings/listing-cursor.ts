/**
 * Keyset pagination cursor over (created_at, id), newest first. Opaque to clients:
 * base64url of "<ISO time>|<uuid>". A malformed cursor is a 400, not a 500.
 */
import { invalid } from '../shared/errors';

export interface ListingCursor {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(text: string): ListingCursor {
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  const [time, id] = decoded.split('|');
  const createdAt = new Date(time ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw invalid('The page cursor is not valid; start again from the first page', [
      { field: 'cursor', message: 'Not a cursor this server issued' },
    ]);
  }
  return { createdAt, id };
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
