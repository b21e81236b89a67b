/** Search's own tables: the title vocabulary and the anonymised search log (domain/search). */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Words of listing titles with how often they occur, kept by a trigger on listings.
 * It corrects typos ("iphnoe" → "iphone") against words that really exist, estimates how
 * rare a search term is (to pick a query plan), and feeds keyword suggestions.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: varchar('word', { length: 100 }).primaryKey(),
    frequency: integer('frequency').notNull().default(0),
  },
  (t) => [
    index('search_vocabulary_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
    index('search_vocabulary_prefix_idx').on(sql`${t.word} text_pattern_ops`),
  ],
);

/**
 * Searches people ran, anonymised: only the normalised text, the city and the day, with
 * a count. No visitor id is kept. Trending searches are read from here.
 */
export const searchLog = pgTable(
  'search_log',
  {
    city: varchar('city', { length: 100 }).notNull(),
    query: varchar('query', { length: 100 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.city, t.day, t.query] })],
);
