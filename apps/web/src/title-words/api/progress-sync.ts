import { ProgressLimits, type SavedWordInput } from '@cinevocab/core';
import { ApiError } from '@/lib/api-client';
import { readStoredJson } from '@/lib/stored-value';

/**
 * Word choices on their way to the server: every mark a learner makes is kept in this
 * browser at once, then saved in the background, debounced and retried, so closing the tab or
 * losing the network loses nothing. The queue survives a reload (localStorage, per user) and is
 * sent again when the app next starts.
 *
 * The marks a previous page left are checked against the server's contract before they are
 * taken back, with a schema fetched only when there are some (stored-marks.ts): every page starts
 * with this saver, and most have nothing left waiting. Until they are checked they stay kept as
 * they were, beside any new mark, and a newer mark of the same word wins.
 */
export interface ProgressSync {
  /** Queues marks; a later mark of the same word replaces an earlier one not yet sent. */
  enqueue(records: readonly SavedWordInput[]): void;
  /** The queued marks of a language pair, by token. */
  pendingFor(learning: string, native: string): ReadonlyMap<string, SavedWordInput>;
  /** Sends what is queued now (the Save button, leaving the page). */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  subscribe(listener: () => void): () => void;
  getState(): SyncState;
  dispose(): void;
}

export interface SyncState {
  /** idle: nothing waits; waiting: a save is due shortly; saving; retrying: the last one failed. */
  status: 'idle' | 'waiting' | 'saving' | 'retrying';
  pending: number;
  /** Changes whenever the queue does, so screens re-read it. */
  version: number;
}

export interface ProgressSyncOptions {
  send: (records: readonly SavedWordInput[], options: { keepalive: boolean }) => Promise<unknown>;
  /** Told of every record the server stored (the screens update what they show). */
  onSaved?: (records: readonly SavedWordInput[]) => void;
  /** Told when the server refused records for good (they are dropped, not retried). */
  onRefused?: (error: unknown) => void;
  storage?: Storage | undefined;
  storageKey: string;
  debounceMs?: number;
  retryDelaysMs?: readonly number[];
}

const keyOf = (record: Pick<SavedWordInput, 'learning_lang' | 'translated_lang' | 'token'>) =>
  `${record.learning_lang}:${record.translated_lang}:${record.token}`;

export function createProgressSync({
  send,
  onSaved,
  onRefused,
  storage,
  storageKey,
  debounceMs = 1_000,
  retryDelaysMs = [2_000, 5_000, 10_000, 30_000],
}: ProgressSyncOptions): ProgressSync {
  const pending = new Map<string, SavedWordInput>();
  // What a previous page left, not yet checked; kept in storage beside the new marks until then.
  let unchecked = readUnchecked(storage, storageKey);
  const listeners = new Set<() => void>();
  let state: SyncState = { status: 'idle', pending: pending.size, version: 0 };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;
  let failures = 0;
  let isDisposed = false;

  const setState = (status: SyncState['status']) => {
    state = { status, pending: pending.size, version: state.version + 1 };
    for (const listener of listeners) listener();
  };
  const persist = () => {
    const kept = [...pending.values(), ...unchecked];
    try {
      if (kept.length === 0) storage?.removeItem(storageKey);
      else storage?.setItem(storageKey, JSON.stringify(kept));
    } catch {
      // A full or unavailable storage only loses the safety net; the save itself goes on.
      console.warn('Could not keep word choices in this browser');
    }
  };
  const schedule = (delayMs: number, status: SyncState['status']) => {
    if (isDisposed) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delayMs);
    setState(status);
  };

  async function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (inFlight) {
      // Whatever was queued meanwhile goes right after.
      await inFlight;
      if (pending.size > 0) return flush({ keepalive });
      return;
    }
    if (pending.size === 0) {
      if (state.status !== 'idle') setState('idle');
      return;
    }
    const batch = [...pending.entries()];
    setState('saving');
    inFlight = (async () => {
      try {
        for (const chunk of chunksOf(batch, keepalive)) {
          await send(
            chunk.map(([, record]) => record),
            { keepalive },
          );
          // Only what was sent and not changed since leaves the queue.
          for (const [key, record] of chunk) if (pending.get(key) === record) pending.delete(key);
          persist();
          onSaved?.(chunk.map(([, record]) => record));
        }
        failures = 0;
        if (pending.size > 0) schedule(debounceMs, 'waiting');
        else setState('idle');
      } catch (error) {
        if (isPermanent(error)) {
          for (const [key, record] of batch) if (pending.get(key) === record) pending.delete(key);
          persist();
          onRefused?.(error);
          setState(pending.size > 0 ? 'waiting' : 'idle');
          return;
        }
        const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 30_000;
        failures += 1;
        schedule(delay, 'retrying');
      }
    })();
    try {
      await inFlight;
    } finally {
      inFlight = undefined;
    }
  }

  if (unchecked.length > 0) {
    void import('./stored-marks').then(
      ({ checkStoredMarks }) => {
        if (isDisposed) return;
        for (const record of checkStoredMarks(unchecked)) {
          if (!pending.has(keyOf(record))) pending.set(keyOf(record), record);
        }
        unchecked = [];
        persist();
        if (pending.size > 0 && state.status === 'idle') schedule(debounceMs, 'waiting');
        else setState(state.status);
      },
      () => {
        // Not fetched (the network dropped): the marks stay kept for the next page.
      },
    );
  }

  return {
    enqueue(records) {
      if (records.length === 0) return;
      for (const record of records) pending.set(keyOf(record), record);
      persist();
      // A retry already scheduled keeps its backoff; otherwise save shortly.
      if (state.status === 'retrying') setState('retrying');
      else schedule(debounceMs, 'waiting');
    },
    pendingFor(learning, native) {
      const prefix = `${learning}:${native}:`;
      const mine = new Map<string, SavedWordInput>();
      for (const [key, record] of pending) if (key.startsWith(prefix)) mine.set(record.token, record);
      return mine;
    },
    flush,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    dispose() {
      isDisposed = true;
      if (timer !== undefined) clearTimeout(timer);
      listeners.clear();
    },
  };
}

/**
 * A request sent as the page closes (`keepalive`) may carry at most 64 KiB in all; the others at
 * most a bulk save's 5,000 records.
 */
const keepaliveBodyBytes = 60_000;
function chunksOf<T>(entries: readonly [string, T][], keepalive: boolean): [string, T][][] {
  const chunks: [string, T][][] = [];
  let chunk: [string, T][] = [];
  let bytes = 2;
  for (const entry of entries) {
    const size = JSON.stringify(entry[1]).length + 1;
    const isFull = keepalive
      ? bytes + size > keepaliveBodyBytes
      : chunk.length >= ProgressLimits.bulkMaxRecords;
    if (isFull && chunk.length > 0) {
      chunks.push(chunk);
      chunk = [];
      bytes = 2;
    }
    chunk.push(entry);
    bytes += size;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * A refusal that sending again cannot mend: the records themselves are wrong (400). Signed out
 * (401) is not one: the marks wait for the learner to sign in again.
 */
function isPermanent(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 429 &&
    error.status !== 408
  );
}

/** The marks a previous page left waiting, as kept: a list, or nothing when it is anything else. */
function readUnchecked(storage: Storage | undefined, storageKey: string): unknown[] {
  const kept = storage ? readStoredJson(storageKey, storage) : undefined;
  if (kept === undefined) return [];
  if (Array.isArray(kept)) return kept;
  console.warn(`Could not read '${storageKey}' kept in this browser`, kept);
  return [];
}
