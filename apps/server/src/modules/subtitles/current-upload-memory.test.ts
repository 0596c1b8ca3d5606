import { describe, expect, it } from 'vitest';
import { createCurrentUploadMemory, currentUploadMemoryOf } from './current-upload-memory.js';

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
