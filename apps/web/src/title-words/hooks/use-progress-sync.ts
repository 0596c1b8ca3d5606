import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ProgressSync, SyncState } from '../api/progress-sync';

export const ProgressSyncContext = createContext<ProgressSync | null>(null);

/** The learner's background saver; only inside ProgressSyncProvider. */
export function useProgressSync(): ProgressSync {
  const sync = useContext(ProgressSyncContext);
  if (sync === null) throw new Error('useProgressSync must be used inside <ProgressSyncProvider>.');
  return sync;
}

/** Whether marks are waiting, saving or retrying, re-rendering as that changes. */
export function useSyncState(): SyncState {
  const sync = useProgressSync();
  return useSyncExternalStore(sync.subscribe, sync.getState, sync.getState);
}
