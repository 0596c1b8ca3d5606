import { WordMessages } from '@cinevocab/core';
import { useEffect, useRef } from 'react';
import { showNotification } from '@/lib/notify';
import { isNoSubtitles } from '@/title-words';

export interface SummaryQueryState {
  status: 'pending' | 'error' | 'success';
  isFetching: boolean;
  error: Error | null;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}

/**
 * The summary's toasts: 'Word summary loaded successfully', or the failure's text,
 * once per answer fetched while the block is on screen. An answer already cached when the block
 * appeared was announced when it came. 'No subtitles' is the block's empty state instead, as a
 * missing title is a page state rather than a failure to report.
 */
export function useWordSummaryToasts({
  status,
  isFetching,
  error,
  dataUpdatedAt,
  errorUpdatedAt,
}: SummaryQueryState) {
  const announced = useRef({ dataUpdatedAt, errorUpdatedAt });
  useEffect(() => {
    if (isFetching) return;
    if (status === 'success' && dataUpdatedAt !== announced.current.dataUpdatedAt) {
      announced.current = { ...announced.current, dataUpdatedAt };
      showNotification({ tone: 'success', message: WordMessages.summaryLoaded });
    }
    if (status === 'error' && error && errorUpdatedAt !== announced.current.errorUpdatedAt) {
      announced.current = { ...announced.current, errorUpdatedAt };
      if (!isNoSubtitles(error)) showNotification({ tone: 'error', message: error.message });
    }
  }, [status, isFetching, error, dataUpdatedAt, errorUpdatedAt]);
}
