import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      // The lint fences' own test (scripts/lint-fences.test.ts): ESLint run on fixtures, from the root.
      { test: { name: 'lint', environment: 'node', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
    ],
    // The server tests mostly wait on PostgreSQL (another process) and on scrypt (libuv's thread
    // pool), so one worker per core beats vitest's default of one fewer: on 2 cores, 2 not 1.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
