import { defineConfig } from 'vitest/config';

// `npm run test:robustness`: hostile input against real server processes over HTTP and in
// Chromium (src/robustness). One file at a time: they share two cores with the server.
export default defineConfig({
  test: {
    include: ['src/robustness/**/*.robustness.ts'],
    environment: 'node',
    globalSetup: ['src/robustness/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
