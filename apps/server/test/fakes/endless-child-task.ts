import { serveOneTask } from '../../src/workers/child-task.js';

/** A child task that works until it is stopped, as a long build does (child-task.test.ts). */
serveOneTask(
  () =>
    new Promise<never>(() => {
      setInterval(() => undefined, 1_000);
    }),
);
