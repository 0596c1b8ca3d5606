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
 * The summary's toasts: the failure's text, once per failure fetched while the block is on
 * screen, and 'Word summary loaded successfully' only for an answer the learner asked for here
 * (after a failure or a missing title: 'Try again', an upload). The summary a page loads by itself
 * is there to be seen, not announced. 'No subtitles' is the block's empty state instead, as a
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
  // The learner acts on the block only when it shows no summary: a success after that answers them.
  const hadNoSummary = useRef(false);
  useEffect(() => {
    if (isFetching) return;
    if (status === 'success' && dataUpdatedAt !== announced.current.dataUpdatedAt) {
      announced.current = { ...announced.current, dataUpdatedAt };
      if (hadNoSummary.current) showNotification({ tone: 'success', message: WordMessages.summaryLoaded });
      hadNoSummary.current = false;
    }
    if (status === 'error' && error && errorUpdatedAt !== announced.current.errorUpdatedAt) {
      announced.current = { ...announced.current, errorUpdatedAt };
      hadNoSummary.current = true;
      if (!isNoSubtitles(error)) showNotification({ tone: 'error', message: error.message });
    }
  }, [status, isFetching, error, dataUpdatedAt, errorUpdatedAt]);
}
