import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../test/fakes/silent-logger.js';
import { createFreeAnalysisQueue } from './free-analysis-queue.js';

/** A job that runs until released, counting how many run at once. */
function gate() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, job: () => released };
}

describe('the background analysis queue', () => {
  it('runs one title at a time, keeps a few waiting and turns the rest away', async () => {
    const queue = createFreeAnalysisQueue({ concurrency: 1, maxWaiting: 2, logger: silentLogger() });
    const gates = Array.from({ length: 5 }, gate);
    const accepted = gates.map((one, index) => queue.add(`movie:${index}`, one.job));
    expect(accepted).toEqual([true, true, true, false, false]);
    expect(queue.running).toBe(1);
    expect(queue.waiting).toBe(2);
    // The same title is not queued twice.
    expect(queue.add('movie:1', gates[1]!.job)).toBe(false);

    for (const one of gates) one.release();
    await queue.idle();
    expect(queue.running + queue.waiting).toBe(0);
    await queue.close();
  });

  it('does not try a failed title again at once', async () => {
    const queue = createFreeAnalysisQueue({ concurrency: 2, maxWaiting: 10, logger: silentLogger() });
    let tries = 0;
    const failing = async () => {
      tries += 1;
      throw new Error('not a subtitle');
    };
    expect(queue.add('movie:1', failing)).toBe(true);
    await queue.idle();
    expect(queue.add('movie:1', failing)).toBe(false);
    expect(tries).toBe(1);
    await queue.close();
  });

  it('starts nothing once closed', async () => {
    const queue = createFreeAnalysisQueue({ concurrency: 1, maxWaiting: 10, logger: silentLogger() });
    await queue.close();
    expect(queue.add('movie:1', async () => {})).toBe(false);
  });
});
