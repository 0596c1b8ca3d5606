import { describe, expect, it } from 'vitest';
import { createFreshReads } from './fresh-reads.js';

/** A read that ends when the test says, answering the value the store held when it began. */
function gatedStore(initial: string) {
  let value = initial;
  const pending: (() => void)[] = [];
  let started = 0;
  return {
    set: (next: string) => (value = next),
    get started() {
      return started;
    },
    read: () => {
      started += 1;
      const seen = value;
      return new Promise<string>((resolve) => pending.push(() => resolve(seen)));
    },
    finishOne: async () => {
      pending.shift()?.();
      // Lets the answers and the next read's start run.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('fresh reads', () => {
  it('shares one read among the callers that arrive while another runs', async () => {
    const reads = createFreshReads<string>();
    const store = gatedStore('a');
    const first = reads('title', store.read);
    const waiting = Array.from({ length: 50 }, () => reads('title', store.read));
    expect(store.started).toBe(1);
    await store.finishOne();
    expect(await first).toBe('a');
    expect(store.started).toBe(2);
    await store.finishOne();
    expect(await Promise.all(waiting)).toEqual(waiting.map(() => 'a'));
    expect(store.started).toBe(2);
  });

  it('never answers a caller from a read that began before it asked', async () => {
    const reads = createFreshReads<string>();
    const store = gatedStore('demo file');
    const before = reads('title', store.read);
    // The file changes (an upload committed) while that read runs; then a request arrives.
    store.set('uploaded file');
    const after = reads('title', store.read);
    await store.finishOne();
    await store.finishOne();
    expect(await before).toBe('demo file');
    expect(await after).toBe('uploaded file');
  });

  it('reads each key apart', async () => {
    const reads = createFreshReads<string>();
    const one = gatedStore('one');
    const two = gatedStore('two');
    const answers = Promise.all([reads('a', one.read), reads('b', two.read)]);
    expect([one.started, two.started]).toEqual([1, 1]);
    await one.finishOne();
    await two.finishOne();
    expect(await answers).toEqual(['one', 'two']);
  });

  it('gives a failed read to its callers only, and reads again for the next', async () => {
    const reads = createFreshReads<string>();
    let calls = 0;
    const failingOnce = () => {
      calls += 1;
      if (calls === 1) throw new Error('the database is gone');
      return Promise.resolve('back');
    };
    await expect(reads('title', failingOnce)).rejects.toThrow('the database is gone');
    expect(await reads('title', failingOnce)).toBe('back');
  });
});
