import { type ProgressItem, progressNotSaved, type SavedWordInput, StorageKeys } from '@cinevocab/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { showNotification } from '@/lib/notify';
import { createProgressSync } from '../api/progress-sync';
import { saveProgress } from '../api/save-progress';
import { ProgressSyncContext } from '../hooks/use-progress-sync';
import { QueryKeys } from '@/lib/query-keys';
import { TranslationWanted } from '../translation/translation-wanted';

/**
 * One background saver of word choices per signed-in learner. Its queue is kept under
 * the learner's id, so another account on this browser never sends it. Leaving the page sends
 * what waits with `keepalive`; coming back online sends it at once.
 */
export function ProgressSyncProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [sync] = useState(() =>
    createProgressSync({
      send: (records, { keepalive }) => saveProgress(records, { keepalive }),
      onSaved: (records) => applySaved(queryClient, records),
      onRefused: (error) => {
        console.error('The server refused word choices', error);
        showNotification({ tone: 'error', message: progressNotSaved });
      },
      storage: safeLocalStorage(),
      storageKey: `${StorageKeys.pendingProgress}.${userId}`,
    }),
  );

  useEffect(() => {
    const leave = () => void sync.flush({ keepalive: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    const online = () => void sync.flush();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', online);
      sync.dispose();
    };
  }, [sync]);

  return (
    <ProgressSyncContext.Provider value={sync}>
      {children}
      {/* The question a card with no translation asks before it is saved, on any screen. */}
      <TranslationWanted />
    </ProgressSyncContext.Provider>
  );
}

/**
 * What the server stored is what the screens show from now on: each title's statuses are updated
 * in place (no refetch, no flicker), and the figures made from them (coverage, My Movies) are
 * asked for again.
 */
function applySaved(queryClient: QueryClient, records: readonly SavedWordInput[]): void {
  const pairs = new Map<string, SavedWordInput[]>();
  for (const record of records) {
    const key = `${record.learning_lang}:${record.translated_lang}`;
    pairs.set(key, [...(pairs.get(key) ?? []), record]);
  }
  for (const pairRecords of pairs.values()) {
    const first = pairRecords[0]!;
    const pairKey = QueryKeys.progress(first.learning_lang, first.translated_lang);
    queryClient.setQueriesData<unknown>({ queryKey: pairKey }, (data: unknown) => {
      if (!(data instanceof Map)) return data;
      const next = new Map(data as Map<string, ProgressItem>);
      for (const record of pairRecords) {
        if (record.status === 0) next.delete(record.token);
        else {
          next.set(record.token, {
            token: record.token,
            status: record.status,
            ai_translation: record.ai_translation ?? null,
            translation: record.translation ?? '',
            notes: record.notes ?? '',
          });
        }
      }
      return next;
    });
    void queryClient.invalidateQueries({
      queryKey: pairKey,
      predicate: (query) => !(query.state.data instanceof Map),
    });
  }
  void queryClient.invalidateQueries({ queryKey: QueryKeys.userMovies });
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
