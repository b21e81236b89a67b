import { defineConfig } from 'vitest/config';

// Unit and integration tests. The React Router Vite plugin is left out on purpose:
// it is for building the app, and tests import modules directly.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
