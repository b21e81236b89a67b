import { defineConfig } from 'vitest/config';

// Unit and integration tests. The React Router Vite plugin is left out on purpose:
// it is for building the app, and tests import modules directly.
export default defineConfig({
  test: {
    // Limits for a busy machine (CI, or two cores shared with other work), where seeding
    // the demo data in a hook can take minutes; a test that passes is not slowed by them.
    testTimeout: 60_000,
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: {
          // Domain, HTTP and library tests in Node; the database is migrated once per run.
          name: 'node',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/testing/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Components in jsdom, rendered inside a stub route (src/testing/render-route.tsx).
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/testing/dom-setup.ts'],
        },
      },
    ],
  },
});
