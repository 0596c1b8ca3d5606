import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Builds one migrated PGlite dump and starts one real PostgreSQL for the whole run.
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/quiet-auth-warnings.ts', './test/english-validation-messages.ts'],
    // Real HTTP, real databases, scrypt hashing and word tables loaded in worker threads, two test
    // files at a time on two cores: generous limits, so a loaded machine does not fail a test.
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
