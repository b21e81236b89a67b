import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from the schema (src/db/schema/, one file per
// capability, gathered by its index); the app applies them itself.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
