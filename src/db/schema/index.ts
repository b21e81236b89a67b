/**
 * The database schema: every entity of SPEC section 3, with its limits, one file per
 * capability that owns the tables. Migrations are generated from this index by
 * drizzle-kit (`npm run db:generate`) and committed under src/db/migrations.
 */
export * from './listings';
export * from './moderation';
export * from './media';
export * from './verification';
export * from './limits';
export * from './geo';
export * from './taxonomy';
export * from './search';
export * from './meta';
export * from './conversations';
export * from './my-ads';
export * from './alerts';
