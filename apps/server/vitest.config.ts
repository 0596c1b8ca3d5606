import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Builds one migrated PGlite dump and starts one real PostgreSQL for the whole run.
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/quiet-auth-warnings.ts'],
    // Much of the time goes to waiting on PostgreSQL (another process) and on scrypt (libuv's
    // thread pool), so one worker per core beats vitest's default of one fewer: on 2 cores, 2 not 1.
    maxWorkers: Math.max(2, availableParallelism()),
    // Real HTTP, real databases and scrypt hashing: generous limits, so a slow machine does not fail a test.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
