import { LRUCache } from 'lru-cache';

/** Titles and languages whose current upload (or its absence) is remembered at most. */
const rememberedTitles = 10_000;

/**
 * The current upload of each title and language, or that there is none, remembered for a database
 * that no other process writes (PGlite: a database one process opens). Every change then goes
 * through this process, and forgets everything remembered: a word summary asks for its title's
 * file on every request, and a query costs it more than the rest of its answer (decision 029).
 *
 * A look-up that overlapped a change is not kept, whichever ended first: it may have read the
 * uploads before the change committed.
 */
export function createCurrentUploadMemory<Upload extends object>() {
  const remembered = new LRUCache<string, { upload: Upload | null }>({ max: rememberedTitles });
  /** Changes begun and ended so far: a look-up keeps its answer only if none happened meanwhile. */
  let changes = 0;
  return {
    async find(key: string, read: () => Promise<Upload | null>): Promise<Upload | null> {
      const known = remembered.get(key);
      if (known) return known.upload;
      const changesBefore = changes;
      const upload = await read();
      if (changes === changesBefore) remembered.set(key, { upload });
      return upload;
    },
    async change<T>(write: () => Promise<T>): Promise<T> {
      changes += 1;
      remembered.clear();
      try {
        return await write();
      } finally {
        changes += 1;
        remembered.clear();
      }
    },
  };
}

export type CurrentUploadMemory<Upload extends object> = ReturnType<typeof createCurrentUploadMemory<Upload>>;

const memories = new WeakMap<object, CurrentUploadMemory<object>>();

/**
 * One memory per database, shared by every repository on it (a test may serve one database from
 * two apps), so a change made through any of them is seen by all.
 */
export function currentUploadMemoryOf<Upload extends object>(database: object): CurrentUploadMemory<Upload> {
  let memory = memories.get(database);
  if (!memory) memories.set(database, (memory = createCurrentUploadMemory<object>()));
  return memory as CurrentUploadMemory<Upload>;
}
