/** The database's rate-limit counter, for domain tests (which may not import the adapters themselves). */
export { databaseCounter } from '../infrastructure/limits/database-rate-limit-counter';
