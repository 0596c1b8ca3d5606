/**
 * The child's side of runInChildProcess: takes the one message, runs `task` on it, answers, and
 * exits (the point: the memory goes with the process).
 */
export function serveOneTask<Data, Result>(task: (data: Data) => Result | Promise<Result>): void {
  // The server went away (stopped, or died) before the answer: nobody will read it, and a build
  // left running would go on writing into the data directory of a stopped server. Stopping
  // half-way is safe: every file a build writes is written whole and then renamed into place.
  process.once('disconnect', () => process.exit(0));
  process.once('message', (data) => {
    void (async () => {
      const result = await task(data as Data);
      process.send!(result, () => process.exit(0));
    })();
  });
}
