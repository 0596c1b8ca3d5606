/**
 * The child's side of runInChildProcess: takes the one message, runs `task` on it, answers, and
 * exits (the point: the memory goes with the process).
 */
export function serveOneTask<Data, Result>(task: (data: Data) => Result | Promise<Result>): void {
  process.once('message', (data) => {
    void (async () => {
      const result = await task(data as Data);
      process.send!(result, () => process.exit(0));
    })();
  });
}
