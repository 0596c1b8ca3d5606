import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // The server tests mostly wait on PostgreSQL (another process) and on scrypt (libuv's thread
    // pool), so one worker per core beats vitest's default of one fewer: on 2 cores, 2 not 1.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
