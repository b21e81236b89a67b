/** Categories and subcategories (domain/taxonomy). */
import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------------------
// Reference data. The source of truth is versioned TypeScript under src/domain;
// these tables are loaded from it at startup so SQL (joins, reports) can use it.
// ---------------------------------------------------------------------------

export const categories = pgTable('categories', {
  slug: varchar('slug', { length: 50 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  position: integer('position').notNull(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    categorySlug: varchar('category_slug', { length: 50 })
      .notNull()
      .references(() => categories.slug, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 50 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categorySlug, t.slug] })],
);
