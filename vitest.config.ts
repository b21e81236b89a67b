import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { nodeTestFiles } from './src/testing/test-projects';

// Node test files that open a database, and those that do not (src/testing/test-projects.ts):
// CI's PostgreSQL pass runs only the first (`vitest run --project database`).
const { database, unit } = nodeTestFiles(fileURLToPath(new URL('.', import.meta.url)));

// Unit and integration tests. The React Router Vite plugin is left out on purpose:
// it is for building the app, and tests import modules directly.
export default defineConfig({
  test: {
    // Limits for a busy machine (CI, or two cores shared with other work), where seeding
    // the demo data in a hook can take minutes; a test that passes is not slowed by them.
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Vitest's default leaves a core for itself (one worker on CI's two cores), but its own
    // process mostly waits: a worker per core finishes in about half the time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          // Integration tests on a real database: PGlite, or PostgreSQL when DATABASE_URL is
          // set. The database is migrated once per run and copied per file.
          name: 'database',
          include: database,
          environment: 'node',
          globalSetup: ['src/testing/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Domain and library tests in Node that need no database (and may not open one).
          name: 'unit',
          include: unit,
          environment: 'node',
          setupFiles: ['src/testing/no-database-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Components in jsdom, rendered inside a stub route (src/testing/render-route.tsx).
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/testing/no-database-setup.ts', 'src/testing/dom-setup.ts'],
        },
      },
    ],
  },
});
