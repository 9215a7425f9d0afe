import { defineConfig, devices } from '@playwright/test';
import { ADMIN, E2E_PORT } from './fixtures/constants';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // A bound, never a wait: each expect returns as soon as its condition holds. CI's machine is shared;
  // at load 11 the admin dashboard's first paint took over 10 s in two runs of 2026-11-28.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // The shop's service worker fills its caches in the background after each first visit; only
    // the specs about it (offline, upgrade) let it run (docs/testing.md).
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A fresh embedded database for every run: the demo catalogue and a known admin password.
    command: `rm -rf .data-${E2E_PORT} && node --import tsx ../server/src/main.ts`,
    url: `http://localhost:${E2E_PORT}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `.data-${E2E_PORT}`,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every test registers its customers from this one address: sign-ups are limited per client.
      FORM_RATE_LIMIT: '1000',
      // tests/long-lists.spec.ts books more tours for one customer than a page of their orders.
      BOOKING_RATE_LIMIT: '1000',
      // fixtures/reminders-clock.ts: the reminders pass at a moment a test names (docs/reminders.md).
      TEST_ROUTES: 'true',
      // tests/returns.spec.ts: a return's refund through the demo provider lands within seconds.
      REFUND_POLL_SECONDS: '1',
    },
  },
});
