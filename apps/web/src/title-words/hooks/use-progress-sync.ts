import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ProgressSync, SyncState } from '../api/progress-sync';

export const ProgressSyncContext = createContext<ProgressSync | null>(null);

/** The learner's background saver; only inside ProgressSyncProvider. */
export function useProgressSync(): ProgressSync {
  const sync = useContext(ProgressSyncContext);
  if (sync === null) throw new Error('useProgressSync must be used inside <ProgressSyncProvider>.');
  return sync;
}

/**
 * Whether marks are waiting, saving or retrying, re-rendering as that changes. The queue is this
 * browser's: the server renders a page, and the browser takes it over, with nothing waiting.
 */
export function useSyncState(): SyncState {
  const sync = useProgressSync();
  return useSyncExternalStore(sync.subscribe, sync.getState, nothingWaiting);
}

const idle: SyncState = { status: 'idle', pending: 0, version: 0 };
const nothingWaiting = () => idle;
