/** Facts about the database itself. */
import { pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** Small key/value facts about the database itself (e.g. the reference-data version loaded). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
