import { BrowseMessages } from '@cinevocab/core';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { showNotification } from '@/lib/notify';

export interface ToastableQuery {
  error: Error | null;
  isFetching: boolean;
}

/** The catalog answered that the title does not exist: a page state, not a failure to report. */
export function isNotFound(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** 'Error: {message}' for any failure but a missing title, which has its own page state. */
export function catalogErrorToast(error: Error): string | null {
  return isNotFound(error) ? null : BrowseMessages.errorToast(error.message);
}

/**
 * An error toast, once per failure: `messageOf` gives its text, or null for none. Each failed
 * attempt yields a new error object, so remembering the last one shown keeps re-renders (and
 * React's development double effects) from repeating it. While a fetch is under way the error on
 * screen is the old one about to be replaced, so a page opened again on a cached failure waits for
 * the new answer instead of replaying the old toast.
 */
export function useErrorToast(
  { error, isFetching }: ToastableQuery,
  messageOf: (error: Error) => string | null,
) {
  const shown = useRef<Error | null>(null);
  useEffect(() => {
    if (error === null || isFetching || shown.current === error) return;
    shown.current = error;
    const message = messageOf(error);
    if (message !== null) showNotification({ tone: 'error', message });
  }, [error, isFetching, messageOf]);
}
