import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false, isPreview: false }),
  defineProject({
    test: {
      name: 'web',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
      // Many of these tests play a whole screen through the app's route table (a sort round, a
      // training session): a second or two each, several more when the suite shares two cores with
      // the server's tests.
      testTimeout: 15_000,
    },
  }),
);
