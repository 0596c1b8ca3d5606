import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import PQueue from 'p-queue';

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
  const queue = new PQueue({ concurrency });
  // The titles queued or running, so that one is never in the queue twice.
  const queued = new Set<string>();
  const failed = new LRUCache<string, true>({ max: 10_000, ttl: failureHoldMs });
  let isClosed = false;

  return {
    /** Queues a title's analysis unless it is queued, running, failed lately, or the queue is full. */
    add(key: string, job: () => Promise<void>): boolean {
      if (isClosed || queued.has(key) || failed.has(key)) return false;
      if (queue.size >= maxWaiting) return false;
      queued.add(key);
      // The bookkeeping is part of the task, so `idle()` resolves only after it.
      void queue.add(async () => {
        try {
          await job();
        } catch (error) {
          failed.set(key, true);
          logger.warn({ err: error, title: key }, 'background analysis failed');
        } finally {
          queued.delete(key);
        }
      });
      return true;
    },
    get waiting(): number {
      return queue.size;
    },
    get running(): number {
      return queue.pending;
    },
    /** Resolves when nothing is queued or running (tests, shutdown). */
    idle(): Promise<void> {
      return queue.onIdle();
    },
    /** Drops what waits and lets what runs finish. */
    async close(): Promise<void> {
      isClosed = true;
      queue.clear();
      await queue.onIdle();
    },
  };
}
export type FreeAnalysisQueue = ReturnType<typeof createFreeAnalysisQueue>;
