import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5055);

/**
 * End-to-end tests drive the production build in Debian's Chromium (never a
 * downloaded browser). The server gets a fresh database with the demo data.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT ?? './test-results',
  fullyParallel: true,
  // Two cores: a browser and a test process each, the server between them. E2E_WORKERS
  // tries more on a machine with more cores (or journeys that mostly wait, as for mail).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Budgets for a busy machine (CI, or two cores shared with other work), where a page
  // load can take seconds: tests wait for signals, so a generous budget costs nothing
  // when things are fast. `test.slow()` triples the test budget for long journeys.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A trace records every action of every test, and CI keeps only what the run prints:
    // there it is cost without use. Locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // A fixed timezone: the global home moves visitors to the city of theirs (16 zones map
    // to a city), so tests of the global home must not depend on the machine's zone.
    timezoneId: 'UTC',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // "@phone" tests run at both sizes; "@phone-only" ones need a touch screen.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone-only/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: `npx tsx e2e/serve.ts`,
    url: `http://127.0.0.1:${port}/api/feature-gate?category=all&city=global`,
    // Seeding the demo data (with its images) takes minutes on a busy machine.
    timeout: 300_000,
    reuseExistingServer: false,
    // React picks its production build from NODE_ENV: the tests drive what visitors get.
    env: { NODE_ENV: 'production', E2E_PORT: String(port), ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
