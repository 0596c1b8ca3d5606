import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workerExecArgv } from './analysis-pool.js';

describe('a one-off job in a child process', () => {
  it('stops when the server that started it goes away, instead of working on alone', async () => {
    const child = fork(
      fileURLToPath(new URL('../../test/fakes/endless-child-task.ts', import.meta.url)),
      [],
      {
        execArgv: workerExecArgv(),
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.send({ start: true });
    // The server stops (SIGTERM, a crash): its end of the channel closes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.disconnect();
    const stopped = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('running'), 10_000)),
    ]);
    if (stopped === 'running') child.kill('SIGKILL');
    expect(stopped).toBe(0);
  });
});
