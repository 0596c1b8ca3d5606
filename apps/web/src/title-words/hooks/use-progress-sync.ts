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
  // While taking the page over, React reads this, then compares it with the browser's own state:
  // a different object (even one saying the same) makes it render the page again at once, in one
  // long task. So the browser's state stands in for the server's whenever it says the same.
  const asOnTheServer = () => {
    const state = sync.getState();
    return isNothingWaiting(state) ? state : idle;
  };
  return useSyncExternalStore(sync.subscribe, sync.getState, asOnTheServer);
}

const idle: SyncState = { status: 'idle', pending: 0, version: 0 };
const isNothingWaiting = (state: SyncState) =>
  state.status === idle.status && state.pending === idle.pending && state.version === idle.version;
