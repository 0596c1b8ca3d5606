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
 * The module (see child-task.ts) gets `data` as its one message and answers with one.
 */
export function runInChildProcess<Data, Result>(name: ChildModuleName, data: Data): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(workerFileOf(name)), [], {
      execArgv: workerExecArgv(),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answered = false;
    child.once('message', (result) => {
      answered = true;
      resolve(result as Result);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!answered)
        reject(new Error(`${name} stopped (${signal ?? `exit code ${String(code)}`}) without answering`));
    });
    child.send(data as never);
  });
}
