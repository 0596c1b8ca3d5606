import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { testDictionaryLemmas, testLexiconDirName } from '../packages/lexicon/src/testing/test-lexicon';

const port = Number(process.env.E2E_PORT ?? 3310);
export const baseURL = `http://localhost:${port}`;
/** A second app whose catalog is TMDB, played by a local fake replaying recorded answers. */
const tmdbPort = port + 1;
const tmdbBaseURL = `http://localhost:${tmdbPort}`;
const fakeTmdbPort = port + 2;
const fakeTmdbKey = 'e2e-tmdb-key';

/**
 * The word tables both servers read: the unit tests' (same sources, so a full run builds them
 * once), built before the first server starts so that the two never build them at the same time.
 */
/**
 * Each server's own database, new every run. A run on another port (E2E_PORT) keeps its database
 * and results apart, so two runs on one machine never delete each other's.
 */
const runSuffix = process.env.E2E_PORT === undefined ? '' : `-${port}`;
const dataDir = fileURLToPath(new URL(`.data${runSuffix}`, import.meta.url));
const tmdbDataDir = fileURLToPath(new URL(`.data-tmdb${runSuffix}`, import.meta.url));
const lexiconDir = fileURLToPath(new URL(`../${testLexiconDirName}`, import.meta.url));
const lexiconEnv: Record<string, string> = {
  LEXICON_DIR: lexiconDir,
};
const buildTables = `node --import tsx ../packages/lexicon/src/build/build-lexicon.ts --if-stale --dir ${lexiconDir} --dictionary-lemmas ${testDictionaryLemmas}`;

/**
 * Journeys run in Debian's Chromium (no browser downloads here) against the built app, served by
 * the real server on a fresh embedded database.
 */
export default defineConfig({
  testDir: './tests',
  // The longest journeys take 30 s here alone; a busy CI machine may double that.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: `test-results${runSuffix}`,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? `test-results${runSuffix}/report.json` },
    ],
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
  projects: [
    { name: 'demo catalog', testIgnore: /tmdb\.spec\.ts$/ },
    { name: 'tmdb', testMatch: /tmdb\.spec\.ts$/, use: { baseURL: tmdbBaseURL } },
  ],
  webServer: [
    {
      // A fresh data directory every run. TRUST_PROXY lets each test present its own client
      // address (X-Forwarded-For), so the per-address lock-out of one test cannot lock out another.
      command: `rm -rf ${dataDir} && ${buildTables} && node --import tsx ../apps/server/src/index.ts`,
      env: {
        ...lexiconEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
      },
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      // A clean clone builds the word tables first (about 20 s).
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx ../apps/server/test/fakes/fake-tmdb-server.ts ${fakeTmdbPort} ${fakeTmdbKey}`,
      url: `http://127.0.0.1:${fakeTmdbPort}/t/p/w92/ready.svg`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf ${tmdbDataDir} && node --import tsx ../apps/server/src/index.ts`,
      env: {
        ...lexiconEnv,
        PORT: String(tmdbPort),
        DATA_DIR: tmdbDataDir,
        PUBLIC_URL: tmdbBaseURL,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        TMDB_API_KEY: fakeTmdbKey,
        TMDB_API_BASE_URL: `http://127.0.0.1:${fakeTmdbPort}/3`,
        TMDB_IMAGE_BASE_URL: `http://127.0.0.1:${fakeTmdbPort}/t/p`,
      },
      url: `${tmdbBaseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
