import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'lexicon',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
  },
});
