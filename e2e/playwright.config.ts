import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3310);
export const baseURL = `http://localhost:${port}`;

/**
 * Journeys run in Debian's Chromium (no browser downloads here) against the built app, served by
 * the real server on a fresh embedded database.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
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
  webServer: {
    // A fresh data directory every run. TRUST_PROXY lets each test present its own client
    // address (X-Forwarded-For), so the per-address lock-out of one test cannot lock out another.
    command: `rm -rf .data && node --import tsx ../apps/server/src/index.ts`,
    env: {
      PORT: String(port),
      DATA_DIR: '.data',
      PUBLIC_URL: baseURL,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
