/**
 * Keyset pagination cursors, one shape per sort order. Opaque to clients (base64url
 * JSON); a malformed cursor, or one from another sort order, is a 400, not a 500.
 */
import { invalid } from '../shared/errors';
import { isUuid } from '../shared/ids';
import type { ListingSort } from './listing-schemas';

export type ListingCursor =
  /** Newest first, and relevance past its ranked window. */
  | { sort: 'newest' | 'relevance'; createdAt: Date; id: string }
  | { sort: 'price_asc' | 'price_desc'; price: string | null; id: string }
  /**
   * Relevance ranks are computed per query: within the ranked window a page continues at
   * an offset; past it, the list goes on newest first from the last listing shown.
   */
  | { sort: 'relevance'; offset: number };

const PRICE = /^\d{1,8}\.\d{2}$/;

export function encodeCursor(cursor: ListingCursor): string {
  const wire =
    'createdAt' in cursor
      ? { s: cursor.sort, t: cursor.createdAt.toISOString(), i: cursor.id }
      : cursor.sort === 'relevance'
        ? { s: cursor.sort, o: cursor.offset }
        : { s: cursor.sort, p: cursor.price, i: cursor.id };
  return Buffer.from(JSON.stringify(wire), 'utf8').toString('base64url');
}

const refused = () =>
  invalid('errors.cursor.invalid', [
    { field: 'cursor', message: 'errors.cursor.notIssued' },
  ]);

export function decodeCursor(text: string, sort: ListingSort): ListingCursor {
  let wire: Record<string, unknown>;
  try {
    wire = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw refused();
  }
  if (!wire || typeof wire !== 'object' || wire.s !== sort) throw refused();
  if (sort === 'newest' || (sort === 'relevance' && wire.o === undefined)) {
    const createdAt = new Date(typeof wire.t === 'string' ? wire.t : '');
    if (typeof wire.i !== 'string' || !isUuid(wire.i) || Number.isNaN(createdAt.getTime())) throw refused();
    return { sort, createdAt, id: wire.i };
  }
  if (sort === 'relevance') {
    if (typeof wire.o !== 'number' || !Number.isInteger(wire.o) || wire.o < 0 || wire.o > 10_000) throw refused();
    return { sort, offset: wire.o };
  }
  const price = wire.p;
  if (typeof wire.i !== 'string' || !isUuid(wire.i) || !(price === null || (typeof price === 'string' && PRICE.test(price)))) {
    throw refused();
  }
  return { sort, price, id: wire.i };
}
