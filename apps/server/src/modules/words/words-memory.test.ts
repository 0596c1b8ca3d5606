import { describe, expect, it } from 'vitest';
import { createCurrentUploadMemory, createFreshReads, currentUploadMemoryOf } from './words-memory.js';

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

type Upload = { id: string };

/** A table of current uploads by title, and a count of the look-ups made in it. */
function uploadsTable() {
  const rows = new Map<string, Upload>();
  let reads = 0;
  return {
    rows,
    get reads() {
      return reads;
    },
    reader: (key: string) => async () => {
      reads += 1;
      return rows.get(key) ?? null;
    },
  };
}

describe('the memory of current uploads', () => {
  it('looks a title up once, then answers from memory until an upload changes', async () => {
    const memory = createCurrentUploadMemory<Upload>();
    const table = uploadsTable();
    expect(await memory.find('movie:1:es', table.reader('movie:1:es'))).toBeNull();
    expect(await memory.find('movie:1:es', table.reader('movie:1:es'))).toBeNull();
    expect(table.reads).toBe(1);

    await memory.change(async () => table.rows.set('movie:1:es', { id: 'first' }));
    expect(await memory.find('movie:1:es', table.reader('movie:1:es'))).toEqual({ id: 'first' });
    await memory.change(async () => table.rows.delete('movie:1:es'));
    expect(await memory.find('movie:1:es', table.reader('movie:1:es'))).toBeNull();
    expect(table.reads).toBe(3);
  });

  it('keeps no look-up that overlapped a change, whichever ended first', async () => {
    const memory = createCurrentUploadMemory<Upload>();
    const table = uploadsTable();
    // A look-up reads the table before an upload commits, and ends after it.
    let endLookUp!: () => void;
    const lookUp = memory.find('movie:1:es', async () => {
      const seen = table.rows.get('movie:1:es') ?? null;
      await new Promise<void>((resolve) => (endLookUp = resolve));
      return seen;
    });
    await memory.change(async () => table.rows.set('movie:1:es', { id: 'uploaded' }));
    endLookUp();
    expect(await lookUp).toBeNull();
    expect(await memory.find('movie:1:es', table.reader('movie:1:es'))).toEqual({ id: 'uploaded' });

    // An upload under way while a look-up runs and ends.
    let commit!: () => void;
    const upload = memory.change(async () => {
      await new Promise<void>((resolve) => (commit = resolve));
      table.rows.set('movie:1:es', { id: 'replaced' });
    });
    expect(await memory.find('movie:1:es', table.reader('movie:1:es'))).toEqual({ id: 'uploaded' });
    commit();
    await upload;
    expect(await memory.find('movie:1:es', table.reader('movie:1:es'))).toEqual({ id: 'replaced' });
  });

  it('looks again after a change that failed, which may have written before it failed', async () => {
    const memory = createCurrentUploadMemory<Upload>();
    const table = uploadsTable();
    await memory.find('movie:1:es', table.reader('movie:1:es'));
    await expect(memory.change(() => Promise.reject(new Error('the transaction failed')))).rejects.toThrow(
      'the transaction failed',
    );
    await memory.find('movie:1:es', table.reader('movie:1:es'));
    expect(table.reads).toBe(2);
  });

  it('is one memory for every repository on the same database', async () => {
    const database = {};
    const table = uploadsTable();
    await currentUploadMemoryOf<Upload>(database).find('movie:1:es', table.reader('movie:1:es'));
    await currentUploadMemoryOf<Upload>(database).change(async () =>
      table.rows.set('movie:1:es', { id: 'uploaded through another app' }),
    );
    expect(
      await currentUploadMemoryOf<Upload>(database).find('movie:1:es', table.reader('movie:1:es')),
    ).toEqual({ id: 'uploaded through another app' });
    expect(currentUploadMemoryOf(database)).not.toBe(currentUploadMemoryOf({}));
  });
});
