import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { workerExecArgv } from './analysis-pool.js';
import { type ChildModuleName, workerFileOf } from './worker-file.js';

/**
 * Runs a one-off job (building the word tables or the dictionaries, creating the embedded
 * database) in a process of its own and resolves with its answer. A worker thread would do the
 * work as well, but the memory a build touches (hundreds of MB at a first start) then stays with
 * the server for as long as it runs; a process gives it all back when it exits.
 *
 * The module (see child-task.ts) gets `data` as its one message and answers with one. Aborting
 * `signal` ends the job (a stopping server must not leave a build writing into its data
 * directory); the promise then rejects once the process has exited, and a job asked for after
 * the abort is not started.
 */
export function runInChildProcess<Data, Result>(
  name: ChildModuleName,
  data: Data,
  signal?: AbortSignal,
): Promise<Result> {
  return runModuleInChildProcess(workerFileOf(name), name, data, signal);
}

/** runInChildProcess for any module that serves one task (child-task.ts), such as a test's. */
export function runModuleInChildProcess<Data, Result>(
  file: URL,
  name: string,
  data: Data,
  signal?: AbortSignal,
): Promise<Result> {
  if (signal?.aborted) return Promise.reject(new Error(`${name} not started: the server is stopping`));
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(file), [], {
      execArgv: workerExecArgv(),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Every file a job writes is written whole and then renamed into place: ending one half-way
    // leaves nothing broken.
    const end = () => child.kill('SIGTERM');
    signal?.addEventListener('abort', end, { once: true });
    let answered = false;
    child.once('message', (result) => {
      answered = true;
      resolve(result as Result);
    });
    child.once('error', reject);
    child.once('exit', (code, exitSignal) => {
      signal?.removeEventListener('abort', end);
      if (!answered)
        reject(new Error(`${name} stopped (${exitSignal ?? `exit code ${String(code)}`}) without answering`));
    });
    child.send(data as never);
  });
}
