/**
 * Reads that callers asking at the same moment share, without any of them being answered from a
 * read that began before it asked.
 *
 * A caller arriving while no read of its key runs starts one. A caller arriving while one runs
 * waits for the next, which starts as soon as the running one ends and answers everyone who
 * arrived in between. So each caller gets what was there when it asked or later, as if it had
 * read alone: a change committed before a request arrived (an upload on any server) is always
 * seen. Under load a key costs one read at a time, however many callers wait for it.
 */
export function createFreshReads<T>() {
  /** Keys whose read is running now. */
  const running = new Set<string>();
  /** The callers waiting for the next read of a key, with the read they asked for. */
  const next = new Map<string, { read: () => Promise<T>; answer: Promise<T>; settle: Settle<T> }>();

  function start(key: string, read: () => Promise<T>, settle: Settle<T>) {
    running.add(key);
    let result: Promise<T>;
    try {
      result = read();
    } catch (error) {
      result = Promise.reject(error);
    }
    result.then(settle.resolve, settle.reject).finally(() => {
      running.delete(key);
      const waiting = next.get(key);
      if (!waiting) return;
      next.delete(key);
      start(key, waiting.read, waiting.settle);
    });
  }

  return function readFresh(key: string, read: () => Promise<T>): Promise<T> {
    const waiting = next.get(key);
    if (waiting) return waiting.answer;
    let settle!: Settle<T>;
    const answer = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
    if (running.has(key)) next.set(key, { read, answer, settle });
    else start(key, read, settle);
    return answer;
  };
}

interface Settle<T> {
  resolve(value: T): void;
  reject(reason: unknown): void;
}
