import { describe, expect, it } from 'vitest';
import { runModuleInChildProcess } from './child-process.js';

/** A job that works until it is stopped, as a long build does. */
const endlessJob = new URL('../../test/fakes/endless-child-task.ts', import.meta.url);

describe('runInChildProcess', () => {
  it('ends a job when the server stops, and settles only once its process has exited', async () => {
    const stopping = new AbortController();
    const job = runModuleInChildProcess(endlessJob, 'endless job', { start: true }, stopping.signal);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const abortedAt = performance.now();
    stopping.abort();
    await expect(job).rejects.toThrow(/endless job stopped \(SIGTERM\) without answering/);
    expect(performance.now() - abortedAt).toBeLessThan(5_000);
  });

  it('starts no job once the server is stopping', async () => {
    const stopping = new AbortController();
    stopping.abort();
    await expect(runModuleInChildProcess(endlessJob, 'endless job', {}, stopping.signal)).rejects.toThrow(
      /not started: the server is stopping/,
    );
  });
});
