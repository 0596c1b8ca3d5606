import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';

export interface FreeAnalysisQueueOptions {
  /** Analyses at once: each takes a worker thread that the title pages also need. */
  concurrency: number;
  /** Titles waiting at most; more are not queued (the next page of cards asks again). */
  maxWaiting: number;
  logger: FastifyBaseLogger;
}

/** How long a title whose analysis failed is not tried again. */
const failureHoldMs = 10 * 60_000;

/**
 * Analyses in the background for titles shown on cards but not analysed yet, bounded: a search
 * that shows fifty titles starts one or two analyses, queues a few more and drops the rest.
 */
export function createFreeAnalysisQueue({ concurrency, maxWaiting, logger }: FreeAnalysisQueueOptions) {
  const waiting = new Map<string, () => Promise<void>>();
  const running = new Map<string, Promise<void>>();
  const failed = new LRUCache<string, true>({ max: 10_000, ttl: failureHoldMs });
  let isClosed = false;

  function startNext(): void {
    while (!isClosed && running.size < concurrency) {
      const next = waiting.entries().next();
      if (next.done) return;
      const [key, job] = next.value;
      waiting.delete(key);
      const run = job()
        .catch((error: unknown) => {
          failed.set(key, true);
          logger.warn({ err: error, title: key }, 'background analysis failed');
        })
        .finally(() => {
          running.delete(key);
          startNext();
        });
      running.set(key, run);
    }
  }

  return {
    /** Queues a title's analysis unless it is queued, running, failed lately, or the queue is full. */
    add(key: string, job: () => Promise<void>): boolean {
      if (isClosed || waiting.has(key) || running.has(key) || failed.has(key)) return false;
      if (waiting.size >= maxWaiting) return false;
      waiting.set(key, job);
      startNext();
      return true;
    },
    get waiting(): number {
      return waiting.size;
    },
    get running(): number {
      return running.size;
    },
    /** Resolves when nothing is queued or running (tests, shutdown). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running.values());
    },
    /** Drops what waits and lets what runs finish. */
    async close(): Promise<void> {
      isClosed = true;
      waiting.clear();
      await Promise.all(running.values());
    },
  };
}
export type FreeAnalysisQueue = ReturnType<typeof createFreeAnalysisQueue>;
